// Account rules (spec 01 §4–§8): login by password or SMS code, SMS codes for the account's uses,
// registration, password reset and the profile. The WeChat website login (wechat.ts), tokens, password
// hashing, login limits and account deletion are service files of their own beside this one.
import type { LoginResult, PayloadOf, Profile, Role, SmsOutboxEntry, SmsUsecate } from '@ws/api-sdk/contract';
import { firstError, loginPasswordRules, loginSmsRules, messages } from '@ws/validators';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { DomainError } from '../../kernel';
import type { Clock } from '../../kernel/time';
import { issueCode, spendCode, type SmsSender } from '../sms';
import { clearAccountFailures, startPasswordAttempt } from './login-limits';
import {
  MSG_ACCOUNT_TAKEN,
  MSG_ALREADY_REGISTERED,
  MSG_BAD_LOGIN,
  MSG_NOT_REGISTERED,
  MSG_PASSWORD_TOO_LONG,
  MSG_USER_MISSING,
} from './messages';
import { hashPassword, verifyPassword } from './password';
import {
  areaChainRows,
  insertUser,
  outboxOf,
  profileCounts,
  referrerId,
  setPasswordHash,
  userById,
  userByLoginName,
  userByPhone,
  usersHolding,
} from './queries';
import { loginResult, revokeAllTokens } from './tokens';

export const PROVINCE_CODE = 440000;

const PHONE_DIGITS = /^\d{11}$/;

/** login: by SMS code (login_type smscode) or by password; answers a new token. */
export async function login(db: Db, clock: Clock, payload: PayloadOf<'login'>, ip: string): Promise<LoginResult> {
  const account = payload.user_mobile;
  if (payload.login_type === 'smscode') {
    const error = firstError(loginSmsRules, payload);
    if (error) throw new DomainError(error);
    if (!PHONE_DIGITS.test(account)) throw new DomainError(messages.phoneLength);
    const user = await userByPhone(db, account);
    if (!user) throw new DomainError(MSG_NOT_REGISTERED);
    await spendCode(db, clock, account, 'login', payload.smscode);
    await clearAccountFailures(db, user.id);
    return loginResult(db, clock, user);
  }
  const error = firstError(loginPasswordRules, payload);
  if (error) throw new DomainError(error);
  const password = payload.user_password;
  const user = await userByLoginName(db, account);
  // counted before the check, so that parallel guesses cannot get past the limit (login-limits.ts)
  const attempt = await startPasswordAttempt(db, clock, { account: user?.id ?? account, ip });
  if (!attempt.allowed) throw new DomainError(attempt.message);
  const valid = await verifyPassword(password.slice(0, 200), user?.passwordHash ?? null);
  if (!user || !valid) throw new DomainError(attempt.failed() ?? MSG_BAD_LOGIN);
  await attempt.succeeded();
  return loginResult(db, clock, user);
}

/** sendsms: a code for a phone that the use needs registered (login, reset, delete) or free (register). */
export async function sendCode(
  deps: { db: Db; clock: Clock; sms: SmsSender },
  input: { phone: string; usecate: SmsUsecate; ip: string },
): Promise<void> {
  const { phone, usecate, ip } = input;
  if (!PHONE_DIGITS.test(phone)) throw new DomainError(messages.smsPhoneRequired);
  const user = await userByPhone(deps.db, phone);
  if (usecate === 'register' && user) throw new DomainError(MSG_ALREADY_REGISTERED);
  if ((usecate === 'login' || usecate === 'resetpwd' || usecate === 'deleteaccount') && !user) throw new DomainError(MSG_NOT_REGISTERED);
  await issueCode(deps, { phone, usecate, ip });
}

/** register: a new member, with the SMS code of the phone (usecate register) and a district of Guangdong. */
export async function register(db: Db, clock: Clock, payload: PayloadOf<'register'>): Promise<void> {
  const phone = payload.user_mobile;
  if (!PHONE_DIGITS.test(phone)) throw new DomainError(messages.phoneLength);
  const password = payload.user_password;
  if (password.length > 64) throw new DomainError(MSG_PASSWORD_TOO_LONG);

  // the district must lie under the city, the city under Guangdong
  const code = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);
  const provinceCode = payload.province_code === '' ? PROVINCE_CODE : code(payload.province_code);
  const cityCode = code(payload.city_code);
  const countyCode = code(payload.county_code);
  if (provinceCode !== PROVINCE_CODE || cityCode === null || countyCode === null) throw new DomainError(messages.registerAreaRequired);
  const chain = await areaChainRows(db, PROVINCE_CODE, cityCode, countyCode);
  const province = chain.find((a) => a.id === PROVINCE_CODE);
  const city = chain.find((a) => a.id === cityCode && a.parentId === PROVINCE_CODE && a.level === 2);
  const county = chain.find((a) => a.id === countyCode && a.parentId === cityCode && a.level === 3);
  if (!province || !city || !county) throw new DomainError(messages.registerAreaRequired);

  const account = payload.user_account || phone;
  const taken = await usersHolding(db, phone, account);
  if (taken.some((u) => u.mobile === phone || u.account === phone)) throw new DomainError(MSG_ALREADY_REGISTERED);
  if (taken.length > 0) throw new DomainError(MSG_ACCOUNT_TAKEN);

  // invitation code: an existing user's id or phone (not validated otherwise, spec 01 §5)
  const tuijianma = payload.tuijianma;
  let parentUserId: number | null = null;
  if (tuijianma) {
    const asId = PHONE_DIGITS.test(tuijianma) || !/^\d{1,9}$/.test(tuijianma) ? null : Number(tuijianma);
    parentUserId = await referrerId(db, asId, tuijianma);
  }

  await spendCode(db, clock, phone, 'register', payload.smscode);
  const passwordHash = await hashPassword(password);
  const inserted = await insertUser(db, {
    userAccount: account,
    userMobile: phone,
    name: '',
    passwordHash,
    roles: ['member'],
    parentUserId,
    province: province.name,
    provinceCode: String(province.id),
    city: city.name,
    cityCode: String(city.id),
    county: county.name,
    countyCode: String(county.id),
    createdAt: clock.now(),
  });
  if (!inserted) throw new DomainError(MSG_ALREADY_REGISTERED);
}

/** resetPwd: a new password with the phone's reset code; every session of the account ends. */
export async function resetPassword(db: Db, clock: Clock, payload: PayloadOf<'resetPwd'>): Promise<void> {
  const phone = payload.user_mobile;
  const password = payload.user_password;
  if (password.length > 64) throw new DomainError(MSG_PASSWORD_TOO_LONG);
  const user = PHONE_DIGITS.test(phone) ? await userByPhone(db, phone) : null;
  if (!user) throw new DomainError(MSG_NOT_REGISTERED);
  await spendCode(db, clock, phone, 'resetpwd', payload.smscode);
  await setPasswordHash(db, user.id, await hashPassword(password));
  await revokeAllTokens(db, user.id);
  await clearAccountFailures(db, user.id);
}

type ProfileRow = Pick<typeof users.$inferSelect, 'id' | 'userMobile' | 'name' | 'roles' | 'isCustUser' | 'isExpert' | 'profitMoney' | 'userMoney' | 'profitJifen'>;

/** A user's figures as the profile and the personal centre show them (all but the account name). */
export function profileFigures(row: ProfileRow, counts: { team: number; companies: number }): Omit<Profile, 'user_account'> {
  return {
    user_id: row.id,
    user_mobile: row.userMobile,
    name: row.name,
    roles: row.roles as Role[],
    IsCustUser: row.isCustUser === 1 ? 1 : 0,
    IsExpert: row.isExpert === 1 ? 1 : 0,
    ProfitMoney: row.profitMoney,
    UserMoney: row.userMoney,
    ProfitJifen: row.profitJifen,
    TeamNum: counts.team,
    company2_amount: counts.companies,
  };
}

/** The caller's profile (spec 01 §3 Profile). */
export async function profileOf(db: Db, userId: number): Promise<Profile> {
  const row = await userById(db, userId);
  if (!row) throw new DomainError(MSG_USER_MISSING);
  const counts = await profileCounts(db, row.id);
  return { ...profileFigures(row, counts), user_account: row.userAccount };
}

/** The SMS stand-in's messages to a phone, newest first (none without a phone). */
export const smsOutbox = (db: Db, phone: string): Promise<SmsOutboxEntry[]> => (phone ? outboxOf(db, phone) : Promise.resolve([]));
