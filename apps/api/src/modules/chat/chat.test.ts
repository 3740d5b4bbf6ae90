// Chat and paid consultation on PGlite: who may read and write which conversation, a consult chat only
// after payment, message limits, ending and rating, online staff, unread counts and the event stream.
// The race of two clients sending at once runs on a real PostgreSQL server (chat-pg.test.ts).
import type { ChatInfo, ChatMessage, ChatSession, CustUser, ExpertOrder, ExpertPayAnswer, Items, Page, Remark } from '@ws/api-sdk/contract';
import { MSG_CHAT_TOO_LONG } from '@ws/api-sdk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chats, experts, users } from '../../db/schema';
import { CHAT_EVENTS_PATH } from '../../http/chat-events';
import { NOTIFY_PATH } from '../../http/payments';
import { systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay } from '../payments';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

const provider = new LocalWechatPay({ appId: 'wxtestapp', mchId: '1230000109', key: 'chat-key-0123456789abcdef0123456789' }, systemClock);

describe('chat and consultation', () => {
  const h = useHarness({ payments: { provider } });
  const idOf = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;
  const demoExpert = async () => {
    const uid = await idOf(DEMO.expert);
    return (await h.db.select().from(experts).where(eq(experts.userId, uid)))[0]!;
  };
  /** the payer pays at the provider, which posts its signed notice */
  const payOrder = async (codeUrl: string) => {
    const { order } = await provider.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    const res = await h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!) });
    expect(res.body).toContain('SUCCESS');
  };
  /** member pays for a consult with the demo expert: the order number */
  const paidConsult = async (member: string) => {
    const expert = await demoExpert();
    const pay = await call<ExpertPayAnswer>(h.app, 'expertPay', { expert_id: expert.id, pay_type: 'native' }, { token: member });
    expect(pay.ok).toBe(true);
    if (!('code_url' in pay.data)) throw new Error('expected a QR payment');
    await payOrder(pay.data.code_url);
    return { orderNo: pay.data.order_no, expert };
  };

  describe('customer service', () => {
    it('a member opens a chat with staff; both sides read and write it, messages left/right by sender', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const staff = await loginAs(h.app, DEMO.custuser);
      const staffId = await idOf(DEMO.custuser);
      const memberId = await idOf(DEMO.member);

      const info = await call<ChatInfo>(h.app, 'chatInfoByUser', { to_user_id: staffId, chat_type: 'chat_service' }, { token: member });
      expect(info.ok).toBe(true);
      expect(info.data).toMatchObject({ to_user_id: staffId, to_user_name: '客服小安', is_confirm: 0, is_answerer: 0 });

      const sent = await call<ChatMessage>(h.app, 'chatItemAdd', { to_user_id: staffId, chat_type: 'chat_service', message: '你好，<b>在吗</b>？' }, { token: member });
      expect(sent.ok).toBe(true);
      expect(sent.data).toMatchObject({ isfrom: 0, message: '你好，<b>在吗</b>？', user_id: memberId, to_user_id: staffId });

      // staff: the user's conversation in 用户咨询, one unread
      const list = await call<Page<ChatSession>>(h.app, 'chatListByUser', { chat_type: 'chat_user2', pageNum: 1, pageSize: 10 }, { token: staff });
      expect(list.data.total).toBe(1);
      expect(list.data.items[0]).toMatchObject({ to_user_id: memberId, to_user_name: '张三', last_message: '你好，<b>在吗</b>？', unread: 1 });
      expect((await call<{ total: number }>(h.app, 'chatUnread', {}, { token: staff })).data.total).toBe(1);

      const news = await call<Items<ChatMessage>>(h.app, 'chatItemListSelfNew', { to_user_id: memberId, chat_type: 'chat_user2', max_id: 0 }, { token: staff });
      expect(news.data.items.map((m) => [m.message, m.isfrom])).toEqual([['你好，<b>在吗</b>？', 1]]);
      expect((await call<{ total: number }>(h.app, 'chatUnread', {}, { token: staff })).data.total).toBe(0);

      const reply = await call<ChatMessage>(h.app, 'chatItemAdd', { to_user_id: memberId, chat_type: 'chat_user2', message: '您好，请讲' }, { token: staff });
      expect(reply.ok).toBe(true);
      const memberView = await call<Page<ChatMessage>>(h.app, 'chatItemListSelf', { to_user_id: staffId, chat_type: 'chat_service' }, { token: member });
      expect(memberView.data.items.map((m) => [m.message, m.isfrom])).toEqual([
        ['你好，<b>在吗</b>？', 0],
        ['您好，请讲', 1],
      ]);
      // incremental: only what came after max_id
      const after = await call<Items<ChatMessage>>(h.app, 'chatItemListSelfNew', { to_user_id: staffId, max_id: sent.data.id, max_time: sent.data.create_time }, { token: member });
      expect(after.data.items.map((m) => m.message)).toEqual(['您好，请讲']);
    });

    it('nobody else reads or writes the conversation; staff do not open conversations; a member cannot open one with a non-staff user', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const other = await loginAs(h.app, DEMO.company);
      const staff = await loginAs(h.app, DEMO.custuser);
      const staffId = await idOf(DEMO.custuser);
      const info = await call<ChatInfo>(h.app, 'chatInfoByUser', { to_user_id: staffId }, { token: member });
      await call(h.app, 'chatItemAdd', { chat_id: info.data.id, message: '私密内容' }, { token: member });

      for (const name of ['chatInfoByUser', 'chatItemListSelf', 'chatItemListSelfNew'] as const) {
        const res = await call(h.app, name, { chat_id: info.data.id }, { token: other });
        expect(res).toMatchObject({ ok: false, msg: '会话不存在' });
      }
      expect(await call(h.app, 'chatItemAdd', { chat_id: info.data.id, message: '插话' }, { token: other })).toMatchObject({ ok: false, msg: '会话不存在' });
      // the other user's own 客服咨询 list is empty
      expect((await call<Page<ChatSession>>(h.app, 'chatListByUser', { chat_type: 'chat_service' }, { token: other })).data.total).toBe(0);
      // staff cannot start a conversation with someone who never came to them
      expect(await call(h.app, 'chatItemAdd', { to_user_id: await idOf(DEMO.company), chat_type: 'chat_user2', message: '推销' }, { token: staff })).toMatchObject({
        ok: false,
        msg: '会话不存在',
      });
      // a "customer-service" chat with an ordinary member is not a thing
      expect(await call(h.app, 'chatInfoByUser', { to_user_id: await idOf(DEMO.company), chat_type: 'chat_service' }, { token: member })).toMatchObject({
        ok: false,
        msg: '会话不存在',
      });
      expect(await call(h.app, 'chatToUserInfo', { to_user_id: await idOf(DEMO.salesman) }, { token: member })).toMatchObject({ ok: false, msg: '用户不存在' });
      // logged out: code -1
      expect(await call(h.app, 'chatListByUser', { chat_type: 'chat_service' })).toMatchObject({ ok: false, code: -1 });
    });

    it('message text: blank refused, 2,000 characters kept, 2,001 refused with a clear message, stored as typed', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const staffId = await idOf(DEMO.custuser);
      expect(await call(h.app, 'chatItemAdd', { to_user_id: staffId, message: '   ' }, { token: member })).toMatchObject({ ok: false, msg: '消息内容不能为空' });
      expect(await call(h.app, 'chatItemAdd', { to_user_id: staffId, message: '长'.repeat(2001) }, { token: member })).toMatchObject({
        ok: false,
        msg: MSG_CHAT_TOO_LONG,
      });
      const long = await call<ChatMessage>(h.app, 'chatItemAdd', { to_user_id: staffId, message: '长'.repeat(2000) }, { token: member });
      expect(long.ok).toBe(true);
      expect([...long.data.message]).toHaveLength(2000);
      const script = '<img src=x onerror=alert(1)>\n第二行';
      const sent = await call<ChatMessage>(h.app, 'chatItemAdd', { to_user_id: staffId, message: script }, { token: member });
      expect(sent.data.message).toBe(script);
    });

    it('online staff are the ones whose chat page beat within the last minute', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const staff = await loginAs(h.app, DEMO.custuser);
      expect((await call<Items<CustUser>>(h.app, 'listCustUser', {}, { token: member })).data.items).toEqual([]);
      await call(h.app, 'chatHeartbeat', {}, { token: staff });
      // an ordinary member's beat does not make them staff
      await call(h.app, 'chatHeartbeat', {}, { token: member });
      const online = await call<Items<CustUser>>(h.app, 'listCustUser', {}, { token: member });
      expect(online.data.items.map((u) => u.name)).toEqual(['客服小安']);
      h.clock.advance(61_000);
      expect((await call<Items<CustUser>>(h.app, 'listCustUser', {}, { token: member })).data.items).toEqual([]);
    });
  });

  describe('paid expert consultation', () => {
    it('no chat before payment; payment opens it; paying again goes straight to it (paysuccess)', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const expert = await demoExpert();
      const pay = await call<ExpertPayAnswer>(h.app, 'expertPay', { expert_id: expert.id, pay_type: 'native' }, { token: member });
      expect(pay.ok).toBe(true);
      expect(pay.data).toMatchObject({ pass: 0, total_price: Number(expert.price).toFixed(2) });
      const orderNo = pay.data.order_no;
      expect(await call(h.app, 'chatInfoByUser', { order_no: orderNo, chat_type: 'chat_expert' }, { token: member })).toMatchObject({ ok: false, msg: '会话不存在' });
      expect(await call(h.app, 'chatItemAdd', { order_no: orderNo, chat_type: 'chat_expert', message: '白嫖' }, { token: member })).toMatchObject({ ok: false, msg: '会话不存在' });
      const unpaid = await call<Page<ExpertOrder>>(h.app, 'expertOrdersListSelf', { pageNum: 1, pageSize: 20 }, { token: member });
      expect(unpaid.data.items[0]).toMatchObject({ order_no: orderNo, ispay: 0, is_confirm: null, expert_name: expert.name });

      if (!('code_url' in pay.data)) throw new Error('expected a QR payment');
      await payOrder(pay.data.code_url);
      const info = await call<ChatInfo>(h.app, 'chatInfoByUser', { order_no: orderNo, chat_type: 'chat_expert' }, { token: member });
      expect(info.data).toMatchObject({ is_confirm: 0, isremark: 1, item_id: expert.id, to_user_id: expert.userId, to_user_name: '赵六' });

      const again = await call<ExpertPayAnswer>(h.app, 'expertPay', { expert_id: expert.id, pay_type: 'native' }, { token: member });
      expect(again).toMatchObject({ ok: true, msg: 'paysuccess', data: { order_no: orderNo, to_user_id: expert.userId } });

      const orders = await call<Page<ExpertOrder>>(h.app, 'expertOrdersListSelf', { is_pay: 1 }, { token: member });
      expect(orders.data.items).toHaveLength(1);
      expect(orders.data.items[0]).toMatchObject({ order_no: orderNo, ispay: 1, is_confirm: 0 });
      // another user's orders do not include it
      const other = await loginAs(h.app, DEMO.company);
      expect((await call<Page<ExpertOrder>>(h.app, 'expertOrdersListSelf', {}, { token: other })).data.total).toBe(0);
      expect(await call(h.app, 'chatInfoByUser', { order_no: orderNo }, { token: other })).toMatchObject({ ok: false, msg: '会话不存在' });
    });

    it('an unbound expert is refused; logged out is code -1', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const [unbound] = await h.db.select().from(experts).where(eq(experts.userId, 0)).limit(1);
      expect(await call(h.app, 'expertPay', { expert_id: unbound!.id, pay_type: 'native' }, { token: member })).toMatchObject({ ok: false, msg: '专家未绑定会员' });
      expect(await call(h.app, 'expertPay', { expert_id: unbound!.id })).toMatchObject({ code: -1 });
    });

    it('both sides chat; only the expert ends it; then sending is refused and the member rates once, read-only after', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const expertToken = await loginAs(h.app, DEMO.expert);
      const { orderNo, expert } = await paidConsult(member);
      expect((await call(h.app, 'chatItemAdd', { order_no: orderNo, message: '请问有限空间作业要求？' }, { token: member })).ok).toBe(true);
      const expertList = await call<Page<ChatSession>>(h.app, 'chatListByUser', { chat_type: 'chat_user' }, { token: expertToken });
      expect(expertList.data.items[0]).toMatchObject({ order_no: orderNo, to_user_name: '张三', unread: 1 });
      expect((await call(h.app, 'chatItemAdd', { order_no: orderNo, message: '先通风后检测再作业。' }, { token: expertToken })).ok).toBe(true);

      // rating before the end: refused
      expect(await call(h.app, 'chatRemarkAdd', { order_no: orderNo, content: '好', score: '5' }, { token: member })).toMatchObject({ ok: false, msg: '咨询未结束，暂不能评价' });
      const chat = (await h.db.select().from(chats).where(eq(chats.orderNo, orderNo)))[0]!;
      expect(await call(h.app, 'chatConfirm', { chat_id: chat.id }, { token: member })).toMatchObject({ ok: false, msg: '只有专家可以结束咨询' });
      const ended = await call<ChatInfo>(h.app, 'chatConfirm', { chat_id: chat.id }, { token: expertToken });
      expect(ended.data.is_confirm).toBe(1);
      expect(await call(h.app, 'chatItemAdd', { order_no: orderNo, message: '还有一个问题' }, { token: member })).toMatchObject({ ok: false, msg: '咨询已结束' });

      expect(await call(h.app, 'chatRemarkAdd', { order_no: orderNo, content: '  ', score: '5' }, { token: member })).toMatchObject({ ok: false, msg: '评价内容不能为空' });
      expect(await call(h.app, 'chatRemarkAdd', { order_no: orderNo, content: '好', score: '4.3' }, { token: member })).toMatchObject({ ok: false, msg: '请选择评分' });
      // the expert cannot rate themselves
      expect(await call(h.app, 'chatRemarkAdd', { order_no: orderNo, content: '好', score: '5' }, { token: expertToken })).toMatchObject({ ok: false });
      const rated = await call<Remark>(h.app, 'chatRemarkAdd', { order_no: orderNo, content: '解答专业', score: '4.5' }, { token: member });
      expect(rated.data).toMatchObject({ xcate: 'expert', xid: expert.id, score: '4.5', content: '解答专业' });
      expect(await call(h.app, 'chatRemarkAdd', { order_no: orderNo, content: '再评', score: '1' }, { token: member })).toMatchObject({ ok: false, msg: '您已评价过了' });
      expect((await call<ChatInfo>(h.app, 'chatInfoByUser', { order_no: orderNo }, { token: member })).data.isremark).toBe(0);
      expect((await call<Remark | null>(h.app, 'chatRemarkInfo', { order_no: orderNo }, { token: member })).data).toMatchObject({ content: '解答专业' });
      const other = await loginAs(h.app, DEMO.company);
      expect(await call(h.app, 'chatRemarkInfo', { order_no: orderNo }, { token: other })).toMatchObject({ ok: false, msg: '会话不存在' });
    });
  });

  describe('event stream', () => {
    it('needs a ticket; a message to the user arrives as an event', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const staffId = await idOf(DEMO.custuser);
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      {
        expect((await fetch(`${address}${CHAT_EVENTS_PATH}?ticket=nope`)).status).toBe(401);
        const { data } = await call<{ ticket: string }>(h.app, 'chatEventsTicket', {}, { token: member });
        const controller = new AbortController();
        const res = await fetch(`${address}${CHAT_EVENTS_PATH}?ticket=${data.ticket}`, { signal: controller.signal });
        expect(res.headers.get('content-type')).toContain('text/event-stream');
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let seen = '';
        const readUntil = async (needle: string) => {
          while (!seen.includes(needle)) {
            const { value, done } = await reader.read();
            if (done) throw new Error('stream ended');
            seen += decoder.decode(value);
          }
        };
        await readUntil('event: ready');
        const sent = await call<ChatMessage>(h.app, 'chatItemAdd', { to_user_id: staffId, message: '有人吗' }, { token: member });
        await readUntil(`"chat_id":${sent.data.chat_id}`);
        expect(seen).toContain('event: chat');
        controller.abort();
      }
    });
  });
});
