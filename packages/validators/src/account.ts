/** Account forms: spec 01 §5 (login, SMS, forgot password, registration) and spec 02 §5 (/uconfig reset). */
import { firstError, omitRules } from './core';
import { hasUpperAndLower, isPhone11 } from './checkers';
import { MIN_REGISTER_PASSWORD, SMS_USECATES } from './constants';
import type { SmsUsecate } from './constants';
import { messages as m } from './messages';
import { accepted, check, compose, equalsField, minLength, required } from './rules';
import type { Maybe, RuleSet } from './types';

/** Phone (login account): required with `requiredMessage`, then exactly 11 characters (请正确输入手机号码). */
export const phone11 = (requiredMessage: string) => compose(required(requiredMessage), check(isPhone11, m.phoneLength));

const loginPhone = phone11(m.loginPhoneRequired);

// ── Login (/login) ──────────────────────────────────────────────────────────────────────────

export type LoginPasswordValues = { user_mobile: Maybe<string>; user_password: Maybe<string> };

/** Account login tab. Fields: user_mobile, user_password. */
export const loginPasswordRules: RuleSet<LoginPasswordValues> = {
  user_mobile: loginPhone,
  user_password: required(m.passwordRequired),
};

export type LoginSmsValues = { user_mobile: Maybe<string>; smscode: Maybe<string> };

/** SMS-code login tab. Fields: user_mobile, smscode. */
export const loginSmsRules: RuleSet<LoginSmsValues> = {
  user_mobile: loginPhone,
  smscode: required(m.codeRequired),
};

// ── Getting an SMS code (login/sendsms) ────────────────────────────────────────────────────

export type SendSmsValues = { phone: Maybe<string> };

/**
 * Sending an SMS code. Field: phone.
 * Spec: a non-empty phone (请正确填写手机号码). Also checked here: exactly 11 characters, with the same
 * message (every form that sends a code requires an 11-character phone, and the server should not send
 * codes to malformed numbers). `usecate` is checked with `isSmsUsecate`.
 */
export const sendSmsRules: RuleSet<SendSmsValues> = {
  phone: compose(required(m.smsPhoneRequired), check(isPhone11, m.smsPhoneRequired)),
};

/** The message to show before requesting an SMS code for `phone`, or null when it may be sent. */
export const smsPhoneError = (phone: unknown): string | null => firstError(sendSmsRules, { phone });

// ── Setting a new password (forgot password, /uconfig) ─────────────────────────────────────

/**
 * A new password set by a reset: the spec's reset rule (请输入密码, 密码必须包含大小写字母) plus the
 * registration's minimum of 8 characters (请输入至少8位密码), so that a reset never allows a password
 * registration would refuse. Used by the forgot-password form, /uconfig's password change and the server.
 */
export const newPasswordRule = compose(
  required(m.passwordRequired),
  minLength(MIN_REGISTER_PASSWORD, m.registerPasswordMin),
  check(hasUpperAndLower, m.passwordCase),
);

// ── Forgot password (/forgetPassword, login/resetPwd) ───────────────────────────────────────

export type ForgetPasswordValues = {
  user_mobile: Maybe<string>;
  smscode: Maybe<string>;
  user_password: Maybe<string>;
  /** UI only. */
  confirm_password: Maybe<string>;
};

/**
 * Forgot-password form. Fields: user_mobile, smscode, user_password, confirm_password.
 * The spec gives no "required" messages for phone and code: 输入手机号 and 请输入验证码 are reused
 * from the login form.
 */
export const forgetPasswordRules: RuleSet<ForgetPasswordValues> = {
  user_mobile: loginPhone,
  smscode: required(m.codeRequired),
  user_password: newPasswordRule,
  confirm_password: compose(required(m.confirmPasswordRequired), equalsField('user_password', m.passwordMismatch)),
};

/** Server side of login/resetPwd: forgetPasswordRules without confirm_password. */
export const forgetPasswordPayloadRules = omitRules(forgetPasswordRules, 'confirm_password');

// ── Ordinary registration (/register, login/register) ───────────────────────────────────────

export type RegisterValues = {
  user_mobile: Maybe<string>;
  smscode: Maybe<string>;
  user_password: Maybe<string>;
  /** The chosen district; province/city codes come with it. */
  county_code: Maybe<string>;
  /** UI only: the user-agreement checkbox. */
  agree: Maybe<boolean>;
};

/** A password of at least 8 characters (请输入至少8位密码, also when empty) with upper and lower case. */
const registerPassword = compose(
  required(m.registerPasswordMin),
  minLength(MIN_REGISTER_PASSWORD, m.registerPasswordMin),
  check(hasUpperAndLower, m.passwordCase),
);

/**
 * Ordinary-member registration. Fields: user_mobile, smscode, user_password, county_code, agree.
 * Not in spec (chosen): phone required 输入手机号 and code required 请输入验证码, as in login.
 * The invitation code (tuijianma) and account name are not validated.
 */
export const registerRules: RuleSet<RegisterValues> = {
  user_mobile: loginPhone,
  smscode: required(m.codeRequired),
  user_password: registerPassword,
  county_code: required(m.registerAreaRequired),
  agree: accepted(m.agreementRequired),
};

/** Server side of login/register: registerRules without agree. */
export const registerPayloadRules = omitRules(registerRules, 'agree');

// ── Reset password in the personal centre (/uconfig, spec 02) ───────────────────────────────

export type UconfigResetPasswordValues = ForgetPasswordValues;

/** /uconfig login-password tab. Fields: user_mobile, smscode, user_password, confirm_password. */
export const uconfigResetPasswordRules: RuleSet<UconfigResetPasswordValues> = {
  user_mobile: phone11(m.uconfigPhoneRequired),
  smscode: required(m.mobileCodeRequired),
  user_password: newPasswordRule,
  confirm_password: compose(
    required(m.confirmPasswordRequired),
    equalsField('user_password', m.passwordMismatchUconfig),
  ),
};

/** Server side of the /uconfig reset (login/resetPwd): without confirm_password. */
export const uconfigResetPasswordPayloadRules = omitRules(uconfigResetPasswordRules, 'confirm_password');

/** Whether `value` is one of the SMS use categories (login, resetpwd, register, companyjoin, deleteaccount). */
export const isSmsUsecate = (value: unknown): value is SmsUsecate =>
  typeof value === 'string' && (SMS_USECATES as readonly string[]).includes(value);
