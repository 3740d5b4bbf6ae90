// Chat and consultation (spec 02 §2, §4 Chat, §7 Chat): the contract's chat handlers. The rules (whose
// conversation, when a consult ends, one rating) are in service.ts.
import { CHAT_FIRST_LOAD, CHAT_LIST_PAGE, type chat as chatContract } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { type DomainHandlers } from '../../http/handler';
import {
  addRemark,
  beat,
  chatInfo,
  counterpartName,
  endConsult,
  issueTicket,
  listMessages,
  listSessions,
  newMessages,
  onlineStaff,
  remarkInfo,
  sendMessage,
  unreadCount,
} from './service';
import { openSupplierChat } from './supplier';

export const chatHandlers: DomainHandlers<typeof chatContract> = {
  /** chat/listByUser: one view's conversations, newest first, 10 a page, with unread counts. */
  async chatListByUser({ db, user, payload }) {
    return listSessions(db, user.id, payload.chat_type, payload.to_user_id, paging(payload, CHAT_LIST_PAGE));
  },

  /** chat/infoByUser: the conversation (customer service: opened on first visit). */
  async chatInfoByUser({ db, clock, user, payload }) {
    return chatInfo(db, clock, user.id, payload);
  },

  /** chatitem/to_user_info: the name of someone the caller may talk to (a counterpart, staff, a bound expert). */
  async chatToUserInfo({ db, user, payload }) {
    return counterpartName(db, user.id, payload.to_user_id);
  },

  /** chatitem/list_self: the newest page of messages (or the ones before before_id), ascending. */
  async chatItemListSelf({ db, clock, user, payload }) {
    return listMessages(db, clock, user.id, payload, payload.before_id, paging(payload, CHAT_FIRST_LOAD));
  },

  /** chatitem/list_self_new: the messages after max_id, ascending, at most 99 (max_time is accepted and not
   *  needed: ids follow commit order within a conversation). */
  async chatItemListSelfNew({ db, clock, user, payload }) {
    return { items: await newMessages(db, clock, user.id, payload, payload.max_id) };
  },

  /** chatitem/add: one message; refused once the consultation ended (unless it is free: pass 1). */
  async chatItemAdd({ db, clock, user, payload }) {
    return sendMessage(db, clock, user.id, payload, payload.message);
  },

  /** chat/listCustUser: staff whose chat page beat within the last minute. */
  async listCustUser({ db, clock, user }) {
    return { items: await onlineStaff(db, clock, user.id) };
  },

  async chatHeartbeat({ db, clock, user }) {
    await beat(db, clock, user.id);
    return null;
  },

  /** chat/confirm: the expert ends the consultation. */
  async chatConfirm({ db, clock, user, payload }) {
    return endConsult(db, clock, user.id, payload.chat_id);
  },

  /** chat/unreadCount: messages to the caller they have not fetched, over all their conversations. */
  async chatUnread({ db, user }) {
    return { total: await unreadCount(db, user.id) };
  },

  /** chat/eventsTicket: a ticket for the event stream (EventSource cannot send the token header). */
  async chatEventsTicket({ db, clock, user }) {
    return issueTicket(db, clock, user.id);
  },

  /** chat/remarkInfo: the rating of a consultation the caller is a side of (null: none yet). */
  async chatRemarkInfo({ db, clock, user, payload }) {
    return remarkInfo(db, clock, user.id, payload.order_no);
  },

  /** chat/remarkAdd: the member rates an ended consultation once (half stars). */
  async chatRemarkAdd({ db, clock, user, payload }) {
    return addRemark(db, clock, { id: user.id, mobile: user.userMobile }, payload);
  },

  /** chat/supplierOpen: 联系商家, the caller's conversation with a supplier company, the product or order attached. */
  async chatSupplierOpen({ db, clock, user, payload }) {
    return openSupplierChat(db, clock, user.id, payload);
  },
};
