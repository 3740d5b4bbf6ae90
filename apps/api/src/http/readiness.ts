// Liveness and readiness, for a load balancer or an orchestrator:
// - GET /api/health: the process is alive (never touches the database);
// - GET /api/ready: 200 { ok: true } when the database answers a trivial query and every committed migration
//   (apps/api/drizzle) is applied, as drizzle's migrator counts them; otherwise 503 { ok: false, reason }.
// Neither is cached, and neither is refused by the saturation guard (saturation-guard.ts).
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_DIR } from '../config';
import type { Db } from '../db/client';

export const HEALTH_PATH = '/api/health';
export const READY_PATH = '/api/ready';
/** A database that does not answer within this is not ready (a pool waiting for a connection forever). */
export const READY_TIMEOUT_MS = 2000;

export type Readiness = { ok: true } | { ok: false; reason: string };

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? (result as Record<string, unknown>[]) : (((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[]);

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });

/** The newest committed migration's timestamp (drizzle's folderMillis), read once. */
let newestMigration: { dir: string; millis: number; total: number } | null = null;
function committedMigrations(dir: string): { millis: number; total: number } {
  if (newestMigration?.dir !== dir) {
    const files = readMigrationFiles({ migrationsFolder: dir });
    newestMigration = { dir, millis: Math.max(0, ...files.map((m) => m.folderMillis)), total: files.length };
  }
  return newestMigration;
}

/** Whether the database answers and holds every committed migration. */
export async function checkReadiness(db: Db, options: { migrationsDir?: string; timeoutMs?: number } = {}): Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  try {
    await withTimeout(db.execute(sql`select 1`), timeoutMs);
  } catch (err) {
    return { ok: false, reason: err instanceof Error && err.message === 'timeout' ? 'database timeout' : 'database unreachable' };
  }
  const committed = committedMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  let rows: Record<string, unknown>[];
  try {
    rows = rowsOf(await withTimeout(db.execute(sql`select count(*) as n, max(created_at) as last from drizzle.__drizzle_migrations`), timeoutMs));
  } catch {
    return { ok: false, reason: 'migrations not applied' };
  }
  const last = Number(rows[0]?.last ?? 0);
  if (!(last >= committed.millis)) return { ok: false, reason: 'migrations pending' };
  return { ok: true };
}

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
  app.get(READY_PATH, async (_request, reply) => {
    const state = await checkReadiness(db);
    return reply.code(state.ok ? 200 : 503).header('cache-control', 'no-store').send(state);
  });
}
