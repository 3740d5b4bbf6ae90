// 系统设置 of the console: the built-in values before any save; each section saved at the version it was read
// (a save read at an older version changes nothing and is told), with its audit row of the changed fields;
// the values in force at once for the calls that use them (/offline's account, the mall's trade rules, the
// automatic confirmation of receipt);
// the express companies merchants choose from; Chinese messages for bad input; 超级管理员 alone.
import { PLATFORM_COMPANY_NAME, type AdminSettings, type DictEntry, type Items, type SettingsSection, type TradeRules, type TransferInfo } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, DEMO, type Harness, loginAs, staffToken, useHarness } from '../../../test/helpers';
import { autoConfirmDays, DEFAULT_TRANSFER } from '../settings';


const settingsAudit = async (h: Harness) =>
  (await h.query<{ staff_account: string; action: string; target_id: string; summary: string; before: unknown; after: unknown }>(`select staff_account, action, target_id, summary, before, after from admin_audit where action like 'settings.%' order by id`)).rows;

const NEW_ACCOUNT: TransferInfo = {
  ...DEFAULT_TRANSFER,
  bank_account: '4400 1555 6666 7777 888',
  bank: '中国建设银行东莞分行',
  cnaps: '105602000012',
};

describe('adminSettings', () => {
  const h = useHarness();

  it('answers the built-in values, version 0, before any save', async () => {
    const admin = await staffToken(h, 'admin');
    const res = await call<AdminSettings>(h.app, 'adminSettings', {}, { token: admin });
    expect(res.data).toEqual({
      transfer: { value: DEFAULT_TRANSFER, version: 0, updated_time: '', updated_by: '' },
      shipping: { value: { free_from: '300.00', base: '8.00', remote: '50.00' }, version: 0, updated_time: '', updated_by: '' },
      trade: { value: { quote_valid_days: 90, unpaid_online_hours: 24, unpaid_offline_hours: 168, auto_confirm_days: 10 }, version: 0, updated_time: '', updated_by: '' },
    });
    expect((await call<TradeRules>(h.app, 'tradeRules', {})).data).toEqual({ shipping: { free_from: '300.00', base: '8.00', remote: '50.00' }, quote_valid_days: 90 });
    // one company name everywhere: the payee of a transfer is the operator the footer names
    expect(res.data.transfer.value.company).toBe(PLATFORM_COMPANY_NAME);
  });

  it('saves the transfer account at its version with an audit row of the changed fields; /offline shows it at once; a stale save changes nothing', async () => {
    const admin = await staffToken(h, 'admin');
    const saved = await call<SettingsSection<TransferInfo>>(h.app, 'adminSettingsTransfer', { version: 0, ...NEW_ACCOUNT }, { token: admin });
    expect(saved).toMatchObject({ ok: true, msg: '保存成功', data: { value: NEW_ACCOUNT, version: 1, updated_by: 'admin', updated_time: '2026-06-01 08:00:00' } });
    const member = await loginAs(h.app, DEMO.member);
    expect((await call<TransferInfo>(h.app, 'transferInfo', {}, { token: member })).data).toEqual(NEW_ACCOUNT);
    expect(await settingsAudit(h)).toEqual([
      {
        staff_account: 'admin',
        action: 'settings.transfer',
        target_id: 'transfer',
        summary: '修改收款账户（线下转账页面显示的银行账户）',
        before: { bank_account: DEFAULT_TRANSFER.bank_account, bank: DEFAULT_TRANSFER.bank, cnaps: DEFAULT_TRANSFER.cnaps },
        after: { bank_account: NEW_ACCOUNT.bank_account, bank: NEW_ACCOUNT.bank, cnaps: NEW_ACCOUNT.cnaps },
      },
    ]);
    // a second staff member read version 0 before the save: told, nothing changed, no row
    const stale = await call(h.app, 'adminSettingsTransfer', { version: 0, ...DEFAULT_TRANSFER, bank: '别的银行' }, { token: admin });
    expect(stale).toMatchObject({ ok: false, msg: '该设置已被他人修改，请刷新后再改' });
    expect((await call<TransferInfo>(h.app, 'transferInfo', {}, { token: member })).data).toEqual(NEW_ACCOUNT);
    // the form saved as it was read: nothing to log, the version stays
    const same = await call<SettingsSection<TransferInfo>>(h.app, 'adminSettingsTransfer', { version: 1, ...NEW_ACCOUNT }, { token: admin });
    expect(same).toMatchObject({ ok: true, data: { version: 1 } });
    expect(await settingsAudit(h)).toHaveLength(1);
  });

  it('saves the shipping rule (0 allowed) and the trade limits; the mall reads them at once', async () => {
    const admin = await staffToken(h, 'admin');
    const ship = await call<SettingsSection<unknown>>(h.app, 'adminSettingsShipping', { version: 0, free_from: '500', base: '0', remote: '30.5' }, { token: admin });
    expect(ship).toMatchObject({ ok: true, data: { value: { free_from: '500.00', base: '0.00', remote: '30.50' }, version: 1 } });
    const trade = await call<SettingsSection<unknown>>(h.app, 'adminSettingsTrade', { version: 0, quote_valid_days: 30, unpaid_online_hours: 2, unpaid_offline_hours: 72, auto_confirm_days: 7 }, { token: admin });
    expect(trade).toMatchObject({ ok: true, data: { value: { quote_valid_days: 30, unpaid_online_hours: 2, unpaid_offline_hours: 72, auto_confirm_days: 7 }, version: 1 } });
    expect((await call<TradeRules>(h.app, 'tradeRules', {})).data).toEqual({ shipping: { free_from: '500.00', base: '0.00', remote: '30.50' }, quote_valid_days: 30 });
    // the automatic confirmation of receipt reads the trade section from its next pass on
    expect(await autoConfirmDays(h.db)).toBe(7);
    const rows = await settingsAudit(h);
    expect(rows.map((r) => [r.action, r.summary, r.before, r.after])).toEqual([
      ['settings.shipping', '修改运费规则', { free_from: '300.00', base: '8.00', remote: '50.00' }, { free_from: '500.00', base: '0.00', remote: '30.50' }],
      [
        'settings.trade',
        '修改交易时限（报价有效期、未付款订单时限、自动确认收货）',
        { quote_valid_days: 90, unpaid_online_hours: 24, unpaid_offline_hours: 168, auto_confirm_days: 10 },
        { quote_valid_days: 30, unpaid_online_hours: 2, unpaid_offline_hours: 72, auto_confirm_days: 7 },
      ],
    ]);
  });

  it('keeps the stored automatic confirmation of receipt when a trade save leaves it out; a row saved before the field existed reads 10 days', async () => {
    // a trade row written before auto_confirm_days was part of the section
    await h.query(`insert into platform_settings (key, value, updated_at, version) values ('trade', '{"quote_valid_days": 60, "unpaid_online_hours": 12, "unpaid_offline_hours": 96}', now(), 2)`);
    const admin = await staffToken(h, 'admin');
    const read = await call<AdminSettings>(h.app, 'adminSettings', {}, { token: admin });
    expect(read.data.trade).toMatchObject({ value: { quote_valid_days: 60, unpaid_online_hours: 12, unpaid_offline_hours: 96, auto_confirm_days: 10 }, version: 2 });
    expect(await autoConfirmDays(h.db)).toBe(10);
    const set = await call<SettingsSection<unknown>>(h.app, 'adminSettingsTrade', { version: 2, quote_valid_days: 60, unpaid_online_hours: 12, unpaid_offline_hours: 96, auto_confirm_days: 15 }, { token: admin });
    expect(set).toMatchObject({ ok: true, data: { value: { auto_confirm_days: 15 }, version: 3 } });
    // a caller that does not know the field (a console opened before it existed) changes the others only
    const without = await call<SettingsSection<unknown>>(h.app, 'adminSettingsTrade', { version: 3, quote_valid_days: 45, unpaid_online_hours: 12, unpaid_offline_hours: 96 }, { token: admin });
    expect(without).toMatchObject({ ok: true, data: { value: { quote_valid_days: 45, unpaid_online_hours: 12, unpaid_offline_hours: 96, auto_confirm_days: 15 }, version: 4 } });
    expect(await autoConfirmDays(h.db)).toBe(15);
    expect((await settingsAudit(h)).map((r) => [r.before, r.after])).toEqual([
      [{ auto_confirm_days: 10 }, { auto_confirm_days: 15 }],
      [{ quote_valid_days: 60 }, { quote_valid_days: 45 }],
    ]);
  });

  it('refuses bad input with the Chinese message and keeps what is stored', async () => {
    const admin = await staffToken(h, 'admin');
    const transfer = (p: Record<string, unknown>) => call(h.app, 'adminSettingsTransfer', { version: 0, ...DEFAULT_TRANSFER, ...p }, { token: admin });
    expect((await transfer({ company: '  ' })).msg).toBe('请填写收款单位');
    expect((await transfer({ bank_account: '1234-5678-9012' })).msg).toBe('银行账号应为 8 至 30 位数字（可含空格）');
    expect((await transfer({ bank_account: '1234567' })).msg).toBe('银行账号应为 8 至 30 位数字（可含空格）');
    expect((await transfer({ bank: '' })).msg).toBe('请填写开户银行');
    expect((await transfer({ cnaps: '10258100013' })).msg).toBe('联行号应为 12 位数字');
    expect((await transfer({ duty_paragraph: '91440101MA59ABCD2' })).msg).toBe('纳税人识别号应为 18 位统一社会信用代码');
    expect((await transfer({ duty_paragraph: '91440101MA59ABCDIO' })).msg).toBe('纳税人识别号应为 18 位统一社会信用代码');
    expect((await transfer({ phone: '' })).msg).toBe('请填写联系电话');
    expect((await transfer({ address: '' })).msg).toBe('请填写地址');
    expect((await transfer({ company: 'a\u0000b' })).msg).toBe('请求参数错误');
    expect((await transfer({ version: -1 })).msg).toBe('该设置已被他人修改，请刷新后再改');
    const ship = (p: Record<string, unknown>) => call(h.app, 'adminSettingsShipping', { version: 0, free_from: '300', base: '8', remote: '50', ...p }, { token: admin });
    for (const bad of ['-1', '8.001', 'abc', '', '10000', '1e3']) expect((await ship({ base: bad })).msg, bad).toBe('请填写正确的金额（0 至 9999.99，最多两位小数）');
    const trade = (p: Record<string, unknown>) => call(h.app, 'adminSettingsTrade', { version: 0, quote_valid_days: 90, unpaid_online_hours: 24, unpaid_offline_hours: 168, ...p }, { token: admin });
    expect((await trade({ quote_valid_days: 0 })).msg).toBe('报价有效期应为 1 至 365 天');
    expect((await trade({ quote_valid_days: 366 })).msg).toBe('报价有效期应为 1 至 365 天');
    expect((await trade({ quote_valid_days: '' })).msg).toBe('报价有效期应为 1 至 365 天');
    expect((await trade({ unpaid_online_hours: 169 })).msg).toBe('在线支付时限应为 1 至 168 小时');
    expect((await trade({ unpaid_online_hours: 1.5 })).msg).toBe('在线支付时限应为 1 至 168 小时');
    expect((await trade({ unpaid_offline_hours: 12 })).msg).toBe('线下转账时限应为 24 至 720 小时');
    for (const bad of [0, 31, 1.5, -3, '', 'abc', '7天']) expect((await trade({ auto_confirm_days: bad })).msg, String(bad)).toBe('自动确认收货应为 1 至 30 天');
    expect((await call<AdminSettings>(h.app, 'adminSettings', {}, { token: admin })).data.trade.version).toBe(0);
    expect(await autoConfirmDays(h.db)).toBe(10);
    expect(await settingsAudit(h)).toEqual([]);
  });

  it('keeps the built-in value of a field a stored row lacks or holds with the wrong type', async () => {
    await h.query(`insert into platform_settings (key, value, updated_at, version) values ('shipping', '{"baseFen": "free", "remoteFen": 2000}', now(), 4)`);
    const admin = await staffToken(h, 'admin');
    const res = await call<AdminSettings>(h.app, 'adminSettings', {}, { token: admin });
    expect(res.data.shipping).toMatchObject({ value: { free_from: '300.00', base: '8.00', remote: '20.00' }, version: 4 });
  });

  it('adds, changes and removes express companies: merchants choose from them; a code taken, the last one and a missing one are told', async () => {
    const admin = await staffToken(h, 'admin');
    const before = (await call<Items<DictEntry>>(h.app, 'adminExpressList', {}, { token: admin })).data.items;
    expect(before.length).toBeGreaterThan(3);
    const taken = await call(h.app, 'adminExpressSave', { dict_value: before[0]!.dict_value, dict_label: '重复' }, { token: admin });
    expect(taken).toMatchObject({ ok: false, msg: '该快递公司编码已存在' });
    const added = await call<DictEntry>(h.app, 'adminExpressSave', { dict_value: 'JTSD', dict_label: '极兔速递', dict_sort: 0 }, { token: admin });
    expect(added).toMatchObject({ ok: true, msg: '保存成功', data: { dict_type: 'express', dict_value: 'JTSD', dict_label: '极兔速递', dict_sort: 0 } });
    const code = added.data.dict_code;
    expect(before.map((e) => e.dict_code)).not.toContain(code);
    // the merchant's shipping form reads the dictionary: the new one first (sort 0)
    const forMerchant = await call<Items<DictEntry>>(h.app, 'dictTypeExpress', { pageSize: 999 });
    expect(forMerchant.data.items[0]).toMatchObject({ dict_code: code, dict_label: '极兔速递' });
    const changed = await call<DictEntry>(h.app, 'adminExpressSave', { dict_code: code, dict_value: 'JTSD', dict_label: '极兔快递', dict_sort: 99 }, { token: admin });
    expect(changed.data).toMatchObject({ dict_code: code, dict_label: '极兔快递', dict_sort: 99 });
    expect((await call(h.app, 'adminExpressSave', { dict_code: code, dict_value: before[1]!.dict_value, dict_label: '极兔快递' }, { token: admin })).msg).toBe('该快递公司编码已存在');
    expect((await call(h.app, 'adminExpressSave', { dict_code: 155, dict_value: 'X1', dict_label: '发票类型不是快递' }, { token: admin })).msg).toBe('快递公司不存在');
    expect((await call(h.app, 'adminExpressSave', { dict_value: 'a b', dict_label: 'x' }, { token: admin })).msg).toBe('快递公司编码为 1 至 20 位字母、数字或下划线');
    expect((await call(h.app, 'adminExpressSave', { dict_value: 'AB', dict_label: '' }, { token: admin })).msg).toBe('请填写快递公司名称');
    expect((await call(h.app, 'adminExpressSave', { dict_value: 'AB', dict_label: 'x', dict_sort: 10000 }, { token: admin })).msg).toBe('排序应为 0 至 9999 的整数');
    expect(await call(h.app, 'adminExpressRemove', { dict_code: code }, { token: admin })).toMatchObject({ ok: true, msg: '已删除', data: { dict_code: code } });
    expect((await call(h.app, 'adminExpressRemove', { dict_code: code }, { token: admin })).msg).toBe('快递公司不存在');
    expect((await call(h.app, 'adminExpressRemove', { dict_code: 155 }, { token: admin })).msg).toBe('快递公司不存在');
    expect((await call(h.app, 'adminExpressRemove', {}, { token: admin })).msg).toBe('快递公司不存在');
    const rows = await settingsAudit(h);
    expect(rows.map((r) => [r.action, r.summary, r.before, r.after])).toEqual([
      ['settings.express.add', '新增快递公司：极兔速递（JTSD）', null, { dict_value: 'JTSD', dict_label: '极兔速递', dict_sort: 0 }],
      ['settings.express.update', '修改快递公司：极兔快递（JTSD）', { dict_label: '极兔速递', dict_sort: 0 }, { dict_label: '极兔快递', dict_sort: 99 }],
      ['settings.express.remove', '删除快递公司：极兔快递（JTSD）', { dict_value: 'JTSD', dict_label: '极兔快递', dict_sort: 99 }, null],
    ]);
    // never the last one
    const all = (await call<Items<DictEntry>>(h.app, 'adminExpressList', {}, { token: admin })).data.items;
    for (const e of all.slice(1)) expect((await call(h.app, 'adminExpressRemove', { dict_code: e.dict_code }, { token: admin })).ok).toBe(true);
    expect((await call(h.app, 'adminExpressRemove', { dict_code: all[0]!.dict_code }, { token: admin })).msg).toBe('至少保留一家快递公司');
  });

  it('answers 超级管理员 alone: 运营 / 内容编辑 / 客服主管 get 无权限, a member or a visitor is not logged in; nothing changes', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const saves = [
      ['adminSettingsTransfer', { version: 0, ...NEW_ACCOUNT }],
      ['adminSettingsShipping', { version: 0, free_from: '1', base: '1', remote: '1' }],
      ['adminSettingsTrade', { version: 0, quote_valid_days: 1, unpaid_online_hours: 1, unpaid_offline_hours: 24 }],
      ['adminExpressSave', { dict_value: 'ZZ', dict_label: '某快递' }],
      ['adminExpressRemove', { dict_code: 1 }],
      ['adminSettings', {}],
      ['adminExpressList', {}],
    ] as const;
    for (const [name, payload] of saves) {
      expect(await call(h.app, name, payload, { token: member }), name).toMatchObject({ ok: false, code: -1 });
      expect(await call(h.app, name, payload), name).toMatchObject({ ok: false, code: -1 });
      for (const account of ['ops', 'editor', 'cs']) {
        expect(await call(h.app, name, payload, { token: await staffToken(h, account) }), `${name} ${account}`).toEqual({ ok: false, code: 1, msg: '无权限', data: null });
      }
    }
    const admin = await staffToken(h, 'admin');
    expect((await call<AdminSettings>(h.app, 'adminSettings', {}, { token: admin })).data.transfer.version).toBe(0);
    expect(await settingsAudit(h)).toEqual([]);
  });
});
