// The after-sales module: what other modules and the server's wiring may use of it.
export { ownOrder } from './routes';
