import type { Address, Area, DictEntry, InvoiceProfile, Items, Page } from '@ws/api-sdk/contract';
import { DICTIONARY } from '@ws/api-sdk/mocks';
import { firstError, invoiceRules, isSpecialInvoiceReady } from '@ws/validators';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

const NEW_ADDRESS = {
  contact: '王小明',
  phone: '13912345678',
  province_name: '广东省',
  province_code: '440000',
  city_name: '随便写的名字',
  city_code: '441900',
  county_name: '也不算数',
  county_code: '441900004',
  address: '鸿福路 200 号',
};

const ENTERPRISE = {
  invoice_type: '1',
  name: '东莞市示例科技有限公司',
  email: 'fin@example.cn',
  identification: '91441900MA4W00000X',
  reg_address: '东莞市南城街道鸿福路 200 号',
  reg_phone: '0769-22220000',
  bank_name: '中国银行东莞分行',
  bank_account: '6217 0000 0000 0000',
};

describe('addresses and invoice profiles', () => {
  const h = useHarness();

  const as = async (phone: string) => {
    const token = await loginAs(h.app, phone);
    return <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token });
  };

  it('needs a login for every call', async () => {
    for (const name of ['addressListByUser', 'addressAdd', 'getDefAddress', 'invoiceListByUser', 'invoiceAdd', 'dictList'] as const) {
      const res = await call(h.app, name, {});
      expect(res.code, name).toBe(-1);
    }
  });

  it('lists the seeded addresses of the caller by type, default first', async () => {
    const member = await as(DEMO.member);
    const delivery = await member<Page<Address>>('addressListByUser', { type: 0, pageSize: 999 });
    expect(delivery.ok).toBe(true);
    expect(delivery.data.items.length).toBe(2);
    expect(delivery.data.items[0]!.is_default).toBe(1);
    expect(delivery.data.items.every((a) => a.type === 0)).toBe(true);
    const invoice = await member<Page<Address>>('addressListByUser', { type: 1 });
    expect(invoice.data.items.map((a) => a.type)).toEqual([1]);
    const def = await member<Address>('getDefAddress', { type: 0 });
    expect(def.data.id).toBe(delivery.data.items[0]!.id);
  });

  it('answers every message of the address form and stores nothing', async () => {
    const member = await as(DEMO.member);
    const cases: [Record<string, unknown>, string][] = [
      [{ city_code: '' }, '请选择市区'],
      [{ county_code: '' }, '请选择区'],
      [{ address: ' ' }, '请填写详细地址'],
      [{ contact: '' }, '请填写联系人名称'],
      [{ phone: '' }, '请填写手机号码'],
      [{ phone: '12345' }, '请填写正确的手机号码'],
      // a district of another city, a made-up code
      [{ county_code: '440106' }, '请选择正确的省市区'],
      [{ city_code: '999999', county_code: '999999001' }, '请选择正确的省市区'],
    ];
    for (const [change, msg] of cases) {
      const res = await member('addressAdd', { ...NEW_ADDRESS, ...change });
      expect(res.ok, msg).toBe(false);
      expect(res.msg).toBe(msg);
    }
    const list = await member<Page<Address>>('addressListByUser', { type: 0 });
    expect(list.data.total).toBe(2);
  });

  it('adds an address with the area names from the server, edits it and makes it the one default', async () => {
    const member = await as(DEMO.member);
    const added = await member<Address>('addressAdd', NEW_ADDRESS);
    expect(added.ok, added.msg).toBe(true);
    expect(added.msg).toBe('添加成功');
    expect(added.data).toMatchObject({ city_name: '东莞市', county_name: '南城街道', province_name: '广东省', is_default: 0, type: 0 });

    const edited = await member<Address>('addressUpdate', { ...NEW_ADDRESS, id: added.data.id, contact: '王大明', city_code: '440100', county_code: '440106' });
    expect(edited.msg).toBe('修改成功');
    expect(edited.data).toMatchObject({ contact: '王大明', city_name: '广州市', county_name: '天河区' });

    const def = await member<Address>('setdefault', { id: added.data.id, type: 0 });
    expect(def.ok).toBe(true);
    const list = await member<Page<Address>>('addressListByUser', { type: 0 });
    expect(list.data.items.filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([added.data.id]);
    expect(list.data.items[0]!.id).toBe(added.data.id);
  });

  it('saves an address in any province of the mainland, the names from the server', async () => {
    const member = await as(DEMO.member);
    const cases: [Record<string, string>, Partial<Address>][] = [
      [
        { province_code: '110000', city_code: '110100', county_code: '110101' },
        { province_name: '北京市', province_code: '110000', city_name: '北京市', city_code: '110100', county_name: '东城区', county_code: '110101' },
      ],
      [
        { province_code: '310000', city_code: '310100', county_code: '310115' },
        { province_name: '上海市', city_name: '上海市', county_name: '浦东新区' },
      ],
      [
        { province_code: '330000', city_code: '330100', county_code: '330106' },
        { province_name: '浙江省', city_name: '杭州市', county_name: '西湖区' },
      ],
      // 重庆市's counties sit under its one city; a county-level city directly under a province
      [{ province_code: '500000', city_code: '500100', county_code: '500229' }, { province_name: '重庆市', city_name: '重庆市', county_name: '城口县' }],
      [{ province_code: '420000', city_code: '429000', county_code: '429004' }, { province_name: '湖北省', county_name: '仙桃市' }],
      // no province code: the city's own
      [{ province_code: '', city_code: '650100', county_code: '650102' }, { province_name: '新疆维吾尔自治区', province_code: '650000', city_name: '乌鲁木齐市', county_name: '天山区' }],
    ];
    for (const [area, expected] of cases) {
      const res = await member<Address>('addressAdd', { ...NEW_ADDRESS, ...area, province_name: '随便', city_name: '随便', county_name: '随便' });
      expect(res.ok, `${area.county_code} ${res.msg}`).toBe(true);
      expect(res.data).toMatchObject(expected);
      expect((await member<Address>('addressInfo', { id: res.data.id })).data).toMatchObject(expected);
    }
    const invoice = await member<Address>('addInvoiceAddress', { ...NEW_ADDRESS, province_code: '310000', city_code: '310100', county_code: '310104' });
    expect(invoice.data).toMatchObject({ type: 1, province_name: '上海市', county_name: '徐汇区' });
    const first = (await member<Page<Address>>('addressListByUser', { type: 0 })).data.items.find((a) => a.county_code === '110101')!;
    const moved = await member<Address>('addressUpdate', { ...NEW_ADDRESS, id: first.id, province_code: '440000', city_code: '440300', county_code: '440305' });
    expect(moved.data).toMatchObject({ province_name: '广东省', city_name: '深圳市', county_name: '南山区' });
  });

  it('the area cascade of the address form: every province, then one list per city (listarea)', async () => {
    const under = async (parent_name: string) => (await call<Items<Area>>(h.app, 'listarea', { parent_name, pageSize: 99 })).data.items;
    const provinces = await under('0');
    expect(provinces).toHaveLength(31);
    expect(provinces.map((p) => p.name)).toEqual(expect.arrayContaining(['北京市', '上海市', '广东省', '新疆维吾尔自治区']));
    expect(await under('')).toEqual(provinces);
    // a municipality has one city of its own name; Guangdong keeps its codes
    expect((await under('110000')).map((c) => [c.id, c.name])).toEqual([[110100, '北京市']]);
    expect((await under('440000')).map((c) => c.id)).toContain(441900);
    expect((await under('440100')).find((d) => d.id === 440106)?.name).toBe('天河区');
    const chongqing = await under('500100');
    expect(chongqing.map((d) => d.name)).toEqual(expect.arrayContaining(['渝中区', '城口县']));
    // by name, as the address recognition asks for a city it found without its province
    expect((await under('杭州市')).find((d) => d.id === 330106)?.name).toBe('西湖区');
    // the cities without districts (东莞, 中山, 儋州, 嘉峪关) list their towns; so do 北京市 and the county-level cities of 湖北
    const cities = (await Promise.all(provinces.map((p) => under(String(p.id))))).flat();
    expect(cities.length).toBeGreaterThan(330);
    for (const c of cities.filter((x) => [110100, 441900, 442000, 460400, 620200, 429000].includes(x.id))) expect((await under(String(c.id))).length, c.name).toBeGreaterThan(0);
  });

  it('refuses a province, city and district that do not belong together, and stores nothing', async () => {
    const member = await as(DEMO.member);
    const before = (await member<Page<Address>>('addressListByUser', { type: 0 })).data.total;
    const mismatched: Record<string, string>[] = [
      // a Guangzhou city and district under Beijing
      { province_code: '110000', city_code: '440100', county_code: '440106' },
      // a Beijing city with a Shanghai district
      { province_code: '110000', city_code: '110100', county_code: '310115' },
      // Beijing's district under Guangdong
      { province_code: '440000', city_code: '110100', county_code: '110101' },
      // a city given as the province, a made-up province
      { province_code: '440100', city_code: '440100', county_code: '440106' },
      { province_code: '990000', city_code: '110100', county_code: '110101' },
      { province_code: 'x', city_code: '110100', county_code: '110101' },
      // a province given as the city
      { province_code: '', city_code: '110000', county_code: '110100' },
    ];
    for (const area of mismatched) {
      const res = await member('addressAdd', { ...NEW_ADDRESS, ...area });
      expect(res.ok, JSON.stringify(area)).toBe(false);
      expect(res.msg).toBe('请选择正确的省市区');
      const inv = await member('addInvoiceAddress', { ...NEW_ADDRESS, ...area, sync: 1 });
      expect(inv.msg).toBe('请选择正确的省市区');
    }
    const mine = (await member<Page<Address>>('addressListByUser', { type: 0 })).data.items[0]!;
    const upd = await member('addressUpdate', { ...NEW_ADDRESS, id: mine.id, province_code: '310000', city_code: '110100', county_code: '110101' });
    expect(upd.msg).toBe('请选择正确的省市区');
    expect((await member<Address>('addressInfo', { id: mine.id })).data).toEqual(mine);
    expect((await member<Page<Address>>('addressListByUser', { type: 0 })).data.total).toBe(before);
  });

  it('the first address of a type becomes the default; deleting the default promotes another', async () => {
    const salesman = await as(DEMO.salesman);
    const a = await salesman<Address>('addressAdd', NEW_ADDRESS);
    expect(a.data.is_default).toBe(1);
    const b = await salesman<Address>('addressAdd', { ...NEW_ADDRESS, address: '第二个' });
    expect(b.data.is_default).toBe(0);
    const del = await salesman<{ deleted: number }>('addressDelete', { ids: [a.data.id] });
    expect(del.msg).toBe('删除成功');
    expect((await salesman<Address>('getDefAddress', { type: 0 })).data.id).toBe(b.data.id);
  });

  it('an invoice address with sync 1 is also saved as a delivery address', async () => {
    const salesman = await as(DEMO.salesman);
    const inv = await salesman<Address>('addInvoiceAddress', { ...NEW_ADDRESS, sync: 1 });
    expect(inv.data).toMatchObject({ type: 1, sync: 1, is_default: 1 });
    const delivery = await salesman<Page<Address>>('addressListByUser', { type: 0 });
    expect(delivery.data.items.map((a) => a.address)).toEqual([NEW_ADDRESS.address]);
  });

  it('another user can neither read nor change nor delete my address', async () => {
    const member = await as(DEMO.member);
    const other = await as(DEMO.company);
    const mine = (await member<Page<Address>>('addressListByUser', { type: 0 })).data.items[0]!;
    expect((await other('addressInfo', { id: mine.id })).msg).toBe('地址不存在');
    expect((await other('addressUpdate', { ...NEW_ADDRESS, id: mine.id })).msg).toBe('地址不存在');
    expect((await other('setdefault', { id: mine.id, type: 0 })).msg).toBe('地址不存在');
    expect((await other('addressDelete', { ids: [mine.id] })).msg).toBe('地址不存在');
    const otherList = await other<Page<Address>>('addressListByUser', { type: 0 });
    expect(otherList.data.items.some((a) => a.id === mine.id)).toBe(false);
    const again = await member<Address>('addressInfo', { id: mine.id });
    expect(again.data).toEqual(mine);
  });

  it('invoice profiles: every message, enterprise fields only for enterprises, default and delete', async () => {
    const member = await as(DEMO.member);
    const cases: [Record<string, unknown>, string][] = [
      [{ invoice_type: '' }, '请选择一个发票类型'],
      [{ name: '' }, '请输入企业名称'],
      [{ email: '' }, '邮箱不能为空'],
      [{ email: 'not-an-email' }, '请输入正确的邮箱格式'],
      [{ invoice_type: '7' }, '请选择一个发票类型'],
      // the taxpayer id of an enterprise: required, a 统一社会信用代码 (check character) or 15/20 characters
      [{ identification: '' }, '请输入纳税人识别号'],
      [{ identification: '91441900MA4W000000' }, '请输入正确的纳税人识别号'],
      [{ identification: '9144-1900' }, '请输入正确的纳税人识别号'],
      // the VAT special invoice's data, optional, checked when filled
      [{ reg_phone: 'abc' }, '请输入正确的注册电话'],
      [{ bank_account: '6217-0000' }, '请输入正确的银行账号'],
    ];
    for (const [change, msg] of cases) {
      const res = await member('invoiceAdd', { ...ENTERPRISE, ...change });
      expect(res.msg, msg).toBe(msg);
      expect(res.ok).toBe(false);
    }
    const ent = await member<InvoiceProfile>('invoiceAdd', { ...ENTERPRISE, is_default: 1 });
    expect(ent.ok, ent.msg).toBe(true);
    expect(ent.data).toMatchObject({ invoice_type: 1, identification: ENTERPRISE.identification, bank_account: ENTERPRISE.bank_account, is_default: 1 });
    // a personal profile keeps no taxpayer id nor bank data, even when sent
    const personal = await member<InvoiceProfile>('invoiceAdd', { ...ENTERPRISE, invoice_type: '0', name: '张三' });
    expect(personal.data).toMatchObject({ invoice_type: 0, identification: '', bank_account: '', reg_address: '', is_default: 0 });
    const list = await member<Page<InvoiceProfile>>('invoiceListByUser');
    expect(list.data.items.filter((p) => p.is_default === 1).map((p) => p.id)).toEqual([ent.data.id]);

    await member('invoiceSetdefault', { id: personal.data.id });
    const after = await member<Page<InvoiceProfile>>('invoiceListByUser');
    expect(after.data.items.filter((p) => p.is_default === 1).map((p) => p.id)).toEqual([personal.data.id]);

    const upd = await member<InvoiceProfile>('invoiceUpdate', { ...ENTERPRISE, id: ent.data.id, name: '新名字有限公司' });
    expect(upd.data.name).toBe('新名字有限公司');
    for (const [change, msg] of [
      [{ identification: '' }, '请输入纳税人识别号'],
      [{ reg_phone: 'abc' }, '请输入正确的注册电话'],
    ] as const) {
      const res = await member('invoiceUpdate', { ...ENTERPRISE, id: ent.data.id, ...change });
      expect(res.msg, msg).toBe(msg);
    }
    expect((await member<InvoiceProfile>('invoiceInfo', { id: ent.data.id })).data).toMatchObject({ identification: ENTERPRISE.identification, reg_phone: ENTERPRISE.reg_phone });
    expect((await member('invoiceDelete', { ids: [personal.data.id] })).msg).toBe('删除成功');
    // the default went away: another profile takes its place
    const last = await member<Page<InvoiceProfile>>('invoiceListByUser');
    expect(last.data.items.filter((p) => p.is_default === 1)).toHaveLength(1);
  });

  it('an enterprise profile saves without the VAT special data (then it is not complete for one); the taxpayer id is kept in capitals', async () => {
    const member = await as(DEMO.member);
    const plain = await member<InvoiceProfile>('invoiceAdd', {
      invoice_type: '1',
      name: '东莞市普票科技有限公司',
      email: 'fin@example.cn',
      identification: ' 91441900ma4w00000x ',
    });
    expect(plain.ok, plain.msg).toBe(true);
    expect(plain.data).toMatchObject({ identification: '91441900MA4W00000X', reg_address: '', reg_phone: '', bank_name: '', bank_account: '' });
    expect(isSpecialInvoiceReady(plain.data)).toBe(false);
    // a 15- or 20-character tax registration number, and a landline or a mobile as the registered phone
    for (const [identification, reg_phone] of [
      ['440106123456789', '020 12345678'],
      ['4419001234567890123A', '13912345678'],
    ]) {
      const res = await member<InvoiceProfile>('invoiceAdd', { ...ENTERPRISE, identification, reg_phone });
      expect(res.ok, res.msg).toBe(true);
      expect(isSpecialInvoiceReady(res.data)).toBe(true);
    }
  });

  it('the seeded enterprise profiles pass the rules, and one is complete for a VAT special invoice', async () => {
    const company = await as(DEMO.company);
    const member = await as(DEMO.member);
    const profiles = [...(await company<Page<InvoiceProfile>>('invoiceListByUser')).data.items, ...(await member<Page<InvoiceProfile>>('invoiceListByUser')).data.items];
    const enterprises = profiles.filter((p) => p.invoice_type === 1);
    expect(enterprises.length).toBeGreaterThan(0);
    for (const p of enterprises) expect(firstError(invoiceRules, { ...p, invoice_type: String(p.invoice_type) }), p.name).toBeNull();
    expect(enterprises.some(isSpecialInvoiceReady)).toBe(true);
  });

  it('another user can neither read nor change nor delete my invoice profile', async () => {
    const company = await as(DEMO.company);
    const other = await as(DEMO.member);
    const mine = (await company<Page<InvoiceProfile>>('invoiceListByUser')).data.items[0]!;
    expect((await other('invoiceInfo', { id: mine.id })).msg).toBe('发票信息不存在');
    expect((await other('invoiceUpdate', { ...ENTERPRISE, id: mine.id })).msg).toBe('发票信息不存在');
    expect((await other('invoiceSetdefault', { id: mine.id })).msg).toBe('发票信息不存在');
    expect((await other('invoiceDelete', { ids: [mine.id] })).msg).toBe('发票信息不存在');
    expect((await company<InvoiceProfile>('invoiceInfo', { id: mine.id })).data).toEqual(mine);
  });

  it('dictionaries: every type by its path, the list calls, and the same entries as the mocks', async () => {
    const types = {
      dictTypeInvoice: 'ordre_invoice_type',
      dictTypePayCate: 'pay_cate',
      dictTypeDelivery: 'order_delivery',
      dictTypeExpectedDelivery: 'order_expected_delivery',
      dictTypeExpress: 'express',
    } as const;
    for (const [name, type] of Object.entries(types) as [keyof typeof types, (typeof types)[keyof typeof types]][]) {
      const res = await call<Items<DictEntry>>(h.app, name, { pageSize: 999 });
      expect(res.ok).toBe(true);
      expect(res.data.items).toEqual(DICTIONARY[type]);
    }
    const payCate = await call<Items<DictEntry>>(h.app, 'dictTypePayCate');
    expect(payCate.data.items.map((e) => [e.dict_value, e.dict_label])).toEqual([
      ['1', '在线支付（扫码）'],
      ['0', '线下转账'],
    ]);
    const list = await call<Page<DictEntry>>(h.app, 'dictDataList', { dict_type: 'express', pageSize: 3 });
    expect(list.data.total).toBe(8);
    expect(list.data.items).toHaveLength(3);
    expect((await call(h.app, 'dictDataList', { dict_type: 'nope' })).msg).toBe('字典类型不存在');
    const token = await loginAs(h.app, DEMO.member);
    const personal = await call<Page<DictEntry>>(h.app, 'dictList', { dict_type: 'ordre_invoice_type' }, { token });
    expect(personal.data.items.map((e) => e.dict_code)).toEqual([155, 156, 157, 158]);
  });
});
