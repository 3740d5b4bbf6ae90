// Account calls (spec 01 §4–§8): login, SMS codes, registration, password reset, logout, profile, and the
// WeChat QR login stand-in.
import { randomBytes } from 'node:crypto';
import type { account as accountContract, Profile, Role, SmsUsecate, WechatTicketStatus } from '@ws/api-sdk/contract';
import { firstError, loginPasswordRules, loginSmsRules, messages } from '@ws/validators';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isProduction } from '../../config';
import type { Db } from '../../db/client';
import { areas, companies, smsOutbox, users, wechatTickets } from '../../db/schema';
import { ok, type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { addMs, formatChinaTime, MINUTE, type Clock } from '../../kernel/time';
import { clearAccountFailures, startPasswordAttempt } from './login-limits';
import { hashPassword, verifyPassword } from './password';
import { consumeCode, issueCode, MSG_BAD_CODE } from '../sms';
import { loginResult, revokeAllTokens, revokeToken } from './tokens';

export const MSG_LOGIN_OK = '登录成功';
export const MSG_BAD_LOGIN = '账号或密码错误';
export const MSG_NOT_REGISTERED = '该手机号未注册';
export const MSG_ALREADY_REGISTERED = '该手机号已注册';
export const MSG_ACCOUNT_TAKEN = '该账号已被使用';
export const MSG_SENT = '发送成功';
export const MSG_REGISTERED = '注册成功';
export const MSG_PASSWORD_RESET = '修改密码成功';
export const MSG_LOGGED_OUT = '退出成功';
export const MSG_TICKET_EXPIRED = '二维码已过期，请刷新后重试';
export const MSG_CONFIRMED = '确认成功';
export const MSG_PASSWORD_TOO_LONG = '密码长度不能超过64位';

export const PROVINCE_CODE = 440000;
export const WECHAT_TICKET_TTL_MS = 5 * MINUTE;

const PHONE_DIGITS = /^\d{11}$/;
const SMS_CODE_SHAPE = /^\d{6}$/;

type UserRow = typeof users.$inferSelect;

const userByPhone = async (db: Db, phone: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.userMobile, phone)).limit(1);
  return row ?? null;
};

/** A code that is not even 6 digits cannot match; anything else is checked (and counted) in the database. */
const spendCode = async (db: Db, clock: Clock, phone: string, usecate: SmsUsecate, code: string) => {
  if (!SMS_CODE_SHAPE.test(code) || !(await consumeCode(db, clock, phone, usecate, code))) throw new DomainError(MSG_BAD_CODE);
};

/** Origin the browser used (for the QR URL), from the Host / X-Forwarded-* headers the proxy passes on. */
const originOf = (request: FastifyRequest) => {
  const host = request.host || 'localhost';
  const safeHost = /^[A-Za-z0-9.[\]:-]+$/.test(host) ? host : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${safeHost}`;
};

export const CONFIRM_PAGE_PATH = '/api/dev/wechat/confirm-page';

/** Bind a WeChat ticket to the user with this phone (the local confirm page and wechatQrConfirm). */
export async function confirmWechatTicket(db: Db, clock: Clock, ticket: string, phone: string): Promise<void> {
  const now = clock.now();
  const [row] = await db.select().from(wechatTickets).where(eq(wechatTickets.ticket, ticket)).limit(1);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) throw new DomainError(MSG_TICKET_EXPIRED);
  const user = PHONE_DIGITS.test(phone) ? await userByPhone(db, phone) : null;
  if (!user) throw new DomainError(MSG_NOT_REGISTERED);
  await db
    .update(wechatTickets)
    .set({ userId: user.id, confirmedAt: now })
    .where(and(eq(wechatTickets.ticket, ticket), isNull(wechatTickets.consumedAt)));
}

export const accountHandlers: DomainHandlers<typeof accountContract> = {
  async login({ db, clock, payload, ip }) {
    const account = payload.user_mobile;
    if (payload.login_type === 'smscode') {
      const error = firstError(loginSmsRules, payload);
      if (error) throw new DomainError(error);
      if (!PHONE_DIGITS.test(account)) throw new DomainError(messages.phoneLength);
      const user = await userByPhone(db, account);
      if (!user) throw new DomainError(MSG_NOT_REGISTERED);
      await spendCode(db, clock, account, 'login', payload.smscode);
      await clearAccountFailures(db, user.id);
      return ok(await loginResult(db, clock, user), MSG_LOGIN_OK);
    }
    const error = firstError(loginPasswordRules, payload);
    if (error) throw new DomainError(error);
    const password = payload.user_password;
    // a phone, an account name or an e-mail; an exact phone match wins over another user's account name
    const [user] = await db
      .select()
      .from(users)
      .where(or(eq(users.userMobile, account), eq(users.userAccount, account), eq(sql`lower(${users.email})`, account.toLowerCase())))
      .orderBy(sql`(${users.userMobile} = ${account}) desc`, users.id)
      .limit(1);
    // counted before the check, so that parallel guesses cannot get past the limit (services/login-limits.ts)
    const attempt = await startPasswordAttempt(db, clock, { account: user?.id ?? account, ip });
    if (!attempt.allowed) throw new DomainError(attempt.message);
    const valid = await verifyPassword(password.slice(0, 200), user?.passwordHash ?? null);
    if (!user || !valid) throw new DomainError(attempt.failed() ?? MSG_BAD_LOGIN);
    await attempt.succeeded();
    return ok(await loginResult(db, clock, user), MSG_LOGIN_OK);
  },

  async sendsms({ db, clock, sms, payload, ip }) {
    const { phone, usecate } = payload;
    if (!PHONE_DIGITS.test(phone)) throw new DomainError(messages.smsPhoneRequired);
    const user = await userByPhone(db, phone);
    if (usecate === 'register' && user) throw new DomainError(MSG_ALREADY_REGISTERED);
    if ((usecate === 'login' || usecate === 'resetpwd' || usecate === 'deleteaccount') && !user) throw new DomainError(MSG_NOT_REGISTERED);
    await issueCode({ db, clock, sms }, { phone, usecate, ip });
    return ok(null, MSG_SENT);
  },

  async register({ db, clock, payload }) {
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
    const chain = await db
      .select({ id: areas.id, name: areas.name, parentId: areas.parentId, level: areas.level })
      .from(areas)
      .where(sql`${areas.id} in (${PROVINCE_CODE}, ${cityCode}, ${countyCode})`);
    const province = chain.find((a) => a.id === PROVINCE_CODE);
    const city = chain.find((a) => a.id === cityCode && a.parentId === PROVINCE_CODE && a.level === 2);
    const county = chain.find((a) => a.id === countyCode && a.parentId === cityCode && a.level === 3);
    if (!province || !city || !county) throw new DomainError(messages.registerAreaRequired);

    const account = payload.user_account || phone;
    const taken = await db
      .select({ mobile: users.userMobile, account: users.userAccount })
      .from(users)
      .where(or(eq(users.userMobile, phone), eq(users.userAccount, phone), eq(users.userMobile, account), eq(users.userAccount, account)));
    if (taken.some((u) => u.mobile === phone || u.account === phone)) throw new DomainError(MSG_ALREADY_REGISTERED);
    if (taken.length > 0) throw new DomainError(MSG_ACCOUNT_TAKEN);

    // invitation code: an existing user's id or phone (not validated otherwise, spec 01 §5)
    const tuijianma = payload.tuijianma;
    let parentUserId: number | null = null;
    if (tuijianma) {
      const asId = PHONE_DIGITS.test(tuijianma) || !/^\d{1,9}$/.test(tuijianma) ? null : Number(tuijianma);
      const [parent] = await db
        .select({ id: users.id })
        .from(users)
        .where(asId !== null ? eq(users.id, asId) : eq(users.userMobile, tuijianma))
        .limit(1);
      parentUserId = parent?.id ?? null;
    }

    await spendCode(db, clock, phone, 'register', payload.smscode);
    const passwordHash = await hashPassword(password);
    const inserted = await db
      .insert(users)
      .values({
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
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) throw new DomainError(MSG_ALREADY_REGISTERED);
    return ok(null, MSG_REGISTERED);
  },

  async resetPwd({ db, clock, payload }) {
    const phone = payload.user_mobile;
    const password = payload.user_password;
    if (password.length > 64) throw new DomainError(MSG_PASSWORD_TOO_LONG);
    const user = PHONE_DIGITS.test(phone) ? await userByPhone(db, phone) : null;
    if (!user) throw new DomainError(MSG_NOT_REGISTERED);
    await spendCode(db, clock, phone, 'resetpwd', payload.smscode);
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
    await revokeAllTokens(db, user.id);
    await clearAccountFailures(db, user.id);
    return ok(null, MSG_PASSWORD_RESET);
  },

  async logout({ db, token }) {
    await revokeToken(db, token);
    return ok(null, MSG_LOGGED_OUT);
  },

  async profile({ db, user }) {
    const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw new DomainError('用户不存在');
    const [[team], [company]] = await Promise.all([
      db.select({ n: count() }).from(users).where(eq(users.parentUserId, row.id)),
      db.select({ n: count() }).from(companies).where(eq(companies.userId, row.id)),
    ]);
    const profile: Profile = {
      user_id: row.id,
      user_mobile: row.userMobile,
      user_account: row.userAccount,
      name: row.name,
      roles: row.roles as Role[],
      IsCustUser: row.isCustUser === 1 ? 1 : 0,
      IsExpert: row.isExpert === 1 ? 1 : 0,
      ProfitMoney: row.profitMoney,
      UserMoney: row.userMoney,
      ProfitJifen: row.profitJifen,
      TeamNum: team?.n ?? 0,
      company2_amount: company?.n ?? 0,
    };
    return profile;
  },

  async wechatQrCreate({ db, clock, request, appEnv }) {
    const ticket = randomBytes(16).toString('hex');
    const now = clock.now();
    await db.insert(wechatTickets).values({ ticket, createdAt: now, expiresAt: addMs(now, WECHAT_TICKET_TTL_MS) });
    return {
      ticket,
      qr_url: `${originOf(request)}${CONFIRM_PAGE_PATH}?ticket=${ticket}`,
      expire_seconds: WECHAT_TICKET_TTL_MS / 1000,
      // the login page shows its stand-in hint only in demo mode
      demo: !isProduction(appEnv),
    };
  },

  async wechatQrStatus({ db, clock, payload }) {
    const { ticket } = payload;
    const now = clock.now();
    const expired: WechatTicketStatus = { status: 'expired', login: null };
    const [row] = ticket ? await db.select().from(wechatTickets).where(eq(wechatTickets.ticket, ticket)).limit(1) : [];
    if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) return expired;
    if (!row.confirmedAt || row.userId === null) return { status: 'waiting', login: null };
    // the first confirmed read consumes the ticket and gets the token; later reads see it expired
    const consumed = await db
      .update(wechatTickets)
      .set({ consumedAt: now })
      .where(and(eq(wechatTickets.ticket, ticket), isNull(wechatTickets.consumedAt)))
      .returning({ userId: wechatTickets.userId });
    const userId = consumed[0]?.userId;
    if (userId === undefined || userId === null) return expired;
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return expired;
    return { status: 'confirmed', login: await loginResult(db, clock, user) };
  },

  async wechatQrConfirm({ db, clock, payload }) {
    await confirmWechatTicket(db, clock, payload.ticket, payload.phone);
    return ok(null, MSG_CONFIRMED);
  },

  async devSmsOutbox({ db, payload }) {
    const { phone } = payload;
    if (!phone) return { items: [] };
    const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(20);
    return {
      items: rows.map((r) => ({ phone: r.phone, usecate: r.usecate as SmsUsecate, code: r.code, create_time: formatChinaTime(r.createdAt) })),
    };
  },
};
