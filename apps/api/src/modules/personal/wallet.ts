// The wallet (users.user_money, yuan with 2 decimals) changes only here, as the points do in points.ts: one
// conditional UPDATE that cannot take the balance below zero, and the wallet_ledger row in the same
// transaction. Checkout (a part of an order paid from the wallet), a cancelled order and an after-sales refund
// (the wallet part given back) call it inside their own transaction, so a refused change rolls back with them.
import { and, eq, sql } from 'drizzle-orm';
import { users, walletLedger } from '../../db/schema';
import { fenToYuan } from '../../kernel';
import { formatChinaTime } from '../../kernel/time';
import type { PointsDb } from './points';

/** The balance in fen (user_money is numeric(12,2): exact in fen). */
const balanceFen = sql<number>`(round(${users.userMoney} * 100))::int`;

/**
 * Add `deltaFen` (negative to spend) to the member's wallet and write the ledger row. Answers the balance
 * after the change in fen, or `false` when the balance would go below zero or the member is unknown: then
 * nothing was written. Self-clamping: the WHERE refuses the change instead of reading the balance first, so
 * two concurrent spends cannot both pass a check made before either wrote.
 */
export async function changeWallet(db: PointsDb, userId: number, deltaFen: number, remark: string, now: Date = new Date()): Promise<number | false> {
  if (!Number.isSafeInteger(deltaFen)) throw new TypeError(`wallet delta must be whole fen, got ${deltaFen}`);
  const delta = fenToYuan(deltaFen);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ userMoney: sql`${users.userMoney} + ${delta}::numeric` })
      .where(and(eq(users.id, userId), sql`${users.userMoney} + ${delta}::numeric >= 0`))
      .returning({ balance: users.userMoney, fen: balanceFen });
    if (!row) return false;
    if (deltaFen !== 0) {
      await tx.insert(walletLedger).values({ userId, amount: delta, balance: row.balance, remark, createTime: formatChinaTime(now) });
    }
    return Number(row.fen);
  });
}

/** The member's wallet balance in fen. */
export async function walletBalanceFen(db: PointsDb, userId: number): Promise<number> {
  const [row] = await db.select({ fen: balanceFen }).from(users).where(eq(users.id, userId));
  return row ? Number(row.fen) : 0;
}
