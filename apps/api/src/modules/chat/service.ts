// Chat and consultation (spec 02 §2 "Chat and consultation", §3, §4 Chat, §7 Chat). Rules:
// - a caller reads and writes only conversations they are a side of (customer-service staff: only the
//   ones users opened with them); every call resolves the conversation from the caller first;
// - a consult chat exists only after payment (consult.ts, the paid effect);
// - sending takes the conversation's row lock (the UPDATE of last_message) before inserting, so a
//   conversation's message ids follow commit order and max_id fetching never skips a message;
// - messages are text (at most 2,000 characters, checked by the contract and by a CHECK constraint);
// - a supplier chat (联系商家, supplier.ts) is the buyer's and their company's: the company side is whoever acts
//   for the company now (the merchant screens' rule, merchant's companyMemberIds), not a fixed account.
import { createHash, randomBytes } from 'node:crypto';
import { CHAT_NEW_MAX, MSG_CHAT_ENDED, type ChatInfo, type ChatMessage, type ChatType, type CustUser, type Remark } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { addMs, formatChinaTime, MINUTE, SECOND, type Clock } from '../../kernel/time';
import { MSG_ALREADY_RATED, MSG_BAD_SCORE, MSG_CHAT_MISSING, MSG_NOT_ENDED, MSG_ONLY_EXPERT_ENDS, MSG_USER_MISSING } from './messages';
import { companyMemberIds, memberCompanyIds } from '../merchant';
import { chatNotifierFor } from './notifier';
import {
  chatById,
  confirmChat,
  displayName,
  expertChatOfOrder,
  insertMessage,
  insertRemark,
  insertServiceChat,
  isApprovedExpert,
  isStaff,
  markRead,
  messagePage,
  messagesAfter,
  newestExpertChat,
  otherSide,
  people,
  remarkOfChat,
  replaceTickets,
  serviceChat,
  sessionPage,
  sharesChat,
  staffSeenSince,
  ticketUser,
  toInfo,
  toMessage,
  touchOpenChat,
  unreadTotal,
  upsertPresence,
  type ChatRow,
} from './queries';
import { cardStatuses } from './supplier-queries';

/** Staff seen (chat page open) within this window are online. */
export const ONLINE_WINDOW_MS = MINUTE;
export const TICKET_TTL_MS = 5 * MINUTE;

/** Which conversation a call names (chat_id, a consult's order_no, or the counterpart and the view). */
export interface Which {
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
export async function resolveChat(db: Db, clock: Clock, me: number, w: Which, create = false): Promise<ChatRow> {
  let row: ChatRow | undefined;
  if (w.chat_id !== null) {
    row = await chatById(db, me, w.chat_id);
  } else if (w.order_no !== '') {
    row = await expertChatOfOrder(db, me, w.order_no);
  } else if (w.to_user_id !== null && w.to_user_id !== me) {
    const other = w.to_user_id;
    if (w.chat_type === 'chat_expert' || w.chat_type === 'chat_user') {
      row = w.chat_type === 'chat_expert' ? await newestExpertChat(db, me, other) : await newestExpertChat(db, other, me);
    } else if (await isStaff(db, me)) {
      // staff answer the users who came to them; they never open a conversation themselves
      row = await serviceChat(db, other, me);
    } else {
      row = await serviceChat(db, me, other);
      if (!row && create && (await isStaff(db, other))) {
        await insertServiceChat(db, me, other, formatChinaTime(clock.now()));
        row = await serviceChat(db, me, other);
      }
    }
  }
  if (!row || !(await isSideOf(db, me, row))) throw new DomainError(MSG_CHAT_MISSING);
  return row;
}

/** Whether the caller is a side of a conversation: its asker, its answerer, or a member of its supplier company. */
async function isSideOf(db: Db, me: number, c: ChatRow): Promise<boolean> {
  if (c.userId === me) return true;
  if (c.kind === 'supplier') return c.companyId !== null && (await companyMemberIds(db, c.companyId)).includes(me);
  return c.toUserId === me;
}

/** One view's conversations, newest first, with unread counts. */
export async function listSessions(db: Db, me: number, view: ChatType, withUser: number | null, page: Paging) {
  return sessionPage(db, me, view, withUser, page, view === 'chat_supplier' ? await memberCompanyIds(db, me) : []);
}

/** The conversation a call names (customer service: opened on first visit). */
export async function chatInfo(db: Db, clock: Clock, me: number, w: Which): Promise<ChatInfo> {
  const c = await resolveChat(db, clock, me, w, true);
  return toInfo(db, c, me);
}

/** The name of someone the caller may talk to: staff, themselves, a counterpart of theirs or a bound expert. */
export async function counterpartName(db: Db, me: number, id: number): Promise<{ user_id: number; name: string }> {
  const person = (await people(db, [id])).get(id);
  if (!person) throw new DomainError(MSG_USER_MISSING);
  let allowed = person.isCustUser === 1 || id === me;
  if (!allowed) allowed = (await sharesChat(db, me, id)) || (await isApprovedExpert(db, id));
  if (!allowed) throw new DomainError(MSG_USER_MISSING);
  return { user_id: id, name: displayName(person) };
}

/** The newest page of messages (or the ones before `beforeId`), ascending; the newest page marks them read. */
export async function listMessages(
  db: Db,
  clock: Clock,
  me: number,
  w: Which,
  beforeId: number | null,
  page: Paging,
): Promise<{ items: ChatMessage[]; total: number }> {
  const c = await resolveChat(db, clock, me, w);
  const { rows, total } = await messagePage(db, c.id, beforeId, page);
  rows.reverse();
  if (beforeId === null && page.offset === 0) await markRead(db, c, me, rows.at(-1)?.id ?? 0);
  const status = await cardStatuses(db, rows, clock.now());
  return { items: rows.map((r) => toMessage(r, c, me, status)), total };
}

/** The messages after max_id, ascending, at most 99, marked read (ids follow commit order within a conversation). */
export async function newMessages(db: Db, clock: Clock, me: number, w: Which, maxId: number | undefined): Promise<ChatMessage[]> {
  const c = await resolveChat(db, clock, me, w);
  const after = Math.max(maxId ?? 0, 0);
  const rows = await messagesAfter(db, c.id, after, CHAT_NEW_MAX);
  await markRead(db, c, me, rows.at(-1)?.id ?? 0);
  const status = await cardStatuses(db, rows, clock.now());
  return rows.map((r) => toMessage(r, c, me, status));
}

/**
 * Tells both sides' open chat pages that a conversation changed (a supplier chat's company side: every member
 * now); a lost signal only waits for their poll.
 */
export const signal = async (db: Db, c: ChatRow) => {
  const answerers = c.kind === 'supplier' && c.companyId !== null ? await companyMemberIds(db, c.companyId) : [c.toUserId];
  await chatNotifierFor(db).publish({ chatId: c.id, userIds: [c.userId, ...answerers] });
};

/** One message; refused once the consultation ended (unless it is free: pass 1). */
export async function sendMessage(db: Db, clock: Clock, me: number, w: Which, message: string): Promise<ChatMessage> {
  const c = await resolveChat(db, clock, me, w, true);
  const at = formatChinaTime(clock.now());
  const to = otherSide(c, me);
  const row = await db.transaction(async (tx) => {
    // the row lock: this conversation's messages get their ids one at a time, in commit order
    if (!(await touchOpenChat(tx, c.id, [...message].slice(0, 100).join(''), at))) throw new DomainError(MSG_CHAT_ENDED);
    const inserted = await insertMessage(tx, { chatId: c.id, userId: me, toUserId: to, message, createTime: at });
    await markRead(tx, c, me, inserted.id);
    return inserted;
  });
  await signal(db, c).catch(() => {
    /* the pages' fallback poll picks the message up */
  });
  return toMessage(row, c, me);
}

/** Staff whose chat page beat within the last minute. */
export function onlineStaff(db: Db, clock: Clock, me: number): Promise<CustUser[]> {
  return staffSeenSince(db, me, addMs(clock.now(), -ONLINE_WINDOW_MS));
}

/** A chat page is open: the user counts as online for a minute. */
export async function beat(db: Db, clock: Clock, userId: number): Promise<void> {
  await upsertPresence(db, userId, clock.now());
}

/** The expert ends the consultation. */
export async function endConsult(db: Db, clock: Clock, me: number, chatId: number): Promise<ChatInfo> {
  const c = await resolveChat(db, clock, me, { chat_id: chatId, order_no: '', to_user_id: null, chat_type: 'chat_user' });
  if (c.kind !== 'expert' || c.toUserId !== me) throw new DomainError(MSG_ONLY_EXPERT_ENDS);
  const ended = await confirmChat(db, c.id, formatChinaTime(clock.now()));
  await signal(db, c).catch(() => {});
  return toInfo(db, ended, me);
}

/** Messages to the caller they have not fetched, over all their conversations (their companies' too). */
export async function unreadCount(db: Db, me: number): Promise<number> {
  return unreadTotal(db, me, await memberCompanyIds(db, me));
}

const hashTicket = (t: string) => createHash('sha256').update(t).digest('hex');
const TICKET_SHAPE = /^[0-9a-f]{64}$/;

/** A ticket for the event stream (EventSource cannot send the token header); only its hash is stored. */
export async function issueTicket(db: Db, clock: Clock, userId: number): Promise<{ ticket: string; expires_in: number }> {
  const ticket = randomBytes(32).toString('hex');
  const now = clock.now();
  await replaceTickets(db, userId, hashTicket(ticket), now, addMs(now, TICKET_TTL_MS));
  return { ticket, expires_in: TICKET_TTL_MS / SECOND };
}

/** The user of a live event-stream ticket, or null (missing, unknown, expired). */
export async function resolveTicket(db: Db, clock: Clock, ticket: string): Promise<number | null> {
  if (!TICKET_SHAPE.test(ticket)) return null;
  return ticketUser(db, hashTicket(ticket), clock.now());
}

const consultOf = (orderNo: string): Which => ({ chat_id: null, order_no: orderNo, to_user_id: null, chat_type: 'chat_expert' });

/** The rating of a consultation the caller is a side of (null: none yet). */
export async function remarkInfo(db: Db, clock: Clock, me: number, orderNo: string): Promise<Remark | null> {
  const c = await resolveChat(db, clock, me, consultOf(orderNo));
  return remarkOfChat(db, c);
}

/** The member rates an ended consultation once (half stars). */
export async function addRemark(
  db: Db,
  clock: Clock,
  me: { id: number; mobile: string },
  r: { order_no: string; score: string; content: string },
): Promise<Remark> {
  const c = await resolveChat(db, clock, me.id, consultOf(r.order_no));
  if (c.userId !== me.id) throw new DomainError(MSG_CHAT_MISSING);
  if (c.isConfirm !== 1) throw new DomainError(MSG_NOT_ENDED);
  const score = Number(r.score);
  if (!Number.isFinite(score) || score < 0.5 || score > 5 || !Number.isInteger(score * 2)) throw new DomainError(MSG_BAD_SCORE);
  const row = await insertRemark(db, c, { userId: me.id, mobile: me.mobile, content: r.content, score: score.toFixed(1), createTime: formatChinaTime(clock.now()) });
  if (!row) throw new DomainError(MSG_ALREADY_RATED);
  return row;
}
