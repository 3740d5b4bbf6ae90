// WeChat website login (网站应用微信登录) and the member's binding to a WeChat account:
//   wxlogin/create: a login (the ticket, which is the OAuth state) bound to the browser by the hash of a
//     random key the browser keeps in its tab; answers WeChat's qrconnect URL for it.
//   WeChat sends the top window to the callback page with ?code&state; the page posts code, state and the
//     key to wxlogin/callback, which exchanges the code (wechat-login.ts) and logs a bound WeChat account
//     straight in, or parks an unbound one on the ticket for wxlogin/bind (the member's phone + SMS code,
//     usecate login; like the SMS login, an unknown phone is refused with 该手机号未注册).
//   wxlogin/status only says whether the login was used or expired: a token never travels by the state,
//     which is in URLs.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LoginResult, PayloadOf, WechatBinding, WechatCallbackResult, WechatTicket, WechatTicketStatus } from '@ws/api-sdk/contract';
import { firstError, messages } from '@ws/validators';
import { phone11 } from '@ws/validators/account';
import { required } from '@ws/validators/rules';
import type { Db } from '../../db/client';
import { addMs, formatChinaTime, MINUTE, type Clock } from '../../kernel/time';
import { spendCode } from '../sms';
import { DELETED_MOBILE_PREFIX, DomainError } from '../../kernel';
import { clearAccountFailures } from './login-limits';
import {
  MSG_ACCOUNT_DISABLED,
  MSG_NOT_REGISTERED,
  MSG_WECHAT_MEMBER_HAS_OTHER,
  MSG_WECHAT_NOT_BOUND,
  MSG_WECHAT_STALE,
  MSG_WECHAT_TAKEN,
  MSG_WECHAT_UNCONFIGURED,
} from './messages';
import {
  claimTicketForCallback,
  consumeTicket,
  deleteWechatAccountOf,
  insertWechatAccount,
  insertWechatTicket,
  parkIdentity,
  refreshWechatAccount,
  userById,
  userByPhone,
  wechatAccountByUnionid,
  wechatAccountOfUser,
  wechatTicket,
  type UserRow,
} from './queries';
import { loginResult } from './tokens';
import { identityFromCode, qrconnectUrl, WECHAT_CALLBACK_PATH, WECHAT_EMULATOR_PREFIX, type WechatLoginSettings } from './wechat-login';

/** How long a QR login lives (the qrconnect page's own QR code expires about as fast). */
export const WECHAT_TICKET_TTL_MS = 5 * MINUTE;
/** How long an identified, unbound WeChat account waits on the callback page for the phone and its code. */
export const WECHAT_BIND_WINDOW_MS = 10 * MINUTE;

/** The phone form of the callback page (the spec's /uconfig texts: 请输入手机号码, 请输入手机验证码). */
export const wechatBindRules = {
  user_mobile: phone11(messages.uconfigPhoneRequired),
  smscode: required(messages.mobileCodeRequired),
};

const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Whether `key` is the one whose hash the ticket holds (constant time). */
function keyMatches(storedHash: string | null, key: string): boolean {
  if (!storedHash || !key) return false;
  const a = Buffer.from(storedHash);
  const b = Buffer.from(hashKey(key));
  return a.length === b.length && timingSafeEqual(a, b);
}

const requireSettings = (settings: WechatLoginSettings | null | undefined): WechatLoginSettings => {
  if (!settings) throw new DomainError(MSG_WECHAT_UNCONFIGURED);
  return settings;
};

/** wxlogin/create: a new login for this browser, with WeChat's qrconnect URL. `origin`: what the browser used. */
export async function createWechatLogin(
  db: Db,
  clock: Clock,
  settingsOrNull: WechatLoginSettings | null | undefined,
  input: { origin: string; browserKey: string; demo: boolean },
): Promise<WechatTicket> {
  const settings = requireSettings(settingsOrNull);
  const ticket = randomBytes(16).toString('hex');
  const now = clock.now();
  await insertWechatTicket(db, ticket, input.browserKey ? hashKey(input.browserKey) : null, now, addMs(now, WECHAT_TICKET_TTL_MS));
  const authorizeUrl = settings.authorizeUrl ?? `${input.origin}${WECHAT_EMULATOR_PREFIX}/connect/qrconnect`;
  const redirectUri = settings.redirectUri ?? `${input.origin}${WECHAT_CALLBACK_PATH}`;
  const url = qrconnectUrl(authorizeUrl, settings.appId, redirectUri, ticket);
  return { ticket, qr_url: url, expire_seconds: WECHAT_TICKET_TTL_MS / 1000, demo: input.demo, authorize_url: url, state: ticket };
}

/** wxlogin/status: waiting until WeChat sent the browser back (then confirmed, without a token), or expired. */
export async function wechatTicketStatus(db: Db, clock: Clock, ticket: string): Promise<WechatTicketStatus> {
  const row = ticket ? await wechatTicket(db, ticket) : null;
  if (!row) return { status: 'expired', login: null };
  if (row.confirmedAt || row.consumedAt) return { status: 'confirmed', login: null };
  if (row.expiresAt.getTime() <= clock.now().getTime()) return { status: 'expired', login: null };
  return { status: 'waiting', login: null };
}

const isDeleted = (user: UserRow) => user.userMobile.startsWith(DELETED_MOBILE_PREFIX);

/** wxlogin/callback: WeChat's code for this browser's login: in at once when bound, else the phone form. */
export async function wechatCallback(
  deps: { db: Db; clock: Clock; wechatLogin?: WechatLoginSettings | null; fetchFn?: typeof fetch },
  payload: PayloadOf<'wechatLoginCallback'>,
): Promise<WechatCallbackResult> {
  const { db, clock } = deps;
  const settings = requireSettings(deps.wechatLogin);
  const now = clock.now();
  const row = payload.state ? await wechatTicket(db, payload.state) : null;
  // unknown, another browser's, expired or already used: the same answer, so nothing is learnt from it
  if (!row || !keyMatches(row.browserKeyHash, payload.browser_key) || row.consumedAt || row.confirmedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError(MSG_WECHAT_STALE);
  }
  if (!payload.code) throw new DomainError(MSG_WECHAT_STALE);
  if (!(await claimTicketForCallback(db, row.ticket, now))) throw new DomainError(MSG_WECHAT_STALE);

  const who = await identityFromCode(settings, payload.code, deps.fetchFn);
  const bound = await wechatAccountByUnionid(db, who.unionid);
  const user = bound ? await userById(db, bound.userId) : null;
  if (bound && user && !isDeleted(user)) {
    if (user.disabledAt) {
      await consumeTicket(db, row.ticket, null, now);
      throw new DomainError(MSG_ACCOUNT_DISABLED);
    }
    if (!(await consumeTicket(db, row.ticket, user.id, now))) throw new DomainError(MSG_WECHAT_STALE);
    await refreshWechatAccount(db, bound.id, who.openid, who.nickname);
    return { status: 'login', login: await loginResult(db, clock, user), nickname: who.nickname };
  }
  await parkIdentity(db, row.ticket, who, now, addMs(now, WECHAT_BIND_WINDOW_MS));
  return { status: 'bind', login: null, nickname: who.nickname };
}

/** wxlogin/bind: the member's phone and SMS code (usecate login) bind the parked WeChat account and log in. */
export async function wechatBind(db: Db, clock: Clock, payload: PayloadOf<'wechatLoginBind'>): Promise<LoginResult> {
  const error = firstError(wechatBindRules, payload);
  if (error) throw new DomainError(error);
  const now = clock.now();
  const row = payload.state ? await wechatTicket(db, payload.state) : null;
  if (
    !row ||
    !keyMatches(row.browserKeyHash, payload.browser_key) ||
    row.consumedAt ||
    !row.identifiedAt ||
    !row.wechatUnionid ||
    row.expiresAt.getTime() <= now.getTime()
  ) {
    throw new DomainError(MSG_WECHAT_STALE);
  }
  const unionid = row.wechatUnionid;
  const user = await userByPhone(db, payload.user_mobile);
  if (!user || isDeleted(user)) throw new DomainError(MSG_NOT_REGISTERED);
  if (user.disabledAt) throw new DomainError(MSG_ACCOUNT_DISABLED);
  const mine = await wechatAccountOfUser(db, user.id);
  if (mine && mine.unionid !== unionid) throw new DomainError(MSG_WECHAT_MEMBER_HAS_OTHER);
  const holder = await wechatAccountByUnionid(db, unionid);
  if (holder && holder.userId !== user.id) throw new DomainError(MSG_WECHAT_TAKEN);

  await spendCode(db, clock, payload.user_mobile, 'login', payload.smscode);
  if (!(await consumeTicket(db, row.ticket, user.id, now))) throw new DomainError(MSG_WECHAT_STALE);
  if (!mine) {
    const inserted = await insertWechatAccount(db, {
      userId: user.id,
      unionid,
      openid: row.wechatOpenid ?? '',
      nickname: row.wechatNickname ?? '',
      boundAt: now,
    });
    // a parallel binding won: say which side is taken
    if (!inserted) throw new DomainError((await wechatAccountOfUser(db, user.id)) ? MSG_WECHAT_MEMBER_HAS_OTHER : MSG_WECHAT_TAKEN);
  }
  await clearAccountFailures(db, user.id);
  return loginResult(db, clock, user);
}

/** The caller's binding for /uconfig. */
export async function wechatBindingOf(db: Db, userId: number): Promise<WechatBinding> {
  const row = await wechatAccountOfUser(db, userId);
  return row ? { bound: true, nickname: row.nickname, bound_at: formatChinaTime(row.boundAt) } : { bound: false, nickname: '', bound_at: null };
}

/** 解除绑定: the next WeChat login of that account asks for a phone again. */
export async function unbindWechat(db: Db, userId: number): Promise<void> {
  if (!(await deleteWechatAccountOf(db, userId))) throw new DomainError(MSG_WECHAT_NOT_BOUND);
}
