// 订单管理 of the operations console (apps/admin, under /api/admin/orders, 运营 and 超级管理员): every order,
// found by its number (or its checkout's), the buyer's phone, the seller company, the buyer's status tabs and
// the China days of its creation, newest first; and one order whole (lines, amounts, address, invoice, the
// buyer, its payments and refunds, the offline 汇款识别码 and 回单, the shipment and the after-sales request).
// Read-only: nothing changes, so nothing is audited.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { FileRef } from './entities';
import type { Page } from './envelope';
import { calendarDay } from './merchant-stats';
import { fields, optOneOf, optText, pageFields, text, type InputOf } from './schema';
import type { InvoiceState } from './orders';

export const MSG_ADMIN_ORDER_MISSING = '订单不存在';
export const MSG_ADMIN_ORDER_NO_REQUIRED = '请输入订单号';
export const MSG_ADMIN_ORDER_MOBILE_BAD = '请输入完整的 11 位买家手机号';
export const MSG_ADMIN_ORDER_DATE_BAD = '下单日期格式不正确，应为 YYYY-MM-DD';
export const MSG_ADMIN_ORDER_PERIOD_BAD = '下单开始日期不能晚于结束日期';
export const MSG_ADMIN_ORDER_EMPTY = '暂无订单';

/**
 * The list counts its matches up to this many (an exact count of a million orders reads them all); with
 * more, `total` is this number and the pages stop there: narrow the search to see older ones.
 */
export const ADMIN_ORDER_COUNT_CAP = 10_000;

/** The buyer's tabs, and the closed ones: 全部, 待付款, 待发货, 待收货, 已完成, 已取消, 已退款. */
export const ADMIN_ORDER_STATUSES = ['all', 'notpay', 'pay', 'express', 'finish', 'cancel', 'refund'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
export const ADMIN_ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  all: '全部',
  notpay: '待付款',
  pay: '待发货',
  express: '待收货',
  finish: '已完成',
  cancel: '已取消',
  refund: '已退款',
};

export const ADMIN_PAY_WAY_LABELS: Record<0 | 1, string> = { 0: '线下转账', 1: '在线支付' };

/** '' (no limit) or a real calendar date 'YYYY-MM-DD'. */
export const isOrderDayOrNone = (s: string): boolean => s === '' || calendarDay(s) !== null;

/** One order in 订单管理; the buyer's phone masked (the detail shows it whole). */
export interface AdminOrderItem {
  order_no: string;
  /** the checkout's number (one checkout makes one order per seller) */
  main_order_no: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_time: string;
  buyer: { user_id: number; name: string; mobile: string };
  company: { id: number; name: string };
  /** yuan, 'x.xx' */
  total: string;
  /** 0 线下转账, 1 在线支付 */
  pay_cate: 0 | 1;
  pay_way: string;
  /** the status as the buyer reads it (待付款, 待发货, 待收货, 已完成, 已取消, 已退款 …) */
  status: string;
}

export interface AdminOrderLine {
  product_id: number;
  product_name: string;
  /** the SKU's attribute values, '红色 / XL' */
  atts_items_names: string;
  sku_code: string;
  unit: string;
  img_url: string;
  /** yuan */
  price: string;
  amount: number;
  /** price × amount, yuan */
  subtotal: string;
  /** points used on the line */
  use_points: number;
}

/** A QR payment of the order's checkout (one checkout, one payment for all its sellers' orders). */
export interface AdminOrderPayment {
  pay_no: string;
  /** yuan */
  amount: string;
  /** unpaid 待支付 | closed 已关闭 | paid 已支付 | refunded 已退回 | refund_pending 退回处理中 */
  status: string;
  status_label: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  created_at: string;
  paid_at: string;
}

/** Money given back for the order: an approved after-sales refund, or a payment that came after the cancel. */
export interface AdminOrderRefund {
  refund_no: string;
  pay_no: string;
  /** yuan */
  amount: string;
  /** 'after_sales' (售后退款) or 'late_payment' (取消后到账的付款退回) */
  kind: 'after_sales' | 'late_payment';
  kind_label: string;
  /** refund_pending 退款处理中 | refunded 已退款 */
  status: string;
  status_label: string;
  created_at: string;
  refunded_at: string;
}

export interface AdminOrderShipment {
  express_name: string;
  express_no: string;
  remark: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_time: string;
}

export interface AdminOrderAfterSale {
  id: number;
  cate: string;
  cate_label: string;
  remark: string;
  file_items: FileRef[];
  /** 0 待处理, 1 已同意退款, 2 已拒绝 */
  audit_status: 0 | 1 | 2;
  status_label: string;
  decide_reason: string;
  /** yuan, '' unless approved */
  refund: string;
  /** 原路退回 / 商家线下退款, '' unless approved */
  refund_mode_label: string;
  create_time: string;
  decide_time: string;
}

/** 订单详情: one order whole. */
export interface AdminOrderDetail extends AdminOrderItem {
  order_cate: string;
  pay_time: string;
  express_time: string;
  confirm_time: string;
  cancel_time: string;
  /** why it was cancelled (and where a late payment stands), '' otherwise */
  cancel_note: string;
  /** an unpaid order's payment limit, '' otherwise */
  auto_cancel_time: string;
  /** the buyer's phone whole, and their account */
  buyer: { user_id: number; name: string; mobile: string };
  amounts: {
    goods: string;
    express_fee: string;
    /** points used (100 points = 1 yuan) and what they took off */
    points: number;
    points_deduction: string;
    total: string;
    /** the part of total paid from the buyer's wallet (余额) */
    wallet: string;
    refunded: string;
  };
  lines: AdminOrderLine[];
  address: { contact: string; phone: string; province: string; city: string; county: string; address: string };
  invoice: {
    wanted: 0 | 1;
    /** the ordre_invoice_type code the buyer chose ('' none) and its label (增值税专用发票 …) */
    type: string;
    type_label: string;
    /** the invoice profile and address as the order keeps them (name, identification, reg_address …) */
    info: Record<string, unknown> | null;
    address: Record<string, unknown> | null;
    /** 待开票 / 已开票 (the seller's e-invoice files) */
    state: InvoiceState;
    files: FileRef[];
  };
  delivery: string;
  expected_delivery: string;
  remarks: string;
  remark_files: FileRef[];
  payments: AdminOrderPayment[];
  refunds: AdminOrderRefund[];
  /** offline: the checkout's 汇款识别码 and the buyer's 回单 ('' / [] for online orders) */
  remit_code: string;
  transfer_receipt: FileRef[];
  shipments: AdminOrderShipment[];
  after_sale: AdminOrderAfterSale | null;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminOrdersInput = /* @__PURE__ */ (() => ({
  adminOrderList: v.pipe(
    fields({
      ...pageFields,
      /** an order's number or its checkout's, exactly */
      order_no: optText(40),
      /** the buyer's phone, all 11 digits (the buyer's orders come from their own index) */
      mobile: optText(20),
      /** a company id, or words of its name */
      company: optText(50),
      status: optOneOf(ADMIN_ORDER_STATUSES, 'all'),
      /** created from / to, 'YYYY-MM-DD', China days, both included */
      from: optText(20),
      to: optText(20),
    }),
    v.check((input) => input.mobile === '' || /^1\d{10}$/.test(input.mobile), MSG_ADMIN_ORDER_MOBILE_BAD),
    v.check((input) => isOrderDayOrNone(input.from) && isOrderDayOrNone(input.to), MSG_ADMIN_ORDER_DATE_BAD),
    v.check((input) => input.from === '' || input.to === '' || input.from <= input.to, MSG_ADMIN_ORDER_PERIOD_BAD),
  ),
  adminOrderInfo: v.pipe(
    fields({ order_no: text(40) }),
    v.check((input) => input.order_no !== '', MSG_ADMIN_ORDER_NO_REQUIRED),
  ),
}))();

type In = typeof adminOrdersInput;
export type AdminOrderListReq = InputOf<In['adminOrderList']>;
export type AdminOrderInfoReq = InputOf<In['adminOrderInfo']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminOrders = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/orders/list {order_no, mobile (11 digits), company (id or name), status, from, to ('YYYY-MM-DD'), pageNum, pageSize}: 订单管理, newest first, 20 a page, counted up to ADMIN_ORDER_COUNT_CAP */
  adminOrderList: ep<In['adminOrderList'], Page<AdminOrderItem>>()({ method: 'GET', path: '/admin/orders/list', auth: false, staff: ['ops'] }),
  /** GET /api/admin/orders/info {order_no}: 订单详情, the buyer's phone whole; 订单不存在 */
  adminOrderInfo: ep<In['adminOrderInfo'], AdminOrderDetail>()({ method: 'GET', path: '/admin/orders/info', auth: false, staff: ['ops'] }),
  }) as const)();
