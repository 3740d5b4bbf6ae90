// The audit module's SQL: one INSERT into admin_audit (the table refuses UPDATE and DELETE by itself).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema';

export type NewAuditRow = typeof adminAudit.$inferInsert;

/** Append one row; without `at`, the database's own time. */
export async function insertAuditRow(tx: Db, row: Omit<NewAuditRow, 'id' | 'at'> & { at?: Date | undefined }): Promise<void> {
  await tx.insert(adminAudit).values({ ...row, at: row.at ?? sql`now()` });
}
