// The media module: what other modules and the server's wiring may use of it.
export { MSG_NOT_FOUND, MSG_OFFLINE } from './messages';
export { ONLINE as MEDIA_ONLINE, toMedia } from './queries';
