// Orders as every mall screen shows them: the buttons' rules of spec 02 §4 (canPay, canCancel, canConfirm,
// canAfterSales, reviewState, paysOffline, isClosed), the list's tabs (amounts: formatYuan of @ws/ui), and
// an order's invoice rows (orderInvoiceRows, useInvoiceKind: the kind from ordre_invoice_type).
export {
  ORDER_TAB_LABELS,
  canAfterSales,
  canCancel,
  canConfirm,
  canPay,
  checkoutPaymentNote,
  isClosed,
  isOrderTab,
  orderAddressLine,
  paidLabel,
  paysOffline,
  refundedAmount,
  reviewState,
} from './order-rules';
export { OrderPayDialog } from './pay-dialog';
export { orderInvoiceRows, useInvoiceKind, type InvoiceRow } from './invoice-info';
export { useTradeRules } from './trade-rules';
