// The reviews module: what other modules and the server's wiring may use of it.
export { toRemark } from './queries';
