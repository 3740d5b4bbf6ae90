import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime, instant, type FileItem } from './columns';
import { users } from './account';
import { companies } from './content';

// orders (modules/orders)

/**
 * A buyer's order with one seller (spec 02 §3 Order). One checkout makes one order per seller company; the
 * orders of one checkout share main_order_no, are paid together (one QR payment or one bank transfer) and,
 * while unpaid, are cancelled together. Amounts are in fen and computed by the server (prices include 13%
 * tax). The delivery address, invoice and items are snapshots taken at checkout, so later edits of the
 * address book or the catalogue never change an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    /** the checkout's number, shared by the orders it made (infoByMainOrderNo, the offline page) */
    mainOrderNo: text('main_order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the seller (merchant screens read only their company's orders) */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** the client's key of one submit: a double-clicked or retried submit finds the orders it made */
    idemKey: text('idem_key').notNull(),
    /** 'product' | 'jifen' | 'service' (order_cate) */
    orderCate: text('order_cate').notNull().default('product'),
    /** 0 offline bank transfer, 1 online QR */
    payCate: smallint('pay_cate').notNull(),
    /** 'active' | 'cancelled' */
    state: text('state').notNull().default('active'),
    ispay: smallint('ispay').notNull().default(0),
    isexpress: smallint('isexpress').notNull().default(0),
    isconfirm: smallint('isconfirm').notNull().default(0),
    /** the QR payment's order number (payments.order_no) while one exists */
    payOrderNo: text('pay_order_no'),
    goodsFen: integer('goods_fen').notNull(),
    expressFeeFen: integer('express_fee_fen').notNull(),
    /** points spent (100 points = 1 yuan, so also the deduction in fen) */
    usePoints: integer('use_points').notNull().default(0),
    /** what the buyer owes for the order after the points (goods + shipping − points), in fen */
    totalFen: integer('total_fen').notNull(),
    /**
     * the part of total_fen paid from the member's wallet (users.user_money) at checkout; the rest
     * (total_fen − wallet_fen) is what a payment or a transfer brings
     */
    walletFen: integer('wallet_fen').notNull().default(0),
    /** what an approved after-sales request gave back, in fen (0: nothing; shown as 已退款) */
    refundFen: integer('refund_fen').notNull().default(0),
    /** delivery address snapshot */
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    provinceName: text('province_name').notNull().default(''),
    provinceCode: text('province_code').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    countyName: text('county_name').notNull().default(''),
    countyCode: text('county_code').notNull().default(''),
    address: text('address').notNull().default(''),
    /** invoice: 0 none, 1 wanted (the profile and invoice address below are snapshots) */
    containsInvoice: smallint('contains_invoice').notNull().default(0),
    invoiceId: integer('invoice_id'),
    invoiceAddressId: integer('invoice_address_id'),
    orderInvoiceType: text('order_invoice_type').notNull().default(''),
    invoiceInfo: jsonb('invoice_info').$type<Record<string, unknown> | null>(),
    invoiceAddressInfo: jsonb('invoice_address_info').$type<Record<string, unknown> | null>(),
    /** the e-invoice (PDF) the seller uploaded for an order that wants one; [] while 待开票 */
    invoiceFiles: jsonb('invoice_files').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** when the seller uploaded it (China time), null while 待开票 */
    invoiceTime: displayTime('invoice_time'),
    delivery: text('delivery').notNull().default(''),
    expectedDelivery: text('expected_delivery').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    remarkFileItems: jsonb('remark_file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** offline transfer: the code the buyer writes on the transfer (汇款识别码), one per checkout */
    remitCode: text('remit_code').notNull().default(''),
    /** offline transfer: the buyer's receipt (回单) images, for the merchant */
    transferReceipt: jsonb('transfer_receipt').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    createTime: displayTime('create_time').notNull(),
    payTime: displayTime('pay_time'),
    expressTime: displayTime('express_time'),
    confirmTime: displayTime('confirm_time'),
    cancelTime: displayTime('cancel_time'),
    /**
     * who cancelled it: 'buyer', 'timer' (unpaid past payDeadline), or 'refund' (closed when the seller
     * gave back all it was paid); null while not cancelled
     */
    cancelledBy: text('cancelled_by'),
    /** when an unpaid order is cancelled automatically (24 h online, 7 days offline by default) */
    payDeadline: instant('pay_deadline').notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_idem_uq').on(t.userId, t.idemKey, t.companyId),
    index('orders_main_no_idx').on(t.mainOrderNo),
    // the console's 线下转账对账 finds a checkout by the code on the bank statement
    index('orders_remit_code_idx').on(t.remitCode).where(sql`${t.payCate} = 0`),
    // … and lists the offline orders paid lately (a window of pay_time), newest first
    index('orders_offline_paid_idx').on(t.payTime, t.mainOrderNo).where(sql`${t.payCate} = 0 and ${t.state} = 'active' and ${t.ispay} = 1`),
    index('orders_pay_no_idx').on(t.payOrderNo),
    index('orders_user_list_idx').on(t.userId, t.createTime.desc(), t.id.desc()),
    index('orders_company_list_idx').on(t.companyId, t.createTime.desc(), t.id.desc()),
    // the console's 订单管理: every order newest first (and a period of them), and the few with money given back
    index('orders_time_idx').on(t.createTime.desc(), t.id.desc()),
    index('orders_refund_time_idx')
      .on(t.createTime.desc(), t.id.desc())
      .where(sql`${t.refundFen} > 0 or (${t.state} = 'cancelled' and ${t.cancelledBy} = 'refund')`),
    index('orders_unpaid_deadline_idx').on(t.payDeadline).where(sql`${t.state} = 'active' and ${t.ispay} = 0`),
    // The merchant overview's figures, each read from an index alone (the key columns carry what the figure
    // needs): the open orders by company (the statuses before 已完成), the cancelled ones, and the paid ones
    // by pay time with their amounts (sales per day and the ranking's window).
    index('orders_company_open_idx')
      .on(t.companyId, t.ispay, t.isexpress, t.payDeadline)
      .where(sql`${t.state} = 'active' and ${t.isconfirm} = 0`),
    index('orders_company_cancelled_idx').on(t.companyId).where(sql`${t.state} = 'cancelled'`),
    index('orders_company_paid_idx')
      .on(t.companyId, t.payTime, t.totalFen, t.refundFen, t.id)
      .where(sql`${t.state} = 'active' and ${t.ispay} = 1`),
    // … and the console's 工作台: the platform's sales per day paid, every company, read from this index alone
    index('orders_paid_time_idx').on(t.payTime, t.totalFen, t.refundFen).where(sql`${t.state} = 'active' and ${t.ispay} = 1`),
    check('orders_state_known', sql`${t.state} in ('active', 'cancelled')`),
    check('orders_cancelled_by_known', sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('buyer', 'timer', 'refund')`),
    check('orders_pay_cate_known', sql`${t.payCate} in (0, 1)`),
    check('orders_flags', sql`${t.ispay} in (0, 1) and ${t.isexpress} in (0, 1) and ${t.isconfirm} in (0, 1)`),
    check('orders_amounts', sql`${t.goodsFen} >= 0 and ${t.expressFeeFen} >= 0 and ${t.usePoints} >= 0 and ${t.totalFen} >= 0`),
    check('orders_wallet_within_total', sql`${t.walletFen} >= 0 and ${t.walletFen} <= ${t.totalFen}`),
    check('orders_refund_within_total', sql`${t.refundFen} >= 0 and ${t.refundFen} <= ${t.totalFen}`),
  ],
);

/** A line of an order: snapshots of the product's name, SKU and price at checkout. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    productName: text('product_name').notNull(),
    productType: text('product_type').notNull().default('product'),
    skuCode: text('sku_code').notNull().default(''),
    attsItemsIds: text('atts_items_ids').notNull().default(''),
    attsItemsNames: text('atts_items_names').notNull().default(''),
    unit: text('unit').notNull().default(''),
    imgUrl: text('img_url').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    amount: integer('amount').notNull(),
    useProfitJifenRate: integer('use_profit_jifen_rate').notNull().default(0),
    /** points spent on this line */
    usePoints: integer('use_points').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // whether a product was ever sold (a merchant may delete only one that never was), without reading every line
    index('order_items_product_idx').on(t.productId),
    check('order_items_amount_positive', sql`${t.amount} > 0 and ${t.priceFen} >= 0 and ${t.usePoints} >= 0`),
  ],
);
