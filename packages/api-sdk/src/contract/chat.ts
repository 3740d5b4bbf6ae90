// Chat and consultation (spec 02 §2 "Chat and consultation", §3 chat entities, §4 Chat, §7 Chat): the
// conversation lists of /session, one conversation's messages (first 20, then incremental by max_id, older
// ones before an id), sending, online customer-service staff, ending a consultation, the unread count, the
// rating of an expert consultation, and the ticket of the event stream (GET /api/chat/events?ticket=…,
// Server-Sent Events, not a contract call: it streams). The paid consult itself (expert/expertPay) is in
// experts.ts. Beyond the spec: a buyer's conversation with a supplier company (联系商家 on /enableInfo and on
// an order), answered by the company's members under 商家咨询, with the product or order as a card.
import { chatMessageRules, reviewRules } from '@ws/validators';
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { Items, Page } from './envelope';
import type { Remark } from './reviews';
import { fields, id, none, optId, optInt, optOneOf, optText, pageFields, rules, text, type InputOf } from './schema';

/**
 * The views of /session (spec 02 §4: first load chat_service, chat_user2 for staff):
 * chat_expert 专家咨询 (a member's consultations with experts), chat_user 会员咨询 (an expert's
 * consultations from members), chat_service 客服咨询 (a member's talks with customer service),
 * chat_user2 用户咨询 (a staff member's talks with users), chat_supplier 商家咨询 (both sides of the
 * supplier conversations: the buyer's with companies, and the ones buyers opened with the caller's company).
 */
export const CHAT_TYPES = ['chat_expert', 'chat_user', 'chat_service', 'chat_user2', 'chat_supplier'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Longest message (characters). */
export const CHAT_MESSAGE_MAX = 2000;
export const MSG_CHAT_TOO_LONG = `消息内容不能超过${CHAT_MESSAGE_MAX}字`;
/** Spec texts and limits. */
export const MSG_NO_STAFF_ONLINE = '亲，目前没有客服人员在线，请稍后~';
export const MSG_CHAT_ENDED = '咨询已结束';
export const CHAT_FIRST_LOAD = 20;
export const CHAT_NEW_MAX = 99;
export const CHAT_LIST_PAGE = 10;
/** Supplier conversations: the texts a buyer may read when one cannot be opened. */
export const MSG_SUPPLIER_MISSING = '商家不存在';
export const MSG_SUPPLIER_OFFLINE = '该商家暂未开通在线咨询';
export const MSG_OWN_COMPANY = '这是您自己的店铺，无需联系商家';
export const MSG_CARD_ONE = '只能附带一个商品或订单';

/** A row of /session (spec 02 §3 Chat session): the counterpart and the newest message. */
export interface ChatSession {
  /** the conversation */
  chat_id: number;
  /** the counterpart */
  to_user_id: number;
  /** the counterpart's name, or their masked mobile (138****5678) */
  to_user_name: string;
  user_id: number;
  /** the caller's own mobile, masked */
  user_mobile: string;
  update_time: string;
  last_message: string;
  order_no: string;
  is_confirm: 0 | 1;
  /** messages from the counterpart the caller has not fetched yet */
  unread: number;
  /** a supplier conversation: the company (0 for the other kinds) */
  company_id?: number;
  /** a supplier conversation: 1 when the caller answers it for their company, 0 when they are the buyer */
  is_answerer?: 0 | 1;
}

/** One conversation as its page needs it (spec 02 §3 Chat info). */
export interface ChatInfo {
  id: number;
  /** the expert consulted (expert chats; the rating's xid), 0 for customer service */
  item_id: number;
  /** 0 open, 1 ended */
  is_confirm: 0 | 1;
  /** 1: free of charge; the chat stays open whatever is_confirm says */
  pass: 0 | 1;
  to_user_id: number;
  to_user_name: string;
  /** spec 02 §4: 1 not rated yet (the rating form is editable), 0 rated (read-only) */
  isremark: 0 | 1;
  order_no: string;
  /** the caller answers in this chat (the expert, the staff member, a member of the supplier company) */
  is_answerer: 0 | 1;
  /** a supplier conversation: the company (0 for the other kinds); to_user_name is then its name for the buyer */
  company_id?: number;
}

/**
 * A product or an order attached to a supplier conversation, as the buyer attached it (name, picture, code,
 * price, total), with its status as of now. A product opens /enableInfo; an order /infoSelf (the seller's
 * view for the company's side).
 */
export type ChatCard =
  | {
      kind: 'product';
      product_id: number;
      name: string;
      /** '' without a picture */
      image: string;
      /** 商品编码 */
      pcode: string;
      /** the lowest price when attached, yuan */
      price: string;
      unit: string;
      /** 在售, or 已下架 once it left the catalogue */
      status: string;
    }
  | {
      kind: 'order';
      order_no: string;
      /** the first line's product, and how many lines there are */
      name: string;
      image: string;
      lines: number;
      /** the order's status text now (待付款, 待发货 …) */
      status: string;
      /** the order's total, yuan */
      total: string;
    };

/** One message (spec 02 §3 Chat message). */
export interface ChatMessage {
  id: number;
  chat_id: number;
  user_id: number;
  to_user_id: number;
  create_time: string;
  chat_type: ChatType;
  /** plain text: shown as text, never as HTML */
  message: string;
  order_no: string;
  is_del: 0 | 1;
  is_to_del: 0 | 1;
  /** 0 the caller's own message (shown on the right), 1 the counterpart's */
  isfrom: 0 | 1;
  /** a supplier conversation's product or order card (the message text then names it) */
  card?: ChatCard | null;
}

/** An online customer-service staff member (spec 02 §3 Customer-service user). */
export interface CustUser {
  id: number;
  user_id: number;
  name: string;
  /** when their chat page last beat */
  update_time: string;
}

export interface ChatUserInfo {
  user_id: number;
  name: string;
}

export interface UnreadCount {
  total: number;
}

export interface EventsTicket {
  /** for GET /api/chat/events?ticket=…; valid a few minutes (the browser's reconnects reuse it) */
  ticket: string;
  expires_in: number;
}

const chatType = () => optOneOf(CHAT_TYPES, 'chat_service');
const orderNo = () => optText(32);
/** Which conversation: the counterpart and the view, or the consult's order number. */
const which = { to_user_id: optId(), chat_type: chatType(), order_no: orderNo(), chat_id: optId() };

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const chatInput = /* @__PURE__ */ (() => ({
  chatListByUser: fields({ ...pageFields, to_user_id: optId(), chat_type: chatType() }),
  chatInfoByUser: fields(which),
  chatToUserInfo: fields({ to_user_id: id('用户不存在') }),
  chatItemListSelf: fields({ ...pageFields, ...which, before_id: optId() }),
  chatItemListSelfNew: fields({ ...which, max_id: optInt(), max_time: optText(30) }),
  chatItemAdd: v.pipe(
    fields({
      ...which,
      // one character over the limit survives the cut, so the check below can refuse it with its message
      message: v.pipe(
        text(CHAT_MESSAGE_MAX + 1),
        v.check((m: string) => [...m].length <= CHAT_MESSAGE_MAX, MSG_CHAT_TOO_LONG),
      ),
    }),
    rules(chatMessageRules),
  ),
  listCustUser: none(),
  chatHeartbeat: none(),
  chatConfirm: fields({ chat_id: id('会话不存在') }),
  chatUnread: none(),
  chatEventsTicket: none(),
  chatRemarkInfo: fields({ order_no: text(32) }),
  chatRemarkAdd: v.pipe(fields({ order_no: text(32), content: text(500), score: text(4) }), rules(reviewRules)),
  /** a product of that company, or an order of the caller's with it, to attach (at most one of the two) */
  chatSupplierOpen: fields({ company_id: id(MSG_SUPPLIER_MISSING), product_id: optId(), order_no: orderNo() }),
}))();

type In = typeof chatInput;
export type ChatListReq = InputOf<In['chatListByUser']>;
export type ChatWhichReq = InputOf<In['chatInfoByUser']>;
export type ChatItemAddReq = InputOf<In['chatItemAdd']>;
export type ChatRemarkAddReq = InputOf<In['chatRemarkAdd']>;
export type ChatSupplierOpenReq = InputOf<In['chatSupplierOpen']>;

export const chat = {
  /** conversations of one view, newest first, 10 a page */
  chatListByUser: ep<In['chatListByUser'], Page<ChatSession>>()({ method: 'GET', path: '/chat/listByUser', auth: true }),
  /** the conversation with to_user_id (customer service: made on first open) or of order_no (a paid consult) */
  chatInfoByUser: ep<In['chatInfoByUser'], ChatInfo>()({ method: 'GET', path: '/chat/infoByUser', auth: true }),
  /** the counterpart's display name (only for someone the caller may talk to) */
  chatToUserInfo: ep<In['chatToUserInfo'], ChatUserInfo>()({ method: 'GET', path: '/chatitem/to_user_info', auth: true }),
  /** messages in ascending order: the newest page (or the ones before before_id), 20 by default */
  chatItemListSelf: ep<In['chatItemListSelf'], Page<ChatMessage>>()({ method: 'GET', path: '/chatitem/list_self', auth: true }),
  /** messages after max_id, ascending, at most 99; marks them read */
  chatItemListSelfNew: ep<In['chatItemListSelfNew'], Items<ChatMessage>>()({ method: 'GET', path: '/chatitem/list_self_new', auth: true }),
  chatItemAdd: ep<In['chatItemAdd'], ChatMessage>()({ method: 'POST', path: '/chatitem/add', auth: true }),
  /** customer-service staff with a chat page open in the last minute */
  listCustUser: ep<In['listCustUser'], Items<CustUser>>()({ method: 'GET', path: '/chat/listCustUser', auth: true }),
  /** a chat page is open (every 30 s) */
  chatHeartbeat: ep<In['chatHeartbeat'], null>()({ method: 'POST', path: '/chat/heartbeat', auth: true }),
  /** the expert ends a consultation (is_confirm 1) */
  chatConfirm: ep<In['chatConfirm'], ChatInfo>()({ method: 'POST', path: '/chat/confirm', auth: true }),
  chatUnread: ep<In['chatUnread'], UnreadCount>()({ method: 'GET', path: '/chat/unreadCount', auth: true }),
  chatEventsTicket: ep<In['chatEventsTicket'], EventsTicket>()({ method: 'POST', path: '/chat/eventsTicket', auth: true }),
  /** the caller's rating of a consultation (null when not rated) */
  chatRemarkInfo: ep<In['chatRemarkInfo'], Remark | null>()({ method: 'GET', path: '/chat/remarkInfo', auth: true }),
  chatRemarkAdd: ep<In['chatRemarkAdd'], Remark>()({ method: 'POST', path: '/chat/remarkAdd', auth: true }),
  /**
   * 联系商家: the caller's conversation with a supplier company (made on first use), with the product or
   * order attached as a card (not again when the newest message is already that card)
   */
  chatSupplierOpen: ep<In['chatSupplierOpen'], ChatInfo>()({ method: 'POST', path: '/chat/supplierOpen', auth: true }),
} as const;
