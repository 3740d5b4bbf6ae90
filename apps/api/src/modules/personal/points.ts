// Points (users.profit_jifen) change only here (a service file of the personal module, with its SQL): one
// conditional UPDATE that cannot take the balance below zero, and the ledger row (points_ledger) in the same
// transaction. Checkout (points spent) and daily sign-in (points earned) both call it inside their own
// transaction, so a refused change rolls back with them.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsLedger, users } from '../../db/schema';
import { formatChinaTime } from '../../kernel/time';
import { MSG_POINTS_SHORT } from './messages';

type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction (preferred: the change then commits or rolls back with the caller's other writes) or the db. */
export type PointsDb = Db | DbTx;

/** Thrown by changePointsOrThrow when the balance would go negative (or the user does not exist). */
export class InsufficientPointsError extends Error {
  constructor(
    readonly userId: number,
    readonly delta: number,
  ) {
    super(MSG_POINTS_SHORT);
    this.name = 'InsufficientPointsError';
  }
}

/**
 * Add `delta` points (negative to spend) to the user's balance and write the ledger row.
 * Answers the balance after the change, or `false` when the balance would go below zero or the user is
 * unknown: then nothing was written. Call it inside a transaction so the ledger and the balance commit
 * together (on a bare Db it opens its own).
 */
export async function changePoints(
  db: PointsDb,
  userId: number,
  delta: number,
  remark: string,
  now: Date = new Date(),
): Promise<number | false> {
  if (!Number.isSafeInteger(delta)) throw new TypeError(`points delta must be an integer, got ${delta}`);
  const run = async (tx: PointsDb): Promise<number | false> => {
    // Self-clamping: the WHERE refuses the change instead of reading the balance first, so two concurrent
    // spends cannot both pass a check made before either wrote.
    const [row] = await tx
      .update(users)
      .set({ profitJifen: sql`${users.profitJifen} + ${delta}` })
      .where(and(eq(users.id, userId), gte(sql`${users.profitJifen} + ${delta}`, 0)))
      .returning({ balance: users.profitJifen });
    if (!row) return false;
    if (delta !== 0) {
      await tx.insert(pointsLedger).values({ userId, total: delta, curTotal: row.balance, remark, createTime: formatChinaTime(now) });
    }
    return row.balance;
  };
  // Inside a caller's transaction this is a savepoint; on a bare Db its own transaction.
  return db.transaction((tx) => run(tx));
}

/** changePoints that throws InsufficientPointsError instead of answering false (rolls back the caller's transaction). */
export async function changePointsOrThrow(db: PointsDb, userId: number, delta: number, remark: string, now?: Date): Promise<number> {
  const balance = await changePoints(db, userId, delta, remark, now);
  if (balance === false) throw new InsufficientPointsError(userId, delta);
  return balance;
}
