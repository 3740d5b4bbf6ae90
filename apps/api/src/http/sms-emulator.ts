// Aliyun Dysmsapi of demo mode, at SMS_EMULATOR_PATH: the API's AliyunSmsSender posts SendSms here with the
// demo key pair, exactly as production posts it to dysmsapi.aliyuncs.com; the request is judged as the real
// service judges it (modules/sms/emulator.ts) and what it would deliver lands in sms_outbox, where the demo's
// outbox endpoint (and the journeys) read the codes. Like every stand-in it answers this machine only, and in
// production it is not registered at all.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { Clock } from '../kernel/time';
import { DysmsEmulator } from '../modules/sms/emulator';
import { SMS_EMULATOR_PATH, type SmsSettings } from '../modules/sms/settings';
import { failEnvelope } from './register-endpoints';

export interface SmsEmulatorOptions {
  settings: Pick<SmsSettings, 'accessKeyId' | 'accessKeySecret' | 'signName' | 'templates'>;
  db: Db;
  clock: Clock;
  isLocal: (ip: string) => boolean;
  localOnlyMessage: string;
}

export function registerSmsEmulator(app: FastifyInstance, options: SmsEmulatorOptions): void {
  const emulator = new DysmsEmulator(options.settings);
  for (const url of [SMS_EMULATOR_PATH, SMS_EMULATOR_PATH.replace(/\/$/, '')]) {
    app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!options.isLocal(request.ip)) return reply.code(403).send(failEnvelope(options.localOnlyMessage));
        // POST: the form fields (Aliyun reads both; a field in both places is refused as given twice)
        const query = (request.query ?? {}) as Record<string, unknown>;
        const form = request.method === 'POST' && request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
        const params: Record<string, unknown> = { ...query };
        for (const [k, v] of Object.entries(form)) params[k] = k in params ? [params[k], v] : v;
        const now = options.clock.now();
        const answer = emulator.handle(request.method, params, now);
        if (answer.deliver) {
          const { phones, code, usecate } = answer.deliver;
          await options.db.insert(smsOutbox).values(phones.map((phone) => ({ phone, code, usecate, createdAt: now })));
        }
        return reply.code(answer.status).header('content-type', 'application/json;charset=utf-8').send(JSON.stringify(answer.body));
      },
    });
  }
}
