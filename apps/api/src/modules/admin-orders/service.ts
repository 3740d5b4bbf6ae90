// 订单管理 of the operations console: every order by number, buyer phone, company, status and creation days,
// and one order whole. Read-only: a reader never writes (an unpaid order past its limit reads as cancelled,
// as the sweep will make it), so nothing is audited. The statuses are the buyer's own: the orders module's
// shaping (shapeOrders) labels each order.
import {
  ADMIN_PAY_WAY_LABELS,
  AFTER_SALES_CATE_LABELS,
  AFTER_SALES_DECISION_NAMES,
  AFTER_SALES_REFUND_MODE_LABELS,
  MSG_ADMIN_ORDER_MISSING,
  type AdminOrderDetail,
  type AdminOrderItem,
  type AdminOrderPayment,
  type AdminOrderRefund,
  type AfterSalesCate,
  type AfterSalesRefundMode,
  type Order,
  type Page,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, fenToYuan, formatChinaTime, maskMobileMiddle, type Clock } from '../../kernel';
import { entriesOf } from '../dictionaries';
import { shapeOrders } from '../orders';
import {
  afterSaleRefunds,
  buyersOf,
  checkoutPayments,
  orderAfterSale,
  orderByNo,
  orderLines,
  orderPage,
  orderShipments,
  type OrderFilter,
  type OrderRow,
  type Person,
} from './queries';

export type { OrderFilter };

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  unpaid: '待支付',
  closed: '已关闭',
  paid: '已支付',
  refunded: '已退回',
  refund_pending: '退回处理中',
};
const REFUND_STATUS_LABELS: Record<string, string> = { refund_pending: '退款处理中', refunded: '已退款' };
const REFUND_KIND_LABELS: Record<AdminOrderRefund['kind'], string> = { after_sales: '售后退款', late_payment: '取消后到账退回' };

const when = (d: Date | null | undefined): string => (d ? formatChinaTime(d) : '');

function toItem(row: OrderRow, shaped: Order, buyer: Person | undefined, wholeMobile: boolean): AdminOrderItem {
  const mobile = buyer?.mobile ?? '';
  const payCate = row.payCate === 0 ? 0 : 1;
  return {
    order_no: row.orderNo,
    main_order_no: row.mainOrderNo,
    create_time: shaped.create_time,
    buyer: { user_id: row.userId, name: buyer?.name ?? '', mobile: wholeMobile ? mobile : maskMobileMiddle(mobile) },
    company: { id: row.companyId, name: shaped.company_name },
    total: shaped.total,
    pay_cate: payCate,
    pay_way: ADMIN_PAY_WAY_LABELS[payCate],
    status: shaped.status,
  };
}

/** adminOrderList: one page of orders matching the filter, newest first, the buyers' phones masked. */
export async function listOrders(db: Db, clock: Clock, filter: OrderFilter, page: Paging): Promise<Page<AdminOrderItem>> {
  const now = clock.now();
  const { rows, total } = await orderPage(db, filter, now, page);
  const [shaped, buyers] = await Promise.all([
    shapeOrders(db, rows, now),
    buyersOf(
      db,
      rows.map((r) => r.userId),
    ),
  ]);
  return { items: rows.map((r, i) => toItem(r, shaped[i]!, buyers.get(r.userId), false)), total };
}

/** adminOrderInfo: the order (or the checkout's first order) whole; 订单不存在. */
export async function orderInfo(db: Db, clock: Clock, orderNo: string): Promise<AdminOrderDetail> {
  const row = await orderByNo(db, orderNo.trim());
  if (!row) throw new DomainError(MSG_ADMIN_ORDER_MISSING);
  const now = clock.now();
  const [[shaped], buyers, lines, ships, afterSale, pays] = await Promise.all([
    shapeOrders(db, [row], now),
    buyersOf(db, [row.userId]),
    orderLines(db, row.id),
    orderShipments(db, row.id),
    orderAfterSale(db, row.id),
    row.payCate === 1 ? checkoutPayments(db, row) : Promise.resolve([]),
  ]);
  // the invoice kind as the buyer chose it (ordre_invoice_type's label of the stored code: 增值税专用发票 …)
  const kind = row.containsInvoice === 1 && row.orderInvoiceType ? (await entriesOf(db, 'ordre_invoice_type')).find((e) => String(e.dict_code) === row.orderInvoiceType) : undefined;
  const asRefunds = afterSale ? await afterSaleRefunds(db, afterSale.id) : [];
  const o = shaped!;
  const payments: AdminOrderPayment[] = pays.map((p) => ({
    pay_no: p.orderNo,
    amount: fenToYuan(p.amountFen),
    status: p.status,
    status_label: PAYMENT_STATUS_LABELS[p.status] ?? p.status,
    created_at: when(p.createdAt),
    paid_at: when(p.paidAt),
  }));
  const refunds: AdminOrderRefund[] = [
    // a payment that arrived after the checkout was cancelled goes back whole
    ...pays
      .filter((p) => p.refundFen !== null && (p.status === 'refunded' || p.status === 'refund_pending'))
      .map(
        (p): AdminOrderRefund => ({
          refund_no: p.refundNo ?? '',
          pay_no: p.orderNo,
          amount: fenToYuan(p.refundFen ?? 0),
          kind: 'late_payment',
          kind_label: REFUND_KIND_LABELS.late_payment,
          status: p.status,
          status_label: REFUND_STATUS_LABELS[p.status] ?? p.status,
          created_at: '',
          refunded_at: when(p.refundedAt),
        }),
      ),
    ...asRefunds.map(
      (r): AdminOrderRefund => ({
        refund_no: r.refundNo,
        pay_no: r.paymentOrderNo,
        amount: fenToYuan(r.amountFen),
        kind: 'after_sales',
        kind_label: REFUND_KIND_LABELS.after_sales,
        status: r.status,
        status_label: REFUND_STATUS_LABELS[r.status] ?? r.status,
        created_at: when(r.createdAt),
        refunded_at: when(r.refundedAt),
      }),
    ),
  ];
  const audit = (afterSale?.auditStatus ?? 0) as 0 | 1 | 2;
  return {
    ...toItem(row, o, buyers.get(row.userId), true),
    order_cate: row.orderCate,
    pay_time: o.pay_time,
    express_time: o.express_time,
    confirm_time: o.confirm_time,
    cancel_time: o.cancel_time,
    cancel_note: o.cancel_note ?? '',
    auto_cancel_time: o.auto_cancel_time,
    amounts: {
      goods: fenToYuan(row.goodsFen),
      express_fee: fenToYuan(row.expressFeeFen),
      points: row.usePoints,
      points_deduction: fenToYuan(row.usePoints),
      total: fenToYuan(row.totalFen),
      wallet: fenToYuan(row.walletFen),
      refunded: fenToYuan(row.refundFen),
    },
    lines: lines.map((l) => ({
      product_id: l.productId,
      product_name: l.productName,
      atts_items_names: l.attsItemsNames,
      sku_code: l.skuCode,
      unit: l.unit,
      img_url: l.imgUrl,
      price: fenToYuan(l.priceFen),
      amount: l.amount,
      subtotal: fenToYuan(l.priceFen * l.amount),
      use_points: l.usePoints,
    })),
    address: { contact: row.contact, phone: row.phone, province: row.provinceName, city: row.cityName, county: row.countyName, address: row.address },
    invoice: {
      wanted: row.containsInvoice === 1 ? 1 : 0,
      type: row.orderInvoiceType,
      type_label: kind?.dict_label ?? '',
      info: row.invoiceInfo ?? null,
      address: row.invoiceAddressInfo ?? null,
      state: o.invoice_state,
      files: o.invoice_files,
    },
    delivery: row.delivery,
    expected_delivery: row.expectedDelivery,
    remarks: row.remarks,
    remark_files: row.remarkFileItems,
    payments,
    refunds,
    remit_code: row.remitCode,
    transfer_receipt: row.transferReceipt,
    shipments: ships.map((s) => ({ express_name: s.expressName, express_no: s.expressNo, remark: s.remark, create_time: s.createTime })),
    after_sale: afterSale
      ? {
          id: afterSale.id,
          cate: afterSale.cate,
          cate_label: AFTER_SALES_CATE_LABELS[afterSale.cate as AfterSalesCate] ?? afterSale.cate,
          remark: afterSale.remark,
          file_items: afterSale.fileItems,
          audit_status: audit,
          status_label: AFTER_SALES_DECISION_NAMES[audit] ?? '',
          decide_reason: afterSale.decideReason,
          refund: afterSale.refundFen !== null ? fenToYuan(afterSale.refundFen) : '',
          refund_mode_label: afterSale.refundMode ? (AFTER_SALES_REFUND_MODE_LABELS[afterSale.refundMode as AfterSalesRefundMode] ?? '') : '',
          create_time: afterSale.createTime,
          decide_time: afterSale.decideTime ?? '',
        }
      : null,
  };
}
