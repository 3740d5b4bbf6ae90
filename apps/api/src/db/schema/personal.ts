import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { displayTime } from './columns';

// personal centre: points ledger, daily sign-in, bank card, wallet ledger

/**
 * One row per change of users.profit_jifen (modules/personal/points.ts writes both in one transaction).
 * `total` is the signed change, `cur_total` the balance right after it (spec: id, remark, create_time,
 * total, cur_total).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    curTotal: integer('cur_total').notNull(),
    remark: text('remark').notNull().default(''),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    index('points_ledger_user_list_idx').on(t.userId, t.id.desc()),
    check('points_ledger_cur_total_nonneg', sql`${t.curTotal} >= 0`),
  ],
);

/** Daily sign-in: one row per user and China-time day; the unique index makes a racing second one fail. */
export const signRecords = pgTable(
  'sign_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull().default(0),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [uniqueIndex('sign_records_user_day_uq').on(t.userId, t.day), index('sign_records_user_list_idx').on(t.userId, t.id.desc())],
);

/** The user's one bank card (spec: name, phone, bank_name, card_number). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    bankName: text('bank_name').notNull(),
    cardNumber: text('card_number').notNull(),
    updateTime: displayTime('update_time').notNull(),
  },
  (t) => [uniqueIndex('bank_cards_user_uq').on(t.userId)],
);

/**
 * Changes of users.user_money (the wallet), written with the balance update in one transaction.
 * `source_user_id` names the team member an entry was earned from (a commission on their purchase); the
 * team list's profitTotal is the sum of the caller's entries per source. The spec gives no commission
 * rule, so nothing writes such entries yet and every member's profitTotal is an honest 0.00.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    balance: numeric('balance', { precision: 12, scale: 2 }).notNull(),
    remark: text('remark').notNull().default(''),
    createTime: displayTime('create_time').notNull(),
    sourceUserId: integer('source_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('wallet_ledger_user_list_idx').on(t.userId, t.id.desc()),
    index('wallet_ledger_user_source_idx').on(t.userId, t.sourceUserId).where(sql`${t.sourceUserId} is not null`),
    check('wallet_ledger_balance_nonneg', sql`${t.balance} >= 0`),
  ],
);
