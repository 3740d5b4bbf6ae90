// The shape of one contract entry: method, path, auth flag, with phantom request/response types taken
// from the entry's request schema (what a client sends, what a handler receives) and its answer type.
import type { InputOf, OutputOf } from './schema';

export type Method = 'GET' | 'POST';

export interface EndpointMeta {
  method: Method;
  /** path under /api */
  path: string;
  /** true: the caller must be logged in (server answers code -1 otherwise) */
  auth: boolean;
  /** true: a local stand-in (SMS outbox, WeChat confirm, payment simulator): off in production, and
   *  answering only requests from this machine in demo mode */
  devOnly?: boolean;
  /**
   * A call of the operations console: served only to a staff session (never to a member's token) whose roles
   * include one of these ([]: any staff member; 超级管理员 'super' may call everything). Answers code -1
   * without a live staff session and 无权限 to a staff member without the role.
   */
  staff?: readonly ('super' | 'ops' | 'editor' | 'cs')[];
  /**
   * A public read that answers every visitor alike and changes nothing (no view counted): a visitor's answer
   * (no token) may be reused for a few seconds by nginx's micro-cache and the browser (PUBLIC_READ_CACHE),
   * with an ETag; a caller with a token always gets a fresh, uncached answer.
   */
  cache?: true;
}

/**
 * How long a visitor's answer of a `cache` read may be reused: PUBLIC_READ_EDGE_SECONDS in nginx's micro-cache
 * (the API's X-Accel-Expires; nginx counts in whole seconds of its own clock, up to one more), then
 * PUBLIC_READ_MAX_AGE in the browser (Cache-Control max-age), so what changes a public list or detail shows
 * to every visitor within PUBLIC_READ_STALE_SECONDS.
 */
export const PUBLIC_READ_EDGE_SECONDS = 2;
export const PUBLIC_READ_MAX_AGE = 2;
export const PUBLIC_READ_STALE_SECONDS = PUBLIC_READ_EDGE_SECONDS + 1 + PUBLIC_READ_MAX_AGE;

/** Phantom types carried by each table entry: the request a client sends, the answer's data, and the
 *  parsed payload a server handler receives. */
export interface Endpoint<Req, Res, Payload = Req> extends EndpointMeta {
  readonly __types?: { req: Req; res: Res; payload: Payload };
}

/** A contract entry: `name: ep<typeof input.name, Answer>()({ method, path, auth })`. The schema is named
 *  only as a type here, so the client bundle carries the entry without the schema. */
export const ep =
  <S, Res>() =>
  <const M extends EndpointMeta>(meta: M): M & Endpoint<InputOf<S>, Res, OutputOf<S>> =>
    meta;
