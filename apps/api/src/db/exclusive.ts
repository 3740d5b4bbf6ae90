// One process at a time for the running server's timers (the unpaid-order sweep, the owed-refund retry):
// on PostgreSQL several API processes share one database, and each pass runs only while its process holds
// a session advisory lock of its own (pg_try_advisory_lock on one dedicated connection); a process that
// finds the lock taken skips that pass, the next tick tries again. The lock goes with the connection if the
// process dies. On PGlite (one process) the pass simply runs.
import pg from 'pg';
import type { Db } from './client';

/** The unpaid-order expiry sweep's lock ('ws_expry' in ASCII). */
export const ORDER_EXPIRY_LOCK_KEY = 0x77735f6578707279n;
/** The owed-refund retry's lock ('ws_rfnd' in ASCII). */
export const REFUND_RETRY_LOCK_KEY = 0x77735f72666e6400n;
/** The automatic confirmation of receipt's lock ('ws_rcpt' in ASCII). */
export const AUTO_CONFIRM_LOCK_KEY = 0x77735f7263707400n;

export type AloneResult<T> = { ran: true; value: T } | { ran: false };

/** The node-postgres pool behind a drizzle database, or null (PGlite, or a single client). */
const poolOf = (db: Db): pg.Pool | null => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

/**
 * Run `pass` only while holding the advisory lock `key` (PostgreSQL); `{ ran: false }` when another
 * process (or another pass of this one) holds it. PGlite: always runs.
 */
export async function runAlone<T>(db: Db, key: bigint, pass: () => Promise<T>): Promise<AloneResult<T>> {
  const pool = poolOf(db);
  if (!pool) return { ran: true, value: await pass() };
  const lockClient = await pool.connect();
  let broken = false;
  try {
    const { rows } = await lockClient.query<{ got: boolean }>('select pg_try_advisory_lock($1::bigint) as got', [key.toString()]);
    if (!rows[0]?.got) return { ran: false };
    try {
      return { ran: true, value: await pass() };
    } finally {
      await lockClient.query('select pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // a connection whose unlock failed is closed, never pooled with the lock still held
    lockClient.release(broken);
  }
}
