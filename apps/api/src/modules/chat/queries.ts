// The chat module's SQL: conversations (chats), their messages (chat_items), staff presence, event-stream
// tickets and consult ratings (remarks), with the row -> API shaping of each. Which conversation a caller
// may see and what they may do with it is decided in service.ts.
import type { ChatInfo, ChatMessage, ChatSession, ChatType, CustUser, Remark } from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toRemark } from '../reviews';
import type { Paging } from '../../db/paging';
import { chatItems, chatPresence, chats, chatTickets, experts, remarks, users } from '../../db/schema';
import { maskMobileMiddle } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import type { DbTx } from '../payments';

export type ChatRow = typeof chats.$inferSelect;
export type ItemRow = typeof chatItems.$inferSelect;

interface Person {
  id: number;
  name: string;
  mobile: string;
  isCustUser: number;
}
/** A person's name, or their mobile as 138****5678 when they have none. */
export const displayName = (p: Person | undefined) => (p ? p.name || maskMobileMiddle(p.mobile) : '');

export async function people(db: Db, ids: number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)].filter((n) => n > 0);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.userMobile, isCustUser: users.isCustUser })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export const isStaff = async (db: Db, userId: number) => (await people(db, [userId])).get(userId)?.isCustUser === 1;

/** The caller's view of a conversation (chat_type of its messages and list). */
const viewOf = (c: ChatRow, me: number): ChatType =>
  c.kind === 'expert' ? (c.userId === me ? 'chat_expert' : 'chat_user') : c.userId === me ? 'chat_service' : 'chat_user2';
export const otherSide = (c: ChatRow, me: number) => (c.userId === me ? c.toUserId : c.userId);
export const isSide = (me: number) => (c: ChatRow) => c.userId === me || c.toUserId === me;

// ---- finding a conversation (by id and by order number: only one the caller is a side of)

const mine = (me: number) => or(eq(chats.userId, me), eq(chats.toUserId, me));

export async function chatById(db: Db, me: number, chatId: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(and(eq(chats.id, chatId), mine(me))).limit(1);
  return row;
}

export async function expertChatOfOrder(db: Db, me: number, orderNo: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(and(eq(chats.kind, 'expert'), eq(chats.orderNo, orderNo), mine(me))).limit(1);
  return row;
}

/** The newest consult of a member (userId) with an expert's user (toUserId). */
export async function newestExpertChat(db: Db, userId: number, toUserId: number): Promise<ChatRow | undefined> {
  const pair = and(eq(chats.userId, userId), eq(chats.toUserId, toUserId));
  const [row] = await db.select().from(chats).where(and(eq(chats.kind, 'expert'), pair)).orderBy(desc(chats.id)).limit(1);
  return row;
}

/** The customer-service conversation a user (userId) opened with staff (toUserId). */
export async function serviceChat(db: Db, userId: number, toUserId: number): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.kind, 'service'), eq(chats.userId, userId), eq(chats.toUserId, toUserId)))
    .limit(1);
  return row;
}

/** Opens a customer-service conversation (a racing open of the same pair changes nothing). */
export async function insertServiceChat(db: Db, userId: number, toUserId: number, at: string): Promise<void> {
  await db.insert(chats).values({ kind: 'service', userId, toUserId, createTime: at, updateTime: at }).onConflictDoNothing();
}

/** Whether two users have a conversation, in either direction. */
export async function sharesChat(db: Db, a: number, b: number): Promise<boolean> {
  const [shared] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(or(and(eq(chats.userId, a), eq(chats.toUserId, b)), and(eq(chats.userId, b), eq(chats.toUserId, a))))
    .limit(1);
  return shared !== undefined;
}

/** Whether a user is bound to an approved expert. */
export async function isApprovedExpert(db: Db, userId: number): Promise<boolean> {
  const [expert] = await db.select({ id: experts.id }).from(experts).where(and(eq(experts.userId, userId), eq(experts.auditStatus, 1))).limit(1);
  return expert !== undefined;
}

// ---- conversations as the API answers them

const remarkOf = (c: ChatRow) => and(eq(remarks.userId, c.userId), eq(remarks.xcate, 'expert'), eq(remarks.xid, c.expertId), eq(remarks.orderNo, c.orderNo));

async function isRemarked(db: Db, c: ChatRow): Promise<boolean> {
  if (c.kind !== 'expert') return false;
  const [r] = await db.select({ id: remarks.id }).from(remarks).where(remarkOf(c)).limit(1);
  return r !== undefined;
}

export async function toInfo(db: Db, c: ChatRow, me: number): Promise<ChatInfo> {
  const other = otherSide(c, me);
  const [names, remarked] = await Promise.all([people(db, [other]), isRemarked(db, c)]);
  return {
    id: c.id,
    item_id: c.expertId,
    is_confirm: c.isConfirm === 1 ? 1 : 0,
    pass: c.pass === 1 ? 1 : 0,
    to_user_id: other,
    to_user_name: displayName(names.get(other)),
    isremark: remarked ? 0 : 1,
    order_no: c.orderNo,
    is_answerer: c.toUserId === me ? 1 : 0,
  };
}

/** The chats of one view (spec 02 §4): which side the caller is and which kind. */
function viewFilter(view: ChatType, me: number): SQL {
  switch (view) {
    case 'chat_expert':
      return and(eq(chats.kind, 'expert'), eq(chats.userId, me))!;
    case 'chat_user':
      return and(eq(chats.kind, 'expert'), eq(chats.toUserId, me))!;
    case 'chat_service':
      return and(eq(chats.kind, 'service'), eq(chats.userId, me))!;
    case 'chat_user2':
      return and(eq(chats.kind, 'service'), eq(chats.toUserId, me))!;
  }
}

/** One page of a view's conversations (optionally with one counterpart), newest first, with unread counts. */
export async function sessionPage(
  db: Db,
  me: number,
  view: ChatType,
  withUser: number | null,
  page: Paging,
): Promise<{ items: ChatSession[]; total: number }> {
  const where = and(viewFilter(view, me), withUser !== null ? or(eq(chats.userId, withUser), eq(chats.toUserId, withUser)) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(chats).where(where).orderBy(desc(chats.updateTime), desc(chats.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(chats).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [names, unreadRows] = await Promise.all([
    people(db, [...rows.map((r) => otherSide(r, me)), me]),
    ids.length === 0
      ? Promise.resolve([] as { chatId: number; n: number }[])
      : db
          .select({ chatId: chatItems.chatId, n: count() })
          .from(chatItems)
          .innerJoin(chats, eq(chats.id, chatItems.chatId))
          .where(
            and(
              inArray(chatItems.chatId, ids),
              ne(chatItems.userId, me),
              sql`${chatItems.id} > case when ${chats.userId} = ${me} then ${chats.userReadId} else ${chats.toUserReadId} end`,
            ),
          )
          .groupBy(chatItems.chatId),
  ]);
  const unread = new Map(unreadRows.map((r) => [r.chatId, Number(r.n)]));
  const items: ChatSession[] = rows.map((r) => {
    const other = otherSide(r, me);
    return {
      chat_id: r.id,
      to_user_id: other,
      to_user_name: displayName(names.get(other)),
      user_id: me,
      user_mobile: maskMobileMiddle(names.get(me)?.mobile ?? ''),
      update_time: r.updateTime.replace('T', ' ').slice(0, 19),
      last_message: r.lastMessage,
      order_no: r.orderNo,
      is_confirm: r.isConfirm === 1 ? 1 : 0,
      unread: unread.get(r.id) ?? 0,
    };
  });
  return { items, total: Number(total?.n ?? 0) };
}

/** The expert ends a consultation: the ended row. */
export async function confirmChat(db: Db, chatId: number, at: string): Promise<ChatRow> {
  const [ended] = await db.update(chats).set({ isConfirm: 1, updateTime: at }).where(eq(chats.id, chatId)).returning();
  return ended!;
}

/** Messages to `me` after what they have read, over all their conversations. */
export async function unreadTotal(db: Db, me: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatItems)
    .innerJoin(chats, eq(chats.id, chatItems.chatId))
    .where(
      and(
        or(and(eq(chats.userId, me), gt(chatItems.id, chats.userReadId)), and(eq(chats.toUserId, me), gt(chatItems.id, chats.toUserReadId))),
        ne(chatItems.userId, me),
      ),
    );
  return Number(row?.n ?? 0);
}

// ---- messages

export const toMessage = (r: ItemRow, c: ChatRow, me: number): ChatMessage => ({
  id: r.id,
  chat_id: r.chatId,
  user_id: r.userId,
  to_user_id: r.toUserId,
  create_time: r.createTime.replace('T', ' ').slice(0, 19),
  chat_type: viewOf(c, me),
  message: r.message,
  order_no: c.orderNo,
  is_del: r.isDel === 1 ? 1 : 0,
  is_to_del: r.isToDel === 1 ? 1 : 0,
  isfrom: r.userId === me ? 0 : 1,
});

/** A page of a conversation's messages, newest first (before `beforeId`: from there, ignoring the offset), and the conversation's message count. */
export async function messagePage(db: Db, chatId: number, beforeId: number | null, page: Paging): Promise<{ rows: ItemRow[]; total: number }> {
  const where = and(eq(chatItems.chatId, chatId), beforeId !== null ? lt(chatItems.id, beforeId) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(chatItems).where(where).orderBy(desc(chatItems.id)).limit(page.pageSize).offset(beforeId !== null ? 0 : page.offset),
    db.select({ n: count() }).from(chatItems).where(eq(chatItems.chatId, chatId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A conversation's messages after id `after`, ascending, at most `limit`. */
export async function messagesAfter(db: Db, chatId: number, after: number, limit: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(chatItems)
    .where(and(eq(chatItems.chatId, chatId), gt(chatItems.id, after)))
    .orderBy(asc(chatItems.id))
    .limit(limit);
}

/** `me` has read `c` up to `id` (never moves back). */
export async function markRead(db: Db | DbTx, c: ChatRow, me: number, id: number): Promise<void> {
  if (id <= 0) return;
  if (c.userId === me) {
    await db.update(chats).set({ userReadId: sql`greatest(${chats.userReadId}, ${id})` }).where(eq(chats.id, c.id));
  } else {
    await db.update(chats).set({ toUserReadId: sql`greatest(${chats.toUserReadId}, ${id})` }).where(eq(chats.id, c.id));
  }
}

/**
 * Sets the last message of a conversation that is still open (not ended, or free: pass 1), which takes its
 * row lock; false when it has ended.
 */
export async function touchOpenChat(tx: DbTx, chatId: number, lastMessage: string, at: string): Promise<boolean> {
  const [locked] = await tx
    .update(chats)
    .set({ lastMessage, updateTime: at })
    .where(and(eq(chats.id, chatId), or(eq(chats.isConfirm, 0), eq(chats.pass, 1))))
    .returning({ id: chats.id });
  return locked !== undefined;
}

export async function insertMessage(
  tx: DbTx,
  m: { chatId: number; userId: number; toUserId: number; message: string; createTime: string },
): Promise<ItemRow> {
  const [inserted] = await tx.insert(chatItems).values(m).returning();
  return inserted!;
}

// ---- presence and event-stream tickets

export async function upsertPresence(db: Db, userId: number, now: Date): Promise<void> {
  await db.insert(chatPresence).values({ userId, lastSeen: now }).onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeen: now } });
}

/** Staff (other than `me`) seen after `since`, most recently seen first, at most 50. */
export async function staffSeenSince(db: Db, me: number, since: Date): Promise<CustUser[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.userMobile, isCustUser: users.isCustUser, lastSeen: chatPresence.lastSeen })
    .from(users)
    .innerJoin(chatPresence, eq(chatPresence.userId, users.id))
    .where(and(eq(users.isCustUser, 1), gt(chatPresence.lastSeen, since), ne(users.id, me)))
    .orderBy(desc(chatPresence.lastSeen))
    .limit(50);
  return rows.map((r) => ({ id: r.id, user_id: r.id, name: displayName(r), update_time: formatChinaTime(r.lastSeen) }));
}

/** The user of a ticket (by its hash) that is still valid at `now`. */
export async function ticketUser(db: Db, ticketHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: chatTickets.userId })
    .from(chatTickets)
    .where(and(eq(chatTickets.ticketHash, ticketHash), gt(chatTickets.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}

/** Stores a new ticket of a user, dropping their expired ones. */
export async function replaceTickets(db: Db, userId: number, ticketHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.delete(chatTickets).where(and(eq(chatTickets.userId, userId), lt(chatTickets.expiresAt, now)));
  await db.insert(chatTickets).values({ ticketHash, userId, expiresAt });
}

// ---- consult ratings


/** The member's rating of a consult conversation, or null. */
export async function remarkOfChat(db: Db, c: ChatRow): Promise<Remark | null> {
  const [row] = await db
    .select({ remark: remarks, mobile: users.userMobile })
    .from(remarks)
    .innerJoin(users, eq(users.id, remarks.userId))
    .where(remarkOf(c))
    .limit(1);
  return row ? toRemark(row.remark, row.mobile) : null;
}

/** Stores the member's rating of a consult conversation; null when they had rated it already. */
export async function insertRemark(
  db: Db,
  c: ChatRow,
  r: { userId: number; mobile: string; content: string; score: string; createTime: string },
): Promise<Remark | null> {
  const [row] = await db
    .insert(remarks)
    .values({ userId: r.userId, xcate: 'expert', xid: c.expertId, itemId: c.id, orderNo: c.orderNo, content: r.content, score: r.score, createTime: r.createTime })
    .onConflictDoNothing()
    .returning();
  return row ? toRemark(row, r.mobile) : null;
}
