// Experts: the expert lists and detail (spec 01 §2-§4, §7 Content), and paying for a consult (expert/expertPay,
// expert/listSelf); the consultation's chat lives in chat.ts.
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import type { NativePayment } from './payments';
import { fields, id, idList, oneOf, optId, optNumOneOf, optText, pageFields, type InputOf } from './schema';

export interface Expert {
  id: number;
  user_id: number;
  name: string;
  title: string;
  description: string;
  intro: string;
  price: string;
  cert_file: FileRef[];
  industrys_name: string;
  fields_name: string;
  specials_name: string;
  supplys_name: string;
  expert: string;
  technology: string;
  position: string;
  firstFile: FileRef | null;
}

/** The msg of expertPay when the chat can open without a payment (spec 01 §4 Expert consult). */
export const MSG_PAY_SUCCESS = 'paysuccess';

/** expertPay's data: a payment to show as a QR code, or (msg paysuccess) the consult to open. */
export type ExpertPayAnswer = (NativePayment & { pass: 0 }) | { order_no: string; pass: 0 | 1; to_user_id: number; to_user_name: string };

/** A consult order (spec 02 §3 Expert order), with what its chat link needs. */
export interface ExpertOrder {
  id: number;
  expert_id: number;
  expert_name: string;
  order_no: string;
  create_time: string;
  total_price: string;
  ispay: 0 | 1;
  /** the expert's member account: the chat's counterpart */
  to_user_id: number;
  /** 0 open, 1 ended; null while unpaid (no chat yet) */
  is_confirm: 0 | 1 | null;
}

/** A consult order's status text: 待付款 while unpaid, then 咨询中 until the expert ends it (a free one, pass 1, stays open). */
export type ConsultOrderStatus = '待付款' | '咨询中' | '咨询已结束';

/** A consult order as infoSelf answers it to its buyer (spec 02 §2 Orders: expert orders use /infoSelf with
 *  order_no only): the order, the expert, the payment and what the link to its chat needs. */
export interface ConsultOrderInfo extends ExpertOrder {
  /** tells it apart from a mall order among infoSelf's answers */
  order_cate: 'expert';
  status: ConsultOrderStatus;
  /** '' while unpaid */
  pay_time: string;
  /** 1: free of charge (the pay-free flag), no payment */
  pass: 0 | 1;
  /** the chat's counterpart as the chat page names it */
  to_user_name: string;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const expertsInput = /* @__PURE__ */ (() => ({
  listexpert: fields({
    ...pageFields,
    industry: optId(),
    field: optId(),
    special: optId(),
    supply: optId(),
    /** part of the name, title, expertise or technology, or of one of the field names (问专家 of /search) */
    name: optText(MAX_KEYWORD),
    recommendIds: idList(20),
  }),
  /** keywords match name, title, expertise and the field names */
  listexpertMenu: fields({ ...pageFields, recommendIds: idList(20), keywords: optText(MAX_KEYWORD) }),
  expertinfo: fields({ id: id('专家不存在') }),
  expertPay: fields({ expert_id: id('专家不存在'), pay_type: oneOf(['native'], 'native') }),
  expertOrdersListSelf: fields({ ...pageFields, is_pay: optNumOneOf([-1, 0, 1], -1) }),
}))();

type In = typeof expertsInput;
export type ListExpertReq = InputOf<In['listexpert']>;
export type ListExpertMenuReq = InputOf<In['listexpertMenu']>;

export const experts = {
  listexpert: ep<In['listexpert'], Page<Expert>>()({ method: 'GET', path: '/open/uni/listexpert', auth: false, cache: true }),
  listexpertMenu: ep<In['listexpertMenu'], Page<Expert>>()({ method: 'GET', path: '/open/uni/listexpertMenu', auth: false, cache: true }),
  expertinfo: ep<In['expertinfo'], Expert>()({ method: 'GET', path: '/open/uni/expertinfo', auth: false, cache: true }),
  /** expert/expertPay: msg paysuccess (data.order_no of the open consult, or pass 1: free) goes straight to
   *  the chat; otherwise a QR payment (code_url), whose paid effect opens the chat */
  expertPay: ep<In['expertPay'], ExpertPayAnswer>()({ method: 'POST', path: '/expert/pay', auth: true }),
  /** expert/listSelf: the caller's consult orders, 20 a page; is_pay 1 paid, 0 unpaid, absent all */
  expertOrdersListSelf: ep<In['expertOrdersListSelf'], Page<ExpertOrder>>()({ method: 'GET', path: '/expertOrders/list_self', auth: true }),
} as const;
