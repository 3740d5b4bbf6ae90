// The chat module's SQL: conversations (chats), their messages (chat_items), staff presence, event-stream
// tickets and consult ratings (remarks), with the row -> API shaping of each. Which conversation a caller
// may see and what they may do with it is decided in service.ts.
import type { ChatCard, ChatInfo, ChatMessage, ChatSession, ChatType, CustUser, Remark } from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toRemark } from '../reviews';
import type { Paging } from '../../db/paging';
import { chatItems, chatPresence, chats, chatTickets, companies, experts, remarks, users } from '../../db/schema';
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
  c.kind === 'supplier'
    ? 'chat_supplier'
    : c.kind === 'expert'
      ? c.userId === me
        ? 'chat_expert'
        : 'chat_user'
      : c.userId === me
        ? 'chat_service'
        : 'chat_user2';
/** The counterpart's account (a supplier chat's buyer sees the company's owner when it was opened). */
export const otherSide = (c: ChatRow, me: number) => (c.userId === me ? c.toUserId : c.userId);
/**
 * The sides of a conversation: the one who asked (user_id) and the one who answers (to_user_id; for a
 * supplier chat whoever acts for the company). A message is the caller's own when its sender is on the
 * caller's side: a company member sees the replies of the company's other members on their side too.
 */
const asks = (c: ChatRow, userId: number) => c.userId === userId;
const ownSide = (c: ChatRow, me: number, sender: number) => asks(c, sender) === asks(c, me);

// ---- finding a conversation (by id and by order number: only one the caller is a side of)

const mine = (me: number) => or(eq(chats.userId, me), eq(chats.toUserId, me));

/** By id: a chat the caller is a side of by account, or any supplier chat (whose company side the service checks). */
export async function chatById(db: Db, me: number, chatId: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(and(eq(chats.id, chatId), or(mine(me), eq(chats.kind, 'supplier')))).limit(1);
  return row;
}

/** The supplier conversation of a buyer and a company. */
export async function supplierChat(db: Db, userId: number, companyId: number): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.kind, 'supplier'), eq(chats.userId, userId), eq(chats.companyId, companyId)))
    .limit(1);
  return row;
}

/** Opens a supplier conversation (a racing open of the same buyer and company changes nothing). */
export async function insertSupplierChat(db: Db, userId: number, companyId: number, ownerId: number, at: string): Promise<void> {
  await db.insert(chats).values({ kind: 'supplier', userId, toUserId: ownerId, companyId, createTime: at, updateTime: at }).onConflictDoNothing();
}

export async function companyNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((n) => n > 0);
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The company the buyer contacts: its owner and review state (undefined when there is none). */
export async function companyOf(db: Db, id: number) {
  const [row] = await db.select({ id: companies.id, name: companies.name, userId: companies.userId, auditStatus: companies.auditStatus }).from(companies).where(eq(companies.id, id)).limit(1);
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

/** A conversation the caller is a side of, as they see it (a supplier chat's buyer reads the company's name). */
export async function toInfo(db: Db, c: ChatRow, me: number): Promise<ChatInfo> {
  const other = otherSide(c, me);
  const companyId = c.companyId ?? 0;
  const buyerSees = c.kind === 'supplier' && asks(c, me);
  const [names, remarked, companyName] = await Promise.all([
    people(db, [other]),
    isRemarked(db, c),
    buyerSees ? companyNames(db, [companyId]).then((m) => m.get(companyId) ?? '') : Promise.resolve(''),
  ]);
  return {
    id: c.id,
    item_id: c.expertId,
    is_confirm: c.isConfirm === 1 ? 1 : 0,
    pass: c.pass === 1 ? 1 : 0,
    to_user_id: other,
    to_user_name: buyerSees ? companyName : displayName(names.get(other)),
    isremark: remarked ? 0 : 1,
    order_no: c.orderNo,
    is_answerer: asks(c, me) ? 0 : 1,
    company_id: companyId,
  };
}

/** The supplier chats on the company side of the caller: those of the companies they act for. */
const answersFor = (companyIds: number[]) => (companyIds.length > 0 ? and(eq(chats.kind, 'supplier'), inArray(chats.companyId, companyIds)) : undefined);

/**
 * The chats of one view (spec 02 §4): which side the caller is and which kind. 商家咨询 (chat_supplier) holds
 * both sides: the buyer's own supplier chats and those of the companies the caller acts for.
 */
function viewFilter(view: ChatType, me: number, companyIds: number[]): SQL {
  switch (view) {
    case 'chat_supplier':
      return and(eq(chats.kind, 'supplier'), or(eq(chats.userId, me), answersFor(companyIds)))!;
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

/** Messages sent from the other side than the caller's (the sender's side is not the caller's). */
const fromOtherSide = (me: number) => sql`(${chatItems.userId} = ${chats.userId}) <> (${chats.userId} = ${me})`;

/** One page of a view's conversations (optionally with one counterpart), newest first, with unread counts. */
export async function sessionPage(
  db: Db,
  me: number,
  view: ChatType,
  withUser: number | null,
  page: Paging,
  companyIds: number[] = [],
): Promise<{ items: ChatSession[]; total: number }> {
  const where = and(viewFilter(view, me, companyIds), withUser !== null ? or(eq(chats.userId, withUser), eq(chats.toUserId, withUser)) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(chats).where(where).orderBy(desc(chats.updateTime), desc(chats.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(chats).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [names, firms, unreadRows] = await Promise.all([
    people(db, [...rows.map((r) => otherSide(r, me)), me]),
    companyNames(db, rows.filter((r) => r.kind === 'supplier' && asks(r, me)).map((r) => r.companyId ?? 0)),
    ids.length === 0
      ? Promise.resolve([] as { chatId: number; n: number }[])
      : db
          .select({ chatId: chatItems.chatId, n: count() })
          .from(chatItems)
          .innerJoin(chats, eq(chats.id, chatItems.chatId))
          .where(
            and(
              inArray(chatItems.chatId, ids),
              fromOtherSide(me),
              sql`${chatItems.id} > case when ${chats.userId} = ${me} then ${chats.userReadId} else ${chats.toUserReadId} end`,
            ),
          )
          .groupBy(chatItems.chatId),
  ]);
  const unread = new Map(unreadRows.map((r) => [r.chatId, Number(r.n)]));
  const items: ChatSession[] = rows.map((r) => {
    const other = otherSide(r, me);
    const buyerSees = r.kind === 'supplier' && asks(r, me);
    return {
      chat_id: r.id,
      to_user_id: other,
      to_user_name: buyerSees ? (firms.get(r.companyId ?? 0) ?? '') : displayName(names.get(other)),
      user_id: me,
      user_mobile: maskMobileMiddle(names.get(me)?.mobile ?? ''),
      update_time: r.updateTime.replace('T', ' ').slice(0, 19),
      last_message: r.lastMessage,
      order_no: r.orderNo,
      is_confirm: r.isConfirm === 1 ? 1 : 0,
      unread: unread.get(r.id) ?? 0,
      ...(r.kind === 'supplier' ? { company_id: r.companyId ?? 0, is_answerer: asks(r, me) ? (0 as const) : (1 as const) } : {}),
    };
  });
  return { items, total: Number(total?.n ?? 0) };
}

/** The expert ends a consultation: the ended row. */
export async function confirmChat(db: Db, chatId: number, at: string): Promise<ChatRow> {
  const [ended] = await db.update(chats).set({ isConfirm: 1, updateTime: at }).where(eq(chats.id, chatId)).returning();
  return ended!;
}

/**
 * Messages to `me` after what they have read, over all their conversations: the ones they asked in, the
 * ones they answer by account, and the supplier chats of the companies they act for.
 */
export async function unreadTotal(db: Db, me: number, companyIds: number[] = []): Promise<number> {
  const answering = or(and(ne(chats.kind, 'supplier'), eq(chats.toUserId, me)), answersFor(companyIds));
  const [row] = await db
    .select({ n: count() })
    .from(chatItems)
    .innerJoin(chats, eq(chats.id, chatItems.chatId))
    .where(
      or(
        and(eq(chats.userId, me), gt(chatItems.id, chats.userReadId), ne(chatItems.userId, chats.userId)),
        and(ne(chats.userId, me), answering, gt(chatItems.id, chats.toUserReadId), eq(chatItems.userId, chats.userId)),
      ),
    );
  return Number(row?.n ?? 0);
}

// ---- messages

/** `status`: a card's status as of now (cardStatuses), else the one it was attached with. */
export const toMessage = (r: ItemRow, c: ChatRow, me: number, status?: Map<string, string>): ChatMessage => ({
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
  isfrom: ownSide(c, me, r.userId) ? 0 : 1,
  ...(r.card ? { card: { ...r.card, status: status?.get(cardKey(r.card)) ?? r.card.status } } : {}),
});

export const cardKey = (card: ChatCard) => (card.kind === 'product' ? `p${card.product_id}` : `o${card.order_no}`);

/** A page of a conversation's messages, newest first (before `beforeId`: from there, ignoring the offset), and the conversation's message count. */
export async function messagePage(db: Db, chatId: number, beforeId: number | null, page: Paging): Promise<{ rows: ItemRow[]; total: number }> {
  const where = and(eq(chatItems.chatId, chatId), beforeId !== null ? lt(chatItems.id, beforeId) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(chatItems).where(where).orderBy(desc(chatItems.id)).limit(page.pageSize).offset(beforeId !== null ? 0 : page.offset),
    db.select({ n: count() }).from(chatItems).where(eq(chatItems.chatId, chatId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Takes a conversation's row lock (as touchOpenChat does) without changing it. */
export async function lockChat(tx: DbTx, chatId: number): Promise<void> {
  await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, chatId)).for('update');
}

/** The newest message of a conversation (or undefined). */
export async function newestMessage(db: Db | DbTx, chatId: number): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(chatItems).where(eq(chatItems.chatId, chatId)).orderBy(desc(chatItems.id)).limit(1);
  return row;
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
  m: { chatId: number; userId: number; toUserId: number; message: string; createTime: string; card?: ChatCard },
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
