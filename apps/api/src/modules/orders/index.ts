export { OrdersService, orderExpiryIntervalMs, orderPaidEffect, payTimeoutsFromEnv, startOrderExpiry, type PayTimeouts } from './service';
export { REMOTE_AREA_CODES, isRemoteArea, priceCheckout } from './pricing';
export { shapeOrders, tabWhere } from './service';
