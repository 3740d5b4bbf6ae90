import { describe, expect, it } from 'vitest';
import {
  companyJoinRules,
  enterpriseJoinRules,
  enterpriseRegisterPayloadRules,
  enterpriseRegisterRules,
  expertJoinRules,
  firstError,
  inquiryProductRules,
  inquiryRules,
  validate,
} from './index';

const PHONE = '13800138000';
const FILES = [{ FileName: 'a.png', FileUrl: 'https://oss/a.png' }];
const chars = (n: number) => '安'.repeat(n);

describe('enterpriseRegisterRules', () => {
  const ok = {
    cates: ['1'],
    name: '某公司',
    code: '91440101MA5XXXXXX',
    user_mobile: PHONE,
    user_password: 'secret',
    county_code: '440106',
    contact: '张三',
    phone: PHONE,
    smscode: '123456',
    description: chars(500),
    file_items: FILES,
    license_file: FILES,
    cert_file: FILES,
    agree: true,
  };
  it('accepts a complete form', () => {
    expect(validate(enterpriseRegisterRules, ok)).toEqual({});
  });
  it.each([
    ['cates', [], '请选择企业类型'],
    ['name', '', '请填写企业名称'],
    ['code', '', '请填写统一社会信用代码'],
    ['user_mobile', '', '请输入登录账号'],
    ['user_mobile', '1380013800', '请正确输入手机号码'],
    ['user_password', '', '请输入登录密码'],
    ['county_code', null, '请选择所属区域'],
    ['contact', '', '请填写联系人'],
    ['phone', '', '请输入电话号码'],
    ['phone', '1380013800', '请正确输入手机号码'],
    ['phone', '138001380001', '请正确输入手机号码'],
    ['smscode', '', '请输入手机验证码'],
    ['smscode', '12345', '请输入6位手机验证码'],
    ['smscode', '1234567', '请输入6位手机验证码'],
    ['description', '', '请填写公司简介'],
    ['description', chars(501), '限 500 字以内'],
    ['file_items', [], '请上传图片'],
    ['license_file', '[]', '请上传营业执照'],
    ['cert_file', undefined, '请上传资质图片'],
    ['agree', false, '必须同意用户协议'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstError(enterpriseRegisterRules, { ...ok, [field]: value })).toBe(message);
  });
  it('accepts the payload shape (JSON strings, no agreement)', () => {
    const { agree: _agree, ...payload } = ok;
    const body = { ...payload, cates: '1,2', file_items: JSON.stringify(FILES), cert_file: JSON.stringify(FILES), license_file: 'https://oss/l.png' };
    expect(firstError(enterpriseRegisterPayloadRules, body)).toBeNull();
    expect(firstError(enterpriseRegisterRules, body)).toBe('必须同意用户协议');
  });
});

describe('companyJoinRules (/join) and enterpriseJoinRules (/uconfigJoin)', () => {
  const ok = {
    cates: ['1', '2'],
    name: '某公司',
    code: '91440101MA5XXXXXX',
    county: '440106',
    address: '',
    contact: '张三',
    phone: PHONE,
    smscode: '123456',
    file_items: FILES,
    license_file: FILES,
    cert_file: [...FILES, ...FILES],
    description: '简介',
  };
  it('/join: address optional, email checked only when given', () => {
    expect(firstError(companyJoinRules, ok)).toBeNull();
    expect(firstError(companyJoinRules, { ...ok, email: 'a@b.cn' })).toBeNull();
    expect(firstError(companyJoinRules, { ...ok, email: 'not-mail' })).toBe('请输入正确的邮箱格式');
  });
  it('/uconfigJoin: address required, in place after the region', () => {
    expect(firstError(enterpriseJoinRules, ok)).toBe('请填写地址');
    expect(firstError(enterpriseJoinRules, { ...ok, county: '' })).toBe('请选择所属区域');
    expect(firstError(enterpriseJoinRules, { ...ok, address: '1号', contact: '' })).toBe('请填写联系人');
    expect(firstError(enterpriseJoinRules, { ...ok, address: '1号' })).toBeNull();
  });
  it.each([
    ['cates', [], '请选择企业类型'],
    ['name', ' ', '请填写企业名称'],
    ['code', '', '请填写统一社会信用代码'],
    ['county', null, '请选择所属区域'],
    ['contact', '', '请填写联系人'],
    ['phone', '', '请输入电话号码'],
    ['phone', '1380013800', '请正确输入手机号码'],
    ['smscode', '', '请输入手机验证码'],
    ['file_items', [], '请上传图片'],
    ['license_file', [], '请上传营业执照'],
    ['cert_file', [], '请上传资质图片'],
    ['description', '', '请填写公司简介'],
    ['description', chars(501), '限 500 字以内'],
  ])('%s = %j -> %s (both variants)', (field, value, message) => {
    expect(firstError(companyJoinRules, { ...ok, [field]: value })).toBe(message);
    expect(firstError(enterpriseJoinRules, { ...ok, address: '1号', [field]: value })).toBe(message);
  });
  it('profile boundary 500 / 501', () => {
    expect(firstError(companyJoinRules, { ...ok, description: chars(500) })).toBeNull();
    expect(firstError(companyJoinRules, { ...ok, description: 'a'.repeat(501) })).toBe('限 500 字以内');
  });
  it('phone boundary 10 / 11 / 12', () => {
    expect(firstError(companyJoinRules, { ...ok, phone: '1'.repeat(10) })).toBe('请正确输入手机号码');
    expect(firstError(companyJoinRules, { ...ok, phone: '1'.repeat(11) })).toBeNull();
    expect(firstError(companyJoinRules, { ...ok, phone: '1'.repeat(12) })).toBe('请正确输入手机号码');
  });
});

describe('expertJoinRules', () => {
  const ok = {
    industrys: ['1'],
    fields: ['2'],
    specials: ['3'],
    supplys: ['4'],
    recommendIds: ['5'],
    name: '李四',
    sex: 'male',
    phone: PHONE,
    smscode: '123456',
    title: '高级工程师',
    expert: '消防',
    technology: '安全评价',
    position: '某研究院',
    file_items: FILES,
    cert_file: FILES,
    intro: chars(500),
  };
  it('accepts a complete form, also with JSON-string images', () => {
    expect(firstError(expertJoinRules, ok)).toBeNull();
    expect(firstError(expertJoinRules, { ...ok, file_items: JSON.stringify(FILES), cert_file: JSON.stringify(FILES) })).toBeNull();
  });
  it('reports the first field first', () => {
    expect(firstError(expertJoinRules, {})).toBe('请选择行业');
  });
  it.each([
    ['industrys', [], '请选择行业'],
    ['fields', [], '请选择领域'],
    ['specials', '', '请选择专项'],
    ['supplys', [], '请选择供需'],
    ['recommendIds', [], '请选择推荐'],
    ['name', '', '请填写姓名'],
    ['sex', '', '请选择性别'],
    ['phone', '', '请输入电话号码'],
    ['phone', '1380013800', '请正确输入手机号码'],
    ['phone', '138001380001', '请正确输入手机号码'],
    ['smscode', '', '请输入短信验证码'],
    ['title', '', '请填写个人职称'],
    ['expert', '', '请填写擅长方向'],
    ['technology', '', '请填写技术领域'],
    ['position', '', '请填写任职机构'],
    ['file_items', '[]', '请上传图片logo'],
    ['cert_file', [], '请上传资质图片'],
    ['intro', '', '请填写个人简介'],
    ['intro', chars(501), '限 500 字以内'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstError(expertJoinRules, { ...ok, [field]: value })).toBe(message);
  });
});

describe('inquiryProductRules / inquiryRules', () => {
  const ok = { product_name: '灭火器', product_describe: '', quantity: 1, expected_price: '', product_img: ['https://oss/p.png'] };
  it.each([
    ['product_name', '', '请填写产品名称'],
    ['product_img', [], '请上传图片'],
    ['quantity', 0, '数量至少为1'],
    ['quantity', '', '数量至少为1'],
    ['quantity', -3, '数量至少为1'],
    ['quantity', 'abc', '数量至少为1'],
    ['quantity', 1.5, '数量必须为整数'],
    ['expected_price', '12.5', '期望价格只能填写数字'],
    ['expected_price', '十元', '期望价格只能填写数字'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(firstError(inquiryProductRules, { ...ok, [field]: value })).toBe(message);
  });
  it('accepts quantity 1 and more, digits-only or empty price', () => {
    expect(firstError(inquiryProductRules, ok)).toBeNull();
    expect(firstError(inquiryProductRules, { ...ok, quantity: '20', expected_price: '1500' })).toBeNull();
    expect(firstError(inquiryProductRules, { ...ok, expected_price: 300 })).toBeNull();
  });
  it('checks the submitted list and each product', () => {
    const list = JSON.stringify([ok, { ...ok, quantity: 0 }]);
    expect(firstError(inquiryRules, { company_ids: '', product_list: '[]' })).toBe('请选择询价企业');
    expect(firstError(inquiryRules, { company_ids: '12', product_list: '[]' })).toBe('请添加询价产品');
    expect(firstError(inquiryRules, { company_ids: 12, product_list: list })).toBe('数量至少为1');
    expect(firstError(inquiryRules, { company_ids: [12], product_list: [ok] })).toBeNull();
  });
});
