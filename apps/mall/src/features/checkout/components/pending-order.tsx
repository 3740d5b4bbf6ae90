// /checkoutQuick?order= : a checkout already submitted and not yet paid. Online: pay with its QR payment;
// offline: the offline page with the transfer information. Also what /checkoutQuick shows right after a submit
// and after a reload while its payment was open (the checkout draft keeps the submitted checkout's pay
// reference): `resume` reopens that QR payment once the order is known to be still payable.
import { ApiError, type MainOrder, type NativePayment } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { formatYuan, notice, QueryState, useAppNavigate } from '@ws/ui';
import { useEffect, useState } from 'react';
import { forgetSubmittedCheckout } from '@/shared/checkout-draft/checkout-draft';
import { OrderPayDialog } from '@/shared/orders';
import { useMainOrder, usePayPending } from '../api/use-checkout';
import classes from './checkout.module.css';
import { OrderLines } from './order-lines';

const isPayable = (m: MainOrder) => m.ispay === 0 && m.cancelled === 0;

export function PendingOrder({ orderNo, resume = null }: { orderNo: string; resume?: NativePayment | null }) {
  const navigate = useAppNavigate();
  const main = useMainOrder(orderNo);
  const pay = usePayPending();
  const [payment, setPayment] = useState<NativePayment | null>(resume);
  // a resumed payment waits for the order's first answer: paid or closed meanwhile, it is not reopened
  const [resumeChecked, setResumeChecked] = useState(resume === null);
  const payable = main.data ? isPayable(main.data) : null;
  useEffect(() => {
    if (resumeChecked || payable === null) return;
    setResumeChecked(true);
    if (!payable) {
      setPayment(null);
      forgetSubmittedCheckout(orderNo);
    }
  }, [resumeChecked, payable, orderNo]);
  return (
    <QueryState query={main}>
      {(m) => {
        const onPay = async () => {
          if (m.pay_cate === 0) {
            navigate(paths.offline({ orderNo: m.main_order_no, total_price: m.total_price }));
            return;
          }
          try {
            setPayment(await pay.mutateAsync(m.main_order_no));
          } catch (err) {
            if (!(err instanceof ApiError && err.kind === 'notLoggedIn')) notice.error(err instanceof Error ? err.message : '操作失败，请稍后重试');
          }
        };
        return (
          <section className={classes.section} aria-label="待支付订单">
            <h1 className={classes.title}>订单 {m.main_order_no}</h1>
            {m.orders.map((o) => (
              <div key={o.order_no}>
                <OrderLines lines={o.order_items} />
              </div>
            ))}
            <p>
              应付总额：<span className={classes.total}>{formatYuan(m.total_price)}</span>
            </p>
            {m.auto_cancel_time ? <p className={classes.hint}>未支付订单将于 {m.auto_cancel_time} 自动取消</p> : null}
            {isPayable(m) ? (
              <button type="button" className={classes.submit} disabled={pay.isPending} onClick={() => void onPay()}>
                去支付
              </button>
            ) : (
              <p className={classes.muted}>{m.cancelled ? '订单已取消' : '订单已支付'}</p>
            )}
            <OrderPayDialog
              payment={resumeChecked ? payment : null}
              onDone={() => {
                setPayment(null);
                forgetSubmittedCheckout(m.main_order_no);
              }}
            />
          </section>
        );
      }}
    </QueryState>
  );
}
