/** Business limits from spec 01 §9 and spec 02 §9. */

/** Phone / login account length (both specs). */
export const PHONE_LENGTH = 11;
/** SMS code length (enterprise registration; codes are 6 digits everywhere). */
export const SMS_CODE_LENGTH = 6;
/** Minimum password length in ordinary registration. */
export const MIN_REGISTER_PASSWORD = 8;
/** Company profile / expert intro maximum, in characters. */
export const MAX_PROFILE_CHARS = 500;
/** Checkout contract attachments maximum. */
export const MAX_CONTRACT_FILES = 9;
/** Inquiry product quantity minimum; also the cart quantity minimum. */
export const MIN_QUANTITY = 1;
/** Longest e-mail address accepted (RFC 5321 path limit); checked before the pattern. */
export const MAX_EMAIL_LENGTH = 254;
/**
 * SMS use categories (login/sendsms `usecate`). deleteaccount proves the phone for deleting an account: a
 * code of its own, so that a code asked for to log in can never delete the account.
 */
export const SMS_USECATES = ['login', 'resetpwd', 'register', 'companyjoin', 'deleteaccount'] as const;
export type SmsUsecate = (typeof SMS_USECATES)[number];
/** Invoice type codes: 1 enterprise, 0 personal. */
export const INVOICE_TYPE_ENTERPRISE = 1;
export const INVOICE_TYPE_PERSONAL = 0;
