// Back from WeChat Pay's H5 cashier (its redirect_url): the browser returns whether or not the payer paid,
// so, as WeChat recommends, the page asks 请确认微信支付是否已完成 with 已完成支付 (ask for the pay status
// now) and 支付遇到问题 (back to the page, to pay again or another way), and meanwhile polls every 5 s as the
// QR dialog does. Paid: 支付成功 and the payable's next page (kept when the payment started), or this page
// without the return parameter. A reload keeps asking: the order number is in the URL.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Modal } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, call } from '@ws/api-sdk';
import { notice } from '../feedback/notice';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { formatYuan } from '../utils/format-yuan';
import { forgetPayReturn, MSG_PAID, PAY_POLL_MS, payReturnRecord, withoutReturn } from './mobile-pay';
import classes from './pay-qr-dialog.module.css';

export const MSG_CONFIRM_PAID = '请确认微信支付是否已完成';
export const MSG_NOT_YET_PAID = '暂未查询到支付结果，如已支付请稍候，页面将自动刷新';

export default function PayReturnDialog({ orderNo }: { orderNo: string }) {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const [record] = useState(() => payReturnRecord(orderNo));
  const [state, setState] = useState<{ paid: boolean; error: string | null; notYet: boolean; asking: boolean }>({ paid: false, error: null, notYet: false, asking: false });
  const done = useRef(false);
  const here = useRef({ pathname, search });
  here.current = { pathname, search };

  /** Back to the page as it was (without the return parameter). */
  const leave = useCallback(
    (to?: string | null) => {
      forgetPayReturn();
      const { pathname: p, search: s } = here.current;
      if (!to || !navigate(to, { replace: true })) navigate(`${p}${withoutReturn(s)}`, { replace: true });
    },
    [navigate],
  );

  const ask = useCallback(
    async (signal: AbortSignal, byHand: boolean) => {
      if (done.current) return;
      if (byHand) setState((s) => ({ ...s, asking: true }));
      try {
        const { ispay } = await call('getPaystatus', { order_no: orderNo }, { signal });
        if (signal.aborted || done.current) return;
        if (ispay === 1) {
          done.current = true;
          setState({ paid: true, error: null, notYet: false, asking: false });
          notice.success(MSG_PAID);
          leave(record?.paid);
          return;
        }
        setState((s) => ({ ...s, asking: false, notYet: s.notYet || byHand }));
      } catch (e) {
        if (signal.aborted) return;
        // refused (another member's number, a refunded payment …): say so and stop; a network failure: next tick
        if (e instanceof ApiError && (e.kind === 'server' || e.kind === 'notLoggedIn')) {
          done.current = true;
          setState({ paid: false, error: e.message, notYet: false, asking: false });
          return;
        }
        setState((s) => ({ ...s, asking: false }));
      }
    },
    [orderNo, record, leave],
  );

  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    abortRef.current = abort;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loop = async () => {
      await ask(abort.signal, false);
      if (!abort.signal.aborted && !done.current) timer = setTimeout(() => void loop(), PAY_POLL_MS);
    };
    // the notice usually arrives while the cashier page sends the browser back: ask at once
    void loop();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [ask]);

  const amount = record?.total_price ? formatYuan(Number(record.total_price)) : '';
  return (
    <Modal opened onClose={() => leave()} title="微信支付" centered size="auto" closeButtonProps={{ 'aria-label': '关闭' }}>
      <div className={classes.body}>
        {amount ? (
          <p className={classes.amount}>
            支付金额：<strong>{amount}</strong>
          </p>
        ) : null}
        {state.paid ? (
          <p className={classes.paid} role="status">
            {MSG_PAID}
          </p>
        ) : state.error ? (
          <p className={classes.error} role="alert">
            {state.error}
          </p>
        ) : (
          <p className={classes.hint}>{state.notYet ? MSG_NOT_YET_PAID : MSG_CONFIRM_PAID}</p>
        )}
        {state.paid ? null : (
          <div className={classes.actions}>
            {state.error ? null : (
              <Button fullWidth size="md" color="green" loading={state.asking} onClick={() => abortRef.current && void ask(abortRef.current.signal, true)}>
                已完成支付
              </Button>
            )}
            <Button fullWidth size="md" variant="default" onClick={() => leave()}>
              {state.error ? '关闭' : '支付遇到问题'}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
