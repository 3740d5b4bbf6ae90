// The media module: what other modules and the server's wiring may use of it.
export { MSG_NOT_FOUND } from './messages';
