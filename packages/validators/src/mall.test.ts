import { describe, expect, it } from 'vitest';
import {
  addressRules,
  afterSalesRules,
  bankCardPayloadRules,
  bankCardRules,
  cartExportError,
  cartSelectionError,
  chatMessageRules,
  checkoutPayloadRules,
  checkoutRules,
  expertConsultError,
  firstError,
  idCardCheckChar,
  invoiceRules,
  isSpecialInvoiceReady,
  meetsMinAmount,
  reviewRules,
  shippingRules,
  specialInvoiceMissing,
  specialInvoiceProblem,
  specialInvoiceRules,
  trainingEnrolRules,
  validate,
} from './index';

/** A 统一社会信用代码 with its GB 32100-2015 check character (R). */
const TAX_ID = '91440101MA5CQ2XK7R';

describe('checkoutRules', () => {
  const ok = {
    address_id: 5,
    contains_invoice: false,
    invoice_address_id: null,
    invoice_id: null,
    delivery: '1',
    expected_deliverys: '2',
    order_remark_file_items: [],
  };
  it('invoice off: address, delivery method, expected date', () => {
    expect(firstError(checkoutRules, ok)).toBeNull();
    expect(firstError(checkoutRules, { ...ok, address_id: null })).toBe('请选择收货地址');
    expect(firstError(checkoutRules, { ...ok, delivery: '' })).toBe('请选择发货方式');
    expect(firstError(checkoutRules, { ...ok, expected_deliverys: undefined })).toBe('请选择期望交货日期');
  });
  it('invoice on: invoice address then invoice profile', () => {
    for (const on of [true, 1, '1', 'true']) {
      expect(firstError(checkoutRules, { ...ok, contains_invoice: on })).toBe('请选择发票地址');
      expect(firstError(checkoutRules, { ...ok, contains_invoice: on, invoice_address_id: 3 })).toBe('请选择发票信息');
      expect(firstError(checkoutRules, { ...ok, contains_invoice: on, invoice_address_id: 3, invoice_id: 4 })).toBeNull();
    }
  });
  it('contract attachments: optional, at most 9', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ FileUrl: `u${i}` }));
    expect(firstError(checkoutRules, { ...ok, order_remark_file_items: undefined })).toBeNull();
    expect(firstError(checkoutRules, { ...ok, order_remark_file_items: files(9) })).toBeNull();
    expect(firstError(checkoutRules, { ...ok, order_remark_file_items: files(10) })).toBe('合同附件最多上传9个');
    expect(firstError(checkoutRules, { ...ok, order_remark_file_items: JSON.stringify(files(10)) })).toBe('合同附件最多上传9个');
  });
  it('payload variant has no address_id', () => {
    const { address_id: _a, ...payload } = ok;
    expect(firstError(checkoutPayloadRules, payload)).toBeNull();
    expect(Object.keys(checkoutPayloadRules)).not.toContain('address_id');
  });
});

describe('invoiceRules', () => {
  it('type required (0 is a value), enterprise name only for type 1, email required and well-formed', () => {
    expect(firstError(invoiceRules, {})).toBe('请选择一个发票类型');
    expect(firstError(invoiceRules, { invoice_type: null, name: 'x', email: 'a@b.cn' })).toBe('请选择一个发票类型');
    expect(firstError(invoiceRules, { invoice_type: 1, name: '', email: 'a@b.cn' })).toBe('请输入企业名称');
    expect(firstError(invoiceRules, { invoice_type: '1', name: ' ', email: 'a@b.cn' })).toBe('请输入企业名称');
    expect(firstError(invoiceRules, { invoice_type: 0, name: '', email: 'a@b.cn' })).toBeNull();
    expect(firstError(invoiceRules, { invoice_type: '0', name: '', email: '' })).toBe('邮箱不能为空');
    expect(firstError(invoiceRules, { invoice_type: 0, email: 'a@b' })).toBe('请输入正确的邮箱格式');
    expect(firstError(invoiceRules, { invoice_type: 1, name: '某公司', identification: TAX_ID, email: 'fin@corp.com.cn' })).toBeNull();
  });

  const enterprise = { invoice_type: '1', name: '广州安信安全技术有限公司', identification: TAX_ID, email: 'fin@anxin.cn' };

  it('an enterprise profile needs a well-formed taxpayer id; a personal one is not asked for it', () => {
    expect(firstError(invoiceRules, { ...enterprise, identification: '' })).toBe('请输入纳税人识别号');
    expect(firstError(invoiceRules, { ...enterprise, identification: '  ' })).toBe('请输入纳税人识别号');
    for (const bad of ['91440101MA5CQ2XK7N', '9144XXXX', 'abc', '91440101ma5cq2xk7r', '91440101MA5CQ2XKIR', '44010612345678', '4401061234567890123456'])
      expect(firstError(invoiceRules, { ...enterprise, identification: bad }), bad).toBe('请输入正确的纳税人识别号');
    for (const good of [TAX_ID, '440106123456789', '44010612345678901234', '91350100M000100Y43'])
      expect(firstError(invoiceRules, { ...enterprise, identification: good }), good).toBeNull();
    expect(firstError(invoiceRules, { ...enterprise, invoice_type: 0, name: '张三', identification: '' })).toBeNull();
    expect(firstError(invoiceRules, { ...enterprise, invoice_type: '0', identification: 'abc', reg_phone: 'abc' })).toBeNull();
  });

  it('the VAT special fields are optional in a profile, and checked when filled', () => {
    expect(firstError(invoiceRules, { ...enterprise, reg_address: '', reg_phone: '', bank_name: '', bank_account: '' })).toBeNull();
    expect(firstError(invoiceRules, { ...enterprise, reg_phone: 'abc' })).toBe('请输入正确的注册电话');
    expect(firstError(invoiceRules, { ...enterprise, bank_account: '1234-5678-9012' })).toBe('请输入正确的银行账号');
    expect(firstError(invoiceRules, { ...enterprise, reg_phone: '020-12345678', bank_account: '3602 0001 0920 0123 456' })).toBeNull();
  });

  it('reports every field at once, in the form order', () => {
    expect(Object.keys(validate(invoiceRules, { invoice_type: '1', reg_phone: 'x', bank_account: 'y' }))).toEqual(['name', 'identification', 'email', 'reg_phone', 'bank_account']);
  });
});

describe('the VAT special invoice (增值税专用发票)', () => {
  const complete = {
    invoice_type: 1,
    name: '广州安信安全技术有限公司',
    identification: TAX_ID,
    reg_address: '广州市黄埔区科学大道 99 号',
    reg_phone: '020-32290000',
    bank_name: '中国工商银行广州科学城支行',
    bank_account: '3602 0001 0920 0123 456',
  };

  it('a complete enterprise profile is ready', () => {
    expect(isSpecialInvoiceReady(complete)).toBe(true);
    expect(isSpecialInvoiceReady({ ...complete, invoice_type: '1', reg_phone: '13800138000' })).toBe(true);
    expect(specialInvoiceProblem(complete)).toBeNull();
    expect(specialInvoiceMissing(complete)).toEqual([]);
  });

  it.each([
    ['invoice_type', 0, '增值税专用发票仅限企业类型'],
    ['invoice_type', '', '增值税专用发票仅限企业类型'],
    ['name', '', '请输入企业名称'],
    ['identification', '', '请输入纳税人识别号'],
    ['identification', '91440101MA5CQ2XK7N', '请输入正确的纳税人识别号'],
    ['reg_address', ' ', '请输入注册地址'],
    ['reg_phone', '', '请输入注册电话'],
    ['reg_phone', 'abc', '请输入正确的注册电话'],
    ['bank_name', '', '请输入开户银行'],
    ['bank_account', '', '请输入银行账号'],
    ['bank_account', '1234567', '请输入正确的银行账号'],
  ])('%s = %j -> %s, not ready', (field, value, message) => {
    const profile = { ...complete, [field]: value };
    expect(firstError(specialInvoiceRules, profile)).toBe(message);
    expect(isSpecialInvoiceReady(profile)).toBe(false);
  });

  it('says what to complete, in the form order (the message of the checkout list and of the server)', () => {
    const incomplete = { ...complete, identification: '', reg_phone: 'abc', bank_name: undefined };
    expect(specialInvoiceMissing(incomplete)).toEqual(['纳税人识别号', '注册电话', '开户银行']);
    expect(specialInvoiceProblem(incomplete)).toBe('专票需填写完整的开票信息，请完善：纳税人识别号、注册电话、开户银行');
    expect(specialInvoiceProblem(incomplete)?.startsWith('专票需填写完整的开票信息')).toBe(true);
    expect(specialInvoiceProblem({ ...complete, invoice_type: 0 })).toBe('增值税专用发票仅限企业类型');
    expect(specialInvoiceProblem({ invoice_type: 1 })).toBe('专票需填写完整的开票信息，请完善：企业名称、纳税人识别号、注册地址、注册电话、开户银行、银行账号');
  });
});

describe('addressRules', () => {
  const ok = { city_code: '440100', county_code: '440106', address: '1号', contact: '王五', phone: '13800138000' };
  it.each([
    ['city_code', '', '请选择市区'],
    ['county_code', null, '请选择区'],
    ['address', '', '请填写详细地址'],
    ['contact', '', '请填写联系人名称'],
    ['phone', '', '请填写手机号码'],
    ['phone', '1380013800', '请填写正确的手机号码'],
    ['phone', '12800138000', '请填写正确的手机号码'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstError(addressRules, { ...ok, [field]: value })).toBe(message);
  });
  it('accepts a complete address and reports all errors at once', () => {
    expect(firstError(addressRules, ok)).toBeNull();
    expect(Object.keys(validate(addressRules, {}))).toEqual(['city_code', 'county_code', 'address', 'contact', 'phone']);
  });
});

describe('afterSalesRules / reviewRules / chatMessageRules / shippingRules', () => {
  it('after-sales needs an image', () => {
    expect(firstError(afterSalesRules, { file_items: [] })).toBe('请选择上传图片');
    expect(firstError(afterSalesRules, { file_items: '[]', remark: 'x' })).toBe('请选择上传图片');
    expect(firstError(afterSalesRules, { file_items: [{ FileUrl: 'u' }] })).toBeNull();
  });
  it('review / rating needs content, no score check', () => {
    expect(firstError(reviewRules, { content: '  ', score: 5 })).toBe('评价内容不能为空');
    expect(firstError(reviewRules, { content: '好', score: 0 })).toBeNull();
  });
  it('chat message must not be blank', () => {
    expect(firstError(chatMessageRules, { message: ' ' })).toBe('消息内容不能为空');
    expect(firstError(chatMessageRules, { message: '你好' })).toBeNull();
  });
  it('shipping needs a company and a tracking number', () => {
    expect(firstError(shippingRules, { express_value: '', express_no: '' })).toBe('请选择快递公司');
    expect(firstError(shippingRules, { express_value: 'SF', express_no: '' })).toBe('请填写快递单号');
    expect(firstError(shippingRules, { express_value: 'SF', express_no: 'SF123' })).toBeNull();
  });
});

describe('bankCardRules', () => {
  const ok = { name: '赵六', card_number: '6222020000000000', bank_name: '工商银行', phone: '13800138000', confirm_card_number: '6222020000000000' };
  it.each([
    ['name', '', '请输入姓名'],
    ['card_number', '', '请输入银行卡号'],
    ['bank_name', '', '请输入开户银行'],
    ['phone', '', '请输入手机号'],
    ['confirm_card_number', '6222020000000001', '两次输入的银行卡号不一样，请重新输入'],
    ['confirm_card_number', '', '两次输入的银行卡号不一样，请重新输入'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstError(bankCardRules, { ...ok, [field]: value })).toBe(message);
  });
  it('complete form and payload variant', () => {
    expect(firstError(bankCardRules, ok)).toBeNull();
    const { confirm_card_number: _c, ...payload } = ok;
    expect(firstError(bankCardPayloadRules, payload)).toBeNull();
  });
});

describe('trainingEnrolRules', () => {
  const first17 = '44030519851231002';
  const id = first17 + (idCardCheckChar(first17) ?? '');
  const ok = { phone: '13912345678', real_name: '孙七', company: '某单位', id_number: id, file_items: [{ FileUrl: 'photo' }], remarks: '' };
  it.each([
    ['phone', '', '请填写手机号码'],
    ['phone', '12912345678', '手机号格式不正确'],
    ['phone', '1391234567', '手机号格式不正确'],
    ['phone', '139123456789', '手机号格式不正确'],
    ['real_name', '', '请填写您的名字'],
    ['company', '', '请填写单位名称'],
    ['id_number', '', '请输入正确的身份证号码'],
    ['id_number', '44030519851231002Z', '请输入正确的身份证号码'],
    ['id_number', '990305198512310021', '请输入正确的身份证号码'],
    ['file_items', [], '请选择图片'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstError(trainingEnrolRules, { ...ok, [field]: value })).toBe(message);
  });
  it('accepts a complete enrolment, also with a 15-digit id', () => {
    expect(firstError(trainingEnrolRules, ok)).toBeNull();
    expect(firstError(trainingEnrolRules, { ...ok, id_number: '440305851231002' })).toBeNull();
  });
});

describe('cart and consult helpers', () => {
  it('export / delete / share need a selection', () => {
    expect(cartSelectionError('export', [])).toBe('请选择需要导出的商品');
    expect(cartSelectionError('delete', '')).toBe('请选择需要删除的商品');
    expect(cartSelectionError('share', undefined)).toBe('未选择分享的商品');
    expect(cartSelectionError('share', [1])).toBeNull();
  });
  it('export needs an item meeting its minimum purchase', () => {
    expect(cartExportError([])).toBe('请选择需要导出的商品');
    expect(cartExportError([{ amount: 1, min_amount: 5 }])).toBe('购买数据少于最低起购量，不能导出');
    expect(cartExportError([{ amount: 1, min_amount: 5 }, { amount: 5, min_amount: 5 }])).toBeNull();
    expect(meetsMinAmount({ amount: 1 })).toBe(true);
    expect(meetsMinAmount({ amount: 0 })).toBe(false);
  });
  it('an unbound expert cannot be consulted', () => {
    expect(expertConsultError({ user_id: 0 })).toBe('专家未绑定会员');
    expect(expertConsultError({ user_id: '0' })).toBe('专家未绑定会员');
    expect(expertConsultError({})).toBe('专家未绑定会员');
    expect(expertConsultError({ user_id: 42 })).toBeNull();
  });
});
