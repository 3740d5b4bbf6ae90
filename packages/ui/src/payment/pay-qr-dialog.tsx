// 扫码支付 (spec 01 §5 "Training payment", 02 §4 "Checkout"): the QR code of a WeChat-Pay-native
// code_url, the amount, and the pay status polled every 5 s. ispay 1 stops the polling, notices 支付成功
// and hands over to the caller (onPaid: its next page); closing the dialog stops the polling and hands
// over too (onClose: the caller decides where that goes). Every QR payment uses this dialog.
// On a phone a QR code on the same screen cannot be scanned: in a phone's browser the main action is
// 微信支付 (WeChat Pay H5: payMobile answers the provider's cashier page, the browser goes there and comes
// back to this page, where PayReturn asks for the pay status, see mobile-pay.ts), inside WeChat it is the
// JSAPI bridge (then this dialog polls the new payment); the QR code stays one tap away (在电脑上扫码).
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Modal } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, call, type NativePayment } from '@ws/api-sdk';
import { notice } from '../feedback/notice';
import { browser } from '../navigation/browser';
import { h5Redirect, invokeJsapi, MSG_PAID, PAY_POLL_MS, payReturnStore, payWhere } from './mobile-pay';
import { QrCode } from '../qr/qr-code';
import { formatYuan } from '../utils/format-yuan';
import classes from './pay-qr-dialog.module.css';

/** Spec 01 §9: the payment QR code 150 px (polling every 5 s: PAY_POLL_MS). */
export const PAY_QR_SIZE = 150;
export { MSG_PAID, PAY_POLL_MS };

export interface PayQrDialogProps {
  /** the paying call's answer (order_no, code_url, total_price, and in demo mode simulator_url); the
   *  dialog is open while it is set */
  payment: Pick<NativePayment, 'order_no' | 'code_url' | 'total_price' | 'simulator_url'> | null;
  /** paid: the caller's next page */
  onPaid: () => void;
  /** closed before paying: the caller decides where that goes */
  onClose: () => void;
  /** where the page goes when a phone's H5 payment (which leaves the page) comes back paid, as onPaid
   *  would (a same-origin path); without it the page it comes back to, reloaded */
  paidPath?: string;
  /** the page a phone's H5 payment comes back to, to see whether it was paid (a same-origin path where the
   *  payable can be paid again); without it the page it was started on */
  returnPath?: string;
}

export const MSG_JSAPI_CANCELLED = '已取消支付';
export const MSG_JSAPI_FAILED = '微信支付未完成，请重试或在电脑上扫码支付';
export const MSG_BAD_CASHIER = '微信支付暂不可用，请在电脑上扫码支付';

/** ¥ and 2 decimals of the server's amount ('' counts as 0; text that is not a number after the ¥ as it is). */
const formatAmount = (total: string): string => formatYuan(Number(total)) || `¥${total}`;

/** A same-origin path of the server's link, or null (never a javascript: or outside URL). */
function sameOriginPath(url: string | undefined): string | null {
  if (!url || typeof window === 'undefined') return null;
  try {
    const u = new URL(url, window.location.origin);
    if (u.origin !== window.location.origin || (u.protocol !== 'http:' && u.protocol !== 'https:')) return null;
    return `${u.pathname}${u.search}`;
  } catch {
    return null;
  }
}

export function PayQrDialog({ payment, onPaid, onClose, paidPath, returnPath }: PayQrDialogProps) {
  const [where] = useState(payWhere);
  // a payment made in WeChat (JSAPI) is another order number of the same payable: that one is polled
  const [switched, setSwitched] = useState<{ from: string; to: string } | null>(null);
  const orderNo = payment ? (switched?.from === payment.order_no ? switched.to : payment.order_no) : null;
  const [state, setState] = useState<{ orderNo: string | null; paid: boolean; error: string | null }>({ orderNo: null, paid: false, error: null });
  const current = state.orderNo === orderNo ? state : { orderNo, paid: false, error: null };
  const [showQr, setShowQr] = useState(where === 'desktop');
  const [mobile, setMobile] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const returning = useSyncExternalStore(payReturnStore.subscribe, payReturnStore.get, () => null);
  // the latest callbacks, without restarting the polling when the caller re-renders
  const handlers = useRef({ onPaid, onClose });
  useEffect(() => {
    handlers.current = { onPaid, onClose };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!orderNo) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { ispay } = await call('getPaystatus', { order_no: orderNo }, { signal: abort.signal });
        if (abort.signal.aborted) return;
        if (ispay === 1) {
          setState({ orderNo, paid: true, error: null });
          notice.success(MSG_PAID);
          handlers.current.onPaid();
          return;
        }
      } catch (e) {
        if (abort.signal.aborted) return;
        // the server refused (an order that is not the caller's …): stop and say so; a timeout or a
        // network failure: try again at the next tick
        if (e instanceof ApiError && (e.kind === 'server' || e.kind === 'notLoggedIn')) {
          setState({ orderNo, paid: false, error: e.message });
          return;
        }
      }
      timer = setTimeout(() => void poll(), PAY_POLL_MS);
    };
    timer = setTimeout(() => void poll(), PAY_POLL_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [orderNo]);

  const simulator = sameOriginPath(payment?.simulator_url);

  /** 微信支付 on a phone: H5 leaves for the provider's cashier page; in WeChat the bridge pays here. */
  const payOnPhone = async () => {
    if (!payment || mobile.busy || where === 'desktop') return;
    setMobile({ busy: true, error: null });
    try {
      const answer = await call('payMobile', { order_no: payment.order_no, client: where });
      if (answer.trade_type === 'MWEB') {
        const target = h5Redirect(answer, { paid: paidPath ?? null, back: returnPath ?? null });
        if (!target) throw new Error(MSG_BAD_CASHIER);
        browser.assign(target);
        return;
      }
      const outcome = await invokeJsapi(answer.jsapi);
      if (!mounted.current) return;
      if (outcome === 'ok') {
        setSwitched({ from: payment.order_no, to: answer.order_no });
        setMobile({ busy: false, error: null });
        return;
      }
      setMobile({ busy: false, error: outcome === 'cancel' ? MSG_JSAPI_CANCELLED : MSG_JSAPI_FAILED });
    } catch (e) {
      if (!mounted.current) return;
      // not logged in: the call layer already said so and went to /login
      setMobile({ busy: false, error: e instanceof ApiError && e.kind === 'notLoggedIn' ? null : e instanceof Error ? e.message : MSG_JSAPI_FAILED });
    }
  };

  const phone = where !== 'desktop';
  return (
    <Modal
      opened={payment !== null && returning === null}
      onClose={() => handlers.current.onClose()}
      title={phone ? '微信支付' : '扫码支付'}
      centered
      size="auto"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {payment ? (
        <div className={classes.body}>
          {showQr ? <QrCode value={payment.code_url} size={PAY_QR_SIZE} alt="微信支付二维码" /> : null}
          <p className={classes.amount}>
            支付金额：<strong>{formatAmount(payment.total_price)}</strong>
          </p>
          {current.paid ? (
            <p className={classes.paid} role="status">
              {MSG_PAID}
            </p>
          ) : current.error ? (
            <p className={classes.error} role="alert">
              {current.error}
            </p>
          ) : mobile.error ? (
            <p className={classes.error} role="alert">
              {mobile.error}
            </p>
          ) : showQr ? (
            <p className={classes.hint}>{phone ? '请用另一台设备上的微信扫一扫完成支付' : '请使用微信扫一扫完成支付'}</p>
          ) : (
            <p className={classes.hint}>{where === 'wechat' ? '点击下方按钮，在微信内完成支付' : '点击下方按钮，跳转到微信完成支付，支付后自动返回本页'}</p>
          )}
          {phone && !current.paid ? (
            <div className={classes.actions}>
              {showQr ? null : (
                <Button fullWidth size="md" color="green" loading={mobile.busy} onClick={() => void payOnPhone()}>
                  微信支付
                </Button>
              )}
              <button type="button" className={classes.switch} onClick={() => setShowQr((v) => !v)}>
                {showQr ? '使用本机微信支付' : '在电脑上扫码'}
              </button>
            </div>
          ) : null}
          {simulator && showQr ? (
            <div className={classes.demo} role="note" aria-label="演示环境提示">
              <span className={classes.tag}>演示环境</span>
              <span>
                二维码打开的是本机的模拟支付页（代替微信支付），在该页确认支付后此处自动完成。{' '}
                <a href={simulator} target="_blank" rel="noopener noreferrer">
                  在本机打开模拟支付页
                </a>
              </span>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
