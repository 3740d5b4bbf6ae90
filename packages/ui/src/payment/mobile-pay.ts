// Paying on a phone (WeChat Pay H5 in a phone's browser, JSAPI inside WeChat) beside the QR code a computer
// scans. H5 leaves the page: the browser goes to the provider's cashier page (mweb_url) and comes back to
// the page it left with PAY_RETURN_PARAM=<order number> added (WeChat's redirect_url), where PayReturn
// (mounted by every app) asks for the pay status as the QR dialog does, also after a reload. What it needs
// besides the number (the amount, where to go once paid) is kept in session storage for that one return.
import type { JsapiPayParams, MobilePayment, PayClient } from '@ws/api-sdk';
import { isSafeTarget } from '../navigation/targets';
import { getSessionItem, setSessionItem } from '../utils/session-storage';

/** Spec 01 §9: payment polling every 5 s (the QR dialog and the H5 return alike). */
export const PAY_POLL_MS = 5000;
export const MSG_PAID = '支付成功';

import { PAY_RETURN_PARAM } from './pay-return-param';

export { PAY_RETURN_PARAM };
const RETURN_KEY = 'ws.payReturn';

/** WeChat's out_trade_no: letters, digits and _ - | *, at most 32. */
const ORDER_NO = /^[A-Za-z0-9_\-|*]{1,32}$/;

/** Where the page is paid: a computer scans the QR code, a phone's browser uses H5, WeChat's browser JSAPI. */
export type PayWhere = PayClient | 'desktop';

/**
 * Where this browser pays. WeChat's browser says so in its user agent (MicroMessenger); a phone is a
 * coarse pointer or a phone's user agent on a narrow screen (a tablet held wide still shows the QR code,
 * which a phone beside it can scan).
 */
export function payWhere(): PayWhere {
  if (typeof window === 'undefined') return 'desktop';
  const ua = window.navigator.userAgent;
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  const phoneUa = /Android|iPhone|iPod|Mobile|HarmonyOS/i.test(ua);
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return (phoneUa || coarse) && window.innerWidth <= 820 ? 'mobile' : 'desktop';
}

/** What an H5 payment's return needs besides its number. */
export interface PayReturnRecord {
  order_no: string;
  total_price: string;
  /** where the page goes once paid (a same-origin path); null: it stays, without the return parameter */
  paid: string | null;
}

/** The order number a page came back with from an H5 payment, or null. */
export function returnedOrderNo(search: string): string | null {
  const no = new URLSearchParams(search).get(PAY_RETURN_PARAM);
  return no && ORDER_NO.test(no) ? no : null;
}

/** The record of the H5 payment `orderNo` came back from, when this tab kept one. */
export function payReturnRecord(orderNo: string): PayReturnRecord | null {
  try {
    const x = JSON.parse(getSessionItem(RETURN_KEY) ?? 'null') as Partial<PayReturnRecord> | null;
    if (!x || x.order_no !== orderNo) return null;
    return { order_no: orderNo, total_price: typeof x.total_price === 'string' ? x.total_price : '', paid: isSafeTarget(x.paid) ? x.paid : null };
  } catch {
    return null;
  }
}

export const forgetPayReturn = (): void => {
  setSessionItem(RETURN_KEY, null);
};

/** `search` without the return parameter (the page as it was before paying). */
export function withoutReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAY_RETURN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The provider's cashier page, when it is one to go to: WeChat's (https, tenpay.com), or this site's stand-in (demo). */
export function cashierUrl(mwebUrl: string): string | null {
  try {
    const u = new URL(mwebUrl, window.location.origin);
    if (u.protocol === 'https:' && (u.hostname === 'tenpay.com' || u.hostname.endsWith('.tenpay.com'))) return u.href;
    return u.origin === window.location.origin ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * Where the H5 cashier sends the browser back to (WeChat's redirect_url): `returnPath` (a same-origin path)
 * or else this page, with the payment's number; the record of it kept for that return. Null when the
 * cashier page is not one to go to.
 */
export function h5Redirect(payment: Extract<MobilePayment, { trade_type: 'MWEB' }>, paths: { paid?: string | null; back?: string | null } = {}): string | null {
  const cashier = cashierUrl(payment.mweb_url);
  if (!cashier) return null;
  const record: PayReturnRecord = { order_no: payment.order_no, total_price: payment.total_price, paid: isSafeTarget(paths.paid) ? paths.paid : null };
  setSessionItem(RETURN_KEY, JSON.stringify(record));
  const page = new URL(isSafeTarget(paths.back) ? paths.back : `${window.location.pathname}${window.location.search}`, window.location.origin);
  page.searchParams.set(PAY_RETURN_PARAM, payment.order_no);
  const back = page.href;
  return `${cashier}${cashier.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`;
}

// An H5 return under way: the page's own QR dialog (a checkout reopening its payment after the reload)
// stays closed while PayReturn asks, so only one dialog polls.
let returning: string | null = null;
const listeners = new Set<() => void>();
export const payReturnStore = {
  get: (): string | null => returning,
  set(orderNo: string | null): void {
    if (returning === orderNo) return;
    returning = orderNo;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiPayParams, callback: (res: { err_msg?: string }) => void): void;
}

/** How WeChat's bridge answered getBrandWCPayRequest. */
export type JsapiOutcome = 'ok' | 'cancel' | 'fail';

/** How long the page waits for WeChat's bridge to be ready before it gives up. */
const BRIDGE_WAIT_MS = 5000;

/** Pay with WeChat's bridge (it exists only in WeChat's browser, once WeixinJSBridgeReady has fired). */
export function invokeJsapi(params: JsapiPayParams): Promise<JsapiOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('fail'), BRIDGE_WAIT_MS);
    const call = () => {
      clearTimeout(timer);
      const bridge = (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
      if (!bridge) return resolve('fail');
      bridge.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = res.err_msg ?? '';
        resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    };
    if ((window as { WeixinJSBridge?: unknown }).WeixinJSBridge) call();
    else document.addEventListener('WeixinJSBridgeReady', call, { once: true });
  });
}
