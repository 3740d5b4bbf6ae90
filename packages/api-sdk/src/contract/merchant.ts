// The merchant side (spec 02 §2 Merchant screens, §4, §7 "Cart and orders"): a company user's orders (only
// the orders of the companies the caller owns, on every call), collecting an offline transfer (确定收款吗？
// → 收款成功), shipping (请选择快递公司, 请填写快递单号 → 发货成功) and the shipment's tracking, which the
// buyer reads too (enable/getExpress, orderExpress/getExpress).
import * as v from 'valibot';
import { shippingRules } from '@ws/validators';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { Order } from './orders';
import { fields, optInt, optNumOneOf, optOneOf, optText, pageFields, rules, text, uploadedFiles, type InputOf } from './schema';

export const MERCHANT_TABS = ['all', 'notpay', 'pay', 'express', 'confirm'] as const;
export type MerchantTab = (typeof MERCHANT_TABS)[number];
export const MERCHANT_TAB_LABELS: Record<MerchantTab, string> = {
  all: '全部',
  notpay: '待付款',
  pay: '待发货',
  express: '已发货',
  confirm: '已完成',
};
export const MERCHANT_PAGE_SIZE = 20;

/** One event of a shipment's timeline, newest first. */
export interface ExpressEvent {
  time: string;
  context: string;
  /** the tracking service's status of the event (揽收, 在途, 派件, 签收 …); absent for the system's own events */
  status?: string;
}

/** A shipment and what the tracking service knows of it. */
export interface ExpressTrace {
  order_no: string;
  express_value: string;
  express_name: string;
  express_no: string;
  remark: string;
  /** none: not shipped yet; shipped: on its way; received: the buyer confirmed receipt */
  state: 'none' | 'shipped' | 'received';
  events: ExpressEvent[];
  /** 已签收: the tracking service reports the parcel signed for, or the buyer confirmed receipt */
  delivered: boolean;
  /** kuaidi100: the events include the tracking service's scans; local: only what this system recorded */
  source: 'kuaidi100' | 'local';
  /** when the tracking service's answer was fetched (YYYY-MM-DD HH:mm:ss), '' when there is none */
  fetched_at: string;
  /** for the seller only: why the tracking service's scans are missing or old ('' otherwise) */
  note: string;
}

/** What a caller without the company role gets from every merchant call and screen. */
export const MSG_MERCHANT_ONLY = '仅企业用户可访问';
export const MSG_PAY_COLLECTED = '收款成功';
export const MSG_SHIPPED = '发货成功';
export const MSG_MERCHANT_ORDER_MISSING = '订单不存在';
export const MSG_ALREADY_PAID = '订单已收款或已取消';
export const MSG_ONLINE_ORDER = '在线支付订单由买家扫码支付，无需确认收款';
export const MSG_NOT_PAID_YET = '订单未付款，不能发货';
export const MSG_ALREADY_SHIPPED = '订单已发货';
export const MSG_EXPRESS_UNKNOWN = '请选择快递公司';
export const MSG_EXPRESS_NOT_FOUND = '未查询到物流信息';
/** The e-invoice of an order that asked for one: the PDF the tax system issues. */
export const MAX_INVOICE_FILES = 5;
export const MSG_INVOICE_FILE_REQUIRED = '请上传电子发票';
export const MSG_INVOICE_UPLOADED = '发票已上传';
export const MSG_NO_INVOICE_WANTED = '该订单不需要开具发票';
export const MSG_INVOICE_NOT_PAID = '订单付款后才能开具发票';
export const MSG_INVOICE_PDF_ONLY = '电子发票仅支持 PDF 文件';

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const merchantInput = /* @__PURE__ */ (() => ({
  listByCompany: fields({ ...pageFields, vsstatus: optOneOf(MERCHANT_TABS, 'all'), order_cate: optText(20) }),
  merchantOrderInfo: fields({ order_no: text(40) }),
  changePayStatus: fields({ order_no: text(40), ispay: optNumOneOf([1] as const, 1) }),
  orderExpressAdd: v.pipe(
    fields({ order_no: text(40), express_value: text(20), express_name: optText(50), express_no: text(40), remark: optText(200) }),
    rules(shippingRules),
  ),
  orderExpressGet: fields({ order_no: text(40) }),
  /** the seller's e-invoice (PDF files) of a paid order that asked for an invoice; a new upload replaces it */
  merchantInvoiceUpload: v.pipe(
    fields({ order_no: text(40), file_items: uploadedFiles(MAX_INVOICE_FILES, { message: MSG_INVOICE_FILE_REQUIRED, tooMany: `最多上传${MAX_INVOICE_FILES}个文件` }) }),
    v.check((p) => p.file_items.length > 0, MSG_INVOICE_FILE_REQUIRED),
    v.check((p) => p.file_items.every((f) => /\.pdf$/i.test(f.FileUrl)), MSG_INVOICE_PDF_ONLY),
  ),
  enableGetExpress: fields({ ...pageFields, expressCom: text(20), expressNo: text(40), expressPhone: optText(20), order_no: optText(40), limit: optInt() }),
}))();

type In = typeof merchantInput;
export type OrderExpressAddReq = InputOf<In['orderExpressAdd']>;

export const merchant = {
  /** GET /api/orders/listByCompany {pageNum, pageSize, vsstatus, order_cate}: the caller's companies' orders, 已取消 left out */
  listByCompany: ep<In['listByCompany'], Page<Order>>()({ method: 'GET', path: '/orders/listByCompany', auth: true }),
  /** one order of the caller's companies (the merchant's order detail) */
  merchantOrderInfo: ep<In['merchantOrderInfo'], Order>()({ method: 'GET', path: '/orders/infoByCompany', auth: true }),
  /** POST /api/orders/changePayStatus {ispay 1, order_no}: the merchant confirms an offline transfer (收款成功) */
  changePayStatus: ep<In['changePayStatus'], Order>()({ method: 'POST', path: '/orders/changePayStatus', auth: true }),
  /** POST /api/orderExpress/add {order_no, express_value, express_name, express_no, remark} (发货成功) */
  orderExpressAdd: ep<In['orderExpressAdd'], Order>()({ method: 'POST', path: '/orderExpress/add', auth: true }),
  /** POST /api/merchant/orders/invoice {order_no, file_items}: the e-invoice of an order of the caller's companies (发票已上传) */
  merchantInvoiceUpload: ep<In['merchantInvoiceUpload'], Order>()({ method: 'POST', path: '/merchant/orders/invoice', auth: true }),
  /** POST /api/orderExpress/getExpress {order_no}: the shipment and its timeline, for the buyer or the merchant */
  orderExpressGet: ep<In['orderExpressGet'], ExpressTrace>()({ method: 'POST', path: '/orderExpress/getExpress', auth: true }),
  /** enable/getExpress {expressCom, expressNo, expressPhone}: the same by company and tracking number */
  enableGetExpress: ep<In['enableGetExpress'], ExpressTrace>()({ method: 'GET', path: '/enable/getExpress', auth: true }),
} as const;
