/** The gateway's own answers to API calls, in the spec's envelope { ok, code, msg, data }. */

export const MSG_BODY_TOO_LARGE = '请求内容过大';
export const MSG_URL_TOO_LONG = '请求地址过长';
/** The operations console's calls from a client address outside ADMIN_ALLOW_CIDRS (the contract's text). */
export const MSG_NO_RIGHT = '无权限';

/** A failed call (code 1) as JSON text. */
export const failBody = (msg: string): string => JSON.stringify({ ok: false, code: 1, msg, data: null });

export const JSON_TYPE = 'application/json; charset=utf-8';
