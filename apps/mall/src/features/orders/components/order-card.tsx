// One order in the buyer's list: number, time, seller, status, its lines, the amount, the buttons, and on an
// unpaid order when it will be cancelled automatically.
import { INVOICE_STATE_LABELS, type Order } from '@ws/api-sdk';
import { formatYuan } from '@ws/ui';
import { checkoutPaymentNote, paidLabel, refundedAmount } from '@/shared/orders';
import { OrderActions } from './order-actions';
import classes from './orders.module.css';

export function OrderCard({ order }: { order: Order }) {
  return (
    <article className={classes.card} data-testid="order-card" aria-label={`订单 ${order.order_no}`}>
      <header className={classes.cardHead}>
        <span>订单号：{order.order_no}</span>
        <span>{order.create_time}</span>
        <span>{order.company_name}</span>
        <span className={classes.status}>
          {order.status}
          {order.invoice_state !== 'none' && order.ispay === 1 ? <span className={classes.invoiceTag}>{INVOICE_STATE_LABELS[order.invoice_state]}</span> : null}
        </span>
      </header>
      {order.order_items.map((l) => (
        <div key={l.id} className={classes.line}>
          {l.firstFile ? <img src={l.firstFile.FileUrl} alt={l.product_name} loading="lazy" width={56} height={56} /> : null}
          <div className={classes.lineName}>
            <div>{l.product_name}</div>
            {l.atts_items_names ? <div className={classes.muted}>{l.atts_items_names}</div> : null}
          </div>
          <span>{formatYuan(l.price)}</span>
          <span>×{l.amount}</span>
        </div>
      ))}
      <footer className={classes.cardFoot}>
        <div>
          <span>
            {paidLabel(order)}：<span className={classes.total}>{formatYuan(order.total)}</span>
          </span>
          <span className={classes.muted}>
            {' '}
            （含运费 {formatYuan(order.express_fee)}
            {order.use_profit_jifen > 0 ? `，积分抵扣 ${formatYuan(order.jifen_deduction)}` : ''}
            {Number(order.use_user_money) > 0 ? `，余额支付 ${formatYuan(order.use_user_money)}` : ''}）
          </span>
          {refundedAmount(order) ? <div className={classes.hint}>已退款 {formatYuan(refundedAmount(order))}</div> : null}
          {checkoutPaymentNote(order) ? <div className={classes.hint}>{checkoutPaymentNote(order)}</div> : null}
          {order.auto_cancel_time ? <div className={classes.hint}>未支付订单将于 {order.auto_cancel_time} 自动取消</div> : null}
        </div>
        <OrderActions order={order} />
      </footer>
    </article>
  );
}
