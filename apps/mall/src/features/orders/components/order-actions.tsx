// An order's buttons (spec 02 §4), in the list and on the detail: pay (online: the QR dialog; offline: the
// offline page), cancel (确定要取消吗？ → 取消成功), confirm receipt (确定要收货吗？ → 收货成功, then the
// 待收货 tab), return/exchange, review / 已评价, and 再次购买 once the order is paid or closed (its lines back in
// the cart at today's prices and stock, then the cart), and 联系商家 (a chat with the seller, the order
// attached). Each button is disabled while its call runs.
import { ApiError, MSG_CANCEL_DONE, MSG_CONFIRM_DONE, msgRebuyDone, msgRebuySkipped, type NativePayment, type Order } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, confirmDialog, notice, useAppNavigate } from '@ws/ui';
import { useState } from 'react';
import { canAfterSales, canCancel, canConfirm, canPay, checkoutPaymentNote, OrderPayDialog, paysOffline, reviewState } from '@/shared/orders';
import { ContactSupplierButton } from '@/shared/supplier-chat';
import { useCancelOrder, useConfirmOrder, usePayOrder, useRebuy } from '../api/use-orders';
import classes from './orders.module.css';

const failed = (err: unknown) => {
  if (err instanceof ApiError && err.kind === 'notLoggedIn') return;
  notice.error(err instanceof Error ? err.message : '操作失败，请稍后重试');
};

export function OrderActions({ order, showDetail = true }: { order: Order; showDetail?: boolean }) {
  const navigate = useAppNavigate();
  const cancel = useCancelOrder();
  const confirm = useConfirmOrder();
  const pay = usePayOrder();
  const rebuy = useRebuy();
  const [payment, setPayment] = useState<NativePayment | null>(null);
  const busy = cancel.isPending || confirm.isPending || pay.isPending || rebuy.isPending;

  const onPay = async () => {
    // one payment pays the whole checkout: say so before the QR or the transfer page
    const note = checkoutPaymentNote(order);
    if (note && !(await confirmDialog({ title: '合并支付', message: note, confirmLabel: '去支付' }))) return;
    if (paysOffline(order)) {
      navigate(paths.offline({ orderNo: order.main_order_no, total_price: order.checkout_total ?? order.total }));
      return;
    }
    try {
      setPayment(await pay.mutateAsync(order.order_no));
    } catch (err) {
      failed(err);
    }
  };
  const onCancel = async () => {
    if (!(await confirmDialog({ message: '确定要取消吗？' }))) return;
    try {
      await cancel.mutateAsync(order.order_no);
      notice.success(MSG_CANCEL_DONE);
    } catch (err) {
      failed(err);
    }
  };
  const onConfirm = async () => {
    if (!(await confirmDialog({ message: '确定要收货吗？' }))) return;
    try {
      await confirm.mutateAsync(order.order_no);
      notice.success(MSG_CONFIRM_DONE);
      navigate(paths.myOrders('express'));
    } catch (err) {
      failed(err);
    }
  };
  const onRebuy = async () => {
    try {
      const { added, skipped } = await rebuy.mutateAsync(order.order_no);
      notice.success(msgRebuyDone(added));
      if (skipped.length > 0) notice.warning(msgRebuySkipped(skipped));
      navigate(paths.cart());
    } catch (err) {
      failed(err);
    }
  };
  const review = reviewState(order);
  const firstLine = order.order_items[0];

  return (
    <div className={classes.actions}>
      {showDetail && (
        <AppLink
          className={classes.button}
          to={paths.infoSelf({
            order_no: order.order_no,
            ...(order.invoice_id ? { invoice_id: order.invoice_id } : {}),
            ...(order.invoice_address_id ? { invoice_address_id: order.invoice_address_id } : {}),
          })}
        >
          订单详情
        </AppLink>
      )}
      {canPay(order) && (
        <button type="button" className={classes.primary} disabled={busy} onClick={() => void onPay()}>
          去支付
        </button>
      )}
      {canCancel(order) && (
        <button type="button" className={classes.button} disabled={busy} onClick={() => void onCancel()}>
          取消订单
        </button>
      )}
      {canConfirm(order) && (
        <button type="button" className={classes.primary} disabled={busy} onClick={() => void onConfirm()}>
          确认收货
        </button>
      )}
      {canAfterSales(order) && (
        <AppLink className={classes.button} to={paths.applyAfterSales(order.order_no)}>
          退换货
        </AppLink>
      )}
      {review === 'review' && firstLine && (
        <AppLink className={classes.button} to={paths.remark({ order_no: order.order_no, product_id: firstLine.product_id, item_id: firstLine.id })}>
          评价
        </AppLink>
      )}
      {review === 'reviewed' && <span className={classes.muted}>已评价</span>}
      {!canPay(order) && (
        <button type="button" className={classes.button} disabled={busy} onClick={() => void onRebuy()}>
          再次购买
        </button>
      )}
      <ContactSupplierButton className={classes.button} companyId={order.company_id} orderNo={order.order_no} />
      <OrderPayDialog payment={payment} onDone={() => setPayment(null)} />
    </div>
  );
}
