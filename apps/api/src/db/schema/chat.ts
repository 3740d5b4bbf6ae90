import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatCard } from '@ws/api-sdk/contract';
import { displayTime, instant } from './columns';
import { users } from './account';
import { companies } from './content';

// chat

/**
 * One conversation (spec 02 §3 "Chat session / Chat info"). `user_id` is the side that asked (the member),
 * `to_user_id` the side that answers (customer-service staff or the expert's member account).
 * kind 'service': one per member and staff member; kind 'expert': one per paid consult order (order_no),
 * made only by the consult payment's paid effect (or for a free expert, pass 1); kind 'supplier': one per
 * buyer and supplier company (联系商家), answered by whoever acts for the company (company_id), so
 * `to_user_id` is only the company's owner when it was opened and `to_user_read_id` the company side's.
 * Sending a message takes this row's lock (the UPDATE of last_message), so the messages of one chat get
 * their ids in commit order: an incremental fetch by max_id never skips one committed later.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    /** 'service' | 'expert' | 'supplier' */
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the consult's order number ('' for customer service) */
    orderNo: text('order_no').notNull().default(''),
    /** the expert consulted (expert chats), 0 otherwise */
    expertId: integer('expert_id').notNull().default(0),
    /** 0 open, 1 ended by the expert */
    isConfirm: smallint('is_confirm').notNull().default(0),
    /** 1: free of charge (pay-free flag): the chat stays open */
    pass: smallint('pass').notNull().default(0),
    /** the supplier company a buyer talks to (supplier chats only) */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message').notNull().default(''),
    /** the newest message id each side has read (unread = newer messages from the other side) */
    userReadId: integer('user_read_id').notNull().default(0),
    toUserReadId: integer('to_user_read_id').notNull().default(0),
    createTime: displayTime('create_time').notNull(),
    updateTime: displayTime('update_time').notNull(),
  },
  (t) => [
    check('chats_kind_known', sql`${t.kind} in ('service', 'expert', 'supplier')`),
    check('chats_supplier_company', sql`(${t.kind} = 'supplier') = (${t.companyId} is not null)`),
    check('chats_two_sides', sql`${t.userId} <> ${t.toUserId}`),
    uniqueIndex('chats_service_pair_uq').on(t.userId, t.toUserId).where(sql`${t.kind} = 'service'`),
    uniqueIndex('chats_expert_order_uq').on(t.orderNo).where(sql`${t.kind} = 'expert'`),
    index('chats_user_idx').on(t.userId, t.kind, t.updateTime.desc(), t.id.desc()),
    index('chats_to_user_idx').on(t.toUserId, t.kind, t.updateTime.desc(), t.id.desc()),
    uniqueIndex('chats_supplier_pair_uq').on(t.userId, t.companyId).where(sql`${t.kind} = 'supplier'`),
    // the company side's 商家咨询 list, newest first
    index('chats_company_idx').on(t.companyId, t.updateTime.desc(), t.id.desc()).where(sql`${t.kind} = 'supplier'`),
  ],
);

/** One message (spec 02 §3 "Chat message"). Text only: stored and shown as text, never as HTML. */
export const chatItems = pgTable(
  'chat_items',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** the sender */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createTime: displayTime('create_time').notNull(),
    isDel: smallint('is_del').notNull().default(0),
    isToDel: smallint('is_to_del').notNull().default(0),
    /** a supplier chat's product or order card as attached (its status is read afresh when shown) */
    card: jsonb('card').$type<ChatCard>(),
  },
  (t) => [
    check('chat_items_length', sql`char_length(${t.message}) between 1 and 2000`),
    index('chat_items_chat_idx').on(t.chatId, t.id),
  ],
);

/** Who has a chat page open: the page beats every 30 s; staff seen in the last minute are "online". */
export const chatPresence = pgTable('chat_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeen: instant('last_seen').notNull(),
});

/**
 * Short-lived tickets of the event stream: EventSource cannot send the token header, and a token in a URL
 * could end up in a log or history. Stored as a SHA-256 hash, like tokens; valid for a few minutes so
 * that the browser's own reconnects work.
 */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('chat_tickets_expires_idx').on(t.expiresAt)],
);
