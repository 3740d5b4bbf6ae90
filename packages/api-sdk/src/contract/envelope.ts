/** Every answer of the API is HTTP 200 with this envelope (spec 01 §7). code -1 means not logged in. */
export interface ApiEnvelope<T> {
  ok: boolean;
  msg: string;
  code: number;
  data: T;
}

export const CODE_OK = 0;
export const CODE_NOT_LOGGED_IN = -1;
export const CODE_ERROR = 1;
/** The server's message with code -1 (spec 01 §8). */
export const MSG_NOT_LOGGED_IN = '未登录或超时';
/** data value the server answers on consult/inquiry when logged out (spec 01 §8). */
export const DATA_NOT_LOGIN = 'notlogin';

/** A paged list answer. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A list answer without paging. */
export interface Items<T> {
  items: T[];
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}
