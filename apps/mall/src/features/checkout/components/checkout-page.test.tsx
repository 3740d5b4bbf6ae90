import { CART_ITEMS, envelope, MAIN_ORDER, mockEndpoint, ORDER_QUOTE } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { CheckoutPage } from './checkout-page';
import { OfflinePage } from './offline-page';

const render = (route = '/checkoutQuick?ids=901') => renderWithProviders(<CheckoutPage />, { app: 'mall', route });

describe('/checkoutQuick', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    sessionStorage.clear();
  });

  it('shows the server’s totals of the chosen lines for the default address', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('ordersQuote', ({ payload }) => {
        asked.push(payload);
        return ORDER_QUOTE;
      }),
    );
    render('/checkoutQuick?ids=901,x,-2');
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('¥113.00');
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(1);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ ids: [901], address_id: 1, IfUseProfitJifen: 0 }));
    expect(screen.getByText('张三')).toBeInTheDocument();
  });

  it('asks the server again with points when the points box is ticked', async () => {
    const asked: { IfUseProfitJifen?: unknown }[] = [];
    server.use(
      mockEndpoint('ordersQuote', ({ payload }) => {
        asked.push(payload as { IfUseProfitJifen?: unknown });
        return payload.IfUseProfitJifen === 1 ? { ...ORDER_QUOTE, use_profit_jifen: 525, jifen_deduction: '5.25', total_price: '107.75' } : ORDER_QUOTE;
      }),
    );
    const { user } = render();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('checkbox', { name: /使用积分/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('¥107.75'));
  });

  it('says what is missing, in the spec’s order, before asking the server', async () => {
    let submitted = 0;
    server.use(
      mockEndpoint('ordersSubmit', () => {
        submitted++;
        return envelope(null, { ok: false, code: 1, msg: 'x' });
      }),
    );
    const { user } = render();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请选择发货方式')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '发货方式' }), '快递配送');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请选择期望交货日期')).toBeInTheDocument();
    expect(submitted).toBe(0);
  });

  it('submits offline: no price is sent, a key is, and the confirm message leads to /offline', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('ordersSubmit', ({ payload }) => {
        sent.push(payload as Record<string, unknown>);
        return { pay_cate: 0 as const, main_order_no: MAIN_ORDER.main_order_no, order_no: MAIN_ORDER.main_order_no, total_price: '113.00', code_url: '', remit_code: 'K7M2Q9XP' };
      }),
    );
    const { user, location } = render();
    await screen.findByTestId('checkout-total');
    await user.selectOptions(screen.getByRole('combobox', { name: '发货方式' }), '快递配送');
    await user.selectOptions(screen.getByRole('combobox', { name: '期望交货日期' }), '7天内');
    await user.click(screen.getByRole('radio', { name: '线下转账' }));
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('您已提交线下交易订单，点击确认获取支付信息')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ ids: [901], address_id: 1, pay_cate: 0, delivery: '快递配送', expected_deliverys: '7天内', contains_invoice: 0 });
    expect(String(sent[0]!.idem_key)).not.toBe('');
    expect(Object.keys(sent[0]!)).not.toContain('total_price');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(location()).toBe(`/offline?orderNo=${MAIN_ORDER.main_order_no}&total_price=113.00`));
  });

  it('submits online and shows the QR dialog, over the lines read once (the submit took them out of the cart)', async () => {
    let reads = 0;
    server.use(
      mockEndpoint('orderLines', () => {
        reads++;
        return { order_no: '888888', pending: 0 as const, items: reads === 1 ? CART_ITEMS.slice(0, 1) : [] };
      }),
    );
    const { user } = render('/checkoutQuick?order=888888');
    await screen.findByTestId('checkout-total');
    await user.selectOptions(screen.getByRole('combobox', { name: '发货方式' }), '快递配送');
    await user.selectOptions(screen.getByRole('combobox', { name: '期望交货日期' }), '7天内');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('扫码支付')).toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('扫码支付')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-line')).toBeInTheDocument();
    expect(reads).toBe(1);
  });

  it('reads the quick order 888888 with personal/list (so a reload shows it again) and quotes its lines', async () => {
    const read: unknown[] = [];
    const quoted: unknown[] = [];
    server.use(
      mockEndpoint('orderLines', ({ payload }) => {
        read.push(payload);
        return { order_no: '888888', pending: 0 as const, items: CART_ITEMS.slice(0, 1) };
      }),
      mockEndpoint('ordersQuote', ({ payload }) => {
        quoted.push(payload);
        return ORDER_QUOTE;
      }),
    );
    render('/checkoutQuick?order=888888');
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('¥113.00');
    const line = screen.getByTestId('checkout-line');
    expect(line).toHaveTextContent('ABS 透气安全帽 V 型');
    expect(line).toHaveTextContent('×3');
    expect(read).toEqual([{ order_no: '888888' }]);
    await waitFor(() => expect(quoted.at(-1)).toMatchObject({ ids: [901] }));
  });

  it('a ?ids= link reads those cart lines', async () => {
    const read: unknown[] = [];
    server.use(
      mockEndpoint('orderLines', ({ payload }) => {
        read.push(payload);
        return { order_no: '888888', pending: 0 as const, items: CART_ITEMS.slice(0, 1) };
      }),
    );
    render('/checkoutQuick?ids=901,x');
    await screen.findByTestId('checkout-total');
    // a GET: the ids travel comma-joined
    expect(read[0]).toMatchObject({ order_no: '888888', ids: '901' });
  });

  it('shows the error of personal/list with a retry', async () => {
    server.use(mockEndpoint('orderLines', envelope(null, { ok: false, code: 1, msg: '服务繁忙' })));
    render('/checkoutQuick?order=888888');
    expect(await screen.findByText(/服务繁忙|加载失败/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
  });

  it('without lines says so and links back to the cart', async () => {
    server.use(mockEndpoint('orderLines', { order_no: '888888', pending: 0 as const, items: [] }));
    render('/checkoutQuick');
    expect(await screen.findByText('请选择需要结算的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
  });
});

describe('/offline', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows the server’s amount, the remittance code and the transfer account, and links to shopping and service', async () => {
    renderWithProviders(<OfflinePage />, { app: 'mall', route: `/offline?orderNo=${MAIN_ORDER.main_order_no}&total_price=0.01` });
    expect(await screen.findByTestId('remit-code')).toHaveTextContent('K7M2Q9XP');
    expect(screen.getByTestId('offline-total')).toHaveTextContent('¥113.00');
    expect(await screen.findByText('中国工商银行广州天河支行')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/funeng');
    expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/session');
    expect(screen.getByRole('button', { name: '提交回单' })).toBeDisabled();
  });
});
