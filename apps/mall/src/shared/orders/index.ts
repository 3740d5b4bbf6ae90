// Orders as every mall screen shows them: the buttons' rules of spec 02 §4 (canPay, canCancel, canConfirm,
// canAfterSales, reviewState, paysOffline, isClosed) and the list's tabs (amounts: formatYuan of @ws/ui).
export {
  ORDER_TAB_LABELS,
  canAfterSales,
  canCancel,
  canConfirm,
  canPay,
  isClosed,
  isOrderTab,
  orderAddressLine,
  paidLabel,
  paysOffline,
  refundedAmount,
  reviewState,
} from './order-rules';
export { OrderPayDialog } from './pay-dialog';
