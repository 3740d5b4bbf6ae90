// The training module: what other modules and the server's wiring may use of it.
export { markBookingPaid } from './service';
