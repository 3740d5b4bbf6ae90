// Stored file links: only a same-site path or an http(s) address becomes a link or a picture.
export { safeUrl } from './safe-url';
