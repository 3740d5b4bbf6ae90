import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

// staff (the operations console; contract admin.ts)

/**
 * The platform's staff, who are not members: their own accounts (lower-case, unique), roles and password.
 * A member's token never opens the console and a staff token is no member's token (staff_sessions is a
 * table of its own).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** the login name, stored lower-case */
    account: text('account').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'super' 超级管理员 | 'ops' 运营 | 'editor' 内容编辑 | 'cs' 客服主管 */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** 1: may no longer log in, and every session of it is dead */
    disabled: smallint('disabled').notNull().default(0),
    /** the second factor's shared secret (base32); required to log in in production */
    totpSecret: text('totp_secret'),
    /** hashed one-time recovery codes of the second factor */
    totpRecovery: jsonb('totp_recovery').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: instant('created_at').notNull(),
    lastLoginAt: instant('last_login_at'),
  },
  (t) => [
    uniqueIndex('staff_account_uq').on(t.account),
    check('staff_account_lower', sql`${t.account} = lower(${t.account})`),
    check('staff_roles_known', sql`${t.roles} <@ array['super', 'ops', 'editor', 'cs']::text[]`),
    check('staff_disabled_flag', sql`${t.disabled} in (0, 1)`),
  ],
);

/** A staff login: only the SHA-256 of the random token is stored; idle for STAFF_IDLE_MINUTES, it is dead. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change a staff member makes, written in the transaction of the change. No foreign key to staff:
 * the rows outlive the account (staff_account keeps the name). Append-only: a trigger of the migration
 * refuses UPDATE and DELETE.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id'),
    staffAccount: text('staff_account').notNull(),
    at: instant('at').notNull(),
    ip: text('ip').notNull().default(''),
    /** what was done, e.g. 'review.approve', 'staff.login' */
    action: text('action').notNull(),
    /** what it was done to, e.g. 'company' and its id */
    targetKind: text('target_kind').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    /** one Chinese line, e.g. 通过企业入驻：东莞市… */
    summary: text('summary').notNull().default(''),
    /** the changed fields before and after (never a secret or a token) */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at.desc()),
    index('admin_audit_staff_at_idx').on(t.staffId, t.at.desc()),
    index('admin_audit_target_idx').on(t.targetKind, t.targetId),
  ],
);

/**
 * The platform's settings that staff change in 系统设置 (the bank account shown on /offline, the shipping rule,
 * the quote validity, the express companies, the unpaid-order timeouts): one row per key, its value as JSON
 * checked by the settings module's schema. A key without a row has the built-in default, so a fresh database
 * behaves as before; every change is audited by the code that writes it.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedBy: integer('updated_by'),
  /** raised by every save; a save names the version it was read at, so two staff never overwrite each other unseen */
  version: integer('version').notNull().default(1),
});
