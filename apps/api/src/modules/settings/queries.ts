// The platform settings' SQL: the saved sections (one row per key, with who saved it last), and a save that
// names the version it was read at: an UPDATE conditional on that version, or the first INSERT of a key
// that has none (ON CONFLICT DO NOTHING), so of two saves read at the same version exactly one lands.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformSettings, staff } from '../../db/schema';

export interface SettingRow {
  key: string;
  value: unknown;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The saved rows of `keys` (a key never saved has none). */
export function settingRows(db: Db, keys: readonly string[]): Promise<SettingRow[]> {
  return db
    .select({
      key: platformSettings.key,
      value: platformSettings.value,
      version: platformSettings.version,
      updatedAt: platformSettings.updatedAt,
      updatedBy: staff.account,
    })
    .from(platformSettings)
    .leftJoin(staff, eq(staff.id, platformSettings.updatedBy))
    .where(inArray(platformSettings.key, [...keys]));
}

/** The row of `key` locked for the save (null: never saved). */
export async function lockedSetting(tx: Db, key: string): Promise<{ value: unknown; version: number } | null> {
  const [row] = await tx
    .select({ value: platformSettings.value, version: platformSettings.version })
    .from(platformSettings)
    .where(eq(platformSettings.key, key))
    .for('update');
  return row ?? null;
}

/**
 * Save `value` under `key` if its version is still `version` (0: never saved). Answers the new version,
 * or null when another save came first.
 */
export async function writeSetting(tx: Db, key: string, value: unknown, version: number, staffId: number | null, now: Date): Promise<number | null> {
  if (version === 0) {
    const [row] = await tx
      .insert(platformSettings)
      .values({ key, value, version: 1, updatedAt: now, updatedBy: staffId })
      .onConflictDoNothing()
      .returning({ version: platformSettings.version });
    return row?.version ?? null;
  }
  const [row] = await tx
    .update(platformSettings)
    .set({ value, version: sql`${platformSettings.version} + 1`, updatedAt: now, updatedBy: staffId })
    .where(and(eq(platformSettings.key, key), eq(platformSettings.version, version)))
    .returning({ version: platformSettings.version });
  return row?.version ?? null;
}
