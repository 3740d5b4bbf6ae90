// 售后仲裁 of the operations console (运营): the after-sales requests the seller refused, or left undecided
// for AFTER_SALES_ARBITRATION_HOURS; the platform decides for the buyer (判定退款: the refund goes through the
// same rule as the seller's 同意退款: 原路退回 for a QR payment, recorded for an offline one) or closes the
// request, with a reason the buyer and the seller read. A request decides once: one no longer waiting (the
// seller approved it meanwhile, or another staff member decided) answers 该售后申请已处理.
import * as v from 'valibot';
import type { AfterSales, AfterSalesOrderLine } from './after-sales';
import { MSG_AFTER_SALES_MISSING } from './after-sales';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { PayCate } from './orders';
import { fields, id, isYuanAmount, MSG_BAD_PARAM, oneOf, optOneOf, optText, pageFields, text, type InputOf } from './schema';

/** A pending request waits for the platform once it is this old. */
export const AFTER_SALES_ARBITRATION_HOURS = 48;

export const ADMIN_AFTER_SALES_TABS = ['waiting', 'decided'] as const;
export type AdminAfterSalesTab = (typeof ADMIN_AFTER_SALES_TABS)[number];
export const ADMIN_AFTER_SALES_TAB_LABELS: Record<AdminAfterSalesTab, string> = { waiting: '待仲裁', decided: '已仲裁' };

export const ADMIN_AFTER_SALES_ACTIONS = ['refund', 'close'] as const;
export type AdminAfterSalesAction = (typeof ADMIN_AFTER_SALES_ACTIONS)[number];
export const ADMIN_AFTER_SALES_ACTION_LABELS: Record<AdminAfterSalesAction, string> = { refund: '判定退款', close: '关闭申请' };

/** Why a request waits for the platform: the seller refused it, or left it undecided too long. */
export type AdminAfterSalesWaitReason = 'refused' | 'overdue';
export const ADMIN_AFTER_SALES_WAIT_LABELS: Record<AdminAfterSalesWaitReason, string> = {
  refused: '商家已拒绝',
  overdue: `商家超过 ${AFTER_SALES_ARBITRATION_HOURS} 小时未处理`,
};

export const MSG_ARBITRATION_REFUNDED = '已判定退款';
export const MSG_ARBITRATION_CLOSED = '已关闭';
export const MSG_ARBITRATION_REASON_REQUIRED = '请填写仲裁理由';
export const MSG_ARBITRATION_AMOUNT_REQUIRED = '请输入正确的退款金额';
/** More than what was paid and not yet refunded; the amount left follows: 退款金额超过可退金额（可退 ¥…） */
export const MSG_ARBITRATION_AMOUNT_OVER = '退款金额超过可退金额';
/** The longest reason of a decision. */
export const MAX_ARBITRATION_REASON = 200;

/** One request as the console reads it: the request, its order, the buyer, the seller's and the platform's decisions. */
export interface AdminAfterSalesItem extends AfterSales {
  order: {
    order_id: number;
    company_name: string;
    /** 1 online (QR: refunds go back 原路), 0 offline transfer */
    pay_cate: PayCate;
    pay_cate_name: string;
    /** what was paid, refunded so far, and what is left to refund (yuan 'x.xx') */
    total: string;
    refunded: string;
    refundable: string;
    items: AfterSalesOrderLine[];
  };
  /** the buyer, the phone whole (staff may call them) */
  buyer: { user_id: number; name: string; mobile: string };
  /** while waiting: why it waits for the platform; null once decided */
  wait_reason: AdminAfterSalesWaitReason | null;
  /** the staff member who decided, '' while waiting */
  arbitrated_by: string;
}

export interface AdminAfterSalesPage extends Page<AdminAfterSalesItem> {
  counts: Record<AdminAfterSalesTab, number>;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminAfterSalesInput = /* @__PURE__ */ (() => ({
  adminAfterSalesList: fields({
    ...pageFields,
    tab: optOneOf(ADMIN_AFTER_SALES_TABS, 'waiting'),
    /** an order number or a buyer's phone, exactly */
    keyword: optText(40),
  }),
  adminAfterSalesDecide: v.pipe(
    fields({
      id: id(MSG_AFTER_SALES_MISSING),
      action: oneOf(ADMIN_AFTER_SALES_ACTIONS),
      refund_price: optText(20),
      // one character more than allowed is kept, so that a longer reason is refused rather than cut
      reason: text(MAX_ARBITRATION_REASON + 1),
    }),
    v.check((input) => input.reason !== '', MSG_ARBITRATION_REASON_REQUIRED),
    v.check((input) => [...input.reason].length <= MAX_ARBITRATION_REASON, MSG_BAD_PARAM),
    v.check((input) => input.action !== 'refund' || isYuanAmount(input.refund_price ?? ''), MSG_ARBITRATION_AMOUNT_REQUIRED),
  ),
}))();

type In = typeof adminAfterSalesInput;
export type AdminAfterSalesListReq = InputOf<In['adminAfterSalesList']>;
export type AdminAfterSalesDecideReq = InputOf<In['adminAfterSalesDecide']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminAfterSales = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/aftersales/list {tab waiting|decided, keyword (order number or buyer phone), pageNum, pageSize}: waiting ones oldest first, decided ones newest first, with both tabs' counts */
  adminAfterSalesList: ep<In['adminAfterSalesList'], AdminAfterSalesPage>()({ method: 'GET', path: '/admin/aftersales/list', auth: false, staff: ['ops'] }),
  /** POST /api/admin/aftersales/decide {id, action refund|close, refund_price (refund: at most what is left), reason}: 已判定退款 / 已关闭, audited */
  adminAfterSalesDecide: ep<In['adminAfterSalesDecide'], AdminAfterSalesItem>()({ method: 'POST', path: '/admin/aftersales/decide', auth: false, staff: ['ops'] }),
  }) as const)();
