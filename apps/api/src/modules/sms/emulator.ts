// Aliyun Dysmsapi's SendSms as the demo's emulator answers it (served by http/sms-emulator.ts): the request
// is judged as the real service judges it (RPC common parameters, the V2 signature with the demo key pair,
// Timestamp within 15 minutes, a SignatureNonce never seen before, a mainland number, the configured sign
// name and template, TemplateParam JSON with `code`, the per-phone flow control of verification codes) and
// answered with the service's JSON and error codes. Kept apart from HTTP so it is tested on its own.
import { randomUUID } from 'node:crypto';
import type { SmsUsecate } from '@ws/api-sdk/contract';
import { DAY, MINUTE } from '../../kernel/time';
import { DYSMS_VERSION, signatureMatches, stringToSign } from './aliyun';
import type { SmsSettings } from './settings';

/** How far Timestamp may be from the emulator's clock (Aliyun: 15 minutes). */
export const TIMESTAMP_SKEW_MS = 15 * MINUTE;
/** Aliyun's default flow control of verification codes per phone: 1 a minute, 5 an hour, 10 a day. */
export const FLOW_LIMITS = [
  { windowMs: MINUTE, max: 1, level: '分钟级' },
  { windowMs: 60 * MINUTE, max: 5, level: '小时级' },
  { windowMs: DAY, max: 10, level: '天级' },
] as const;

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const HOST_ID = 'dysmsapi.aliyuncs.com';

export interface EmulatorAnswer {
  status: number;
  body: Record<string, string>;
  /** on success: what the real service would deliver, one message per phone */
  deliver?: { phones: string[]; code: string; usecate: SmsUsecate };
}

/** Aliyun's shape of a refused call: HTTP status, Code, Message (and HostId for the gateway's own errors). */
const refuse = (status: number, code: string, message: string): EmulatorAnswer => ({
  status,
  body: { RequestId: randomUUID().toUpperCase(), ...(status === 200 ? {} : { HostId: HOST_ID }), Code: code, Message: message },
});

export class DysmsEmulator {
  /** nonces of accepted signatures until their Timestamp could no longer pass */
  private readonly nonces = new Map<string, number>();
  /** send times (ms) per phone within the longest flow-control window */
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly settings: Pick<SmsSettings, 'accessKeyId' | 'accessKeySecret' | 'signName' | 'templates'>) {}

  /** One SendSms request: `method` GET or POST, `params` its query or form fields (Signature included). */
  handle(method: string, input: Record<string, unknown>, now: Date): EmulatorAnswer {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(input)) {
      // a parameter given twice is no single value (the real service refuses it as well)
      if (typeof v !== 'string') return refuse(400, 'InvalidParameter', `Specified parameter ${k} is not valid.`);
      params[k] = v;
    }
    for (const name of ['AccessKeyId', 'Signature', 'SignatureNonce', 'Timestamp']) {
      if (!params[name]) return refuse(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    if (params.SignatureMethod !== 'HMAC-SHA1') return refuse(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
    if (params.SignatureVersion !== '1.0') return refuse(400, 'InvalidSignatureVersion', 'Specified signature version is not valid.');
    if (params.AccessKeyId !== this.settings.accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');

    const stamp = params.Timestamp!;
    const at = TIMESTAMP.test(stamp) ? Date.parse(stamp) : Number.NaN;
    if (Number.isNaN(at)) return refuse(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    if (Math.abs(at - now.getTime()) > TIMESTAMP_SKEW_MS) return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');

    const { Signature: signature, ...signed } = params;
    if (!signatureMatches(method, signed, this.settings.accessKeySecret, signature!)) {
      return refuse(400, 'SignatureDoesNotMatch', `Specified signature is not matched with our calculation. server string to sign is:${stringToSign(method, signed)}`);
    }
    this.forgetOld(now.getTime());
    const nonce = params.SignatureNonce!;
    if (this.nonces.has(nonce)) return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    this.nonces.set(nonce, now.getTime() + 2 * TIMESTAMP_SKEW_MS);

    if (params.Action !== 'SendSms') return refuse(400, 'InvalidAction.NotFound', `Specified api is not found, please check your url and method.`);
    if (params.Version !== DYSMS_VERSION) return refuse(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!params[name]) return refuse(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }

    const phones = params.PhoneNumbers!.split(',').map((p) => p.trim());
    if (phones.some((p) => !MAINLAND_MOBILE.test(p))) return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (params.SignName !== this.settings.signName) return refuse(200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    const usecate = (Object.keys(this.settings.templates) as SmsUsecate[]).find((u) => this.settings.templates[u] === params.TemplateCode);
    if (!usecate) return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let code: unknown;
    try {
      code = (JSON.parse(params.TemplateParam ?? '') as { code?: unknown } | null)?.code;
    } catch {
      return refuse(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (code === undefined) return refuse(200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
    if (typeof code !== 'string' || !/^[A-Za-z0-9]{1,6}$/.test(code)) return refuse(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');

    const t = now.getTime();
    for (const phone of phones) {
      const times = this.sent.get(phone) ?? [];
      for (const { windowMs, max, level } of FLOW_LIMITS) {
        if (times.filter((s) => s > t - windowMs).length >= max) return refuse(200, 'isv.BUSINESS_LIMIT_CONTROL', `触发${level}流控Permits:${max}`);
      }
    }
    for (const phone of phones) this.sent.set(phone, [...(this.sent.get(phone) ?? []), t]);
    const requestId = randomUUID().toUpperCase();
    return {
      status: 200,
      body: { Message: 'OK', RequestId: requestId, Code: 'OK', BizId: `${Math.floor(t / 1000)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}^0` },
      deliver: { phones, code, usecate },
    };
  }

  /** Drops nonces past their time and sends older than a day, so the maps stay small. */
  private forgetOld(t: number): void {
    for (const [nonce, until] of this.nonces) if (until < t) this.nonces.delete(nonce);
    for (const [phone, times] of this.sent) {
      const kept = times.filter((s) => s > t - DAY);
      if (kept.length === 0) this.sent.delete(phone);
      else if (kept.length !== times.length) this.sent.set(phone, kept);
    }
  }
}
