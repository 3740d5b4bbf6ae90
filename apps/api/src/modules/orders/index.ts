// The orders module: what other modules and the server's wiring use of it — the service (app.ts's timer,
// the merchant's sweep), the timers and their intervals (app.ts, main.ts: unpaid-order expiry, automatic
// confirmation of receipt), the paid effect (app.ts), the order list's filters and API shape (the
// merchant's screens), and a bank transfer's 确认到账 (the console).
export { OrdersService } from './service';
export { orderPaidEffect } from './paid-effect';
export { closeRefundedIn, startOrderExpiry } from './lifecycle';
export { autoConfirmAlone, confirmDelivered, startAutoConfirm, AUTO_CONFIRM_INTERVAL_MS } from './auto-confirm';
export { orderExpiryIntervalMs, type PayTimeouts } from './settings';
export { REMOTE_AREA_CODES, isRemoteArea, priceCheckout } from './pricing';
export { shapeOrders, tabWhere, unpaidLive } from './queries';
export { confirmTransferIn, transferDueFen, type TransferOrderRow } from './transfer';
