import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { gramsIndex, instant } from './columns';

// accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userAccount: text('user_account').notNull(),
    userMobile: text('user_mobile').notNull(),
    email: text('email'),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** 'member' | 'company' | 'salesman' | 'isexpert' | 'custuser' */
    roles: text('roles').array().notNull().default(sql`'{member}'::text[]`),
    isCustUser: smallint('is_cust_user').notNull().default(0),
    isExpert: smallint('is_expert').notNull().default(0),
    profitMoney: numeric('profit_money', { precision: 12, scale: 2 }).notNull().default('0.00'),
    userMoney: numeric('user_money', { precision: 12, scale: 2 }).notNull().default('0.00'),
    profitJifen: integer('profit_jifen').notNull().default(0),
    parentUserId: integer('parent_user_id'),
    province: text('province').notNull().default(''),
    provinceCode: text('province_code').notNull().default(''),
    city: text('city').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    county: text('county').notNull().default(''),
    countyCode: text('county_code').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    /** set by the operations console: the member cannot log in and every token of theirs is gone */
    disabledAt: instant('disabled_at'),
  },
  (t) => [
    uniqueIndex('users_user_mobile_uq').on(t.userMobile),
    // the console lists members newest first, a page at a time (keyset on created_at, id)
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // 用户管理's filters, each served by an index in the list's order or narrowing it (admin-users queries.ts):
    // a phone from its start, a name anywhere (3+ letters: trigrams; 1-2 Chinese characters: n-grams), a role,
    // the registration area (city or district, newest first), the disabled ones (newest first)
    index('users_mobile_prefix_idx').on(t.userMobile.op('text_pattern_ops')),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    gramsIndex('users_name_grams_idx', t.name),
    index('users_roles_idx').using('gin', t.roles),
    index('users_city_time_idx').on(t.cityCode, t.createdAt.desc(), t.id.desc()),
    index('users_county_time_idx').on(t.countyCode, t.createdAt.desc(), t.id.desc()),
    index('users_disabled_time_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.disabledAt} is not null`),
    uniqueIndex('users_user_account_uq').on(t.userAccount),
    index('users_email_idx').on(t.email),
    index('users_parent_user_id_idx').on(t.parentUserId),
    check('users_money_nonneg', sql`${t.userMoney} >= 0 and ${t.profitMoney} >= 0 and ${t.profitJifen} >= 0`),
  ],
);

export const tokens = pgTable(
  'tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('tokens_user_id_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    usecate: text('usecate').notNull(),
    code: text('code').notNull(),
    ip: text('ip').notNull().default(''),
    /** wrong guesses so far; the code is burnt after 5 */
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('sms_codes_phone_usecate_idx').on(t.phone, t.usecate, t.createdAt),
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** The local SMS adapter's outbox: what a real gateway would have delivered. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    usecate: text('usecate').notNull(),
    code: text('code').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

/**
 * A WeChat website login under way (modules/account/wechat.ts): `ticket` is the OAuth `state` sent to
 * open.weixin, bound to the browser that asked for it by the SHA-256 of a random key only that browser's
 * tab holds. The callback consumes it; a WeChat account not bound yet is parked on it (unionid, openid,
 * nickname) until the member proves a phone, then it is consumed by the binding.
 */
export const wechatTickets = pgTable('wechat_tickets', {
  ticket: text('ticket').primaryKey(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  confirmedAt: instant('confirmed_at'),
  consumedAt: instant('consumed_at'),
  browserKeyHash: text('browser_key_hash'),
  /** the WeChat account the callback identified, waiting for the phone that binds it */
  wechatUnionid: text('wechat_unionid'),
  wechatOpenid: text('wechat_openid'),
  wechatNickname: text('wechat_nickname'),
  identifiedAt: instant('identified_at'),
});

/** A member's WeChat account (网站应用微信登录): one per member, one member per WeChat account (unionid). */
export const wechatAccounts = pgTable(
  'wechat_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unionid: text('unionid').notNull(),
    openid: text('openid').notNull(),
    nickname: text('nickname').notNull().default(''),
    boundAt: instant('bound_at').notNull(),
  },
  (t) => [uniqueIndex('wechat_accounts_user_id_uq').on(t.userId), uniqueIndex('wechat_accounts_unionid_uq').on(t.unionid)],
);

/**
 * Failed password logins, one row per counted subject: `account:<user id>` (or `account:<name>` for an
 * unknown one) and `ip:<client address>`. Every change is one atomic statement (modules/account/login-limits.ts),
 * so parallel guesses and several API processes share one count.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  /** failures (and attempts still being checked) since the count last started */
  failures: integer('failures').notNull(),
  lastFailedAt: instant('last_failed_at').notNull(),
  /** password login refused until then */
  lockedUntil: instant('locked_until'),
});

