// Column helpers shared by the domain schema files of this folder.
import { sql } from 'drizzle-orm';
import { index, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A file reference as the API sends it (entities.ts FileRef). */
export interface FileItem {
  FileName?: string;
  FileUrl: string;
}

/** Display timestamps: 'YYYY-MM-DD HH:mm:ss' strings in and out (no time zone). */
export const displayTime = (name: string) => timestamp(name, { mode: 'string', precision: 0 });
/**
 * 1- and 2-character keyword search: a GIN index on ws_grams(column), the distinct 1- and 2-character
 * substrings of the lowercased text. Migration 0003_ws_grams was generated from these indexes, with the CREATE
 * FUNCTION ws_grams written by hand before them (see db/keyword-search.ts).
 */
export const gramsIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`ws_grams(${column})`);
/** Instants used by logic (expiry, rate limits): timestamptz as Date, always set from the app's clock. */
export const instant = (name: string) => timestamp(name, { mode: 'date', withTimezone: true });
