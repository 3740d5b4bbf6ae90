import { formatYuan } from '@ws/ui';
import { envelope, mockEndpoint, NATIVE_PAYMENT, ORDERS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { MyOrdersPage } from './my-orders-page';
import { OrderDetailPage } from './order-detail-page';

const render = (route = '/myOrders') => renderWithProviders(<MyOrdersPage />, { app: 'mall', route });

describe('/myOrders', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows each order with the buttons of its state and the automatic cancellation of an unpaid one', async () => {
    render();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const unpaid = within(cards[0]!);
    expect(unpaid.getByText('待付款')).toBeInTheDocument();
    expect(unpaid.getByRole('button', { name: '去支付' })).toBeEnabled();
    expect(unpaid.getByRole('button', { name: '取消订单' })).toBeEnabled();
    expect(unpaid.queryByRole('link', { name: '退换货' })).toBeNull();
    expect(unpaid.getByText(/2026-11-21 10:00:00 自动取消/)).toBeInTheDocument();
    // what an unpaid order asks for is not yet paid
    expect(unpaid.getByText(/^应付款：/)).toBeInTheDocument();
    expect(unpaid.queryByText(/^实付款：/)).toBeNull();
    const paid = within(cards[1]!);
    expect(paid.getByText('待发货')).toBeInTheDocument();
    expect(paid.getByText(/^实付款：/)).toBeInTheDocument();
    expect(paid.queryByRole('button', { name: '去支付' })).toBeNull();
    expect(paid.queryByRole('button', { name: '取消订单' })).toBeNull();
    expect(paid.getByRole('link', { name: '退换货' })).toHaveAttribute('href', `/applyAfterSales?order_no=${ORDERS[1]!.order_no}`);
    expect(paid.getByRole('link', { name: '订单详情' })).toHaveAttribute('href', `/infoSelf?order_no=${ORDERS[1]!.order_no}`);
  });

  it('asks the server for the tab in the URL and its page; the tabs are links that keep it', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('listSelfA', ({ payload }) => {
        asked.push(payload);
        return { items: [], total: 0 };
      }),
    );
    const { user, location } = render('/myOrders?vsstatus=express&page=2');
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ vsstatus: 'express', pageNum: '2', pageSize: '20' });
    expect(screen.getByRole('link', { name: '待收货' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: '待付款' }));
    await waitFor(() => expect(location()).toBe('/myOrders?vsstatus=notpay'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ vsstatus: 'notpay', pageNum: '1' }));
  });

  it('cancel asks 确定要取消吗？ and sends the order number', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('cancelSelf', ({ payload }) => {
        sent.push(payload);
        return envelope(null, { msg: '取消成功' });
      }),
    );
    const { user } = render();
    const cards = await screen.findAllByTestId('order-card');
    await user.click(within(cards[0]!).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('确定要取消吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeInTheDocument();
    expect(sent).toEqual([{ order_no: ORDERS[0]!.order_no }]);
  });

  it('pays an unpaid online order in the QR dialog; closing it goes to 待付款', async () => {
    const { user, location } = render();
    const cards = await screen.findAllByTestId('order-card');
    await user.click(within(cards[0]!).getByRole('button', { name: '去支付' }));
    expect(await screen.findByText('扫码支付')).toBeInTheDocument();
    expect(screen.getByText(formatYuan(NATIVE_PAYMENT.total_price), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(location()).toBe('/myOrders?vsstatus=notpay'));
  });

  it('an order paid with its whole checkout says so on the order and before the QR (取消 opens nothing)', async () => {
    const paySelf: unknown[] = [];
    const shared = { ...ORDERS[0]!, checkout_orders: 2, checkout_total: '200.50' };
    server.use(
      mockEndpoint('listSelfA', { items: [shared], total: 1 }),
      mockEndpoint('paySelf', ({ payload }) => {
        paySelf.push(payload);
        return envelope({ ...NATIVE_PAYMENT, total_price: '200.50' });
      }),
    );
    const { user } = render();
    const [card] = await screen.findAllByTestId('order-card');
    const note = '本次支付包含同一次结算的 2 个订单，共 ¥200.50';
    expect(within(card!).getByText(note)).toBeInTheDocument();
    await user.click(within(card!).getByRole('button', { name: '去支付' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(note)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paySelf).toEqual([]);
    await user.click(within(card!).getByRole('button', { name: '去支付' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '去支付' }));
    expect(await screen.findByText('扫码支付')).toBeInTheDocument();
    expect(paySelf).toHaveLength(1);
  });

  it('searches by order number, product or supplier and a period, kept in the URL through the tabs; a wrong period is refused', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('listSelfA', ({ payload }) => {
        asked.push(payload as Record<string, unknown>);
        return { items: [], total: 0 };
      }),
    );
    const { user, location } = render();
    await screen.findByText('亲，未找到记录~');
    await user.type(screen.getByRole('textbox', { name: '订单号、商品名称或供应商' }), '灭火器');
    const start = screen.getByLabelText('下单开始日期');
    const end = screen.getByLabelText('下单结束日期');
    await user.type(start, '2026-11-20');
    await user.type(end, '2026-11-01');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择正确的下单日期');
    expect(screen.getByRole('textbox', { name: '订单号、商品名称或供应商' })).toHaveValue('灭火器');
    await user.clear(end);
    await user.type(end, '2026-11-30');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location()).toBe('/myOrders?keyword=%E7%81%AD%E7%81%AB%E5%99%A8&start=2026-11-20&end=2026-11-30'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: '灭火器', start: '2026-11-20', end: '2026-11-30' }));
    expect(await screen.findByText('没有符合条件的订单')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '待发货' }));
    await waitFor(() => expect(location()).toBe('/myOrders?vsstatus=pay&keyword=%E7%81%AD%E7%81%AB%E5%99%A8&start=2026-11-20&end=2026-11-30'));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location()).toBe('/myOrders?vsstatus=pay'));
  });

  it('keeps what is typed in the search while the orders arrive (the list re-renders the page)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      mockEndpoint('listSelfA', async () => {
        await gate;
        return { items: [], total: 0 };
      }),
    );
    const { user } = render();
    const box = await screen.findByRole('textbox', { name: '订单号、商品名称或供应商' });
    await user.type(box, '灭火器');
    await user.type(screen.getByLabelText('下单开始日期'), '2026-11-20');
    release();
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(box).toHaveValue('灭火器');
    expect(screen.getByLabelText('下单开始日期')).toHaveValue('2026-11-20');
  });

  it('再次购买 puts a paid order’s lines in the cart, says what could not be added, and opens the cart', async () => {
    const rebuy: unknown[] = [];
    server.use(
      mockEndpoint('rebuy', ({ payload }) => {
        rebuy.push(payload);
        return { added: 1, skipped: ['丁腈涂层防护手套（M）'] };
      }),
    );
    const { user, location } = render();
    const cards = await screen.findAllByTestId('order-card');
    expect(within(cards[0]!).queryByRole('button', { name: '再次购买' })).toBeNull();
    await user.click(within(cards[1]!).getByRole('button', { name: '再次购买' }));
    expect(await screen.findByText('已加入购物车 1 件商品')).toBeInTheDocument();
    expect(await screen.findByText('以下商品已下架或无库存：丁腈涂层防护手套（M）')).toBeInTheDocument();
    expect(rebuy).toEqual([{ order_no: ORDERS[1]!.order_no }]);
    await waitFor(() => expect(location()).toBe('/cart'));
  });

  it('shows the server message when a call fails', async () => {
    server.use(mockEndpoint('paySelf', () => envelope(null, { ok: false, code: 1, msg: '订单已支付或已取消' })));
    const { user } = render();
    const cards = await screen.findAllByTestId('order-card');
    await user.click(within(cards[0]!).getByRole('button', { name: '去支付' }));
    expect(await screen.findByText('订单已支付或已取消')).toBeInTheDocument();
  });
});

describe('/infoSelf', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows times, address, items, amounts, invoice and logistics of the order, and the pay button while unpaid', async () => {
    renderWithProviders(<OrderDetailPage />, { app: 'mall', route: `/infoSelf?order_no=${ORDERS[0]!.order_no}` });
    expect(await screen.findByText(ORDERS[0]!.order_no)).toBeInTheDocument();
    expect(screen.getByText(/2026-11-21 10:00:00 自动取消/)).toBeInTheDocument();
    expect(screen.getByText('广东省 广州市 天河区 天河路 100 号')).toBeInTheDocument();
    expect(screen.getByText('ABS 透气安全帽 V 型')).toBeInTheDocument();
    expect(screen.getByText('¥113.00')).toBeInTheDocument();
    expect(screen.getByText('不开发票')).toBeInTheDocument();
    expect(screen.getByText('暂无物流信息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去支付' })).toBeEnabled();
  });

  it('打印订单 prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithProviders(<OrderDetailPage />, { app: 'mall', route: `/infoSelf?order_no=${ORDERS[0]!.order_no}` });
    await user.click(await screen.findByRole('button', { name: '打印订单' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('refunded orders', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('show 已退款 and the refunded amount in the list', async () => {
    server.use(mockEndpoint('listSelfA', { items: [{ ...ORDERS[1]!, status: '已退款' as const, refund_price: '120.50' }], total: 1 }));
    render();
    const card = within(await screen.findByTestId('order-card'));
    expect(card.getByText('已退款')).toBeInTheDocument();
    expect(card.getByText('已退款 ¥120.50')).toBeInTheDocument();
  });
});
