// The SMS adapter (DESIGN.md: third-party services are adapters with a local implementation): the
// SmsSender port, the outbox stand-in of unit tests, and Aliyun's Dysmsapi SendSms (production, and demo
// mode against the API's own emulator of it).
import { randomUUID } from 'node:crypto';
import type { SmsUsecate } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { DomainError } from '../../kernel';
import { maskMobileMiddle } from '../../kernel/privacy';
import { systemClock, type Clock } from '../../kernel/time';
import { DYSMS_REGION, DYSMS_VERSION, percentEncode, rpcTimestamp, signRpc } from './aliyun';
import { MSG_SMS_FAILED, OPERATOR_SMS_CODES, smsFailureMessage } from './messages';
import type { SmsSettings } from './settings';

export interface SmsSender {
  send(phone: string, code: string, usecate: SmsUsecate): Promise<void>;
}

/**
 * A code that did not go out, with the Chinese text the member reads. `delivered` says whether the SMS may
 * still arrive: 'no' when the provider refused it (nothing was sent), 'unknown' when it did not answer in time
 * or answered nonsense (it may have sent it).
 */
export class SmsSendError extends DomainError {
  constructor(
    msg: string,
    readonly providerCode: string,
    readonly delivered: 'no' | 'unknown',
    readonly requestId: string | null = null,
  ) {
    super(msg);
    this.name = 'SmsSendError';
  }
}

/** Local stand-in for an SMS gateway: every message lands in the sms_outbox table (read by devSmsOutbox). */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}
  async send(phone: string, code: string, usecate: SmsUsecate): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, code, usecate, createdAt: this.clock.now() });
  }
}

export interface AliyunSmsOptions {
  /** per request, in ms (default 5 s: the member is waiting on 获取验证码) */
  timeoutMs?: number;
  /** for Timestamp (the emulator of a test runs on the test's clock) */
  clock?: Clock;
}

/**
 * Aliyun Dysmsapi SendSms (RPC style, signature V2): one POSTed form per code, to the sign name and the
 * template of its usecate, the code as TemplateParam {"code":"123456"}. A form body rather than GET: the
 * phone and the code stay out of URLs, which proxies and access logs keep. Any answer but Code "OK" is a
 * failure (flow control and a bad number come with HTTP 200; signature and key errors with 4xx).
 */
export class AliyunSmsSender implements SmsSender {
  private readonly timeoutMs: number;
  private readonly clock: Clock;
  constructor(
    private readonly settings: Pick<SmsSettings, 'endpoint' | 'accessKeyId' | 'accessKeySecret' | 'signName' | 'templates'>,
    options: AliyunSmsOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.clock = options.clock ?? systemClock;
  }

  /** The signed parameters of one SendSms (exported for the tests). */
  signedParams(phone: string, code: string, usecate: SmsUsecate, nonce: string = randomUUID()): Record<string, string> {
    const s = this.settings;
    const params: Record<string, string> = {
      AccessKeyId: s.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: DYSMS_REGION,
      SignName: s.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: s.templates[usecate],
      TemplateParam: JSON.stringify({ code }),
      Timestamp: rpcTimestamp(this.clock.now()),
      Version: DYSMS_VERSION,
    };
    return { ...params, Signature: signRpc('POST', params, s.accessKeySecret) };
  }

  async send(phone: string, code: string, usecate: SmsUsecate): Promise<void> {
    const params = this.signedParams(phone, code, usecate);
    const body = Object.entries(params)
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&');
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.settings.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      // no connection at all (refused, no such host): certainly not sent; anything later in the exchange may have been
      const cause = (err as { cause?: { code?: unknown } }).cause?.code;
      const neverConnected = typeof cause === 'string' && ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(cause);
      throw new SmsSendError(MSG_SMS_FAILED, timedOut ? 'Timeout' : typeof cause === 'string' ? cause : 'NetworkError', neverConnected ? 'no' : 'unknown');
    }
    let answer: { Code?: unknown; Message?: unknown; RequestId?: unknown };
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new SmsSendError(MSG_SMS_FAILED, `HTTP ${res.status}`, res.ok ? 'unknown' : 'no');
    }
    const requestId = typeof answer.RequestId === 'string' ? answer.RequestId : null;
    if (answer.Code === 'OK' && res.ok) return;
    const providerCode = typeof answer.Code === 'string' && answer.Code ? answer.Code : `HTTP ${res.status}`;
    throw new SmsSendError(smsFailureMessage(providerCode, typeof answer.Message === 'string' ? answer.Message : ''), providerCode, 'no', requestId);
  }
}

interface WarnLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Logs a code that did not go out: the provider's code and request id (what Aliyun support asks for), the
 * usecate and the phone masked (138****5678). Never the code, the secret or the full phone. The operator's
 * problems (credit, keys, templates) are errors; the member's (flow control, a bad number) warnings.
 */
export function loggingSmsSender(sender: SmsSender, log: WarnLog): SmsSender {
  return {
    async send(phone, code, usecate) {
      try {
        await sender.send(phone, code, usecate);
      } catch (err) {
        if (err instanceof SmsSendError) {
          const entry = { sms: { provider: err.providerCode, requestId: err.requestId, delivered: err.delivered, usecate, phone: maskMobileMiddle(phone) } };
          const unknownCause = err.delivered === 'unknown' || err.providerCode.startsWith('HTTP ');
          if (OPERATOR_SMS_CODES.has(err.providerCode) || unknownCause) log.error(entry, 'SMS not sent');
          else log.warn(entry, 'SMS not sent');
        }
        throw err;
      }
    },
  };
}
