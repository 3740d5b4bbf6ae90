// Orders (spec 02 §2 "Checkout and payment", "Orders", §3 Order, §4, §7 "Cart and orders"): the quote of a
// checkout (the server's totals before submitting), submit, the buyer's own order list and detail, cancel,
// confirm receipt, paying an unpaid order again, the offline transfer (transfer info, the remittance
// reference code, the receipt upload). Every amount is computed by the server from its own prices: prices
// include 13% tax; shipping is free from 300 yuan, else 8, and 50 to remote areas; points at 100 per yuan,
// each line's deductible share use_profit_jifen_rate % of price × quantity, capped by the balance.
// A buyer reads and changes only their own orders.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import { calendarDay } from './merchant-stats';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import type { ConsultOrderInfo } from './experts';
import type { NativePayment } from './payments';
import { fields, idList, none, optId, optNumOneOf, optOneOf, optText, pageFields, text, uploadedFiles, type InputOf } from './schema';

/** pay_cate: 0 offline bank transfer, 1 online QR (spec 02 §4). */
export const PAY_CATE = { offline: 0, online: 1 } as const;
export type PayCate = (typeof PAY_CATE)[keyof typeof PAY_CATE];

/** order_cate of a mall order (a checkout): 'product' (absent or '' means it too). The other kind of order,
 *  a paid expert consultation ('expert'), is made by expertPay, never by a checkout. */
export const MALL_ORDER_CATES = ['product'] as const;

/** The list's tabs (spec 02 §2 Orders): all, 待付款, 待发货, 待收货, 已完成. */
export const ORDER_TABS = ['all', 'notpay', 'pay', 'express', 'confirm'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** Orders list page size (spec 02 §9). */
export const ORDERS_PAGE_SIZE = 20;
/** The longest search term of /myOrders. */
export const MAX_ORDER_KEYWORD = 50;
export const MSG_ORDER_PERIOD = '请选择正确的下单日期';
/** A /myOrders period: each end a real date or '' (open), the start not after the end. */
export function isOrderPeriod(start: string, end: string): boolean {
  const a = start === '' ? null : calendarDay(start);
  const b = end === '' ? null : calendarDay(end);
  if ((start !== '' && a === null) || (end !== '' && b === null)) return false;
  return a === null || b === null || a <= b;
}

export const ORDER_STATUS_TEXT = {
  cancelled: '已取消',
  /** cancelled, and a payment that arrived afterwards was given back */
  cancelledRefunded: '已取消（已退款）',
  /** cancelled, and a payment that arrived afterwards is still to be given back */
  cancelledRefundPending: '已取消（退款处理中）',
  notpay: '待付款',
  pay: '待发货',
  express: '待收货',
  confirm: '已完成',
  /** a seller approved an after-sales refund of it (the amount: refund_price) */
  refunded: '已退款',
} as const;
export type OrderStatusText = (typeof ORDER_STATUS_TEXT)[keyof typeof ORDER_STATUS_TEXT];

/** Shipping rule (spec 02 §9), in fen: free from 300 yuan of goods, else 8; remote areas always 50. */
export const SHIPPING = { freeFromFen: 30_000, baseFen: 800, remoteFen: 5_000 } as const;
/** 100 points = 1 yuan (spec 02 §9): one point is one fen. */
export const POINTS_PER_YUAN = 100;
/** Tax rate included in every price (spec 02 §9). */
export const TAX_RATE_PERCENT = 13;

export const MSG_ORDER_MISSING = '订单不存在';
export const MSG_CHECKOUT_EMPTY = '请选择需要结算的商品';
export const MSG_ADDRESS_REQUIRED = '请选择收货地址';
export const MSG_INVOICE_ADDRESS_REQUIRED = '请选择发票地址';
export const MSG_INVOICE_REQUIRED = '请选择发票信息';
export const MSG_DELIVERY_REQUIRED = '请选择发货方式';
export const MSG_EXPECTED_REQUIRED = '请选择期望交货日期';
export const MSG_PAY_CATE_REQUIRED = '请选择支付方式';
export const MSG_STOCK_SHORT = '库存不足';
/** An unpaid order of a checkout over several suppliers: what one payment covers (said before the QR and on each order). */
export const msgCheckoutPayment = (orders: number, total: string): string => `本次支付包含同一次结算的 ${orders} 个订单，共 ${total}`;
/** A submit short of stock names the product, its SKU and what is left: 库存不足：安全帽（红色 L），仅剩 3 件 */
export const msgStockShort = (product: string, sku: string, left: number): string =>
  `${MSG_STOCK_SHORT}：${product}${sku ? `（${sku}）` : ''}，仅剩 ${left} 件`;
export const MSG_BELOW_MIN = '购买数量少于最低起购量';
export const MSG_OFF_SALE = '商品已下架';
export const MSG_POINTS_SHORT = '积分不足';
export const MSG_CANCEL_DONE = '取消成功';
export const MSG_CONFIRM_DONE = '收货成功';
export const MSG_CANNOT_CANCEL = '订单已支付或已取消，不能取消';
export const MSG_CANNOT_CONFIRM = '订单未发货，不能确认收货';
export const MSG_NOT_PAYABLE = '订单已支付或已取消';
export const MSG_NOT_OFFLINE = '该订单不是线下转账订单';
export const MSG_OFFLINE_PAY = '线下转账订单请按汇款信息转账';
export const MSG_RECEIPT_REQUIRED = '请上传转账回单';
export const MSG_RECEIPT_SAVED = '上传成功';
/** the offline submit's confirm message (spec 02 §4) */
export const MSG_OFFLINE_SUBMITTED = '您已提交线下交易订单，点击确认获取支付信息';
/** contract attachments at most 9 (spec 02 §5) */
export const MAX_CONTRACT_FILES = 9;
export const MAX_RECEIPT_FILES = 9;

/** A line of an order (snapshot at checkout). */
export interface OrderLine {
  id: number;
  product_id: number;
  product_name: string;
  product_type: string;
  sku_code: string;
  atts_items_ids: string;
  atts_items_names: string;
  unit: string;
  firstFile: FileRef | null;
  /** tax-included unit price */
  price: string;
  amount: number;
  use_profit_jifen_rate: number;
  /** points spent on this line */
  use_profit_jifen: number;
}

export interface OrderExpress {
  express_name: string;
  express_no: string;
  express_value: string;
}

/** An order as the buyer sees it (spec 02 §3 Order). */
export interface Order {
  order_no: string;
  main_order_no: string;
  status: OrderStatusText;
  ispay: 0 | 1;
  isexpress: 0 | 1;
  isconfirm: 0 | 1;
  /** 1 when every line has been reviewed */
  isremark: 0 | 1;
  pay_cate: PayCate;
  order_cate: string;
  company_id: number;
  company_name: string;
  create_time: string;
  pay_time: string;
  express_time: string;
  confirm_time: string;
  cancel_time: string;
  /** unpaid and not cancelled: when it will be cancelled automatically (YYYY-MM-DD HH:mm:ss), else '' */
  auto_cancel_time: string;
  /** a cancelled order: why, and where a late payment's money stands (e.g. 超时未支付，订单已自动取消); '' when unknown */
  cancel_note?: string;
  /** an unpaid order: how many unpaid orders its checkout holds (one payment pays them all) … */
  checkout_orders?: number;
  /** … and what that one payment is, yuan */
  checkout_total?: string;
  contact: string;
  phone: string;
  province_name: string;
  city_name: string;
  county_name: string;
  province_code: string;
  city_code: string;
  county_code: string;
  address: string;
  coupon_item_facevalue: string;
  /** the part of total paid from the wallet (余额抵扣) */
  use_user_money: string;
  /** what the buyer pays: goods + shipping − points (the wallet part included) */
  total: string;
  /** what an approved after-sales request gives back, yuan ('0.00': nothing; the status then reads 已退款).
   *  The server always sends it. */
  refund_price?: string;
  /** the goods (tax-included prices × quantities) */
  ptotal: string;
  express_fee: string;
  /** points spent */
  use_profit_jifen: number;
  /** the points' deduction in yuan */
  jifen_deduction: string;
  /** the 13% tax included in total */
  tax: string;
  contains_invoice: 0 | 1;
  invoice_id: number;
  invoice_address_id: number;
  order_invoice_type: string;
  invoiceInfo: Record<string, unknown> | null;
  invoiceAddressInfo: Record<string, unknown> | null;
  /** none: no invoice asked; pending 待开票; issued 已开票 (the seller uploaded the e-invoice) */
  invoice_state: InvoiceState;
  /** the e-invoice files (PDF) once issued */
  invoice_files: FileRef[];
  /** when it was issued (YYYY-MM-DD HH:mm:ss), '' before */
  invoice_time: string;
  delivery: string;
  expected_deliverys: string;
  remarks: string;
  order_remark_file_items: FileRef[];
  order_express: OrderExpress | null;
  /** offline orders: the reference code to write on the transfer (汇款识别码) and the uploaded receipt */
  remit_code: string;
  transfer_receipt: FileRef[];
  order_items: OrderLine[];
}

export type InvoiceState = 'none' | 'pending' | 'issued';
export const INVOICE_STATE_LABELS: Record<Exclude<InvoiceState, 'none'>, string> = { pending: '待开票', issued: '已开票' };

/** One checkout's orders (infoByMainOrderNo; the offline page). */
export interface MainOrder {
  main_order_no: string;
  pay_cate: PayCate;
  ispay: 0 | 1;
  cancelled: 0 | 1;
  /** what is left to pay by QR or transfer (the orders' totals less what the wallet paid) */
  total_price: string;
  remit_code: string;
  transfer_receipt: FileRef[];
  auto_cancel_time: string;
  orders: Order[];
}

/** A line of a quote. */
export interface QuoteLine {
  cart_id: number;
  product_id: number;
  product_name: string;
  company_id: number;
  company_name: string;
  atts_items_names: string;
  unit: string;
  firstFile: FileRef | null;
  price: string;
  amount: number;
  subtotal: string;
  use_profit_jifen_rate: number;
}

/** The server's totals of a checkout before submitting (what submit will charge, given the same input). */
export interface OrderQuote {
  items: QuoteLine[];
  /** one order per seller */
  sellers: { company_id: number; company_name: string; goods: string; express_fee: string }[];
  goods_total: string;
  express_fee: string;
  /** whether the delivery address is in a remote area (shipping 50) */
  remote: 0 | 1;
  points_balance: number;
  /** the most points this checkout may use (shares capped by the balance) */
  points_usable: number;
  /** points used with IfUseProfitJifen 1, else 0 */
  use_profit_jifen: number;
  jifen_deduction: string;
  /** goods + shipping − points */
  total_price: string;
  tax: string;
  /** the wallet's balance (UserMoney), yuan */
  user_money: string;
  /** the most the wallet may pay of this checkout (its balance, up to total_price) */
  user_money_usable: string;
  /** what the wallet pays with IfUseUserMoney 1, else '0.00' */
  use_user_money: string;
  /** what is left to pay by QR or transfer: total_price − use_user_money */
  pay_price: string;
}

/** What submit answers: online orders carry the QR payment, offline ones the remittance code. */
export interface OrderSubmitResult {
  pay_cate: PayCate;
  main_order_no: string;
  /** the checkout's number (online: the payment's number, which the QR dialog polls) */
  order_no: string;
  /** what is left to pay (the QR's or the transfer's amount): the wallet's part is paid already */
  total_price: string;
  code_url: string;
  simulator_url?: string;
  remit_code: string;
}

/** Offline transfer data (spec 02 §3 Transfer info). */
export interface TransferInfo {
  company: string;
  bank_account: string;
  bank: string;
  cnaps: string;
  remarks: string;
  duty_paragraph: string;
  phone: string;
  address: string;
}

const orderNo = () => text(40);

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const ordersInput = /* @__PURE__ */ (() => {
  const checkoutFields = {
    /** cart line ids */
    ids: idList(200),
    IfUseProfitJifen: optNumOneOf([0, 1], 0),
    /** 1: the wallet (余额) pays what it can of the total after points */
    IfUseUserMoney: optNumOneOf([0, 1], 0),
    /** the delivery address (the caller's own) */
    address_id: optId(),
  };
  return {
    ordersQuote: fields(checkoutFields),
    ordersSubmit: fields({
      ...checkoutFields,
      order_cate: optOneOf(MALL_ORDER_CATES, 'product'),
      order_no: optText(40),
      pay_cate: optNumOneOf([0, 1, -1], -1),
      contains_invoice: optNumOneOf([0, 1], 0),
      invoice_id: optId(),
      invoice_address_id: optId(),
      order_invoice_type: optText(40),
      delivery: optText(100),
      expected_deliverys: optText(100),
      remarks: optText(500),
      order_remark_file_items: uploadedFiles(MAX_CONTRACT_FILES, { tooMany: `最多上传${MAX_CONTRACT_FILES}个文件` }),
      pay_type: optText(20),
      /** one per checkout page: a repeated submit with the same key answers the same orders */
      idem_key: optText(64),
    }),
    listSelfA: v.pipe(
      fields({
        ...pageFields,
        vsstatus: optOneOf(ORDER_TABS, 'all'),
        order_cate: optText(20),
        /** an order number, a product's name or a supplier's name, matched as a substring */
        keyword: optText(MAX_ORDER_KEYWORD),
        /** the period of create_time, China days YYYY-MM-DD, both ends included ('' open) */
        start: optText(10),
        end: optText(10),
      }),
      v.check((p) => isOrderPeriod(p.start ?? '', p.end ?? ''), MSG_ORDER_PERIOD),
    ),
    infoSelf: fields({ order_no: orderNo() }),
    infoByMainOrderNo: fields({ order_no: orderNo() }),
    cancelSelf: fields({ order_no: orderNo() }),
    confirmSelf: fields({ order_no: orderNo() }),
    paySelf: fields({ order_no: orderNo() }),
    transferInfo: none(),
    /** a file that is not the caller's own upload is no receipt: 请上传转账回单 */
    uploadReceipt: fields({
      order_no: orderNo(),
      file_items: uploadedFiles(MAX_RECEIPT_FILES, { message: MSG_RECEIPT_REQUIRED, tooMany: `最多上传${MAX_RECEIPT_FILES}个文件` }),
    }),
  };
})();

type In = typeof ordersInput;
export type OrdersSubmitReq = InputOf<In['ordersSubmit']>;

export const orders = {
  /** the server's totals of the chosen cart lines (before submitting) */
  ordersQuote: ep<In['ordersQuote'], OrderQuote>()({ method: 'POST', path: '/orders/quote', auth: true }),
  /** personal/ordersSubmit */
  ordersSubmit: ep<In['ordersSubmit'], OrderSubmitResult>()({ method: 'POST', path: '/orders/submit', auth: true }),
  /** personal/listSelfA */
  listSelfA: ep<In['listSelfA'], Page<Order>>()({ method: 'GET', path: '/orders/list_self', auth: true }),
  /** personal/infoSelf: a mall order, or a consult order (order_cate expert) of the caller's */
  infoSelf: ep<In['infoSelf'], Order | ConsultOrderInfo>()({ method: 'GET', path: '/orders/info_self', auth: true }),
  /** infoByMainOrderNo: one checkout's orders (the offline page) */
  infoByMainOrderNo: ep<In['infoByMainOrderNo'], MainOrder>()({ method: 'GET', path: '/orders/infoByMainOrderNo', auth: true }),
  /** personal/cancelSelf (an unpaid checkout is cancelled as a whole) */
  cancelSelf: ep<In['cancelSelf'], null>()({ method: 'POST', path: '/orders/cancelSelf', auth: true }),
  /** personal/confirmSelf */
  confirmSelf: ep<In['confirmSelf'], null>()({ method: 'POST', path: '/orders/confirmSelf', auth: true }),
  /** pay an unpaid online order (the list's and detail's pay button): its QR payment */
  paySelf: ep<In['paySelf'], NativePayment>()({ method: 'POST', path: '/orders/paySelf', auth: true }),
  /** GET /api/transfer/info */
  transferInfo: ep<In['transferInfo'], TransferInfo>()({ method: 'GET', path: '/transfer/info', auth: true }),
  /** the offline transfer's receipt (回单), which the merchant sees */
  uploadReceipt: ep<In['uploadReceipt'], null>()({ method: 'POST', path: '/orders/uploadReceipt', auth: true }),
} as const;
