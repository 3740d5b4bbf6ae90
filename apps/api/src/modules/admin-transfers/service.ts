// 线下转账对账 of the operations console: the offline checkouts waiting for their bank transfer (and those
// paid lately), 确认到账 of one by its 汇款识别码 and the amount on the bank statement, and the matching of a
// whole imported statement against the orders. 确认到账 goes through the orders module's one rule for a
// transfer (rows locked, an order past its limit cancelled as the sweep would, the amount compared, the
// unpaid orders made paid by one conditional statement) with its audit row in the same transaction; a
// confirmation that changes nothing (paid already, by a second click, another staff member or the merchant's
// 收款) answers 订单已收款或已取消 and writes no audit row. Matching a statement reads only.
import {
  MSG_ALREADY_PAID,
  MSG_TRANSFER_AMOUNT_BAD,
  plainAmount,
  type AdminTransferItem,
  type AdminTransferStatus,
  type Page,
  type StatementLine,
  type StatementMatch,
  type StatementMatchResult,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, fenToYuan, toFen, type Clock } from '../../kernel';
import { recordAudit, type AuditActor } from '../audit';
import { confirmTransferIn } from '../orders';
import { summaryConfirm } from './messages';
import { checkoutsByCodes, transferPage, transfersOf } from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

/** A typed or read amount in fen: '1,600.50', '¥1600.5' and ' 1600.50 ' alike; NaN when it is none. */
export const amountFen = (text: string): number => {
  const fen = toFen(plainAmount(text));
  return fen > 0 ? fen : Number.NaN;
};

/** The codes a statement remark may carry: its runs of 6 to 16 letters and digits, upper-cased (at most 10). */
export const codesIn = (remark: string): string[] =>
  [...new Set((remark.toUpperCase().match(/[A-Z0-9]+/g) ?? []).filter((run) => run.length >= 6 && run.length <= 16))].slice(0, 10);

/** adminTransferList: one page of offline checkouts. */
export function listTransfers(db: Db, clock: Clock, status: AdminTransferStatus, keyword: string, page: Paging): Promise<Page<AdminTransferItem>> {
  return transferPage(db, status, keyword.trim(), clock.now(), page);
}

export interface Confirmation {
  remitCode: string;
  amount: string;
  statementDate: string;
  remitter: string;
  remark: string;
}

/** adminTransferConfirm: the checkout of the code becomes paid once; answers it as it is now. */
export async function confirmTransfer(db: Db, clock: Clock, by: By, c: Confirmation): Promise<AdminTransferItem> {
  const fen = amountFen(c.amount);
  if (Number.isNaN(fen)) throw new DomainError(MSG_TRANSFER_AMOUNT_BAD);
  const code = c.remitCode.trim().toUpperCase();
  const now = clock.now();
  const main = await db.transaction(async (tx) => {
    const { rows, paid, dueFen } = await confirmTransferIn(tx, code, fen, now);
    if (paid.length === 0) throw new DomainError(MSG_ALREADY_PAID);
    const mainOrderNo = rows[0]!.mainOrderNo;
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: now,
      action: 'transfer.confirm',
      targetKind: 'checkout',
      targetId: mainOrderNo,
      summary: summaryConfirm(
        code,
        fenToYuan(dueFen),
        paid.map((o) => o.orderNo),
      ),
      before: { orders: paid.map((o) => ({ order_no: o.orderNo, ispay: 0 })) },
      after: {
        orders: paid.map((o) => ({ order_no: o.orderNo, ispay: 1 })),
        amount: fenToYuan(fen),
        statement_date: c.statementDate,
        remitter: c.remitter,
        remark: c.remark,
      },
    });
    return mainOrderNo;
  });
  const [item] = await transfersOf(db, [main], now);
  return item!;
}

/** adminTransferMatch: how each statement line meets the orders, by the code in its remark and its amount. */
export async function matchStatement(db: Db, clock: Clock, lines: StatementLine[]): Promise<StatementMatch[]> {
  const codes = lines.map((l) => codesIn(l.remark));
  const mains = await checkoutsByCodes(db, [...new Set(codes.flat())]);
  const transfers = await transfersOf(db, [...new Set(mains.values())], clock.now());
  const byMain = new Map(transfers.map((t) => [t.main_order_no, t]));
  return lines.map((l, i) => {
    const code = codes[i]!.find((c) => mains.has(c));
    const transfer = code ? (byMain.get(mains.get(code)!) ?? null) : null;
    const fen = amountFen(l.amount);
    const result: StatementMatchResult = !transfer
      ? 'not_found'
      : Number.isNaN(fen)
        ? 'bad_amount'
        : transfer.status === 'paid'
          ? 'paid'
          : fen !== toFen(transfer.amount)
            ? 'amount_mismatch'
            : 'matched';
    return { line: i + 1, date: l.date, amount: l.amount, remitter: l.remitter, remark: l.remark, result, transfer };
  });
}
