// The sms module's texts, as the member reads them when a code is asked for or typed.

/** A code was asked for again within the minute, or too many from one address. */
export const MSG_TOO_OFTEN = '发送过于频繁，请稍后再试';
export const MSG_BAD_CODE = '验证码错误或已过期';
export const MSG_DAILY_LIMIT = '该手机号今日获取验证码次数已达上限，请明天再试';
/** The SMS provider refused or did not answer. */
export const MSG_SMS_FAILED = '短信发送失败，请稍后重试';
