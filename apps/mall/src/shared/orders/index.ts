// Orders as every mall screen shows them: the buttons' rules of spec 02 §4 (canPay, canCancel, canConfirm,
// canAfterSales, reviewState, paysOffline), the list's tabs, and amounts (formatYuan).
export {
  ORDER_TAB_LABELS,
  canAfterSales,
  canCancel,
  canConfirm,
  canPay,
  formatYuan,
  isOrderTab,
  orderAddressLine,
  paysOffline,
  reviewState,
} from './order-rules';
export { LazyPayQrDialog } from './pay-dialog';
