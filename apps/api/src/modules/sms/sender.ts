// The SMS adapter (DESIGN.md: third-party services are adapters with a local implementation): the
// SmsSender port, the outbox stand-in of demo and tests, and the HTTPS provider of production.
import type { SmsUsecate } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { DomainError } from '../../kernel';
import type { Clock } from '../../kernel/time';
import { MSG_SMS_FAILED } from './messages';

export interface SmsSender {
  send(phone: string, code: string, usecate: SmsUsecate): Promise<void>;
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

/**
 * A real SMS provider behind a plain HTTPS call (production): POST SMS_PROVIDER_URL with the JSON
 * { phone, code, usecate } and `Authorization: Bearer SMS_PROVIDER_KEY`; any 2xx answer means sent. A
 * provider with another protocol gets its own SmsSender next to this one.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly timeoutMs = 5000,
  ) {}
  async send(phone: string, code: string, usecate: SmsUsecate): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.key}` },
        body: JSON.stringify({ phone, code, usecate }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new DomainError(MSG_SMS_FAILED);
    }
    if (!res.ok) throw new DomainError(MSG_SMS_FAILED);
  }
}
