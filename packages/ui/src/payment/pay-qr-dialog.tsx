// 扫码支付 (spec 01 §5 "Training payment", 02 §4 "Checkout"): the QR code of a WeChat-Pay-native
// code_url, the amount, and the pay status polled every 5 s. ispay 1 stops the polling, notices 支付成功
// and hands over to the caller (onPaid: its next page); closing the dialog stops the polling and hands
// over too (onClose: the caller decides where that goes). Every QR payment uses this dialog.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError, call, type NativePayment } from '@ws/api-sdk';
import { notice } from '../feedback/notice';
import { QrCode } from '../qr/qr-code';
import { formatYuan } from '../utils/format-yuan';
import classes from './pay-qr-dialog.module.css';

/** Spec 01 §9: payment polling every 5 s, the payment QR code 150 px. */
export const PAY_POLL_MS = 5000;
export const PAY_QR_SIZE = 150;
export const MSG_PAID = '支付成功';

export interface PayQrDialogProps {
  /** the paying call's answer (order_no, code_url, total_price, and in demo mode simulator_url); the
   *  dialog is open while it is set */
  payment: Pick<NativePayment, 'order_no' | 'code_url' | 'total_price' | 'simulator_url'> | null;
  /** paid: the caller's next page */
  onPaid: () => void;
  /** closed before paying: the caller decides where that goes */
  onClose: () => void;
}

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

export function PayQrDialog({ payment, onPaid, onClose }: PayQrDialogProps) {
  const orderNo = payment?.order_no ?? null;
  const [state, setState] = useState<{ orderNo: string | null; paid: boolean; error: string | null }>({ orderNo: null, paid: false, error: null });
  const current = state.orderNo === orderNo ? state : { orderNo, paid: false, error: null };
  // the latest callbacks, without restarting the polling when the caller re-renders
  const handlers = useRef({ onPaid, onClose });
  useEffect(() => {
    handlers.current = { onPaid, onClose };
  });

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

  return (
    <Modal opened={payment !== null} onClose={() => handlers.current.onClose()} title="扫码支付" centered size="auto" closeButtonProps={{ 'aria-label': '关闭' }}>
      {payment ? (
        <div className={classes.body}>
          <QrCode value={payment.code_url} size={PAY_QR_SIZE} alt="微信支付二维码" />
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
          ) : (
            <p className={classes.hint}>请使用微信扫一扫完成支付</p>
          )}
          {simulator ? (
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
