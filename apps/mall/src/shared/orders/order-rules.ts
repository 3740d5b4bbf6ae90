// Which buttons an order shows (spec 02 §4 "Buttons in the order list") and where they lead, for the buyer's
// list and detail and for any other screen that shows orders. Pure functions of the order's flags.
import { msgCheckoutPayment, type Order, type OrderTab } from '@ws/api-sdk';
import { formatYuan } from '@ws/ui';

type Flags = Pick<Order, 'ispay' | 'isexpress' | 'isconfirm' | 'isremark' | 'pay_cate' | 'status'> & Partial<Pick<Order, 'total' | 'refund_price'>>;

/**
 * 已取消, and its refund variants (已取消（已退款）, 已取消（退款处理中）) of a payment that came too late; and an
 * order the seller refunded in full, which the server has closed (已退款 with refund_price = total).
 */
export const isClosed = (o: Flags) =>
  o.status.startsWith('已取消') || (!!o.refund_price && !!o.total && Number(o.refund_price) >= Number(o.total) && Number(o.total) > 0);

/** Pay: while ispay is not 1 (and the order is not cancelled). */
export const canPay = (o: Flags) => !isClosed(o) && o.ispay !== 1;
/** Cancel: while ispay is 0. */
export const canCancel = (o: Flags) => !isClosed(o) && o.ispay === 0;
/** Confirm receipt: shipped, not confirmed, paid. */
export const canConfirm = (o: Flags) => !isClosed(o) && o.isexpress === 1 && o.isconfirm !== 1 && o.ispay === 1;
/** Return / exchange: paid and not confirmed. */
export const canAfterSales = (o: Flags) => !isClosed(o) && o.ispay === 1 && o.isconfirm !== 1;
/**
 * Review: once confirmed, 评价 until every line is reviewed, then 已评价. (The original keyed this on a
 * reused isexpress flag; here the order says itself whether its lines are reviewed.)
 */
export const reviewState = (o: Flags): 'review' | 'reviewed' | null => (o.isconfirm === 1 ? (o.isremark === 1 ? 'reviewed' : 'review') : null);
/** Offline orders not in the shipped-unconfirmed-paid state pay on the offline page. */
export const paysOffline = (o: Flags) => o.pay_cate === 0 && !canConfirm(o);

/** The list's tabs (spec 02 §2 Orders), 已取消 not among them. */
export const ORDER_TAB_LABELS: { value: OrderTab; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'notpay', label: '待付款' },
  { value: 'pay', label: '待发货' },
  { value: 'express', label: '待收货' },
  { value: 'confirm', label: '已完成' },
];

export const isOrderTab = (v: string): v is OrderTab => ORDER_TAB_LABELS.some((t) => t.value === v);

/** One line of an order's delivery address. */
export const orderAddressLine = (o: Pick<Order, 'province_name' | 'city_name' | 'county_name' | 'address'>) =>
  [o.province_name, o.city_name, o.county_name, o.address].filter(Boolean).join(' ');

/** What an approved after-sales request gave back, yuan, or null when nothing was (the status then reads 已退款). */
export const refundedAmount = (o: Pick<Order, 'refund_price'>): string | null => (o.refund_price && Number(o.refund_price) > 0 ? o.refund_price : null);

/** The amount's label: 实付款 once paid, 应付款 while the order waits for its payment. */
export const paidLabel = (o: Pick<Order, 'ispay'>): string => (o.ispay === 1 ? '实付款' : '应付款');

/**
 * An unpaid order of a checkout over several suppliers is paid with one payment for all of them: what it
 * covers (本次支付包含同一次结算的 2 个订单，共 ¥200.50), said on the order and before its QR; null when the
 * payment is this order's alone.
 */
export const checkoutPaymentNote = (o: Flags & Pick<Order, 'checkout_orders' | 'checkout_total'>): string | null =>
  canPay(o) && (o.checkout_orders ?? 1) > 1 && o.checkout_total ? msgCheckoutPayment(o.checkout_orders!, formatYuan(o.checkout_total)) : null;
