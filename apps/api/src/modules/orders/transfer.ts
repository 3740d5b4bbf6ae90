// Offline (bank transfer) orders: the rule that makes a checkout paid when its transfer is found on the bank
// statement (the console's 确认到账). The platform collects and settles with the sellers, so one account
// serves every order (a platform setting, modules/settings: GET /api/transfer/info); the remittance
// reference code (汇款识别码) on the transfer tells the orders apart.
import { MSG_TRANSFER_AMOUNT_MISMATCH, MSG_TRANSFER_MISSING } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError, fenToYuan } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import type { DbTx } from '../payments';
import { cancelIn } from './lifecycle';
import { isExpiredUnpaid } from './queries';

/** An order of an offline checkout as the transfer rules read it. */
export interface TransferOrderRow {
  id: number;
  orderNo: string;
  mainOrderNo: string;
  userId: number;
  companyId: number;
  state: string;
  ispay: number;
  totalFen: number;
  /** the part the wallet paid at checkout: the transfer brings the rest */
  walletFen: number;
  payDeadline: Date;
}

const transferColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  mainOrderNo: orders.mainOrderNo,
  userId: orders.userId,
  companyId: orders.companyId,
  state: orders.state,
  ispay: orders.ispay,
  totalFen: orders.totalFen,
  walletFen: orders.walletFen,
  payDeadline: orders.payDeadline,
};

/** What a bank transfer of the checkout must be: what its orders not cancelled (paid or not) left to pay after the wallet. */
export const transferDueFen = (rows: readonly Pick<TransferOrderRow, 'state' | 'totalFen' | 'walletFen'>[]): number =>
  rows.filter((r) => r.state === 'active').reduce((a, r) => a + r.totalFen - r.walletFen, 0);

/**
 * 确认到账 of a bank transfer, inside the caller's transaction `tx`: the offline checkout named by its
 * 汇款识别码 becomes paid, once. Its rows are locked in id order first (as a cancellation and the payment's
 * effect lock them), so a second confirmation, or the merchant's 收款 of one of its orders at the same
 * moment, waits and then finds nothing left to change. An order past its limit is cancelled first exactly
 * as the sweep would cancel it (its stock and points back); what the transfer must be is the sum of the
 * orders still live, paid or not (a merchant may have collected its own part already), and a transfer of
 * another amount changes nothing. Answers the orders it made paid and the amount due.
 */
export async function confirmTransferIn(
  tx: DbTx,
  remitCode: string,
  amountFen: number,
  now: Date,
): Promise<{ rows: TransferOrderRow[]; paid: TransferOrderRow[]; dueFen: number }> {
  const locked = await tx
    .select(transferColumns)
    .from(orders)
    .where(and(eq(orders.remitCode, remitCode), eq(orders.payCate, 0)))
    .orderBy(asc(orders.id))
    .for('update');
  if (locked.length === 0 || remitCode === '') throw new DomainError(MSG_TRANSFER_MISSING);
  const late = locked.filter((r) => isExpiredUnpaid(r, now));
  if (late.length > 0) {
    await cancelIn(
      tx,
      inArray(
        orders.id,
        late.map((r) => r.id),
      ),
      'timer',
      now,
    );
  }
  const rows = locked.map((r) => (late.includes(r) ? { ...r, state: 'cancelled' } : r));
  const unpaid = rows.filter((r) => r.state === 'active' && r.ispay === 0);
  const dueFen = transferDueFen(rows);
  if (unpaid.length === 0) return { rows, paid: [], dueFen };
  if (amountFen !== dueFen) throw new DomainError(`${MSG_TRANSFER_AMOUNT_MISMATCH}（应付 ¥${fenToYuan(dueFen)}）`);
  const changed = await tx
    .update(orders)
    .set({ ispay: 1, payTime: formatChinaTime(now) })
    .where(
      and(
        inArray(
          orders.id,
          unpaid.map((r) => r.id),
        ),
        eq(orders.state, 'active'),
        eq(orders.ispay, 0),
      ),
    )
    .returning({ id: orders.id });
  const paidIds = new Set(changed.map((r) => r.id));
  return { rows: rows.map((r) => (paidIds.has(r.id) ? { ...r, ispay: 1 } : r)), paid: unpaid.filter((r) => paidIds.has(r.id)), dueFen };
}
