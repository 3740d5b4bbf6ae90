// The experts module: what other modules and the server's wiring may use of it.
export { consultOrderInfo, consultPaidEffect } from './consult-orders';
