import { act, screen, waitFor, within } from '@testing-library/react';
import { MWEB_PAYMENT, NATIVE_PAYMENT } from '@ws/api-sdk/mocks';
import type { MobilePayment } from '@ws/api-sdk';
import { browser } from '../navigation/browser';
import { createMockHandlers, envelope, loginAs, renderWithProviders, setupMockApi } from '../testing';
import { PAY_POLL_MS, PAY_RETURN_PARAM } from './mobile-pay';
import { PayQrDialog } from './pay-qr-dialog';

const server = setupMockApi();

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT = `${IPHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

/** This browser is a phone (`ua`) 375 px wide. */
function asPhone(ua: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
}

/** The calls' payloads, with payMobile answering `mobile` (or refusing with a message) and the pay status in turn. */
function api({ mobile = MWEB_PAYMENT as MobilePayment | string, status = [0] as (0 | 1)[] } = {}) {
  const asked = { payMobile: [] as unknown[], getPaystatus: [] as unknown[] };
  server.use(
    ...createMockHandlers({
      payMobile: ({ payload }) => {
        asked.payMobile.push(payload);
        return typeof mobile === 'string' ? envelope(null, { ok: false, msg: mobile }) : mobile;
      },
      getPaystatus: ({ payload }) => {
        asked.getPaystatus.push(payload);
        return { ispay: status[Math.min(asked.getPaystatus.length - 1, status.length - 1)]! };
      },
    }),
  );
  return asked;
}

const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe("PayQrDialog on a phone", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    loginAs();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  });

  it('keeps the QR code on a computer', async () => {
    api();
    renderWithProviders(<PayQrDialog payment={NATIVE_PAYMENT} onPaid={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '扫码支付' });
    expect(await within(dialog).findByRole('img', { name: '微信支付二维码' }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '微信支付' })).not.toBeInTheDocument();
  });

  it("in a phone's browser offers 微信支付 (H5) first: off to the cashier page with this page, marked, as redirect_url", async () => {
    asPhone(IPHONE);
    const asked = api();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = renderWithProviders(<PayQrDialog payment={NATIVE_PAYMENT} paidPath="/myOrders?vsstatus=pay" onPaid={() => {}} onClose={() => {}} />, {
      route: '/myOrders?vsstatus=notpay',
    });
    const dialog = screen.getByRole('dialog', { name: '微信支付' });
    expect(within(dialog).queryByRole('img', { name: '微信支付二维码' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('¥1,280.00')).toBeInTheDocument();
    // the QR code is one tap away, for a computer beside the phone
    await user.click(within(dialog).getByRole('button', { name: '在电脑上扫码' }));
    expect(await within(dialog).findByRole('img', { name: '微信支付二维码' }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '使用本机微信支付' }));
    await user.click(within(dialog).getByRole('button', { name: '微信支付' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(asked.payMobile).toEqual([{ order_no: NATIVE_PAYMENT.order_no, client: 'mobile' }]);
    const target = new URL(assign.mock.calls[0]![0], window.location.origin);
    expect(`${target.pathname}?prepay_id=${target.searchParams.get('prepay_id')}`).toBe(MWEB_PAYMENT.mweb_url.split('&')[0]);
    const back = new URL(target.searchParams.get('redirect_url')!);
    expect(back.origin).toBe(window.location.origin);
    expect(back.searchParams.get(PAY_RETURN_PARAM)).toBe(MWEB_PAYMENT.order_no);
    expect(JSON.parse(sessionStorage.getItem('ws.payReturn')!)).toEqual({ order_no: MWEB_PAYMENT.order_no, total_price: '1280.00', paid: '/myOrders?vsstatus=pay' });
  });

  it('inside WeChat pays through the bridge (JSAPI), then polls the payment it made', async () => {
    asPhone(WECHAT);
    const jsapi: MobilePayment = {
      order_no: '20260601080000777777',
      total_price: '1280.00',
      trade_type: 'JSAPI',
      jsapi: { appId: 'wx1', timeStamp: '1780000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'HMAC-SHA256', paySign: 'S' },
    };
    const asked = api({ mobile: jsapi, status: [1] });
    const invoke = vi.fn((_name: string, _params: unknown, cb: (r: { err_msg: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:ok' }));
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    const onPaid = vi.fn();
    const { user } = renderWithProviders(<PayQrDialog payment={NATIVE_PAYMENT} onPaid={onPaid} onClose={() => {}} />);
    expect(screen.getByText('点击下方按钮，在微信内完成支付')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '微信支付' }));
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(asked.payMobile).toEqual([{ order_no: NATIVE_PAYMENT.order_no, client: 'wechat' }]);
    expect(invoke.mock.calls[0]![0]).toBe('getBrandWCPayRequest');
    expect(invoke.mock.calls[0]![1]).toEqual(jsapi.jsapi);
    await tick(PAY_POLL_MS);
    expect(asked.getPaystatus).toEqual([{ order_no: jsapi.order_no }]);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it("inside WeChat without JSAPI (the server explains): the message, and the QR code still one tap away", async () => {
    asPhone(WECHAT);
    api({ mobile: '暂不支持在微信内直接支付：请点右上角“…”选择“在浏览器打开”后支付，或在电脑上扫码支付' });
    const { user } = renderWithProviders(<PayQrDialog payment={NATIVE_PAYMENT} onPaid={() => {}} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: '微信支付' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('在浏览器打开');
    await user.click(screen.getByRole('button', { name: '在电脑上扫码' }));
    expect(await screen.findByRole('img', { name: '微信支付二维码' }, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('back from the H5 cashier (PayReturn)', () => {
  const ORDER = MWEB_PAYMENT.order_no;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    loginAs();
    sessionStorage.setItem('ws.payReturn', JSON.stringify({ order_no: ORDER, total_price: '1280.00', paid: '/myOrders?vsstatus=pay' }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('asks at once and every 5 s; 已完成支付 asks now; paid: 支付成功 and the next page', async () => {
    const asked = api({ status: [0, 0, 1] });
    const { user, location } = renderWithProviders(<p>订单</p>, { route: `/myOrders?vsstatus=notpay&${PAY_RETURN_PARAM}=${ORDER}`, app: 'mall' });
    const dialog = await screen.findByRole('dialog', { name: '微信支付' });
    expect(within(dialog).getByText('请确认微信支付是否已完成')).toBeInTheDocument();
    expect(within(dialog).getByText('¥1,280.00')).toBeInTheDocument();
    await waitFor(() => expect(asked.getPaystatus).toEqual([{ order_no: ORDER }]));
    await user.click(within(dialog).getByRole('button', { name: '已完成支付' }));
    await waitFor(() => expect(asked.getPaystatus).toHaveLength(2));
    expect(await within(dialog).findByText(/暂未查询到支付结果/)).toBeInTheDocument();
    await tick(PAY_POLL_MS);
    await waitFor(() => expect(location()).toBe('/myOrders?vsstatus=pay'));
    expect(screen.getAllByText('支付成功').length).toBeGreaterThan(0);
    expect(sessionStorage.getItem('ws.payReturn')).toBeNull();
    await tick(PAY_POLL_MS * 2);
    expect(asked.getPaystatus).toHaveLength(3);
  });

  it("支付遇到问题: back to the page as it was, the page's own QR dialog open again", async () => {
    api({ status: [0] });
    const { user, location } = renderWithProviders(<PayQrDialog payment={NATIVE_PAYMENT} onPaid={() => {}} onClose={() => {}} />, {
      route: `/checkoutQuick?order=M1&${PAY_RETURN_PARAM}=${ORDER}`,
      app: 'mall',
    });
    const dialog = await screen.findByRole('dialog', { name: '微信支付' });
    // while the return asks, the page's own dialog stays closed: one dialog polls
    expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '支付遇到问题' }));
    await waitFor(() => expect(location()).toBe('/checkoutQuick?order=M1'));
    expect(await screen.findByRole('dialog', { name: '扫码支付' })).toBeInTheDocument();
    expect(screen.queryByText('请确认微信支付是否已完成')).not.toBeInTheDocument();
  });

  it('ignores a return parameter that is no order number', () => {
    api();
    renderWithProviders(<p>页面</p>, { route: `/myOrders?${PAY_RETURN_PARAM}=${encodeURIComponent('<x>')}`, app: 'mall' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
