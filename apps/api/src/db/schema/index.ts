// The database schema (drizzle pg-core), one file per domain, as the handlers and the seed are split.
// Migrations in ../../../drizzle are generated from this folder with `pnpm --filter @ws/api db:generate`.
// drizzle-kit does not emit CREATE EXTENSION, so the first migration (drizzle/0000_*.sql, a custom one)
// creates pg_trgm before the tables and their trigram indexes. Constraints (CHECK, unique and partial
// indexes) are declared here, never hand-edited into a generated migration, so regenerating is safe. The hand
// edits: 0009 fills after_sales.company_id from the orders before making it NOT NULL; 0014 adds the trigger
// that keeps admin_audit append-only (drizzle has no triggers).
export type { FileItem } from './columns';
export * from './account';
export * from './payments';
export * from './dictionaries';
export * from './content';
export * from './catalogue';
export * from './training';
export * from './inquiries';
export * from './personal';
export * from './cart';
export * from './reviews';
export * from './chat';
export * from './orders';
export * from './addresses';
export * from './after-sales';
export * from './express';
export * from './experts';
export * from './staff';
