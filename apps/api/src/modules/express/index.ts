// The express module: what other modules and the server's wiring may use of it.
export { expressTracker } from './tracker';
