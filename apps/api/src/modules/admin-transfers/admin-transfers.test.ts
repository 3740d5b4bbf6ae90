// 线下转账对账 of the console: the waiting offline checkouts (a transfer pays a whole checkout, its code on the
// statement), 确认到账 with the statement's amount (the orders paid once, the buyer's order 待发货, one audit
// row; a wrong amount, an unknown code or a repeat changes nothing), matching an imported statement, and who
// may call them.
import type { AdminTransferItem, Order, Page, StatementMatch } from '@ws/api-sdk/contract';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { call, DEMO, type Harness, loginAs, staffToken, useHarness } from '../../../test/helpers';
import { makeOrder, otherCompany } from '../../../test/order-fixture';


let codeSeq = 0;
/** An offline checkout of two orders (the demo company's and another's), ¥136.00 each, waiting for ¥272.00. */
async function twoOrderCheckout(h: Harness, over: { payDeadline?: Date } = {}) {
  codeSeq += 1;
  const remitCode = `QW${String(codeSeq).padStart(2, '0')}ZX7K`;
  const first = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, payCate: 0, remitCode, ...over });
  const second = await makeOrder(h, DEMO.member, DEMO.company, {
    ispay: 0,
    payCate: 0,
    remitCode,
    mainOrderNo: first.orderNo,
    companyId: await otherCompany(h, DEMO.company),
    ...over,
  });
  return { remitCode, main: first.orderNo, orderNos: [first.orderNo, second.orderNo], ids: [first.orderId, second.orderId] };
}

const auditRows = async (h: Harness) =>
  (await h.query<{ staff_account: string; action: string; target_kind: string; target_id: string; summary: string; before: unknown; after: unknown }>(`select * from admin_audit where action like 'transfer.%' order by id`)).rows;

const paidFlags = async (h: Harness, ids: number[]) =>
  (await h.db.select({ id: orders.id, ispay: orders.ispay, payTime: orders.payTime }).from(orders).where(inArray(orders.id, ids))).sort((a, b) => a.id - b.id);

describe('adminTransferList', () => {
  const h = useHarness();

  it('lists waiting offline checkouts with their code, orders, buyer and the whole amount; finds one by code or order number', async () => {
    const ops = await staffToken(h, 'ops');
    const c = await twoOrderCheckout(h);
    await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1, payCate: 0, remitCode: 'PAIDAAAA' });
    const list = await call<Page<AdminTransferItem>>(h.app, 'adminTransferList', {}, { token: ops });
    expect(list.ok).toBe(true);
    const mine = list.data.items.find((t) => t.remit_code === c.remitCode);
    expect(mine).toMatchObject({
      main_order_no: c.main,
      amount: '272.00',
      status: 'unpaid',
      pay_time: '',
      buyer: { name: expect.any(String), mobile: DEMO.member },
      orders: c.orderNos.map((order_no) => ({ order_no, total: '136.00', status: 'unpaid' })),
    });
    expect(mine!.orders[0]!.company_name).not.toBe(mine!.orders[1]!.company_name);
    expect(list.data.items.some((t) => t.remit_code === 'PAIDAAAA')).toBe(false);
    // soonest limit first
    const limits = list.data.items.map((t) => t.pay_deadline);
    expect([...limits].sort()).toEqual(limits);

    for (const keyword of [c.remitCode, c.remitCode.toLowerCase(), c.orderNos[1]!, c.main]) {
      const found = await call<Page<AdminTransferItem>>(h.app, 'adminTransferList', { keyword }, { token: ops });
      expect(found.data, keyword).toMatchObject({ total: 1, items: [{ remit_code: c.remitCode }] });
    }
    expect((await call<Page<AdminTransferItem>>(h.app, 'adminTransferList', { keyword: 'NOSUCH99' }, { token: ops })).data).toEqual({ items: [], total: 0 });
  });

  it('an order past its limit reads as cancelled and leaves the waiting list', async () => {
    const ops = await staffToken(h, 'ops');
    const c = await twoOrderCheckout(h, { payDeadline: new Date('2026-06-01T07:00:00+08:00') });
    const list = await call<Page<AdminTransferItem>>(h.app, 'adminTransferList', { keyword: c.remitCode }, { token: ops });
    expect(list.data.total).toBe(0);
  });
});

describe('adminTransferConfirm', () => {
  const h = useHarness();

  it('确认到账 with the statement amount: every order of the checkout paid once, the buyer sees 待发货, one audit row', async () => {
    const ops = await staffToken(h, 'ops');
    const c = await twoOrderCheckout(h);
    const res = await call<AdminTransferItem>(
      h.app,
      'adminTransferConfirm',
      { remit_code: c.remitCode.toLowerCase(), amount: '272', statement_date: '2026-06-01', remitter: '张三', remark: `货款 ${c.remitCode}` },
      { token: ops },
    );
    expect(res).toMatchObject({ ok: true, msg: '已确认到账', data: { status: 'paid', amount: '272.00', pay_time: '2026-06-01 08:00:00' } });
    expect(res.data.orders.map((o) => o.status)).toEqual(['paid', 'paid']);
    expect((await paidFlags(h, c.ids)).map((r) => [r.ispay, r.payTime])).toEqual([
      [1, '2026-06-01 08:00:00'],
      [1, '2026-06-01 08:00:00'],
    ]);

    const buyer = await loginAs(h.app, DEMO.member);
    const mine = await call<Page<Order>>(h.app, 'listSelfA', { pageNum: 1, pageSize: 50 }, { token: buyer });
    expect(mine.data.items.filter((o) => c.orderNos.includes(o.order_no)).map((o) => o.status)).toEqual(['待发货', '待发货']);

    const audit = await auditRows(h);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_account: 'ops',
      action: 'transfer.confirm',
      target_kind: 'checkout',
      target_id: c.main,
      summary: `确认到账：汇款识别码 ${c.remitCode} ¥272.00（订单 ${c.orderNos.join('、')}）`,
      before: { orders: c.orderNos.map((order_no) => ({ order_no, ispay: 0 })) },
      after: { amount: '272.00', remitter: '张三', statement_date: '2026-06-01' },
    });

    // a repeat changes nothing and writes nothing
    const again = await call(h.app, 'adminTransferConfirm', { remit_code: c.remitCode, amount: '272.00' }, { token: ops });
    expect(again).toMatchObject({ ok: false, msg: '订单已收款或已取消' });
    expect(await auditRows(h)).toHaveLength(1);
    // and the checkout is under 已到账
    const paid = await call<Page<AdminTransferItem>>(h.app, 'adminTransferList', { status: 'paid', keyword: c.remitCode }, { token: ops });
    expect(paid.data.items).toMatchObject([{ remit_code: c.remitCode, status: 'paid', pay_time: '2026-06-01 08:00:00' }]);
  });

  it('a wrong amount, a bad amount, an unknown or empty code change nothing', async () => {
    const ops = await staffToken(h, 'ops');
    const c = await twoOrderCheckout(h);
    const tries: [Record<string, string>, string][] = [
      [{ remit_code: c.remitCode, amount: '136.00' }, '到账金额与应付金额不一致（应付 ¥272.00）'],
      [{ remit_code: c.remitCode, amount: '272.001' }, '请输入正确的到账金额'],
      [{ remit_code: c.remitCode, amount: '-272' }, '请输入正确的到账金额'],
      [{ remit_code: c.remitCode, amount: '0' }, '请输入正确的到账金额'],
      [{ remit_code: c.remitCode, amount: '' }, '请输入正确的到账金额'],
      [{ remit_code: 'NOSUCH99', amount: '272.00' }, '未找到该汇款识别码的订单'],
      [{ remit_code: '  ', amount: '272.00' }, '请输入汇款识别码'],
    ];
    for (const [body, msg] of tries) expect(await call(h.app, 'adminTransferConfirm', body, { token: ops }), JSON.stringify(body)).toMatchObject({ ok: false, msg });
    expect((await paidFlags(h, c.ids)).map((r) => r.ispay)).toEqual([0, 0]);
    expect(await auditRows(h)).toHaveLength(0);
    // the statement's way of writing an amount is accepted
    expect((await call(h.app, 'adminTransferConfirm', { remit_code: c.remitCode, amount: '¥272.00' }, { token: ops })).ok).toBe(true);
  });

  it('after the merchant collected its own order, the transfer is still the whole checkout and pays the rest', async () => {
    const ops = await staffToken(h, 'ops');
    const c = await twoOrderCheckout(h);
    const merchant = await loginAs(h.app, DEMO.company);
    expect((await call(h.app, 'changePayStatus', { order_no: c.orderNos[0], ispay: 1 }, { token: merchant })).ok).toBe(true);
    const res = await call<AdminTransferItem>(h.app, 'adminTransferConfirm', { remit_code: c.remitCode, amount: '272.00' }, { token: ops });
    expect(res.ok).toBe(true);
    expect((await auditRows(h))[0]?.summary).toBe(`确认到账：汇款识别码 ${c.remitCode} ¥272.00（订单 ${c.orderNos[1]}）`);
    expect((await paidFlags(h, c.ids)).map((r) => r.ispay)).toEqual([1, 1]);
  });

  it('a checkout past its limit cannot be confirmed (it is cancelled, as the sweep cancels it)', async () => {
    const ops = await staffToken(h, 'ops');
    const c = await twoOrderCheckout(h, { payDeadline: new Date('2026-06-01T07:59:59+08:00') });
    expect(await call(h.app, 'adminTransferConfirm', { remit_code: c.remitCode, amount: '272.00' }, { token: ops })).toMatchObject({ ok: false, msg: '订单已收款或已取消' });
    expect((await paidFlags(h, c.ids)).map((r) => r.ispay)).toEqual([0, 0]);
    expect(await auditRows(h)).toHaveLength(0);
  });
});

describe('adminTransferMatch', () => {
  const h = useHarness();

  it('tells each statement line: matched, amount mismatch, paid already, not found, unreadable amount; and writes nothing', async () => {
    const ops = await staffToken(h, 'ops');
    const waiting = await twoOrderCheckout(h);
    const paid = await twoOrderCheckout(h);
    expect((await call(h.app, 'adminTransferConfirm', { remit_code: paid.remitCode, amount: '272.00' }, { token: ops })).ok).toBe(true);
    const lines = [
      { date: '2026-06-01', amount: '272.00', remitter: '张三', remark: `货款 ${waiting.remitCode.toLowerCase()} 谢谢` },
      { date: '2026-06-01', amount: '1,272.00', remitter: '张三', remark: `${waiting.remitCode}` },
      { date: '2026-06-01', amount: '272.00', remitter: '李四', remark: `汇款识别码:${paid.remitCode}` },
      { date: '2026-06-01', amount: '99.00', remitter: '王五', remark: '转账' },
      { date: '2026-06-01', amount: '壹佰', remitter: '赵六', remark: waiting.remitCode },
    ];
    const res = await call<StatementMatch[]>(h.app, 'adminTransferMatch', { lines }, { token: ops });
    expect(res.ok, res.msg).toBe(true);
    expect(res.data.map((m) => [m.line, m.result, m.transfer?.remit_code ?? null])).toEqual([
      [1, 'matched', waiting.remitCode],
      [2, 'amount_mismatch', waiting.remitCode],
      [3, 'paid', paid.remitCode],
      [4, 'not_found', null],
      [5, 'bad_amount', waiting.remitCode],
    ]);
    expect(res.data[0]).toMatchObject(lines[0]!);
    expect((await paidFlags(h, waiting.ids)).map((r) => r.ispay)).toEqual([0, 0]);

    expect(await call(h.app, 'adminTransferMatch', { lines: [] }, { token: ops })).toMatchObject({ ok: false, msg: '银行流水中没有可读取的记录' });
    const tooMany = Array.from({ length: 501 }, () => lines[3]);
    expect(await call(h.app, 'adminTransferMatch', { lines: tooMany }, { token: ops })).toMatchObject({ ok: false, msg: '一次最多导入 500 条流水' });
  });
});

describe('who may reconcile transfers', () => {
  const h = useHarness();

  it('运营 and 超级管理员 only: a member token is not logged in, 内容编辑 and 客服主管 get 无权限, and nothing changes', async () => {
    const c = await twoOrderCheckout(h);
    const member = await loginAs(h.app, DEMO.member);
    const body = { remit_code: c.remitCode, amount: '272.00' };
    for (const name of ['adminTransferList', 'adminTransferConfirm', 'adminTransferMatch'] as const) {
      expect(await call(h.app, name, name === 'adminTransferConfirm' ? body : {}, { token: member }), name).toMatchObject({ ok: false, code: -1 });
      for (const account of ['editor', 'cs']) {
        expect(await call(h.app, name, name === 'adminTransferConfirm' ? body : {}, { token: await staffToken(h, account) }), `${name} ${account}`).toMatchObject({
          ok: false,
          msg: '无权限',
        });
      }
    }
    expect((await paidFlags(h, c.ids)).map((r) => r.ispay)).toEqual([0, 0]);
    // a staff token is no member's: the merchant's 收款 refuses it
    const ops = await staffToken(h, 'ops');
    expect((await call(h.app, 'changePayStatus', { order_no: c.orderNos[0], ispay: 1 }, { token: ops })).ok).toBe(false);
    const admin = await staffToken(h, 'admin');
    expect((await call(h.app, 'adminTransferConfirm', body, { token: admin })).ok).toBe(true);
  });
});
