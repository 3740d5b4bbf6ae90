import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ChatInfo, ChatMessage, Profile } from '@ws/api-sdk';
import { CHAT_INFO, CHAT_MESSAGES, envelope, fixtures, mockEndpoint, SUPPLIER_CARD_MESSAGE, SUPPLIER_CHAT_INFO } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { mergeMessages } from '../lib/use-chat-messages';
import { ChatRoomPage } from './chat-room-page';
import { ExpertOrdersPage } from './expert-orders-page';
import { RemarkPage } from './remark-page';
import { SessionPage, tabsFor } from './session-page';

configure({ asyncUtilTimeout: 4000 });

const render = (ui: React.ReactElement, route = '/') => renderWithProviders(ui, { app: 'mall', route });
const profile = (p: Partial<Profile>): Profile => ({ ...fixtures.profile, ...p });

const msg = (id: number, mine: boolean, text: string): ChatMessage => ({ ...CHAT_MESSAGES[0]!, id, isfrom: mine ? 0 : 1, message: text, create_time: `2026-06-01 09:${String(id).padStart(2, '0')}:00` });

describe('tabs by role', () => {
  it('members: 专家咨询, 客服咨询 and 商家咨询; experts also 会员咨询; staff only 用户咨询', () => {
    expect(tabsFor({ roles: ['member'], IsCustUser: 0, IsExpert: 0 })).toEqual({ tabs: ['chat_expert', 'chat_service', 'chat_supplier'], first: 'chat_service' });
    expect(tabsFor({ roles: ['member', 'isexpert'], IsCustUser: 0, IsExpert: 1 }).tabs).toEqual(['chat_expert', 'chat_user', 'chat_service', 'chat_supplier']);
    expect(tabsFor({ roles: ['member', 'custuser'], IsCustUser: 1, IsExpert: 0 })).toEqual({ tabs: ['chat_user2'], first: 'chat_user2' });
  });

  it('keeps messages by id, in order, once', () => {
    const a = msg(1, true, 'a');
    const b = msg(2, false, 'b');
    const c = msg(3, true, 'c');
    expect(mergeMessages([a, c], [b, c]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('/session', { timeout: 30_000 }, () => {
  it('a member sees 专家咨询, 客服咨询 (first) and 商家咨询, rows link to the chat; the staff dialog says when nobody is online', async () => {
    loginAs();
    const asked: string[] = [];
    server.use(
      mockEndpoint('profile', profile({ roles: ['member'], IsCustUser: 0, IsExpert: 0 })),
      mockEndpoint('chatListByUser', ({ payload }) => {
        asked.push(String(payload.chat_type));
        return fixtures.chatListByUser;
      }),
      mockEndpoint('listCustUser', { items: [] }),
    );
    const { user } = render(<SessionPage />, '/session');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['专家咨询', '客服咨询', '商家咨询']);
    expect(screen.getByRole('tab', { name: '客服咨询' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('link', { name: /客服小安/ });
    expect(row).toHaveAttribute('href', '/session/chatItem?chat_type=chat_service&to_user_id=1005&to_user_name=%E5%AE%A2%E6%9C%8D%E5%B0%8F%E5%AE%89&type=1');
    expect(within(row).getByText('您好，请问有什么可以帮您？')).toBeInTheDocument();
    expect(asked[0]).toBe('chat_service');
    await user.click(screen.getByRole('button', { name: '联系在线客服' }));
    expect(await screen.findByText('亲，目前没有客服人员在线，请稍后~')).toBeInTheDocument();
  });

  it('staff see only 用户咨询; experts also 会员咨询', async () => {
    loginAs();
    server.use(mockEndpoint('profile', profile({ roles: ['member', 'custuser'], IsCustUser: 1 })), mockEndpoint('chatListByUser', { items: [], total: 0 }));
    const { unmount } = render(<SessionPage />, '/session');
    await waitFor(async () => expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['用户咨询']));
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    unmount();
    server.use(mockEndpoint('profile', profile({ roles: ['member', 'isexpert'], IsCustUser: 0, IsExpert: 1 })));
    render(<SessionPage />, '/session');
    await waitFor(async () => expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['专家咨询', '会员咨询', '客服咨询', '商家咨询']));
  });

  it('online staff are listed and lead to their chat', async () => {
    loginAs();
    server.use(mockEndpoint('profile', profile({ roles: ['member'] })));
    const { user, location } = render(<SessionPage />, '/session');
    await user.click(await screen.findByRole('button', { name: '联系在线客服' }));
    await user.click(await screen.findByRole('button', { name: /客服小安/ }));
    expect(location()).toBe('/session/chatItem?chat_type=chat_service&to_user_id=1005&to_user_name=%E5%AE%A2%E6%9C%8D%E5%B0%8F%E5%AE%89&type=1');
  });
});

describe('商家咨询 (supplier conversations)', { timeout: 30_000 }, () => {
  const SUPPLIER_URL = `/session/chatItem?chat_type=chat_supplier&chat_id=2&to_user_id=1002&to_user_name=${encodeURIComponent('广州安信安全技术有限公司')}`;

  it('the tab: loading, then the empty state with where conversations start', async () => {
    loginAs();
    let answer: () => void = () => {};
    const gate = new Promise<void>((r) => (answer = r));
    server.use(
      mockEndpoint('profile', profile({ roles: ['member', 'company'] })),
      mockEndpoint('chatListByUser', async ({ payload }) => {
        if (payload.chat_type === 'chat_supplier') await gate;
        return { items: [], total: 0 };
      }),
    );
    const { user } = render(<SessionPage />, '/session');
    await user.click(await screen.findByRole('tab', { name: '商家咨询' }));
    const panel = screen.getByRole('tabpanel', { name: '商家咨询' });
    expect(within(panel).getByText(/点击“联系商家”/)).toBeInTheDocument();
    expect(within(panel).queryByText('亲，未找到记录~')).toBeNull();
    answer();
    expect(await within(panel).findByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('rows say which side the caller is (商家 asked by them, 买家 asking their company) and open the conversation by its id', async () => {
    loginAs();
    const base = fixtures.chatListByUser.items[0]!;
    server.use(
      mockEndpoint('profile', profile({ roles: ['member', 'company'] })),
      mockEndpoint('chatListByUser', {
        items: [
          { ...base, chat_id: 2, to_user_id: 1002, to_user_name: '广州安信安全技术有限公司', company_id: 501, is_answerer: 0, last_message: '[商品] 防爆手电筒' },
          { ...base, chat_id: 3, to_user_id: 1009, to_user_name: '陈七', company_id: 502, is_answerer: 1, last_message: '有现货吗？', unread: 2 },
        ],
        total: 2,
      }),
    );
    render(<SessionPage />, '/session?chat_type=chat_supplier');
    const seller = await screen.findByRole('link', { name: /广州安信安全技术有限公司/ });
    expect(within(seller).getByTestId('supplier-side')).toHaveTextContent('商家');
    expect(within(seller).queryByText(/ID：/)).toBeNull();
    expect(seller).toHaveAttribute('href', SUPPLIER_URL);
    const buyer = screen.getByRole('link', { name: /陈七/ });
    expect(within(buyer).getByTestId('supplier-side')).toHaveTextContent('买家');
    expect(within(buyer).getByLabelText('2条未读')).toBeInTheDocument();
    expect(buyer.getAttribute('href')).toContain('chat_id=3');
  });

  it('the buyer reads 商家咨询：<company> and the product card, which opens the product', async () => {
    loginAs();
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('chatInfoByUser', ({ payload }) => (asked.push(payload), SUPPLIER_CHAT_INFO)),
      mockEndpoint('chatItemListSelf', { items: [SUPPLIER_CARD_MESSAGE], total: 1 }),
    );
    render(<ChatRoomPage kind="service" />, SUPPLIER_URL);
    expect(await screen.findByRole('heading', { name: '商家咨询：广州安信安全技术有限公司' })).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ chat_type: 'chat_supplier', chat_id: '2' });
    const card = await screen.findByRole('link', { name: '商品：防爆手电筒' });
    expect(card).toHaveAttribute('href', '/enableInfo?id=301');
    expect(within(card).getByText('商品编码：SP0301 · 在售')).toBeInTheDocument();
    expect(within(card).getByText(/¥128\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回会话列表' })).toHaveAttribute('href', '/session?chat_type=chat_supplier');
  });

  it('a company member reads 买家咨询：<buyer>; an order card opens the seller’s view of the order', async () => {
    loginAs();
    const orderCard: ChatMessage = {
      ...SUPPLIER_CARD_MESSAGE,
      isfrom: 1,
      message: '[订单] T202606010001',
      card: { kind: 'order', order_no: 'T202606010001', name: '防爆手电筒', image: '', lines: 2, status: '待发货', total: '136.00' },
    };
    server.use(
      mockEndpoint('chatInfoByUser', { ...SUPPLIER_CHAT_INFO, is_answerer: 1, to_user_id: 1001, to_user_name: '张三' }),
      mockEndpoint('chatItemListSelf', { items: [orderCard], total: 1 }),
    );
    render(<ChatRoomPage kind="service" />, SUPPLIER_URL);
    expect(await screen.findByRole('heading', { name: '买家咨询：张三' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: '订单：T202606010001' });
    expect(card).toHaveAttribute('href', '/infoSelf?order_no=T202606010001&view=merchant');
    expect(within(card).getByText(/待发货/)).toHaveTextContent('待发货 · 合计 ¥136.00');
    expect(within(card).getByText('订单号：T202606010001 · 共2种商品')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message')[0]).toHaveAttribute('data-mine', '0');
  });
});

describe('/session/chatItem and /session/chatitemExpert', { timeout: 30_000 }, () => {
  const CHAT_URL = '/session/chatItem?chat_type=chat_service&to_user_id=1005&to_user_name=%E5%AE%A2%E6%9C%8D%E5%B0%8F%E5%AE%89&type=1';

  it('own messages on the right, the other side on the left, shown as text', async () => {
    loginAs();
    server.use(mockEndpoint('chatItemListSelf', { items: [msg(1, true, '<b>你好</b>'), msg(2, false, '您好')], total: 2 }));
    render(<ChatRoomPage kind="service" />, CHAT_URL);
    const items = await screen.findAllByTestId('chat-message');
    expect(items.map((m) => m.getAttribute('data-mine'))).toEqual(['1', '0']);
    expect(within(items[0]!).getByText('<b>你好</b>')).toBeInTheDocument();
    expect(document.querySelector('.bubble b, [class*=bubble] b')).toBeNull();
    expect(screen.getByRole('heading', { name: '咨询会话：客服小安' })).toBeInTheDocument();
  });

  it('send is disabled while empty; Enter sends, Shift+Enter adds a line; the sent message appears; over 2,000 is refused', async () => {
    loginAs();
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('chatItemListSelf', { items: [msg(1, false, '您好')], total: 1 }),
      mockEndpoint('chatItemAdd', ({ payload }) => {
        sent.push(payload);
        return msg(5, true, String(payload.message));
      }),
    );
    const { user } = render(<ChatRoomPage kind="service" />, CHAT_URL);
    const input = await screen.findByRole('textbox', { name: '消息内容' });
    const send = screen.getByRole('button', { name: '发送' });
    expect(send).toBeDisabled();
    await user.type(input, '第一行');
    await user.keyboard('{Shift>}{Enter}{/Shift}第二行');
    expect(input).toHaveValue('第一行\n第二行');
    expect(sent).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ chat_id: CHAT_INFO.id, message: '第一行\n第二行' }]));
    expect(await screen.findByText('第一行 第二行', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(input).toHaveValue('');

    await user.click(input);
    await user.paste('长'.repeat(2001));
    expect(await screen.findByText('消息内容不能超过2000字')).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('a failed send shows the server message', async () => {
    loginAs();
    server.use(mockEndpoint('chatItemAdd', envelope(null, { ok: false, code: 1, msg: '会话不存在' })));
    const { user } = render(<ChatRoomPage kind="service" />, CHAT_URL);
    await user.type(await screen.findByRole('textbox', { name: '消息内容' }), '在吗{Enter}');
    expect(await screen.findByText('会话不存在')).toBeInTheDocument();
  });

  it('an ended consultation: 咨询已结束, input disabled, 评价 for the member (已评价 once rated)', async () => {
    loginAs();
    const ended: ChatInfo = { ...CHAT_INFO, is_confirm: 1, order_no: '20260601090000654321', item_id: 601, to_user_id: 1004, to_user_name: '赵六', isremark: 1 };
    server.use(mockEndpoint('chatInfoByUser', ended));
    const url = '/session/chatitemExpert?chat_type=chat_expert&to_user_id=1004&order_no=20260601090000654321';
    const { unmount } = render(<ChatRoomPage kind="expert" />, url);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('咨询已结束');
    expect(screen.getByRole('textbox', { name: '消息内容' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '评价' })).toHaveAttribute(
      'href',
      '/session/remarkChatExpert?to_user_id=1004&item_id=601&order_no=20260601090000654321&stusta=1',
    );
    unmount();
    server.use(mockEndpoint('chatInfoByUser', { ...ended, isremark: 0 }));
    render(<ChatRoomPage kind="expert" />, url);
    expect(await screen.findByRole('link', { name: '已评价' })).toBeInTheDocument();
  });

  it('a free consultation (pass 1) stays open although is_confirm is 1', async () => {
    loginAs();
    server.use(mockEndpoint('chatInfoByUser', { ...CHAT_INFO, order_no: '20260601090000654321', is_confirm: 1, pass: 1 }));
    render(<ChatRoomPage kind="expert" />, '/session/chatitemExpert?chat_type=chat_expert&to_user_id=1004&order_no=20260601090000654321');
    expect(await screen.findByRole('textbox', { name: '消息内容' })).toBeEnabled();
    expect(screen.queryByText('咨询已结束')).not.toBeInTheDocument();
  });

  it('the expert answering reads 客户咨询：<member>, and can end an open consultation', async () => {
    loginAs();
    const ended: string[] = [];
    server.use(
      mockEndpoint('chatInfoByUser', { ...CHAT_INFO, order_no: '20260601090000654321', is_answerer: 1, to_user_name: '张三' }),
      mockEndpoint('chatConfirm', ({ payload }) => {
        ended.push(String(payload.chat_id));
        return { ...CHAT_INFO, is_confirm: 1 as const };
      }),
    );
    const { user } = render(<ChatRoomPage kind="expert" />, '/session/chatitemExpert?chat_type=chat_user&to_user_id=1001&order_no=20260601090000654321');
    expect(await screen.findByRole('heading', { name: '客户咨询：张三' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '结束咨询' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(ended).toEqual([String(CHAT_INFO.id)]));
  });

  it('a link without a counterpart or order: 会话不存在, under the page heading, with the way to the conversations', async () => {
    loginAs();
    render(<ChatRoomPage kind="service" />, '/session/chatItem');
    expect(await screen.findByRole('alert')).toHaveTextContent('会话不存在');
    expect(screen.getByRole('heading', { level: 1, name: '咨询会话' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在线咨询' })).toHaveAttribute('href', '/session');
  });

  it('a consultation the server does not know: the heading 专家咨询, its message, and the way to the consult orders', async () => {
    loginAs();
    server.use(mockEndpoint('chatInfoByUser', envelope(null, { ok: false, code: 1, msg: '会话不存在' })));
    render(<ChatRoomPage kind="expert" />, '/session/chatitemExpert?chat_type=chat_expert&to_user_id=1004&order_no=X1');
    expect(await screen.findByText('会话不存在')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '专家咨询' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '专家咨询订单' })).toHaveAttribute('href', '/MyExpertChatOrders');
    expect(screen.queryByRole('textbox', { name: '消息内容' })).toBeNull();
  });
});

describe('/session/remarkChatExpert', { timeout: 30_000 }, () => {
  const URL = '/session/remarkChatExpert?to_user_id=1004&item_id=601&order_no=20260601090000654321&stusta=1';

  it('content is required (评价内容不能为空); then it is sent with half stars and shows read-only', async () => {
    loginAs();
    let rated: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('chatRemarkInfo', () => (rated ? { ...fixtures.chatRemarkAdd, content: String(rated.content) } : null)),
      mockEndpoint('chatRemarkAdd', ({ payload }) => {
        rated = payload as Record<string, unknown>;
        return fixtures.chatRemarkAdd;
      }),
    );
    const { user } = render(<RemarkPage />, URL);
    await user.click(await screen.findByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价内容不能为空')).toBeInTheDocument();
    expect(rated).toBeNull();
    await user.type(screen.getByLabelText('评价内容'), '解答专业');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(rated).toEqual({ order_no: '20260601090000654321', content: '解答专业', score: '5' }));
    expect(await screen.findByRole('region', { name: '我的评价' })).toHaveTextContent('解答专业');
    expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
  });
});

describe('/MyExpertChatOrders', { timeout: 30_000 }, () => {
  it('lists the consult orders; a paid one leads to its chat', async () => {
    loginAs();
    render(<ExpertOrdersPage />, '/MyExpertChatOrders');
    const table = await screen.findByRole('table', { name: '专家咨询订单' });
    const links = within(table).getAllByRole('link', { name: '进入咨询' });
    expect(links[0]).toHaveAttribute(
      'href',
      '/session/chatitemExpert?chat_type=chat_expert&to_user_id=1004&to_user_name=%E8%B5%B5%E5%85%AD&order_no=20260601090000654321',
    );
    expect(within(table).getByText('咨询中')).toBeInTheDocument();
    expect(within(table).getByText('已结束')).toBeInTheDocument();
  });

  it('none: 亲，未找到记录~', async () => {
    loginAs();
    server.use(mockEndpoint('expertOrdersListSelf', { items: [], total: 0 }));
    render(<ExpertOrdersPage />, '/MyExpertChatOrders');
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
