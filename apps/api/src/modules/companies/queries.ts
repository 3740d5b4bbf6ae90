// The companies' SQL: the approved companies' lists (sub-category joined, one query for the page plus one
// count), the autocomplete, one company and its products.
//
// Keyword search: ILIKE '%term%' on the company name with %, _ and \ taken literally, for any length
// (keyword-search.ts: the trigram GIN index serves terms of 3+ characters, the n-gram index 1–2 characters).
import type { Company, CompanyProduct, CompanySummary, Page } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, MAX_PAGE, newestFirst, type Paging } from '../../db/paging';
import { categories, companies, companyProducts } from '../../db/schema';
import { fileRef } from '../../kernel';
import { displayTime } from '../../kernel/time';

/** audit_status 1: approved (DESIGN.md: 1 approved, 2 rejected, 0/3/100 under review). */
const approved = eq(companies.auditStatus, 1);
/** What the portal lists: approved and not taken off by the console (企业管理 下架, listed 0). */
const onPortal = and(approved, eq(companies.listed, 1));

/** What a company list reads (not the long intro): its sub-category's name joined. */
const summaryColumns = {
  id: companies.id,
  name: companies.name,
  subCateName: categories.cateName,
  createTime: companies.createTime,
  fileItems: companies.fileItems,
  description: companies.description,
};

/**
 * Category ids of the company group plus their sub-categories: a top-level id also finds companies
 * filed under one of its sub-categories only (one indexed query on parent_id).
 */
export async function withSubCategories(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const subs = await db
    .select({ id: categories.cateId })
    .from(categories)
    .where(and(inArray(categories.parentId, ids), eq(categories.pCateValue, 'company')));
  return [...new Set([...ids, ...subs.map((s) => s.id)])];
}

/** A page of approved companies of the categories (ids or sub-category ids) and recommend ids, newest first. */
export async function companyPage(db: Db, q: { cates: number[]; recommendIds: number[]; keywords: string }, page: Paging): Promise<Page<CompanySummary>> {
  const { cates, recommendIds } = q;
  const where = and(
    onPortal,
    cates.length > 0 ? or(arrayOverlaps(companies.cates, cates), inArray(companies.subCateId, cates)) : undefined,
    recommendIds.length > 0 ? arrayOverlaps(companies.recommendIds, recommendIds) : undefined,
    await keywordFilter(db, companies.name, q.keywords),
  );
  const list = { table: companies, where, order: newestFirst(companies.createTime, companies.id), page };
  const select = db.select(summaryColumns).from(companies).leftJoin(categories, eq(categories.cateId, companies.subCateId)).$dynamic();
  return listPage(db, list, select, (rows) =>
    rows.map(
      (c): CompanySummary => ({
        id: c.id,
        name: c.name,
        sub_cate_name: c.subCateName ?? '',
        create_time: displayTime(c.createTime),
        firstFile: c.fileItems[0] ?? null,
        description: c.description,
      }),
    ),
  );
}

/** A page of id and name of approved companies; with a term, names starting with it first. */
export async function companyNamePage(db: Db, term: string, page: Paging): Promise<Page<{ id: number; name: string }>> {
  const where = and(onPortal, await keywordFilter(db, companies.name, term));
  const order = term
    ? [sql`strpos(lower(${companies.name}), lower(${term}))`, asc(companies.name), asc(companies.id)]
    : newestFirst(companies.createTime, companies.id);
  const select = db.select({ id: companies.id, name: companies.name }).from(companies).$dynamic();
  return listPage(db, { table: companies, where, order, page }, select, (rows) => rows);
}

/** One approved company with its images and sub-category name, 'offline' when taken off (下架), or null. */
export async function approvedCompany(db: Db, id: number): Promise<Company | 'offline' | null> {
  const [row] = await db
    .select({ c: companies, subCateName: categories.cateName })
    .from(companies)
    .leftJoin(categories, eq(categories.cateId, companies.subCateId))
    .where(and(eq(companies.id, id), approved))
    .limit(1);
  if (!row) return null;
  const { c, subCateName } = row;
  if (c.listed !== 1) return 'offline';
  return {
    id: c.id,
    name: c.name,
    intro: c.intro,
    description: c.description,
    license_file: fileRef(c.licenseFile, c.licenseName || undefined),
    cert_file: c.certFile,
    firstFile: c.fileItems[0] ?? null,
    file_items: c.fileItems,
    audit_status: c.auditStatus,
    contact: c.contact,
    phone: c.phone,
    code: c.code,
    user_id: c.userId,
    sub_cate_name: subCateName ?? '',
    create_time: displayTime(c.createTime),
  };
}

/** The products and services of an approved company, in their order, with prices; null: no such approved company. */
export async function approvedCompanyProducts(db: Db, companyId: number): Promise<CompanyProduct[] | null> {
  const rows = await db
    .select({
      id: companyProducts.id,
      companyId: companyProducts.companyId,
      name: companyProducts.name,
      price: companyProducts.price,
      unit: companyProducts.unit,
      image: companyProducts.image,
    })
    .from(companies)
    .leftJoin(companyProducts, eq(companyProducts.companyId, companies.id))
    .where(and(eq(companies.id, companyId), onPortal))
    .orderBy(asc(companyProducts.sort), asc(companyProducts.id))
    .limit(MAX_PAGE);
  // no row: no such approved company; one row of nulls: an approved company without products
  if (rows.length === 0) return null;
  return rows
    .filter((p): p is typeof p & { id: number; companyId: number; name: string; price: string; unit: string } => p.id !== null)
    .map((p) => ({
      id: p.id,
      company_id: p.companyId,
      name: p.name,
      price: p.price,
      unit: p.unit,
      firstFile: fileRef(p.image),
    }));
}
