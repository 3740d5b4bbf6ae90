// The express module: what other modules and the server's wiring may use of it — the tracker in use
// (the merchant's and the buyer's shipment timelines, modules/merchant).
export { expressTracker } from './tracker';
