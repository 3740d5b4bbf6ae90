import { reloadSession, type Address, type InvoiceProfile } from '@ws/api-sdk';
import { CART_ITEMS, DELIVERY_ADDRESS, envelope, fixtures, INVOICE_ADDRESS, INVOICE_PROFILE, MAIN_ORDER, mockEndpoint, NATIVE_PAYMENT, ORDER_QUOTE } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveChosenAddress } from '@/shared/addresses/chosen';
import { clearCheckoutDraft, readCheckoutDraft } from '@/shared/checkout-draft/checkout-draft';
import { server } from '@/testing/server';
import { CheckoutPage } from './checkout-page';
import { OfflinePage } from './offline-page';

const render = (route = '/checkoutQuick?ids=901') => renderWithProviders(<CheckoutPage />, { app: 'mall', route });

const OTHER_ADDRESS: Address = { ...DELIVERY_ADDRESS, id: 7, is_default: 0, contact: '李四', address: '珠江新城花城大道 8 号' };
const PERSONAL_PROFILE: InvoiceProfile = { ...INVOICE_PROFILE, id: 2, name: '王五', invoice_type: 0, identification: '', is_default: 0 };
/** the quick order's lines, until a submit takes them out of the cart */
const quickOrder = () => {
  const state = { linesLeft: true };
  server.use(
    mockEndpoint('orderLines', () => ({ order_no: '888888', pending: 0 as const, items: state.linesLeft ? CART_ITEMS.slice(0, 1) : [] })),
    mockEndpoint('ordersSubmit', () => {
      state.linesLeft = false;
      return fixtures.ordersSubmit;
    }),
    mockEndpoint('infoByMainOrderNo', { ...MAIN_ORDER, pay_cate: 1 as const }),
  );
  return state;
};

describe('/checkoutQuick', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 't');
    sessionStorage.clear();
    reloadSession();
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
    // a contract may be the PDF the other party sent
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('.pdf');
  });

  it('shows each supplier’s goods and shipping, and the shipping rule in force (not a fixed text)', async () => {
    server.use(
      mockEndpoint('ordersQuote', {
        ...ORDER_QUOTE,
        sellers: [
          { company_id: 3, company_name: '东莞市安泰劳保用品有限公司', goods: '105.00', express_fee: '8.00' },
          { company_id: 4, company_name: '广州安信安全技术有限公司', goods: '1200.00', express_fee: '0.00' },
        ],
      }),
      mockEndpoint('tradeRules', { shipping: { free_from: '500.00', base: '12.00', remote: '40.00' }, quote_valid_days: 30 }),
    );
    render('/checkoutQuick?ids=901');
    const sellers = await screen.findByRole('list', { name: '各供应商运费' });
    expect(within(sellers).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '东莞市安泰劳保用品有限公司商品 ¥105.00，运费 ¥8.00',
      '广州安信安全技术有限公司商品 ¥1,200.00，运费 包邮',
    ]);
    expect(await screen.findByText('每个供应商的订单满 500.00 元包邮，不满收取 12.00 元；偏远地区运费 40.00 元。')).toBeInTheDocument();
    expect(screen.queryByText(/满 300 元免运费/)).toBeNull();
  });

  it('asks the server again with points when the points box is ticked', async () => {
    const asked: { IfUseProfitJifen?: unknown }[] = [];
    server.use(
      mockEndpoint('ordersQuote', ({ payload }) => {
        asked.push(payload as { IfUseProfitJifen?: unknown });
        return payload.IfUseProfitJifen === 1 ? { ...ORDER_QUOTE, use_profit_jifen: 525, jifen_deduction: '5.25', total_price: '107.75', pay_price: '107.75' } : ORDER_QUOTE;
      }),
    );
    const { user } = render();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('checkbox', { name: /使用积分/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('¥107.75'));
  });

  it('pays from the wallet when ticked: the quote with the wallet, what is left, and a wallet-paid checkout goes to 待发货 without a QR', async () => {
    const asked: { IfUseUserMoney?: unknown }[] = [];
    const submitted: { IfUseUserMoney?: unknown }[] = [];
    quickOrder();
    server.use(
      mockEndpoint('ordersQuote', ({ payload }) => {
        asked.push(payload as { IfUseUserMoney?: unknown });
        return payload.IfUseUserMoney === 1 ? { ...ORDER_QUOTE, use_user_money: '113.00', pay_price: '0.00' } : ORDER_QUOTE;
      }),
      mockEndpoint('ordersSubmit', ({ payload }) => {
        submitted.push(payload as { IfUseUserMoney?: unknown });
        return { ...fixtures.ordersSubmit, total_price: '0.00', code_url: '' };
      }),
    );
    const { user, location } = render('/checkoutQuick?order=888888');
    await screen.findByTestId('checkout-total');
    expect(screen.getByText('使用钱包余额（余额 ¥520.00，本单可用 ¥113.00）')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '使用钱包余额' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('¥0.00'));
    expect(asked.at(-1)).toMatchObject({ IfUseUserMoney: 1 });
    expect(screen.getByTestId('checkout-wallet')).toHaveTextContent('-¥113.00');
    // the choice is part of the draft: it survives the choosers and a reload
    expect(readCheckoutDraft().useWallet).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: '发货方式' }), '快递配送');
    await user.selectOptions(screen.getByRole('combobox', { name: '期望交货日期' }), '7天内');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(location()).toBe('/myOrders?vsstatus=pay'));
    expect(submitted[0]).toMatchObject({ IfUseUserMoney: 1 });
    expect(screen.queryByRole('dialog', { name: '扫码支付' })).toBeNull();
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

  it('keeps what was typed through the address chooser and back, and a reload (the checkout draft)', async () => {
    server.use(
      mockEndpoint('addressListByUser', ({ payload }) => (Number(payload.type) === 1 ? { items: [INVOICE_ADDRESS], total: 1 } : { items: [DELIVERY_ADDRESS, OTHER_ADDRESS], total: 2 })),
      mockEndpoint('invoiceListByUser', { items: [INVOICE_PROFILE, PERSONAL_PROFILE], total: 2 }),
    );
    const first = render('/checkoutQuick?order=888888');
    const { user } = first;
    await screen.findByTestId('checkout-total');
    await user.selectOptions(screen.getByRole('combobox', { name: '发货方式' }), '物流配送');
    await user.selectOptions(screen.getByRole('combobox', { name: '期望交货日期' }), '15天内');
    await user.click(screen.getByRole('checkbox', { name: '开具发票' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '发票类型' }), '增值税普通发票');
    await user.click(await screen.findByRole('button', { name: '选择 王五' }));
    await user.type(screen.getByRole('textbox', { name: '采购备注' }), '请工作日送货');
    await user.click(screen.getByRole('radio', { name: '线下转账' }));
    first.unmount();

    // 更换地址: the chooser picks another address and goes back (what /uconfigAddressInfo does)
    saveChosenAddress('delivery', OTHER_ADDRESS);
    const back = render('/checkoutQuick?order=888888');
    await screen.findByTestId('checkout-total');
    const kept = async () => {
      expect(screen.getByRole('combobox', { name: '发货方式' })).toHaveValue('物流配送');
      expect(screen.getByRole('combobox', { name: '期望交货日期' })).toHaveValue('15天内');
      expect(screen.getByRole('checkbox', { name: '开具发票' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: '发票类型' })).toHaveValue('155');
      expect(await screen.findByRole('button', { name: '选择 王五' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('王五').closest('li')).toHaveAttribute('aria-current', 'true'));
      expect(screen.getByRole('textbox', { name: '采购备注' })).toHaveValue('请工作日送货');
      expect(screen.getByRole('radio', { name: '线下转账' })).toBeChecked();
      expect(screen.getByRole('region', { name: '收货地址' })).toHaveTextContent('李四');
    };
    await kept();
    back.unmount();

    // a reload: the same again, and the same cart lines
    render('/checkoutQuick?order=888888');
    await screen.findByTestId('checkout-total');
    await kept();
    expect(screen.getByTestId('checkout-line')).toHaveTextContent('ABS 透气安全帽 V 型');
  });

  it('submits online: the QR dialog over the submitted order, which a reload with the dialog open finds waiting for payment', async () => {
    const state = quickOrder();
    const first = render('/checkoutQuick?order=888888');
    await screen.findByTestId('checkout-total');
    await first.user.selectOptions(screen.getByRole('combobox', { name: '发货方式' }), '快递配送');
    await first.user.selectOptions(screen.getByRole('combobox', { name: '期望交货日期' }), '7天内');
    await first.user.type(screen.getByRole('textbox', { name: '采购备注' }), '加急');
    await first.user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByRole('dialog', { name: '扫码支付' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '待支付订单', hidden: true })).toHaveTextContent(MAIN_ORDER.main_order_no);
    // coming back to the tab reads nothing again: the dialog stays
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('dialog', { name: '扫码支付' })).toBeInTheDocument();
    expect(state.linesLeft).toBe(false);
    // what was typed went with the submit; its pay reference stays
    expect(readCheckoutDraft()).toMatchObject({ delivery: '', remarks: '', submitted: { main_order_no: MAIN_ORDER.main_order_no, payment: { order_no: NATIVE_PAYMENT.order_no } } });
    first.unmount();

    // the reload: the lines have left the cart; the order waits for its payment, its QR dialog open again
    const again = render('/checkoutQuick?order=888888');
    const dialog = await screen.findByRole('dialog', { name: '扫码支付' });
    expect(within(dialog).getByText('¥113.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '待支付订单', hidden: true })).toHaveTextContent(MAIN_ORDER.main_order_no);
    expect(screen.queryByText('请选择需要结算的商品')).not.toBeInTheDocument();
    // closed: 待付款, and the pay reference is forgotten
    await again.user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(again.location()).toBe('/myOrders?vsstatus=notpay'));
    expect(readCheckoutDraft().submitted).toBeNull();
  });

  it('a reload after the order was paid (or cancelled) shows it so, without the QR dialog', async () => {
    server.use(
      mockEndpoint('orderLines', { order_no: '888888', pending: 0 as const, items: [] }),
      mockEndpoint('infoByMainOrderNo', { ...MAIN_ORDER, pay_cate: 1 as const, ispay: 1 as const }),
    );
    clearCheckoutDraft({ main_order_no: MAIN_ORDER.main_order_no, payment: NATIVE_PAYMENT });
    render('/checkoutQuick?order=888888');
    expect(await screen.findByText('订单已支付')).toBeInTheDocument();
    await waitFor(() => expect(readCheckoutDraft().submitted).toBeNull());
    expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
  });

  it('a new checkout with lines is not taken over by an earlier submitted one', async () => {
    clearCheckoutDraft({ main_order_no: MAIN_ORDER.main_order_no, payment: NATIVE_PAYMENT });
    render('/checkoutQuick?order=888888');
    expect(await screen.findByTestId('checkout-total')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
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
    // a bank's receipt is often a PDF
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('.pdf');
  });
});
