// The shape of one contract entry, with phantom request/response types.
export type Method = 'GET' | 'POST';

export interface EndpointMeta {
  method: Method;
  /** path under /api */
  path: string;
  /** true: the caller must be logged in (server answers code -1 otherwise) */
  auth: boolean;
  /** true: only served when APP_ENV is not production (local stand-ins for SMS, WeChat…) */
  devOnly?: boolean;
}

/** Phantom request/response types carried by each table entry. */
export interface Endpoint<Req, Res> extends EndpointMeta {
  readonly __types?: { req: Req; res: Res };
}

export const ep =
  <Req, Res>() =>
  <const M extends EndpointMeta>(meta: M): M & Endpoint<Req, Res> =>
    meta;

