// The payment module: one PaymentService over a PaymentProvider.
import { isProduction, type AppEnv } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../kernel';
import type { Clock } from '../../kernel/time';
import { LocalWechatPay } from './local-provider';
import { recallPayment } from './recall';
import type { PaidEffects } from './effects';
import { MSG_PAY_UNAVAILABLE } from './messages';
import type { PaymentProvider } from './provider';
import { PaymentService, type PaymentLog } from './service';

export * from './messages';
export {
  PaymentService,
  PAYMENT_VALID_MS,
  MWEB_REUSE_MS,
  REFUND_RETRY_INTERVAL_MS,
  startRefundRetry,
  yuan,
  type NewPayment,
  type NoticeOutcome,
  type PaymentLog,
  type RefundState,
} from './service';
export { PART_REFUND_KINDS, partRefundNo, type PartRefund, type PartRefundKind } from './part-refunds';
export { LocalWechatPay, CODE_URL_PREFIX, MWEB_PATH, SIMULATOR_PATH } from './local-provider';
export type { OpenIdSource, PaymentProvider, PaidNotice, RefundRequest, RefundResult } from './provider';
export { WechatPayV2, type WechatPayV2Settings } from './wechat-pay-v2';
export {
  refundAll,
  SUBJECT_KINDS,
  type DbTx,
  type PaidEffect,
  type PaidEffects,
  type PaidPayment,
  type PaidShortfall,
  type RefundReason,
  type SubjectKind,
} from './effects';

/** Production without a configured WeChat Pay merchant (main.ts passes WechatPayV2 when WECHAT_PAY_* are set; loadConfig refuses to start without them): no order is ever offered a fake QR code. */
export const unavailableProvider: PaymentProvider = {
  createNativeOrder: () => Promise.reject(new DomainError(MSG_PAY_UNAVAILABLE)),
  createMobileOrder: () => Promise.reject(new DomainError(MSG_PAY_UNAVAILABLE)),
  payerOpenId: () => Promise.resolve(null),
  jsapiParams: () => {
    throw new DomainError(MSG_PAY_UNAVAILABLE);
  },
  readNotice: () => ({ ok: false, reason: MSG_PAY_UNAVAILABLE }),
  queryOrder: () => Promise.resolve(null),
  simulatorUrl: () => null,
  refund: () => Promise.resolve({ ok: false, reason: MSG_PAY_UNAVAILABLE }),
};

export interface PaymentsOptions {
  /** default: the local WeChat stand-in (a random key per process); production: WechatPayV2 from main.ts */
  provider?: PaymentProvider;
  /** the selling modules' paid effects (app.ts passes them; a module may also registerEffect later) */
  effects?: Partial<PaidEffects>;
  /** warnings (an owed refund the provider did not make); default: console.warn */
  log?: PaymentLog;
}

/** The payment service of a mode: the local WeChat stand-in with its simulator outside production. */
export function createPayments(db: Db, clock: Clock, appEnv: AppEnv, options: PaymentsOptions = {}): PaymentService {
  const production = isProduction(appEnv);
  let provider = options.provider;
  if (!provider) {
    if (production) provider = unavailableProvider;
    else {
      const local = LocalWechatPay.withRandomKey(clock);
      local.setRecall((orderNo) => recallPayment(db, orderNo));
      provider = local;
    }
  }
  return new PaymentService(db, clock, provider, {
    simulator: !production,
    ...(options.effects ? { effects: options.effects } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
}
export { MAX_XML, noticeReply } from './wechat-protocol';
