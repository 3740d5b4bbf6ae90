// Where SMS codes go: Aliyun's Dysmsapi (production, configured by environment only) or this API's own
// emulator of it (demo), which checks the same RPC protocol and signature at a path of this site. Either way
// the API speaks Dysmsapi through AliyunSmsSender, so the demo exercises the production code path.
import { randomBytes } from 'node:crypto';
import type { SmsUsecate } from '@ws/api-sdk/contract';

/** The emulator's path (http/sms-emulator.ts); never served in production. */
export const SMS_EMULATOR_PATH = '/api/sms-emulator/';
export const ALIYUN_SMS_DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/** The template of each use of a code: an SMS template is approved by Aliyun for one text, so one per use. */
export const SMS_TEMPLATE_VARS = {
  login: 'SMS_TEMPLATE_LOGIN',
  resetpwd: 'SMS_TEMPLATE_RESETPWD',
  register: 'SMS_TEMPLATE_REGISTER',
  companyjoin: 'SMS_TEMPLATE_COMPANYJOIN',
  deleteaccount: 'SMS_TEMPLATE_DELETEACCOUNT',
} as const satisfies Record<SmsUsecate, string>;

/** What production needs for SMS (config.ts PRODUCTION_SERVICES); ALIYUN_SMS_ENDPOINT is optional. */
export const SMS_PRODUCTION_VARS = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', ...Object.values(SMS_TEMPLATE_VARS)] as const;

export interface SmsSettings {
  /** 'aliyun': the real Dysmsapi; 'emulator': this API answers (demo) */
  mode: 'aliyun' | 'emulator';
  /** where SendSms is posted */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: Record<SmsUsecate, string>;
}

/** The demo's sign name and template codes, unless SMS_SIGN_NAME / SMS_TEMPLATE_* say otherwise. */
export const DEMO_SIGN_NAME = '安服通';
export const DEMO_TEMPLATES: Record<SmsUsecate, string> = {
  login: 'SMS_900000001',
  resetpwd: 'SMS_900000002',
  register: 'SMS_900000003',
  companyjoin: 'SMS_900000004',
  deleteaccount: 'SMS_900000005',
};

/**
 * The emulator of a demo or a test at `origin` (http://127.0.0.1:<port>): its own key pair with a fresh
 * secret per process, since the sender and the emulator live in the same process.
 */
export function smsEmulatorSettings(origin: string, overrides: Partial<Omit<SmsSettings, 'mode'>> = {}): SmsSettings {
  return {
    mode: 'emulator',
    endpoint: `${origin.replace(/\/+$/, '')}${SMS_EMULATOR_PATH}`,
    accessKeyId: 'LTAI-sms-emulator',
    accessKeySecret: randomBytes(24).toString('base64'),
    signName: DEMO_SIGN_NAME,
    templates: { ...DEMO_TEMPLATES },
    ...overrides,
  };
}

/** The address this API reaches itself on: loopback, whatever it listens on (0.0.0.0, ::, 127.0.0.1). */
export const selfOrigin = (host: string, port: number): string => (host === '::1' || host === '[::1]' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`);

/**
 * SMS settings from the environment. Production: Dysmsapi with ALIYUN_SMS_ACCESS_KEY_ID/_SECRET, SMS_SIGN_NAME,
 * SMS_TEMPLATE_* (loadConfig has refused to start without them), ALIYUN_SMS_ENDPOINT (default the public
 * endpoint). Demo: the emulator on this API, whatever ALIYUN_SMS_* say, so a demo never sends a real SMS;
 * SMS_SIGN_NAME and SMS_TEMPLATE_* are honoured, so production's values can be rehearsed against it.
 */
export function smsSettingsFromEnv(env: NodeJS.ProcessEnv, production: boolean, self: { host: string; port: number }): SmsSettings {
  const v = (name: string) => env[name]?.trim() ?? '';
  const templates = Object.fromEntries(Object.entries(SMS_TEMPLATE_VARS).map(([usecate, name]) => [usecate, v(name)])) as Record<SmsUsecate, string>;
  if (!production) {
    const given = Object.fromEntries(Object.entries(templates).filter(([, code]) => code !== ''));
    return smsEmulatorSettings(selfOrigin(self.host, self.port), {
      signName: v('SMS_SIGN_NAME') || DEMO_SIGN_NAME,
      templates: { ...DEMO_TEMPLATES, ...given },
    });
  }
  return {
    mode: 'aliyun',
    endpoint: v('ALIYUN_SMS_ENDPOINT') || ALIYUN_SMS_DEFAULT_ENDPOINT,
    accessKeyId: v('ALIYUN_SMS_ACCESS_KEY_ID'),
    accessKeySecret: v('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: v('SMS_SIGN_NAME'),
    templates,
  };
}
