// After-sales (spec 02 §3 After-sales, §4, §7 "After-sales and reviews"): one return / exchange request per
// paid order of the caller, with at least one image (请选择上传图片); once it exists the screen shows it
// read-only with its audit status (获取成功) and, once the seller decided, the decision: the refund (原路退回
// for a QR payment, or transferred back by the seller for an offline one) or the reason of a refusal.
// The seller (售后处理, /merchantAfterSales) reads and decides only the requests of its own companies' orders.
import * as v from 'valibot';
import { afterSalesRules } from '@ws/validators';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import type { Order, PayCate } from './orders';
import { fields, id, isYuanAmount, MSG_BAD_PARAM, oneOf, optOneOf, pageFields, rules, text, uploadedFiles, type InputOf } from './schema';

export const AFTER_SALES_CATES = ['noreasonreturn', 'goodsproblem', 'others'] as const;
export type AfterSalesCate = (typeof AFTER_SALES_CATES)[number];
export const AFTER_SALES_CATE_LABELS: Record<AfterSalesCate, string> = {
  noreasonreturn: '七天无理由退货',
  goodsproblem: '商品质量问题',
  others: '其他',
};
/** audit_status: 0 under review, 1 approved, 2 rejected */
export const AFTER_SALES_AUDIT_NAMES = ['审核中', '审核通过', '审核不通过'] as const;
/** The decision as both sides read it, by audit_status (待处理, 已同意退款, 已拒绝). */
export const AFTER_SALES_DECISION_NAMES = ['待处理', '已同意退款', '已拒绝'] as const;
export const MAX_AFTER_SALES_FILES = 9;

/** The seller's tabs (售后处理): waiting, approved, rejected; audit_status 0, 1, 2. */
export const AFTER_SALES_TABS = ['pending', 'approved', 'rejected'] as const;
export type AfterSalesTab = (typeof AFTER_SALES_TABS)[number];
export const AFTER_SALES_TAB_LABELS: Record<AfterSalesTab, string> = { pending: '待处理', approved: '已同意', rejected: '已拒绝' };
export const AFTER_SALES_TAB_STATUS: Record<AfterSalesTab, 0 | 1 | 2> = { pending: 0, approved: 1, rejected: 2 };
/** The seller's list page size. */
export const AFTER_SALES_PAGE_SIZE = 20;

/** How an approved refund goes back: 原路退回 through the QR payment, or transferred back by the seller. */
export type AfterSalesRefundMode = 'online' | 'offline';
export const AFTER_SALES_REFUND_MODE_LABELS: Record<AfterSalesRefundMode, string> = { online: '原路退回', offline: '商家线下退款' };
/** Where an online refund stands: asked of the payment provider and not confirmed yet, or given back. */
export type AfterSalesRefundState = 'refund_pending' | 'refunded';
export const AFTER_SALES_REFUND_STATE_LABELS: Record<AfterSalesRefundState, string> = { refund_pending: '退款处理中', refunded: '已退款' };
/**
 * 售后仲裁: the platform's decision of a request the seller refused or left undecided (admin-after-sales.ts):
 * decided for the buyer (refunded as the seller's 同意退款) or closed. Both sides read it with its reason.
 */
export const AFTER_SALES_ARBITRATIONS = ['refund', 'closed'] as const;
export type AfterSalesArbitration = (typeof AFTER_SALES_ARBITRATIONS)[number];
export const AFTER_SALES_ARBITRATION_NAMES: Record<AfterSalesArbitration, string> = { refund: '平台判定退款', closed: '平台已关闭申请' };
/** The longest reason of a refusal. */
export const MAX_AFTER_SALES_REASON = 200;

export interface AfterSales {
  id: number;
  order_no: string;
  cate: AfterSalesCate;
  /** the type's label (七天无理由退货 …) */
  cate_name: string;
  /** the buyer's reason */
  remark: string;
  file_items: FileRef[];
  audit_status: 0 | 1 | 2;
  audit_status_name: string;
  /** 待处理 / 已同意退款 / 已拒绝; the platform's 平台判定退款 / 平台已关闭申请 once it decided */
  decision_name: string;
  /** the seller's reason of a refusal ('' otherwise) */
  decide_reason: string;
  /** approved: what goes back to the buyer, yuan with 2 decimals; '' otherwise */
  refund_price: string;
  /** approved: 'online' (原路退回) or 'offline' (the seller transfers it back); null otherwise */
  refund_mode: AfterSalesRefundMode | null;
  /** an online refund: whether the provider gave it back yet; null for an offline one or no refund */
  refund_state: AfterSalesRefundState | null;
  /** when the seller decided (YYYY-MM-DD HH:mm:ss), '' while waiting */
  decide_time: string;
  create_time: string;
  /** the platform's decision (售后仲裁), null while it has not decided */
  arbitration: AfterSalesArbitration | null;
  /** 平台判定退款 / 平台已关闭申请, '' without one */
  arbitration_name: string;
  /** the platform's reason, shown to buyer and seller ('' without one) */
  arbitration_reason: string;
  /** when the platform decided, '' without one */
  arbitrated_at: string;
}

/** A line of the order an after-sales request is about (the seller's list shows them). */
export interface AfterSalesOrderLine {
  product_name: string;
  atts_items_names: string;
  amount: number;
  /** tax-included unit price */
  price: string;
  firstFile: FileRef | null;
}

/** A request as the seller reads it: the buyer, and what the order was and how it was paid. */
export interface MerchantAfterSales extends AfterSales {
  /** the buyer's name and mobile (masked after its first 3 digits) */
  buyer_name: string;
  buyer_mobile: string;
  /** 1 online (QR, refunds go back 原路), 0 offline transfer (the seller transfers refunds back) */
  pay_cate: PayCate;
  pay_cate_name: string;
  /** what the buyer paid for the order (goods + shipping − points), yuan */
  total_price: string;
  /** points the order spent (a full refund gives them back) */
  use_profit_jifen: number;
  items: AfterSalesOrderLine[];
}

/** One request with its whole order (the seller's detail). */
export interface MerchantAfterSalesDetail extends MerchantAfterSales {
  order: Order;
}

/** A page of the seller's requests and how many there are in each tab. */
export interface MerchantAfterSalesPage extends Page<MerchantAfterSales> {
  counts: Record<AfterSalesTab, number>;
}

export const MSG_AFTER_SALES_FOUND = '获取成功';
export const MSG_AFTER_SALES_SUBMITTED = '提交成功';
export const MSG_AFTER_SALES_EXISTS = '该订单已申请售后';
export const MSG_AFTER_SALES_NOT_PAID = '订单未付款，不能申请售后';
export const MSG_AFTER_SALES_CATE = '请选择售后类型';
/** Another company's request, or none: the seller's every call. */
export const MSG_AFTER_SALES_MISSING = '售后申请不存在';
export const MSG_AFTER_SALES_APPROVED = '已同意退款';
export const MSG_AFTER_SALES_REJECTED = '已拒绝';
/** A request decided already (a double click, or another window of the seller's). */
export const MSG_AFTER_SALES_DECIDED = '该售后申请已处理';
export const MSG_AFTER_SALES_REASON_REQUIRED = '请填写拒绝原因';
export const MSG_AFTER_SALES_REFUND_OVER = '退款金额不能超过实付金额';

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const afterSalesInput = /* @__PURE__ */ (() => ({
  aftersalesAdd: v.pipe(
    fields({
      order_no: text(40),
      cate: oneOf(AFTER_SALES_CATES, undefined, MSG_AFTER_SALES_CATE),
      remark: text(500),
      file_items: uploadedFiles(MAX_AFTER_SALES_FILES),
    }),
    rules(afterSalesRules),
  ),
  aftersalesInfoByUser: fields({ order_no: text(40) }),
  merchantAfterSalesList: fields({ ...pageFields, tab: optOneOf(AFTER_SALES_TABS, 'pending') }),
  merchantAfterSalesInfo: fields({ id: id(MSG_AFTER_SALES_MISSING) }),
  merchantAfterSalesApprove: v.pipe(
    fields({ id: id(MSG_AFTER_SALES_MISSING), refund_price: text(20) }),
    v.check((input) => isYuanAmount(input.refund_price), MSG_BAD_PARAM),
  ),
  merchantAfterSalesReject: v.pipe(
    // one character more than allowed is kept, so that a longer reason is refused rather than cut
    fields({ id: id(MSG_AFTER_SALES_MISSING), reason: text(MAX_AFTER_SALES_REASON + 1) }),
    v.check((input) => input.reason !== '', MSG_AFTER_SALES_REASON_REQUIRED),
    v.check((input) => [...input.reason].length <= MAX_AFTER_SALES_REASON, MSG_BAD_PARAM),
  ),
}))();

type In = typeof afterSalesInput;
export type AfterSalesReq = InputOf<In['aftersalesAdd']>;
export type AfterSalesApproveReq = InputOf<In['merchantAfterSalesApprove']>;
export type AfterSalesRejectReq = InputOf<In['merchantAfterSalesReject']>;

export const afterSales = {
  /** personal/aftersalesAdd {remark, file_items, order_no, cate} */
  aftersalesAdd: ep<In['aftersalesAdd'], AfterSales>()({ method: 'POST', path: '/aftersales/add', auth: true }),
  /** personal/infoByUser {order_no}: the request of the caller's order with the seller's decision, or null (msg 获取成功 when found) */
  aftersalesInfoByUser: ep<In['aftersalesInfoByUser'], AfterSales | null>()({ method: 'GET', path: '/aftersales/infoByUser', auth: true }),
  /** GET /api/merchant/afterSales/list {pageNum, pageSize 20, tab pending|approved|rejected}: the requests of the caller's companies' orders, newest first, with the tabs' counts */
  merchantAfterSalesList: ep<In['merchantAfterSalesList'], MerchantAfterSalesPage>()({ method: 'GET', path: '/merchant/afterSales/list', auth: true }),
  /** GET /api/merchant/afterSales/info {id}: one request of the caller's companies with its order (售后申请不存在 otherwise) */
  merchantAfterSalesInfo: ep<In['merchantAfterSalesInfo'], MerchantAfterSalesDetail>()({ method: 'GET', path: '/merchant/afterSales/info', auth: true }),
  /** POST /api/merchant/afterSales/approve {id, refund_price}: 同意退款 of at most what was paid (已同意退款); a QR payment is refunded 原路 */
  merchantAfterSalesApprove: ep<In['merchantAfterSalesApprove'], MerchantAfterSalesDetail>()({ method: 'POST', path: '/merchant/afterSales/approve', auth: true }),
  /** POST /api/merchant/afterSales/reject {id, reason}: 拒绝 with a reason (请填写拒绝原因; 已拒绝) */
  merchantAfterSalesReject: ep<In['merchantAfterSalesReject'], MerchantAfterSalesDetail>()({ method: 'POST', path: '/merchant/afterSales/reject', auth: true }),
} as const;
