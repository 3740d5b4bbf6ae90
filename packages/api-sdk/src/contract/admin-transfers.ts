// 线下转账对账 of the operations console (运营): the offline (bank transfer) checkouts waiting for their money,
// each named by the 汇款识别码 the buyer writes on the transfer; a line of the bank statement is matched by
// that code and its amount, and 确认到账 makes the checkout's orders paid exactly once (the merchant's 收款 of
// the same order at the same moment changes nothing twice). A transfer pays a whole checkout: its amount is
// the sum of the checkout's live orders.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { FileRef } from './entities';
import type { Page } from './envelope';
import { fields, isYuanAmount, MSG_BAD_PARAM, optOneOf, optText, pageFields, text, type InputOf } from './schema';

export const MSG_TRANSFER_CONFIRMED = '已确认到账';
export const MSG_TRANSFER_CODE_REQUIRED = '请输入汇款识别码';
export const MSG_TRANSFER_AMOUNT_BAD = '请输入正确的到账金额';
export const MSG_TRANSFER_MISSING = '未找到该汇款识别码的订单';
/** The statement's amount differs from what the checkout owes; the owed amount follows: 到账金额与应付金额不一致（应付 ¥…） */
export const MSG_TRANSFER_AMOUNT_MISMATCH = '到账金额与应付金额不一致';
export const MSG_STATEMENT_EMPTY = '银行流水中没有可读取的记录';
export const MSG_STATEMENT_TOO_LONG = '一次最多导入 500 条流水';
/** Lines of one statement import (a month of a busy account's transfers). */
export const MAX_STATEMENT_LINES = 500;

/** An amount as a statement or a person writes it ('1,600.50', '¥1600.5', ' 1600.50 ') in plain digits. */
export const plainAmount = (s: string): string => s.replace(/[,，¥￥\s]/g, '');

export const ADMIN_TRANSFER_STATUSES = ['unpaid', 'paid'] as const;
export type AdminTransferStatus = (typeof ADMIN_TRANSFER_STATUSES)[number];
export const ADMIN_TRANSFER_STATUS_LABELS: Record<AdminTransferStatus, string> = { unpaid: '待确认', paid: '已到账' };

/** An order of a transfer's checkout: 待付款, 已付款, or 已取消 (cancelled by the buyer or past its limit). */
export type AdminTransferOrderStatus = 'unpaid' | 'paid' | 'cancelled';
export const ADMIN_TRANSFER_ORDER_STATUS_LABELS: Record<AdminTransferOrderStatus, string> = { unpaid: '待付款', paid: '已付款', cancelled: '已取消' };

/** One offline checkout: what the bank statement should show for it. */
export interface AdminTransferItem {
  remit_code: string;
  main_order_no: string;
  /** the buyer, the phone whole (staff reconcile with the remitter) */
  buyer: { user_id: number; name: string; mobile: string };
  orders: { order_no: string; company_name: string; total: string; status: AdminTransferOrderStatus }[];
  /** what the transfer must be: the sum of the checkout's orders not cancelled, yuan 'x.xx' */
  amount: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_time: string;
  /** the last moment the money may arrive, 'YYYY-MM-DD HH:mm:ss' */
  pay_deadline: string;
  /** when it was marked paid, '' while waiting */
  pay_time: string;
  /** unpaid: an order still waits for the money; paid: every live order is paid */
  status: AdminTransferStatus;
  /** the buyer's uploaded 回单 */
  transfer_receipt: FileRef[];
}

/** How a bank statement line meets the orders. */
export const STATEMENT_MATCH_RESULTS = ['matched', 'amount_mismatch', 'paid', 'not_found', 'bad_amount'] as const;
export type StatementMatchResult = (typeof STATEMENT_MATCH_RESULTS)[number];
export const STATEMENT_MATCH_LABELS: Record<StatementMatchResult, string> = {
  matched: '可确认到账',
  amount_mismatch: '金额不符',
  paid: '已收款或已取消',
  not_found: '未找到订单',
  bad_amount: '金额无法识别',
};

/** One line of a bank statement as read from the file. */
export interface StatementLine {
  date: string;
  amount: string;
  remitter: string;
  remark: string;
}

export interface StatementMatch extends StatementLine {
  /** the line's place in the import, from 1 */
  line: number;
  result: StatementMatchResult;
  /** the checkout the remark's code names, null when none */
  transfer: AdminTransferItem | null;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminTransfersInput = /* @__PURE__ */ (() => ({
  adminTransferList: fields({
    ...pageFields,
    status: optOneOf(ADMIN_TRANSFER_STATUSES, 'unpaid'),
    /** a 汇款识别码, an order number or a checkout number, exactly */
    keyword: optText(40),
  }),
  adminTransferConfirm: v.pipe(
    fields({
      remit_code: text(40),
      amount: text(20),
      /** from the statement, for the audit log */
      statement_date: optText(20),
      remitter: optText(100),
      remark: optText(200),
    }),
    v.check((input) => input.remit_code !== '', MSG_TRANSFER_CODE_REQUIRED),
    v.check((input) => isYuanAmount(plainAmount(input.amount)), MSG_TRANSFER_AMOUNT_BAD),
  ),
  adminTransferMatch: fields({
    lines: v.pipe(
      v.array(fields({ date: optText(20), amount: optText(20), remitter: optText(100), remark: optText(200) }), MSG_BAD_PARAM),
      v.minLength(1, MSG_STATEMENT_EMPTY),
      v.maxLength(MAX_STATEMENT_LINES, MSG_STATEMENT_TOO_LONG),
    ),
  }),
}))();

type In = typeof adminTransfersInput;
export type AdminTransferListReq = InputOf<In['adminTransferList']>;
export type AdminTransferConfirmReq = InputOf<In['adminTransferConfirm']>;
export type AdminTransferMatchReq = InputOf<In['adminTransferMatch']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminTransfers = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/transfers/list {status unpaid|paid, keyword, pageNum, pageSize}: offline checkouts; waiting ones by their limit (soonest first), paid ones newest first */
  adminTransferList: ep<In['adminTransferList'], Page<AdminTransferItem>>()({ method: 'GET', path: '/admin/transfers/list', auth: false, staff: ['ops'] }),
  /** POST /api/admin/transfers/confirm {remit_code, amount, statement_date, remitter, remark}: 已确认到账 (the checkout's unpaid orders paid once), audited */
  adminTransferConfirm: ep<In['adminTransferConfirm'], AdminTransferItem>()({ method: 'POST', path: '/admin/transfers/confirm', auth: false, staff: ['ops'] }),
  /** POST /api/admin/transfers/match {lines: [{date, amount, remitter, remark}]} (at most 500): how each statement line meets the orders; changes nothing */
  adminTransferMatch: ep<In['adminTransferMatch'], StatementMatch[]>()({ method: 'POST', path: '/admin/transfers/match', auth: false, staff: ['ops'] }),
  }) as const)();
