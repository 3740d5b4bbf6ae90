// 联系商家 (supplier conversations) on PGlite and, with WS_TEST_DB=postgres, on PostgreSQL: a buyer opens a chat
// with a supplier company from a product or one of their orders (the card attached once), the company's
// member reads and answers it under 商家咨询, and nobody else does: not a second buyer, not a member of a
// second company, not a non-member. Cards: a public product of that company, an order of that buyer's with it.
import {
  MSG_CARD_ONE,
  MSG_OWN_COMPANY,
  MSG_PRODUCT_MISSING,
  MSG_SUPPLIER_MISSING,
  MSG_SUPPLIER_OFFLINE,
  type ChatInfo,
  type ChatMessage,
  type ChatSession,
  type Items,
  type Page,
} from '@ws/api-sdk/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { companies, products, users } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';
import { companyOf, makeOrder, otherCompany, userId } from '../../../test/order-fixture';
import { chatNotifierFor, type ChatSignal } from './notifier';

const MISSING = { ok: false, msg: '会话不存在' };

describe('supplier chats (联系商家)', () => {
  const h = useHarness();

  /** A public product of a company. */
  const productOf = async (companyId: number) => {
    const [p] = await h.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
      .limit(1);
    if (!p) throw new Error(`no public product of company ${companyId}`);
    return p;
  };
  /** A second approved company with a public product, made the salesman's (who gets the company role). */
  const secondCompany = async () => {
    const first = await companyOf(h, DEMO.company);
    const rows = await h.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(products, eq(products.companyId, companies.id))
      .where(and(ne(companies.id, first), eq(companies.auditStatus, 1), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
      .limit(1);
    const id = rows[0]?.id ?? (await otherCompany(h, DEMO.company));
    const salesman = await userId(h, DEMO.salesman);
    await h.db.update(companies).set({ userId: salesman, auditStatus: 1 }).where(eq(companies.id, id));
    await h.db.update(users).set({ roles: sql`array_append(${users.roles}, 'company')` }).where(eq(users.id, salesman));
    return id;
  };
  const open = (token: string, payload: Record<string, unknown>) => call<ChatInfo>(h.app, 'chatSupplierOpen', payload, { token });
  const supplierList = (token: string) => call<Page<ChatSession>>(h.app, 'chatListByUser', { chat_type: 'chat_supplier', pageNum: 1, pageSize: 10 }, { token });
  const unread = async (token: string) => (await call<{ total: number }>(h.app, 'chatUnread', {}, { token })).data.total;
  const messagesOf = async (token: string, chatId: number) => (await call<Page<ChatMessage>>(h.app, 'chatItemListSelf', { chat_id: chatId }, { token })).data.items;

  it('a buyer opens it from a product (the card once); the company member reads and answers it under 商家咨询', async () => {
    const buyer = await loginAs(h.app, DEMO.member);
    const seller = await loginAs(h.app, DEMO.company);
    const companyId = await companyOf(h, DEMO.company);
    const [company] = await h.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const product = await productOf(companyId);
    const buyerId = await userId(h, DEMO.member);
    const sellerId = await userId(h, DEMO.company);

    const opened = await open(buyer, { company_id: companyId, product_id: product.id });
    expect(opened.ok, opened.msg).toBe(true);
    expect(opened.data).toMatchObject({ to_user_name: company!.name, is_answerer: 0, company_id: companyId, is_confirm: 0, order_no: '' });
    // a second click (or a reload) adds no second card while it is the newest message
    const again = await open(buyer, { company_id: companyId, product_id: product.id });
    expect(again.data.id).toBe(opened.data.id);

    const buyerView = await messagesOf(buyer, opened.data.id);
    expect(buyerView).toHaveLength(1);
    expect(buyerView[0]).toMatchObject({ isfrom: 0, chat_type: 'chat_supplier', message: `[商品] ${product.name}` });
    expect(buyerView[0]!.card).toMatchObject({ kind: 'product', product_id: product.id, name: product.name, status: '在售' });

    // the member: the conversation under 商家咨询 with the buyer's name, one unread (the card)
    const list = await supplierList(seller);
    expect(list.data.items).toHaveLength(1);
    expect(list.data.items[0]).toMatchObject({ chat_id: opened.data.id, to_user_id: buyerId, to_user_name: '张三', is_answerer: 1, company_id: companyId, unread: 1 });
    expect(await unread(seller)).toBe(1);
    const info = await call<ChatInfo>(h.app, 'chatInfoByUser', { chat_id: opened.data.id }, { token: seller });
    expect(info.data).toMatchObject({ to_user_id: buyerId, to_user_name: '张三', is_answerer: 1 });
    const sellerView = await messagesOf(seller, opened.data.id);
    expect(sellerView.map((m) => [m.message, m.isfrom])).toEqual([[`[商品] ${product.name}`, 1]]);
    expect(await unread(seller)).toBe(0);

    // live: the buyer's page hears the member's reply
    const heard: ChatSignal[] = [];
    const notifier = chatNotifierFor(h.db);
    const off = notifier.subscribe(buyerId, (s) => heard.push(s));
    await notifier.ready();
    const reply = await call<ChatMessage>(h.app, 'chatItemAdd', { chat_id: opened.data.id, message: '您好，现货充足' }, { token: seller });
    expect(reply.ok, reply.msg).toBe(true);
    expect(reply.data).toMatchObject({ isfrom: 0, user_id: sellerId, to_user_id: buyerId, chat_type: 'chat_supplier' });
    await vi.waitFor(() => expect(heard.map((s) => s.chatId)).toContain(opened.data.id));
    off();

    const news = await call<Items<ChatMessage>>(h.app, 'chatItemListSelfNew', { chat_id: opened.data.id, max_id: buyerView[0]!.id }, { token: buyer });
    expect(news.data.items.map((m) => [m.message, m.isfrom])).toEqual([['您好，现货充足', 1]]);
    const mine = await supplierList(buyer);
    expect(mine.data.items[0]).toMatchObject({ chat_id: opened.data.id, to_user_name: company!.name, is_answerer: 0, last_message: '您好，现货充足', unread: 0 });

    // the product leaves the catalogue: its card says so
    await h.db.update(products).set({ isOnSale: 0 }).where(eq(products.id, product.id));
    expect((await messagesOf(seller, opened.data.id))[0]!.card).toMatchObject({ kind: 'product', status: '已下架' });
  });

  it('only the buyer and the company members read or write it: not a second buyer, a second company’s member, a non-member', async () => {
    const buyer = await loginAs(h.app, DEMO.member);
    const companyId = await companyOf(h, DEMO.company);
    const product = await productOf(companyId);
    const opened = await open(buyer, { company_id: companyId, product_id: product.id });
    await call(h.app, 'chatItemAdd', { chat_id: opened.data.id, message: '请问含税价多少？' }, { token: buyer });

    await secondCompany();
    const secondBuyer = await loginAs(h.app, DEMO.expert);
    const otherMember = await loginAs(h.app, DEMO.salesman);
    const nonMember = await loginAs(h.app, DEMO.custuser);
    // the second buyer has a supplier chat of their own with the same company: still not the first one's
    expect((await open(secondBuyer, { company_id: companyId })).ok).toBe(true);

    const listen = new Map<number, ChatSignal[]>();
    const notifier = chatNotifierFor(h.db);
    const ids = await Promise.all([DEMO.company, DEMO.expert, DEMO.salesman, DEMO.custuser].map((p) => userId(h, p)));
    const offs = ids.map((id) => notifier.subscribe(id, (s) => listen.set(id, [...(listen.get(id) ?? []), s])));
    await notifier.ready();

    for (const token of [secondBuyer, otherMember, nonMember]) {
      for (const name of ['chatInfoByUser', 'chatItemListSelf', 'chatItemListSelfNew'] as const) {
        expect(await call(h.app, name, { chat_id: opened.data.id, chat_type: 'chat_supplier' }, { token })).toMatchObject(MISSING);
      }
      expect(await call(h.app, 'chatItemAdd', { chat_id: opened.data.id, message: '插话' }, { token })).toMatchObject(MISSING);
      expect((await supplierList(token)).data.items.map((s) => s.chat_id)).not.toContain(opened.data.id);
    }
    expect(await unread(otherMember)).toBe(0);
    expect(await unread(nonMember)).toBe(0);

    // a message goes to the buyer and the company's member, nobody else
    await call(h.app, 'chatItemAdd', { chat_id: opened.data.id, message: '还在吗？' }, { token: buyer });
    const [sellerId, secondBuyerId, otherMemberId, nonMemberId] = ids as [number, number, number, number];
    await vi.waitFor(() => expect(listen.get(sellerId)?.map((s) => s.chatId)).toContain(opened.data.id));
    for (const id of [secondBuyerId, otherMemberId, nonMemberId]) expect(listen.get(id)?.map((s) => s.chatId) ?? []).not.toContain(opened.data.id);
    for (const off of offs) off();

    // the member reads both buyers' conversations; the buyer's 商家咨询 holds only their own
    const seller = await loginAs(h.app, DEMO.company);
    expect((await supplierList(seller)).data.total).toBe(2);
    expect((await supplierList(buyer)).data.items.map((s) => s.chat_id)).toEqual([opened.data.id]);

    // membership is the company role now: an owner without it no longer reads the company's conversations
    await h.db.update(users).set({ roles: sql`array_remove(${users.roles}, 'company')` }).where(eq(users.id, sellerId));
    expect(await call(h.app, 'chatItemListSelf', { chat_id: opened.data.id }, { token: seller })).toMatchObject(MISSING);
    expect((await supplierList(seller)).data.total).toBe(0);
    // and the company, with nobody to answer, cannot be contacted
    expect(await open(nonMember, { company_id: companyId })).toMatchObject({ ok: false, msg: MSG_SUPPLIER_OFFLINE });
  });

  it('cards: an order of the buyer’s with that company, a product of that company; one card at a time; not one’s own company', async () => {
    const buyer = await loginAs(h.app, DEMO.member);
    const secondBuyer = await loginAs(h.app, DEMO.expert);
    const seller = await loginAs(h.app, DEMO.company);
    const companyId = await companyOf(h, DEMO.company);
    const second = await secondCompany();
    const order = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1 });
    const elsewhere = await makeOrder(h, DEMO.member, DEMO.salesman, { companyId: second });

    const opened = await open(buyer, { company_id: companyId, order_no: order.orderNo });
    expect(opened.ok, opened.msg).toBe(true);
    const [card] = await messagesOf(seller, opened.data.id);
    expect(card).toMatchObject({ message: `[订单] ${order.orderNo}`, isfrom: 1 });
    expect(card!.card).toMatchObject({ kind: 'order', order_no: order.orderNo, lines: 1, status: '待发货', total: '136.00' });

    // not another buyer's order, not an order with another company, not another company's product
    expect(await open(secondBuyer, { company_id: companyId, order_no: order.orderNo })).toMatchObject({ ok: false, msg: '订单不存在' });
    expect(await open(buyer, { company_id: companyId, order_no: elsewhere.orderNo })).toMatchObject({ ok: false, msg: '订单不存在' });
    const foreign = await productOf(second);
    expect(await open(buyer, { company_id: companyId, product_id: foreign.id })).toMatchObject({ ok: false, msg: MSG_PRODUCT_MISSING });
    expect(await open(buyer, { company_id: companyId, product_id: foreign.id, order_no: order.orderNo })).toMatchObject({ ok: false, msg: MSG_CARD_ONE });
    // nothing was added by the refusals
    expect(await messagesOf(buyer, opened.data.id)).toHaveLength(1);

    // a member does not contact their own company; an unknown company is 商家不存在; logged out: code -1
    expect(await open(seller, { company_id: companyId })).toMatchObject({ ok: false, msg: MSG_OWN_COMPANY });
    expect(await open(buyer, { company_id: 999_999 })).toMatchObject({ ok: false, msg: MSG_SUPPLIER_MISSING });
    expect(await call(h.app, 'chatSupplierOpen', { company_id: companyId })).toMatchObject({ ok: false, code: -1 });
  });
});
