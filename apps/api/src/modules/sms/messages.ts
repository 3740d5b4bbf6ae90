// The sms module's texts, as the member reads them when a code is asked for or typed.

/** A code was asked for again within the minute, or too many from one address. */
export const MSG_TOO_OFTEN = '发送过于频繁，请稍后再试';
export const MSG_BAD_CODE = '验证码错误或已过期';
export const MSG_DAILY_LIMIT = '该手机号今日获取验证码次数已达上限，请明天再试';
/** The SMS provider refused or did not answer. */
export const MSG_SMS_FAILED = '短信发送失败，请稍后重试';
/** The phone is not one the provider delivers to (the spec's text for a phone the code button refuses). */
export const MSG_SMS_PHONE = '请正确填写手机号码';

/**
 * What the member reads when Dysmsapi answers SendSms with `code` (its `Message` given for the flow-control
 * level). Only what the member can act on gets its own text; whatever is the site operator's to fix (balance,
 * keys, signature, sign name or template not approved, the account's own daily quota) is the generic failure:
 * the member can only try again later, and the log names the real cause.
 */
export function smsFailureMessage(code: string, message = ''): string {
  switch (code) {
    case 'isv.BUSINESS_LIMIT_CONTROL':
      // Aliyun's flow control per phone: 分钟级 / 小时级 / 天级 (1, 5, 10 by default)
      return /天级/.test(message) ? MSG_DAILY_LIMIT : MSG_TOO_OFTEN;
    case 'isv.MOBILE_NUMBER_ILLEGAL':
      return MSG_SMS_PHONE;
    default:
      return MSG_SMS_FAILED;
  }
}

/**
 * Dysmsapi answers that mean the site is misconfigured or out of credit (not the member's doing): logged as
 * errors, so an operator sees them, where the member's own (flow control, a bad number) are warnings.
 */
export const OPERATOR_SMS_CODES: ReadonlySet<string> = new Set([
  'isv.AMOUNT_NOT_ENOUGH',
  'isv.OUT_OF_SERVICE',
  'isv.ACCOUNT_NOT_EXISTS',
  'isv.ACCOUNT_ABNORMAL',
  'isv.SMS_TEMPLATE_ILLEGAL',
  'isv.SMS_SIGNATURE_ILLEGAL',
  'isv.SMS_SIGN_ILLEGAL',
  'isv.TEMPLATE_MISSING_PARAMETERS',
  'isv.INVALID_JSON_PARAM',
  'isv.DAY_LIMIT_CONTROL',
  'isp.RAM_PERMISSION_DENY',
  'SignatureDoesNotMatch',
  'SignatureNonceUsed',
  'InvalidAccessKeyId.NotFound',
  'InvalidAccessKeyId.Inactive',
  'InvalidTimeStamp.Expired',
  'Forbidden.RAM',
]);
