// Chat and consultation (spec 02 §2 "Chat and consultation", §3, §4 Chat, §7 Chat). Rules:
// - a caller reads and writes only conversations they are a side of (customer-service staff: only the
//   ones users opened with them); every call resolves the conversation from the caller first;
// - a consult chat exists only after payment (services/chat/consult.ts, the paid effect);
// - sending takes the conversation's row lock (the UPDATE of last_message) before inserting, so a
//   conversation's message ids follow commit order and max_id fetching never skips a message;
// - messages are text (at most 2,000 characters, checked by the contract and by a CHECK constraint).
import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_FIRST_LOAD,
  CHAT_LIST_PAGE,
  CHAT_NEW_MAX,
  MSG_CHAT_ENDED,
  type chat as chatContract,
  type ChatInfo,
  type ChatMessage,
  type ChatSession,
  type ChatType,
  type FileRef,
  type Remark,
  type RemarkCate,
} from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatItems, chatPresence, chats, chatTickets, experts, remarks, users } from '../../db/schema';
import { type AuthUser, type DomainHandlers } from '../../http/handler';
import { DomainError, maskMobileMiddle } from '../../kernel';
import { addMs, formatChinaTime, MINUTE, SECOND, type Clock } from '../../kernel/time';
import { chatNotifierFor } from './notifier';
import { paging } from '../../db/paging';

export const MSG_CHAT_MISSING = '会话不存在';
export const MSG_USER_MISSING = '用户不存在';
export const MSG_ONLY_EXPERT_ENDS = '只有专家可以结束咨询';
export const MSG_NOT_ENDED = '咨询未结束，暂不能评价';
export const MSG_ALREADY_RATED = '您已评价过了';
export const MSG_BAD_SCORE = '请选择评分';

/** Staff seen (chat page open) within this window are online. */
export const ONLINE_WINDOW_MS = MINUTE;
export const TICKET_TTL_MS = 5 * MINUTE;

type ChatRow = typeof chats.$inferSelect;
type ItemRow = typeof chatItems.$inferSelect;

/** 138****5678 (an 11-digit mobile), anything else as it is. */

interface Person {
  id: number;
  name: string;
  mobile: string;
  isCustUser: number;
}
const displayName = (p: Person | undefined) => (p ? p.name || maskMobileMiddle(p.mobile) : '');

async function people(db: Db, ids: number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)].filter((n) => n > 0);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.userMobile, isCustUser: users.isCustUser })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

const isStaff = async (db: Db, userId: number) => (await people(db, [userId])).get(userId)?.isCustUser === 1;

/** The caller's view of a conversation (chat_type of its messages and list). */
const viewOf = (c: ChatRow, me: number): ChatType =>
  c.kind === 'expert' ? (c.userId === me ? 'chat_expert' : 'chat_user') : c.userId === me ? 'chat_service' : 'chat_user2';
const otherSide = (c: ChatRow, me: number) => (c.userId === me ? c.toUserId : c.userId);
const isSide = (me: number) => (c: ChatRow) => c.userId === me || c.toUserId === me;

interface Which {
  chat_id: number | null;
  order_no: string;
  to_user_id: number | null;
  chat_type: ChatType;
}

/**
 * The conversation a call names, from the caller's side: by chat_id, by the consult's order_no, or by the
 * counterpart (customer service: made on first open when `create` and the counterpart is staff; an expert
 * chat by counterpart: the newest). Anything the caller is not a side of answers 会话不存在.
 */
async function resolveChat(db: Db, clock: Clock, me: AuthUser, w: Which, create = false): Promise<ChatRow> {
  const mine = or(eq(chats.userId, me.id), eq(chats.toUserId, me.id));
  let row: ChatRow | undefined;
  if (w.chat_id !== null) {
    [row] = await db.select().from(chats).where(and(eq(chats.id, w.chat_id), mine)).limit(1);
  } else if (w.order_no !== '') {
    [row] = await db.select().from(chats).where(and(eq(chats.kind, 'expert'), eq(chats.orderNo, w.order_no), mine)).limit(1);
  } else if (w.to_user_id !== null && w.to_user_id !== me.id) {
    const other = w.to_user_id;
    if (w.chat_type === 'chat_expert' || w.chat_type === 'chat_user') {
      const pair =
        w.chat_type === 'chat_expert'
          ? and(eq(chats.userId, me.id), eq(chats.toUserId, other))
          : and(eq(chats.userId, other), eq(chats.toUserId, me.id));
      [row] = await db.select().from(chats).where(and(eq(chats.kind, 'expert'), pair)).orderBy(desc(chats.id)).limit(1);
    } else if (await isStaff(db, me.id)) {
      // staff answer the users who came to them; they never open a conversation themselves
      [row] = await db
        .select()
        .from(chats)
        .where(and(eq(chats.kind, 'service'), eq(chats.userId, other), eq(chats.toUserId, me.id)))
        .limit(1);
    } else {
      const where = and(eq(chats.kind, 'service'), eq(chats.userId, me.id), eq(chats.toUserId, other));
      [row] = await db.select().from(chats).where(where).limit(1);
      if (!row && create && (await isStaff(db, other))) {
        const at = formatChinaTime(clock.now());
        await db.insert(chats).values({ kind: 'service', userId: me.id, toUserId: other, createTime: at, updateTime: at }).onConflictDoNothing();
        [row] = await db.select().from(chats).where(where).limit(1);
      }
    }
  }
  if (!row || !isSide(me.id)(row)) throw new DomainError(MSG_CHAT_MISSING);
  return row;
}

const toMessage = (r: ItemRow, c: ChatRow, me: number): ChatMessage => ({
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

/** The caller has read up to `id` (never moves back). */
async function markRead(db: Db, c: ChatRow, me: number, id: number): Promise<void> {
  if (id <= 0) return;
  if (c.userId === me) {
    await db.update(chats).set({ userReadId: sql`greatest(${chats.userReadId}, ${id})` }).where(eq(chats.id, c.id));
  } else {
    await db.update(chats).set({ toUserReadId: sql`greatest(${chats.toUserReadId}, ${id})` }).where(eq(chats.id, c.id));
  }
}

async function isRemarked(db: Db, c: ChatRow): Promise<boolean> {
  if (c.kind !== 'expert') return false;
  const [r] = await db
    .select({ id: remarks.id })
    .from(remarks)
    .where(and(eq(remarks.userId, c.userId), eq(remarks.xcate, 'expert'), eq(remarks.xid, c.expertId), eq(remarks.orderNo, c.orderNo)))
    .limit(1);
  return r !== undefined;
}

async function toInfo(db: Db, c: ChatRow, me: number): Promise<ChatInfo> {
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

const toRemark = (r: typeof remarks.$inferSelect, mobile: string): Remark => ({
  id: r.id,
  user_mobile: mobile.length > 3 ? mobile.slice(0, 3) + '*'.repeat(mobile.length - 3) : mobile,
  create_time: r.createTime.replace('T', ' ').slice(0, 19),
  content: r.content,
  score: Number(r.score).toFixed(1),
  file_items: r.fileItems as FileRef[],
  order_no: r.orderNo,
  xid: r.xid,
  item_id: r.itemId,
  xcate: r.xcate as RemarkCate,
});

const hashTicket = (t: string) => createHash('sha256').update(t).digest('hex');
const TICKET_SHAPE = /^[0-9a-f]{64}$/;

/** The user of a live event-stream ticket, or null (missing, unknown, expired). */
export async function resolveTicket(db: Db, clock: Clock, ticket: string): Promise<number | null> {
  if (!TICKET_SHAPE.test(ticket)) return null;
  const [row] = await db
    .select({ userId: chatTickets.userId })
    .from(chatTickets)
    .where(and(eq(chatTickets.ticketHash, hashTicket(ticket)), gt(chatTickets.expiresAt, clock.now())))
    .limit(1);
  return row?.userId ?? null;
}

/** A chat page is open: the user counts as online for a minute. */
export async function beat(db: Db, clock: Clock, userId: number): Promise<void> {
  const now = clock.now();
  await db.insert(chatPresence).values({ userId, lastSeen: now }).onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeen: now } });
}

export const chatHandlers: DomainHandlers<typeof chatContract> = {
  /** chat/listByUser: one view's conversations, newest first, 10 a page, with unread counts. */
  async chatListByUser({ db, user, payload }) {
    const me = user.id;
    const { pageSize, offset } = paging(payload, CHAT_LIST_PAGE);
    const where = and(
      viewFilter(payload.chat_type, me),
      payload.to_user_id !== null ? or(eq(chats.userId, payload.to_user_id), eq(chats.toUserId, payload.to_user_id)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(chats).where(where).orderBy(desc(chats.updateTime), desc(chats.id)).limit(pageSize).offset(offset),
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
  },

  /** chat/infoByUser: the conversation (customer service: opened on first visit). */
  async chatInfoByUser({ db, clock, user, payload }) {
    const c = await resolveChat(db, clock, user, payload, true);
    return toInfo(db, c, user.id);
  },

  /** chatitem/to_user_info: the name of someone the caller may talk to (a counterpart, staff, a bound expert). */
  async chatToUserInfo({ db, user, payload }) {
    const id = payload.to_user_id;
    const [person] = [(await people(db, [id])).get(id)];
    if (!person) throw new DomainError(MSG_USER_MISSING);
    let allowed = person.isCustUser === 1 || id === user.id;
    if (!allowed) {
      const [shared] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(or(and(eq(chats.userId, user.id), eq(chats.toUserId, id)), and(eq(chats.userId, id), eq(chats.toUserId, user.id))))
        .limit(1);
      const [expert] = shared ? [] : await db.select({ id: experts.id }).from(experts).where(and(eq(experts.userId, id), eq(experts.auditStatus, 1))).limit(1);
      allowed = shared !== undefined || expert !== undefined;
    }
    if (!allowed) throw new DomainError(MSG_USER_MISSING);
    return { user_id: id, name: displayName(person) };
  },

  /** chatitem/list_self: the newest page of messages (or the ones before before_id), ascending. */
  async chatItemListSelf({ db, clock, user, payload }) {
    const c = await resolveChat(db, clock, user, payload);
    const { pageSize, offset } = paging(payload, CHAT_FIRST_LOAD);
    const where = and(eq(chatItems.chatId, c.id), payload.before_id !== null ? lt(chatItems.id, payload.before_id) : undefined);
    const [rows, [total]] = await Promise.all([
      db.select().from(chatItems).where(where).orderBy(desc(chatItems.id)).limit(pageSize).offset(payload.before_id !== null ? 0 : offset),
      db.select({ n: count() }).from(chatItems).where(eq(chatItems.chatId, c.id)),
    ]);
    rows.reverse();
    if (payload.before_id === null && offset === 0) await markRead(db, c, user.id, rows.at(-1)?.id ?? 0);
    return { items: rows.map((r) => toMessage(r, c, user.id)), total: Number(total?.n ?? 0) };
  },

  /** chatitem/list_self_new: the messages after max_id, ascending, at most 99 (max_time is accepted and not
   *  needed: ids follow commit order within a conversation). */
  async chatItemListSelfNew({ db, clock, user, payload }) {
    const c = await resolveChat(db, clock, user, payload);
    const after = Math.max(payload.max_id ?? 0, 0);
    const rows = await db
      .select()
      .from(chatItems)
      .where(and(eq(chatItems.chatId, c.id), gt(chatItems.id, after)))
      .orderBy(asc(chatItems.id))
      .limit(CHAT_NEW_MAX);
    await markRead(db, c, user.id, rows.at(-1)?.id ?? 0);
    return { items: rows.map((r) => toMessage(r, c, user.id)) };
  },

  /** chatitem/add: one message; refused once the consultation ended (unless it is free: pass 1). */
  async chatItemAdd({ db, clock, user, payload }) {
    const c = await resolveChat(db, clock, user, payload, true);
    const at = formatChinaTime(clock.now());
    const to = otherSide(c, user.id);
    const row = await db.transaction(async (tx) => {
      // the row lock: this conversation's messages get their ids one at a time, in commit order
      const [locked] = await tx
        .update(chats)
        .set({ lastMessage: [...payload.message].slice(0, 100).join(''), updateTime: at })
        .where(and(eq(chats.id, c.id), or(eq(chats.isConfirm, 0), eq(chats.pass, 1))))
        .returning({ id: chats.id });
      if (!locked) throw new DomainError(MSG_CHAT_ENDED);
      const [inserted] = await tx.insert(chatItems).values({ chatId: c.id, userId: user.id, toUserId: to, message: payload.message, createTime: at }).returning();
      const readCol = c.userId === user.id ? chats.userReadId : chats.toUserReadId;
      await tx
        .update(chats)
        .set(c.userId === user.id ? { userReadId: sql`greatest(${readCol}, ${inserted!.id})` } : { toUserReadId: sql`greatest(${readCol}, ${inserted!.id})` })
        .where(eq(chats.id, c.id));
      return inserted!;
    });
    await chatNotifierFor(db)
      .publish({ chatId: c.id, userIds: [c.userId, c.toUserId] })
      .catch(() => {
        /* the pages' fallback poll picks the message up */
      });
    return toMessage(row, c, user.id);
  },

  /** chat/listCustUser: staff whose chat page beat within the last minute. */
  async listCustUser({ db, clock, user }) {
    const since = addMs(clock.now(), -ONLINE_WINDOW_MS);
    const rows = await db
      .select({ id: users.id, name: users.name, mobile: users.userMobile, isCustUser: users.isCustUser, lastSeen: chatPresence.lastSeen })
      .from(users)
      .innerJoin(chatPresence, eq(chatPresence.userId, users.id))
      .where(and(eq(users.isCustUser, 1), gt(chatPresence.lastSeen, since), ne(users.id, user.id)))
      .orderBy(desc(chatPresence.lastSeen))
      .limit(50);
    return { items: rows.map((r) => ({ id: r.id, user_id: r.id, name: displayName(r), update_time: formatChinaTime(r.lastSeen) })) };
  },

  async chatHeartbeat({ db, clock, user }) {
    await beat(db, clock, user.id);
    return null;
  },

  /** chat/confirm: the expert ends the consultation. */
  async chatConfirm({ db, clock, user, payload }) {
    const c = await resolveChat(db, clock, user, { chat_id: payload.chat_id, order_no: '', to_user_id: null, chat_type: 'chat_user' });
    if (c.kind !== 'expert' || c.toUserId !== user.id) throw new DomainError(MSG_ONLY_EXPERT_ENDS);
    const [ended] = await db
      .update(chats)
      .set({ isConfirm: 1, updateTime: formatChinaTime(clock.now()) })
      .where(eq(chats.id, c.id))
      .returning();
    await chatNotifierFor(db)
      .publish({ chatId: c.id, userIds: [c.userId, c.toUserId] })
      .catch(() => {});
    return toInfo(db, ended!, user.id);
  },

  /** chat/unreadCount: messages to the caller they have not fetched, over all their conversations. */
  async chatUnread({ db, user }) {
    const me = user.id;
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
    return { total: Number(row?.n ?? 0) };
  },

  /** chat/eventsTicket: a ticket for the event stream (EventSource cannot send the token header). */
  async chatEventsTicket({ db, clock, user }) {
    const ticket = randomBytes(32).toString('hex');
    const now = clock.now();
    await db.delete(chatTickets).where(and(eq(chatTickets.userId, user.id), lt(chatTickets.expiresAt, now)));
    await db.insert(chatTickets).values({ ticketHash: hashTicket(ticket), userId: user.id, expiresAt: addMs(now, TICKET_TTL_MS) });
    return { ticket, expires_in: TICKET_TTL_MS / SECOND };
  },

  /** chat/remarkInfo: the rating of a consultation the caller is a side of (null: none yet). */
  async chatRemarkInfo({ db, clock, user, payload }) {
    const c = await resolveChat(db, clock, user, { chat_id: null, order_no: payload.order_no, to_user_id: null, chat_type: 'chat_expert' });
    const [row] = await db
      .select({ remark: remarks, mobile: users.userMobile })
      .from(remarks)
      .innerJoin(users, eq(users.id, remarks.userId))
      .where(and(eq(remarks.userId, c.userId), eq(remarks.xcate, 'expert'), eq(remarks.xid, c.expertId), eq(remarks.orderNo, c.orderNo)))
      .limit(1);
    return row ? toRemark(row.remark, row.mobile) : null;
  },

  /** chat/remarkAdd: the member rates an ended consultation once (half stars). */
  async chatRemarkAdd({ db, clock, user, payload }) {
    const c = await resolveChat(db, clock, user, { chat_id: null, order_no: payload.order_no, to_user_id: null, chat_type: 'chat_expert' });
    if (c.userId !== user.id) throw new DomainError(MSG_CHAT_MISSING);
    if (c.isConfirm !== 1) throw new DomainError(MSG_NOT_ENDED);
    const score = Number(payload.score);
    if (!Number.isFinite(score) || score < 0.5 || score > 5 || !Number.isInteger(score * 2)) throw new DomainError(MSG_BAD_SCORE);
    const [row] = await db
      .insert(remarks)
      .values({
        userId: user.id,
        xcate: 'expert',
        xid: c.expertId,
        itemId: c.id,
        orderNo: c.orderNo,
        content: payload.content,
        score: score.toFixed(1),
        createTime: formatChinaTime(clock.now()),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError(MSG_ALREADY_RATED);
    return toRemark(row, user.userMobile);
  },
};
