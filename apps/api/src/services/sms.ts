// The SMS adapter (DESIGN.md: third-party services are adapters with a local implementation).
import type { SmsUsecate } from '@ws/api-sdk/contract';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { Clock } from './clock';

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
