// Handler types: one handler per contract endpoint (a missing one is a type error in modules/index.ts).
// A handler receives its payload already parsed by the endpoint's request schema (registerEndpoints).
// A refusal is thrown as DomainError (src/kernel), which registerEndpoints answers in the envelope.
import type { EndpointName, Endpoints, PayloadOf, ResOf } from '@ws/api-sdk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppEnv } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../kernel/time';
import type { AuthUser, WechatLoginSettings } from '../modules/account';
import type { Kuaidi100Settings } from '../modules/express';
import type { PaymentService } from '../modules/payments';
import type { SmsSender } from '../modules/sms';
import type { StaffCaller } from '../modules/staff';

/** A successful answer with a handler-chosen message (default 操作成功). */
export class Ok<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}
export const ok = <T>(data: T, msg: string) => new Ok(data, msg);

export const MSG_OK = '操作成功';
export type { AuthUser, StaffCaller };

export const MSG_BUSY = '服务器繁忙，请稍后重试';


/** What every handler can use besides its payload. */
export interface Deps {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  appEnv: AppEnv;
  /** QR payments (modules/payments) */
  payments: PaymentService;
  /** express tracking: Kuaidi100 or its demo emulator; absent or null: the system's own events only */
  kuaidi100?: Kuaidi100Settings | null;
  /** the WeChat website login (open.weixin or the demo's emulator of it); absent or null: not offered */
  wechatLogin?: WechatLoginSettings | null;
}

export interface HandlerContext<K extends EndpointName> extends Deps {
  /** the query (GET) or body (POST), parsed by the endpoint's request schema */
  payload: PayloadOf<K>;
  /** the caller; never null for `auth: true` endpoints */
  user: Endpoints[K]['auth'] extends true ? AuthUser : AuthUser | null;
  /** the console's caller: never null for `staff` endpoints (resolved and role-checked), null elsewhere */
  staff: Endpoints[K] extends { staff: readonly string[] } ? StaffCaller : StaffCaller | null;
  /** the raw `token` header ('' when absent) */
  token: string;
  ip: string;
  request: FastifyRequest;
}

export type Handler<K extends EndpointName> = (
  ctx: HandlerContext<K>,
) => Promise<ResOf<K> | Ok<ResOf<K>>> | ResOf<K> | Ok<ResOf<K>>;

export type Handlers = { [K in EndpointName]: Handler<K> };

/** The handlers of one contract domain file: `const helpHandlers: DomainHandlers<typeof help> = {…}`. */
export type DomainHandlers<T> = { [K in keyof T & EndpointName]: Handler<K> };
