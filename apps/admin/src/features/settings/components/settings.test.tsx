import { screen, waitFor, within } from '@testing-library/react';
import {
  MSG_AUTO_CONFIRM_DAYS_BAD,
  MSG_EXPRESS_CODE_BAD,
  MSG_EXPRESS_CODE_TAKEN,
  MSG_EXPRESS_LAST,
  MSG_EXPRESS_NAME_REQUIRED,
  MSG_EXPRESS_REMOVED,
  MSG_QUOTE_DAYS_BAD,
  MSG_SETTINGS_SAVED,
  MSG_SETTINGS_STALE,
  MSG_SHIPPING_AMOUNT_BAD,
  MSG_TRANSFER_ACCOUNT_BAD,
  MSG_TRANSFER_CNAPS_BAD,
  MSG_TRANSFER_COMPANY_REQUIRED,
  MSG_TRANSFER_TAX_ID_BAD,
  MSG_UNPAID_OFFLINE_BAD,
  MSG_UNPAID_ONLINE_BAD,
  type AdminSettings,
  type DictEntry,
} from '@ws/api-sdk';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

type Body = Record<string, unknown>;
type Section = keyof AdminSettings;

const SAVED_AT = '2026-11-29 10:00:00';
const TRANSFER = fixtures.adminSettings.transfer.value;
const EXPRESS: DictEntry[] = fixtures.adminExpressList.items;

/**
 * The server of the screen: it answers what it holds (`state.settings`, changed by a test as another staff
 * member would), records every write, saves a section as sent with the next version (or refuses with the
 * message in `state.refuse`), and answers an express save or removal the same way.
 */
const record = () => {
  const calls: { name: string; body: Body }[] = [];
  const state = {
    settings: structuredClone(fixtures.adminSettings) as AdminSettings,
    refuse: {} as Partial<Record<Section | 'expressSave' | 'expressRemove', string>>,
    reads: 0,
    expressReads: 0,
    /** a promise a section's answer waits for */
    gate: null as Promise<void> | null,
  };
  const saveSection = (section: Section) => async ({ payload }: { payload: unknown }) => {
    const { version, ...value } = payload as Body & { version: number };
    calls.push({ name: section, body: payload as Body });
    if (state.gate) await state.gate;
    const refusal = state.refuse[section];
    if (refusal) return envelope(null, { ok: false, msg: refusal });
    const saved = { value, version: version + 1, updated_time: SAVED_AT, updated_by: 'admin' };
    state.settings = { ...state.settings, [section]: saved };
    return saved;
  };
  server.use(
    mockEndpoint('adminSettings', () => (state.reads++, state.settings)),
    mockEndpoint('adminSettingsTransfer', saveSection('transfer') as never),
    mockEndpoint('adminSettingsShipping', saveSection('shipping') as never),
    mockEndpoint('adminSettingsTrade', saveSection('trade') as never),
    mockEndpoint('adminExpressList', () => (state.expressReads++, { items: EXPRESS })),
    mockEndpoint('adminExpressSave', ({ payload }) => {
      calls.push({ name: 'expressSave', body: payload as Body });
      const refusal = state.refuse.expressSave;
      return refusal ? envelope(null, { ok: false, msg: refusal }) : { ...EXPRESS[0]!, ...(payload as Partial<DictEntry>) };
    }),
    mockEndpoint('adminExpressRemove', ({ payload }) => {
      calls.push({ name: 'expressRemove', body: payload as Body });
      const refusal = state.refuse.expressRemove;
      return refusal ? envelope(null, { ok: false, msg: refusal }) : { dict_code: Number((payload as Body).dict_code) };
    }),
  );
  return { calls, state };
};

const region = (name: string) => screen.getByRole('region', { name });
const field = (section: HTMLElement, label: string) => within(section).getByRole('textbox', { name: new RegExp(`^${label}`) });
const saveButton = (section: HTMLElement, title: string) => within(section).getByRole('button', { name: `保存${title}` });

/** The console opened on 系统设置 as 超级管理员, once the sections and the express list are shown. */
const open = async () => {
  const rendered = renderAdmin('/admin/settings', { staff: STAFF.super });
  await screen.findByRole('region', { name: '收款账户' });
  await screen.findByRole('table', { name: '快递公司' });
  return rendered;
};

const retype = async (user: ReturnType<typeof renderAdmin>['user'], input: HTMLElement, text: string) => {
  await user.clear(input);
  if (text) await user.type(input, text);
};

describe('/admin/settings (系统设置)', () => {
  it('shows each section with the values read, who changed it last or that the defaults hold, and the express companies', async () => {
    record();
    await open();
    const transfer = region('收款账户');
    expect(field(transfer, '收款单位')).toHaveValue(TRANSFER.company);
    expect(field(transfer, '银行账号')).toHaveValue(TRANSFER.bank_account);
    expect(field(transfer, '开户银行')).toHaveValue(TRANSFER.bank);
    expect(field(transfer, '联行号')).toHaveValue(TRANSFER.cnaps);
    expect(field(transfer, '纳税人识别号')).toHaveValue(TRANSFER.duty_paragraph);
    expect(field(transfer, '联系电话')).toHaveValue(TRANSFER.phone);
    expect(field(transfer, '地址')).toHaveValue(TRANSFER.address);
    expect(field(transfer, '转账说明')).toHaveValue(TRANSFER.remarks);
    expect(transfer).toHaveTextContent('最近修改：2026-11-20 09:30:00（admin）');

    const shipping = region('运费规则');
    expect(field(shipping, '满额包邮（元）')).toHaveValue('300.00');
    expect(field(shipping, '基础运费（元）')).toHaveValue('8.00');
    expect(field(shipping, '偏远地区运费（元）')).toHaveValue('50.00');
    expect(shipping).toHaveTextContent('每个供应商的订单满 300.00 元包邮，不满收取 8.00 元；偏远地区运费 50.00 元。');
    expect(shipping).toHaveTextContent('尚未修改，使用系统默认值');
    expect(shipping).not.toHaveTextContent('最近修改');

    const trade = region('交易时限');
    expect(field(trade, '报价有效期（天）')).toHaveValue('90');
    expect(field(trade, '在线支付时限（小时）')).toHaveValue('24');
    expect(field(trade, '线下转账时限（小时）')).toHaveValue('168');
    expect(field(trade, '自动确认收货（天）')).toHaveValue('10');
    expect(field(trade, '自动确认收货（天）')).toHaveAccessibleDescription('签收后 1 至 30 天');
    expect(trade).toHaveTextContent('修改后对新下的订单生效，已下的订单保持下单时的时限；自动确认收货的天数对所有未确认收货的订单生效。');
    expect(trade).toHaveTextContent('尚未修改，使用系统默认值');

    // nothing changed yet: nothing to save
    expect(saveButton(transfer, '收款账户')).toBeDisabled();
    expect(saveButton(shipping, '运费规则')).toBeDisabled();
    expect(saveButton(trade, '交易时限')).toBeDisabled();

    const rows = within(screen.getByRole('table', { name: '快递公司' })).getAllByRole('row');
    expect(rows).toHaveLength(EXPRESS.length + 1);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['顺丰速运', 'SF', '1', '编辑删除']);
    await waitFor(() => expect(document.title).toBe('系统设置 - 安服通运营后台'));
  });

  it('a bad bank account, 联行号, 纳税人识别号, amount or limit shows the contract’s message and sends nothing', async () => {
    const { calls } = record();
    const { user } = await open();
    const transfer = region('收款账户');
    await retype(user, field(transfer, '收款单位'), '');
    await retype(user, field(transfer, '银行账号'), '6222 02ab');
    await retype(user, field(transfer, '联行号'), '10258100012');
    await retype(user, field(transfer, '纳税人识别号'), '91440101MA5XXXXXXO');
    await user.click(saveButton(transfer, '收款账户'));
    expect(await within(transfer).findByText(MSG_TRANSFER_ACCOUNT_BAD)).toBeInTheDocument();
    expect(within(transfer).getByText(MSG_TRANSFER_COMPANY_REQUIRED)).toBeInTheDocument();
    expect(within(transfer).getByText(MSG_TRANSFER_CNAPS_BAD)).toBeInTheDocument();
    expect(within(transfer).getByText(MSG_TRANSFER_TAX_ID_BAD)).toBeInTheDocument();

    const shipping = region('运费规则');
    await retype(user, field(shipping, '满额包邮（元）'), '300.456');
    await retype(user, field(shipping, '偏远地区运费（元）'), '10000');
    // no rule in words for amounts that are not ones
    expect(shipping).not.toHaveTextContent('每个供应商的订单');
    await user.click(saveButton(shipping, '运费规则'));
    expect(await within(shipping).findAllByText(MSG_SHIPPING_AMOUNT_BAD)).toHaveLength(2);

    const trade = region('交易时限');
    await retype(user, field(trade, '报价有效期（天）'), '0');
    await retype(user, field(trade, '在线支付时限（小时）'), '169');
    await retype(user, field(trade, '线下转账时限（小时）'), '23.5');
    await retype(user, field(trade, '自动确认收货（天）'), '31');
    await user.click(saveButton(trade, '交易时限'));
    expect(await within(trade).findByText(MSG_QUOTE_DAYS_BAD)).toBeInTheDocument();
    expect(within(trade).getByText(MSG_UNPAID_ONLINE_BAD)).toBeInTheDocument();
    expect(within(trade).getByText(MSG_UNPAID_OFFLINE_BAD)).toBeInTheDocument();
    expect(within(trade).getByText(MSG_AUTO_CONFIRM_DAYS_BAD)).toBeInTheDocument();
    expect(field(trade, '自动确认收货（天）')).toHaveAccessibleDescription(expect.stringContaining(MSG_AUTO_CONFIRM_DAYS_BAD));
    // a whole number in range clears it; an empty field is told again
    await retype(user, field(trade, '自动确认收货（天）'), '30');
    await user.click(saveButton(trade, '交易时限'));
    await waitFor(() => expect(within(trade).queryByText(MSG_AUTO_CONFIRM_DAYS_BAD)).toBeNull());
    await retype(user, field(trade, '自动确认收货（天）'), '');
    await user.click(saveButton(trade, '交易时限'));
    expect(await within(trade).findByText(MSG_AUTO_CONFIRM_DAYS_BAD)).toBeInTheDocument();

    expect(calls).toEqual([]);
  });

  it('收款账户: a valid save sends the values with the version read (the button busy meanwhile), says 保存成功 and holds the new version', async () => {
    const { calls, state } = record();
    const { user } = await open();
    const transfer = region('收款账户');
    await retype(user, field(transfer, '开户银行'), '中国建设银行广州分行');
    await retype(user, field(transfer, '纳税人识别号'), '91440101ma5xxxxxx1');
    expect(saveButton(transfer, '收款账户')).toBeEnabled();
    let release = () => {};
    state.gate = new Promise<void>((r) => (release = r));
    await user.click(saveButton(transfer, '收款账户'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(saveButton(transfer, '收款账户')).toBeDisabled();
    await user.click(saveButton(transfer, '收款账户'));
    release();
    state.gate = null;
    expect(await screen.findByText(MSG_SETTINGS_SAVED)).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'transfer', body: { ...TRANSFER, bank: '中国建设银行广州分行', duty_paragraph: '91440101MA5XXXXXX1', version: 3 } }]);
    await waitFor(() => expect(transfer).toHaveTextContent(`最近修改：${SAVED_AT}（admin）`));
    expect(field(transfer, '纳税人识别号')).toHaveValue('91440101MA5XXXXXX1');
    expect(saveButton(transfer, '收款账户')).toBeDisabled();

    // the next save is made on the version the first one gave
    await retype(user, field(transfer, '转账说明'), '附言请填写汇款识别码');
    await user.click(saveButton(transfer, '收款账户'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ name: 'transfer', body: expect.objectContaining({ version: 4, remarks: '附言请填写汇款识别码', bank: '中国建设银行广州分行' }) });
  });

  it('运费规则 and 交易时限: the rule in words as typed; each saves its own values with its version', async () => {
    const { calls } = record();
    const { user } = await open();
    const shipping = region('运费规则');
    await retype(user, field(shipping, '满额包邮（元）'), '199');
    await retype(user, field(shipping, '基础运费（元）'), '10.5');
    await retype(user, field(shipping, '偏远地区运费（元）'), '60');
    expect(shipping).toHaveTextContent('每个供应商的订单满 199.00 元包邮，不满收取 10.50 元；偏远地区运费 60.00 元。');
    await user.click(saveButton(shipping, '运费规则'));
    await waitFor(() => expect(shipping).toHaveTextContent(`最近修改：${SAVED_AT}（admin）`));
    expect(shipping).not.toHaveTextContent('尚未修改');
    expect(calls).toEqual([{ name: 'shipping', body: { version: 0, free_from: '199', base: '10.5', remote: '60' } }]);

    const trade = region('交易时限');
    await retype(user, field(trade, '报价有效期（天）'), '30');
    await retype(user, field(trade, '线下转账时限（小时）'), '72');
    await retype(user, field(trade, '自动确认收货（天）'), '7');
    await user.click(saveButton(trade, '交易时限'));
    await waitFor(() => expect(trade).toHaveTextContent(`最近修改：${SAVED_AT}（admin）`));
    expect(calls[1]).toEqual({ name: 'trade', body: { version: 0, quote_valid_days: 30, unpaid_online_hours: 24, unpaid_offline_hours: 72, auto_confirm_days: 7 } });
    expect(field(trade, '自动确认收货（天）')).toHaveValue('7');
    // the transfer section was not saved and shows what it did
    expect(region('收款账户')).toHaveTextContent('最近修改：2026-11-20 09:30:00（admin）');
  });

  it('该设置已被他人修改: the typed values stay; only 重新加载 replaces them with the section as it is now, the other sections keep theirs', async () => {
    const { calls, state } = record();
    const { user } = await open();
    state.refuse.transfer = MSG_SETTINGS_STALE;
    const transfer = region('收款账户');
    const shipping = region('运费规则');
    await retype(user, field(shipping, '基础运费（元）'), '12');
    await retype(user, field(transfer, '开户银行'), '我填的银行');
    await user.click(saveButton(transfer, '收款账户'));
    expect(await screen.findByText(MSG_SETTINGS_STALE)).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'transfer', body: expect.objectContaining({ version: 3, bank: '我填的银行' }) }]);
    const offer = within(transfer).getByRole('alert');
    expect(offer).toHaveTextContent('该设置已被他人修改');
    expect(field(transfer, '开户银行')).toHaveValue('我填的银行');
    expect(within(shipping).queryByRole('button', { name: /重新加载/ })).toBeNull();

    // another staff member's change, read only when asked for
    state.refuse = {};
    state.settings = {
      ...state.settings,
      transfer: { value: { ...TRANSFER, bank: '中国银行广州分行' }, version: 5, updated_time: '2026-11-29 11:00:00', updated_by: 'root' },
      shipping: { ...state.settings.shipping, value: { ...state.settings.shipping.value, base: '9.00' }, version: 2, updated_time: '2026-11-29 11:00:00', updated_by: 'root' },
    };
    expect(field(transfer, '开户银行')).toHaveValue('我填的银行');
    const reads = state.reads;
    await user.click(within(offer).getByRole('button', { name: '重新加载收款账户' }));
    await waitFor(() => expect(field(transfer, '开户银行')).toHaveValue('中国银行广州分行'));
    expect(state.reads).toBe(reads + 1);
    expect(transfer).toHaveTextContent('最近修改：2026-11-29 11:00:00（root）');
    expect(within(transfer).queryByRole('alert')).toBeNull();
    expect(saveButton(transfer, '收款账户')).toBeDisabled();
    // what was typed in 运费规则 is kept, with the version it was read at
    expect(field(shipping, '基础运费（元）')).toHaveValue('12');
    expect(shipping).toHaveTextContent('尚未修改，使用系统默认值');

    await retype(user, field(transfer, '联系电话'), '020-87654321');
    await user.click(saveButton(transfer, '收款账户'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ name: 'transfer', body: { ...TRANSFER, bank: '中国银行广州分行', phone: '020-87654321', version: 5 } });
  });

  it('another refusal is told and keeps the typed values, without the reload offer', async () => {
    const { state } = record();
    const { user } = await open();
    state.refuse.trade = '无权限';
    const trade = region('交易时限');
    await retype(user, field(trade, '报价有效期（天）'), '60');
    await user.click(saveButton(trade, '交易时限'));
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(field(trade, '报价有效期（天）')).toHaveValue('60');
    expect(within(trade).queryByRole('alert')).toBeNull();
    expect(saveButton(trade, '交易时限')).toBeEnabled();
  });

  it('新增快递公司: the rules before any call, 该快递公司编码已存在 shown on the code with the form kept, then saved and the list read again', async () => {
    const { calls, state } = record();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '新增快递公司' }));
    const dialog = await screen.findByRole('dialog', { name: '新增快递公司' });
    expect(within(dialog).getByRole('textbox', { name: /^排序/ })).toHaveValue(String(EXPRESS.length + 1));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(MSG_EXPRESS_NAME_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG_EXPRESS_CODE_BAD)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^名称/ }), '极兔速递');
    await user.type(within(dialog).getByRole('textbox', { name: /^编码/ }), 'J-T');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(MSG_EXPRESS_CODE_BAD)).toBeInTheDocument();
    expect(calls).toEqual([]);

    state.refuse.expressSave = MSG_EXPRESS_CODE_TAKEN;
    await retype(user, within(dialog).getByRole('textbox', { name: /^编码/ }), 'SF');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(MSG_EXPRESS_CODE_TAKEN)).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'expressSave', body: { dict_label: '极兔速递', dict_value: 'SF', dict_sort: EXPRESS.length + 1 } }]);
    expect(screen.getByRole('dialog', { name: '新增快递公司' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^名称/ })).toHaveValue('极兔速递');

    state.refuse = {};
    const reads = state.expressReads;
    await retype(user, within(dialog).getByRole('textbox', { name: /^编码/ }), 'JTSD');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增快递公司' })).toBeNull());
    expect(calls[1]).toEqual({ name: 'expressSave', body: { dict_label: '极兔速递', dict_value: 'JTSD', dict_sort: EXPRESS.length + 1 } });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(state.expressReads).toBeGreaterThan(reads));
  });

  it('编辑 saves the company with its code; 删除 is asked first, then 已删除 (the last one kept is the server’s refusal, told)', async () => {
    const { calls, state } = record();
    const { user } = await open();
    const [sf, zto] = EXPRESS as [DictEntry, DictEntry];
    await user.click(screen.getByRole('button', { name: `编辑 ${sf.dict_label}` }));
    const dialog = await screen.findByRole('dialog', { name: `编辑快递公司 ${sf.dict_label}` });
    expect(within(dialog).getByRole('textbox', { name: /^编码/ })).toHaveValue(sf.dict_value);
    await retype(user, within(dialog).getByRole('textbox', { name: /^名称/ }), '顺丰快递');
    await retype(user, within(dialog).getByRole('textbox', { name: /^排序/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^编辑快递公司/ })).toBeNull());
    expect(calls).toEqual([{ name: 'expressSave', body: { dict_code: sf.dict_code, dict_label: '顺丰快递', dict_value: sf.dict_value, dict_sort: 5 } }]);

    // 取消 sends nothing
    await user.click(screen.getByRole('button', { name: `删除 ${zto.dict_label}` }));
    let confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent(`确定删除快递公司“${zto.dict_label}”吗？`);
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull());
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `删除 ${zto.dict_label}` }));
    confirm = await screen.findByRole('dialog', { name: '提示' });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(MSG_EXPRESS_REMOVED)).toBeInTheDocument();
    expect(calls[1]).toEqual({ name: 'expressRemove', body: { dict_code: zto.dict_code } });

    state.refuse.expressRemove = MSG_EXPRESS_LAST;
    await user.click(screen.getByRole('button', { name: `删除 ${sf.dict_label}` }));
    confirm = await screen.findByRole('dialog', { name: '提示' });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(MSG_EXPRESS_LAST)).toBeInTheDocument();
    expect(calls[2]).toEqual({ name: 'expressRemove', body: { dict_code: sf.dict_code } });
  });

  it('a failed read is told with 重试, and the express list shows on its own', async () => {
    record();
    server.use(mockEndpoint('adminSettings', envelope(null, { ok: false, msg: '服务器繁忙，请稍后重试' })));
    renderAdmin('/admin/settings', { staff: STAFF.super });
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '快递公司' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '收款账户' })).toBeNull();
  });

  it('运营 gets 无权限 and no call', async () => {
    const read = vi.fn();
    server.use(
      mockEndpoint('adminSettings', () => (read(), fixtures.adminSettings)),
      mockEndpoint('adminExpressList', () => (read(), fixtures.adminExpressList)),
    );
    renderAdmin('/admin/settings', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });
});
