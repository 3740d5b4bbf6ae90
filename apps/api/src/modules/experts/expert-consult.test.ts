// Consult orders: every expert consult, paid or free, is an order its buyer finds in expert/listSelf and
// opens with infoSelf (order_no only); nobody else reads it. A free consultation (price 0, pass 1) is
// recorded paid with amount 0 when its chat opens, once per member and expert (the race of two clicks at
// once runs on PostgreSQL in expert-consult-pg.test.ts).
import type { ChatInfo, ConsultOrderInfo, ExpertOrder, ExpertPayAnswer, Order, Page } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chats, consultOrders, experts, payments, users } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay, PAYMENT_VALID_MS } from '../payments';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';

const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'consult-key-0123456789abcdef01234567' }, systemClock);

describe('consult orders', () => {
  const h = useHarness({ payments: { provider } });
  const idOf = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;
  const demoExpert = async () => {
    const uid = await idOf(DEMO.expert);
    return (await h.db.select().from(experts).where(eq(experts.userId, uid)))[0]!;
  };
  const payOrder = async (codeUrl: string) => {
    const { order } = await provider.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    const res = await h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
    expect(res.body).toContain('SUCCESS');
  };
  const consult = (token: string, expertId: number) => call<ExpertPayAnswer>(h.app, 'expertPay', { expert_id: expertId, pay_type: 'native' }, { token });
  const info = (token: string, orderNo: string) => call<ConsultOrderInfo | Order>(h.app, 'infoSelf', { order_no: orderNo }, { token });
  const list = (token: string, q: Record<string, unknown> = {}) => call<Page<ExpertOrder>>(h.app, 'expertOrdersListSelf', q, { token });

  it('a paid consult: infoSelf shows it to its buyer, unpaid then paid with its chat; another user is refused', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const expert = await demoExpert();
    const pay = await consult(member, expert.id);
    if (!('code_url' in pay.data)) throw new Error('expected a QR payment');
    const orderNo = pay.data.order_no;
    const price = Number(expert.price).toFixed(2);

    const unpaid = await info(member, orderNo);
    expect(unpaid).toMatchObject({ ok: true, code: 0 });
    expect(unpaid.data).toMatchObject({
      order_cate: 'expert',
      order_no: orderNo,
      expert_id: expert.id,
      expert_name: expert.name,
      total_price: price,
      ispay: 0,
      status: '待付款',
      pay_time: '',
      pass: 0,
      is_confirm: null,
      to_user_id: expert.userId,
    });

    await payOrder(pay.data.code_url);
    const paid = await info(member, orderNo);
    expect(paid.data).toMatchObject({ order_cate: 'expert', ispay: 1, status: '咨询中', is_confirm: 0, to_user_id: expert.userId, to_user_name: expert.name, total_price: price });
    expect((paid.data as ConsultOrderInfo).pay_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((paid.data as ConsultOrderInfo).create_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // the chat it links to is the buyer's
    const chat = await call<ChatInfo>(h.app, 'chatInfoByUser', { order_no: orderNo, chat_type: 'chat_expert' }, { token: member });
    expect(chat.data).toMatchObject({ to_user_id: expert.userId, is_confirm: 0 });

    // neither another member nor the expert reads it as their order
    for (const phone of [DEMO.company, DEMO.expert]) {
      const other = await loginAs(h.app, phone);
      expect(await info(other, orderNo), phone).toMatchObject({ ok: false, code: 1, msg: '订单不存在' });
    }
    // logged out
    expect((await call(h.app, 'infoSelf', { order_no: orderNo })).code).toBe(-1);

    // once the expert ends it
    const expertToken = await loginAs(h.app, DEMO.expert);
    const row = (await h.db.select().from(chats).where(eq(chats.orderNo, orderNo)))[0]!;
    expect((await call(h.app, 'chatConfirm', { chat_id: row.id }, { token: expertToken })).ok).toBe(true);
    expect((await info(member, orderNo)).data).toMatchObject({ status: '咨询已结束', is_confirm: 1 });
  });

  it('infoSelf still answers mall orders as before', async () => {
    const { orderNo } = await makeOrder(h, DEMO.member, DEMO.company);
    const member = await loginAs(h.app, DEMO.member);
    const res = await info(member, orderNo);
    expect(res.ok).toBe(true);
    expect(res.data).toMatchObject({ order_no: orderNo, order_cate: 'product' });
    expect('order_items' in res.data).toBe(true);
    expect('expert_id' in res.data).toBe(false);
  });

  it('a free consultation is an order: paid, 0.00, pass 1, listed and shown; consulting again answers the same one', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const expert = await demoExpert();
    await h.db.update(experts).set({ price: '0.00' }).where(eq(experts.id, expert.id));

    const first = await consult(member, expert.id);
    expect(first).toMatchObject({ ok: true, msg: 'paysuccess', data: { pass: 1, to_user_id: expert.userId } });
    const orderNo = first.data.order_no;
    const again = await consult(member, expert.id);
    expect(again).toMatchObject({ ok: true, msg: 'paysuccess', data: { pass: 1, order_no: orderNo } });

    const rows = await h.db.select().from(consultOrders).where(eq(consultOrders.expertId, expert.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderNo, amountFen: 0, ispay: 1, pass: 1 });
    expect(await h.db.select().from(payments).where(eq(payments.orderNo, orderNo))).toHaveLength(0);
    expect(await h.db.select().from(chats).where(eq(chats.orderNo, orderNo))).toHaveLength(1);

    const listed = await list(member);
    expect(listed.data.total).toBe(1);
    expect(listed.data.items[0]).toMatchObject({ order_no: orderNo, total_price: '0.00', ispay: 1, is_confirm: 0, expert_name: expert.name, to_user_id: expert.userId });
    expect((await list(member, { is_pay: 1 })).data.total).toBe(1);
    expect((await list(member, { is_pay: 0 })).data.total).toBe(0);

    expect((await info(member, orderNo)).data).toMatchObject({ order_cate: 'expert', total_price: '0.00', ispay: 1, pass: 1, status: '咨询中' });
    // the free chat stays open even once the expert ends it (the pay-free flag)
    const expertToken = await loginAs(h.app, DEMO.expert);
    const chat = (await h.db.select().from(chats).where(eq(chats.orderNo, orderNo)))[0]!;
    await call(h.app, 'chatConfirm', { chat_id: chat.id }, { token: expertToken });
    expect((await info(member, orderNo)).data).toMatchObject({ status: '咨询中', pass: 1 });

    // another member: their own free consultation, never this one
    const other = await loginAs(h.app, DEMO.company);
    expect((await list(other)).data.total).toBe(0);
    expect(await info(other, orderNo)).toMatchObject({ ok: false, msg: '订单不存在' });
    const theirs = await consult(other, expert.id);
    expect(theirs.data.order_no).not.toBe(orderNo);
    expect((await list(other)).data.items.map((o) => o.order_no)).toEqual([theirs.data.order_no]);
    expect((await list(member)).data.total).toBe(1);
  });

  it('expert/listSelf: paid and unpaid consults, newest first, filtered by is_pay, only the caller’s', async () => {
    const member = await loginAs(h.app, DEMO.member);
    const expert = await demoExpert();
    const a = await consult(member, expert.id);
    // one open payment per member and expert: the same code while valid, a new one once it has expired
    expect((await consult(member, expert.id)).data.order_no).toBe(a.data.order_no);
    h.clock.advance(PAYMENT_VALID_MS);
    const b = await consult(member, expert.id);
    if (!('code_url' in b.data)) throw new Error('expected a QR payment');
    expect(b.data.order_no).not.toBe(a.data.order_no);
    await payOrder(b.data.code_url);
    const all = await list(member, { pageNum: 1, pageSize: 20 });
    expect(all.data.items.map((o) => [o.order_no, o.ispay])).toEqual([
      [b.data.order_no, 1],
      [a.data.order_no, 0],
    ]);
    expect((await list(member, { is_pay: 1 })).data.items.map((o) => o.order_no)).toEqual([b.data.order_no]);
    expect((await list(member, { is_pay: 0 })).data.items.map((o) => o.order_no)).toEqual([a.data.order_no]);
    expect((await list(member, { is_pay: 7 })).ok).toBe(false);
    const other = await loginAs(h.app, DEMO.company);
    expect((await list(other)).data.total).toBe(0);
    expect((await call(h.app, 'expertOrdersListSelf', {})).code).toBe(-1);
  });

  it('infoSelf with an unknown or malformed order number: 订单不存在, never a crash', async () => {
    const member = await loginAs(h.app, DEMO.member);
    expect(await info(member, '00000000000000000000')).toMatchObject({ ok: false, msg: '订单不存在' });
    expect((await call(h.app, 'infoSelf', { order_no: 'x'.repeat(500) }, { token: member })).ok).toBe(false);
  });
});
