// 企业管理's SQL: the console's paged list (newest first, the sub-category joined), one company, its insert
// and update (locked for the change under way), its products (read in their order, replaced whole), and the
// groups of a set of category ids.
import type { AdminCompanyItem, Page } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, newestFirst, type Paging } from '../../db/paging';
import { categories, companies, companyProducts } from '../../db/schema';
import { maskMobileMiddle } from '../../kernel';
import { displayTime } from '../../kernel/time';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyWrite = Omit<typeof companies.$inferInsert, 'id'>;

export interface CompanyListFilter {
  keyword: string;
  listed: -1 | 0 | 1;
  auditStatus: number;
}

/** One page of the console's list, newest first (companies_list_idx when filtered). */
export async function adminCompanyPage(db: Db, q: CompanyListFilter, page: Paging): Promise<Page<AdminCompanyItem>> {
  const keyword = q.keyword
    ? or(await keywordFilter(db, companies.name, q.keyword), /^[0-9A-Za-z]{4,18}$/.test(q.keyword) ? like(companies.code, `${q.keyword.toUpperCase()}%`) : undefined)
    : undefined;
  const where: SQL | undefined = and(
    q.auditStatus !== -1 ? eq(companies.auditStatus, q.auditStatus) : undefined,
    q.listed !== -1 ? eq(companies.listed, q.listed) : undefined,
    keyword,
  );
  const select = db
    .select({
      id: companies.id,
      name: companies.name,
      code: companies.code,
      contact: companies.contact,
      phone: companies.phone,
      kind: companies.kind,
      listed: companies.listed,
      auditStatus: companies.auditStatus,
      createTime: companies.createTime,
      fileItems: companies.fileItems,
      subCateName: categories.cateName,
    })
    .from(companies)
    .leftJoin(categories, eq(categories.cateId, companies.subCateId))
    .$dynamic();
  return listPage(db, { table: companies, where, order: newestFirst(companies.createTime, companies.id), page }, select, (rows) =>
    rows.map(
      (c): AdminCompanyItem => ({
        id: c.id,
        name: c.name,
        code: c.code,
        contact: c.contact,
        phone: maskMobileMiddle(c.phone),
        kind: c.kind,
        sub_cate_name: c.subCateName ?? '',
        listed: c.listed === 0 ? 0 : 1,
        audit_status: c.auditStatus,
        create_time: displayTime(c.createTime),
        logo: c.fileItems[0] ?? null,
      }),
    ),
  );
}

/** One company's row, or null. */
export async function companyRow(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** One company's row, locked for the change under way, or null. */
export async function companyRowForUpdate(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertCompany(db: Db, values: CompanyWrite): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(db: Db, id: number, values: Partial<CompanyWrite>): Promise<CompanyRow | null> {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row ?? null;
}

/** The group (p_cate_value) of each of the ids that is a category. */
export async function categoryGroups(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: categories.cateId, group: categories.pCateValue }).from(categories).where(inArray(categories.cateId, ids));
  return new Map(rows.map((r) => [r.id, r.group]));
}

export type ProductRow = typeof companyProducts.$inferSelect;

/** A company's products and services, in their order. */
export function productsOf(db: Db, companyId: number): Promise<ProductRow[]> {
  return db.select().from(companyProducts).where(eq(companyProducts.companyId, companyId)).orderBy(asc(companyProducts.sort), asc(companyProducts.id));
}

/** The company's products become `rows`, in this order. */
export async function replaceProducts(db: Db, companyId: number, rows: { name: string; price: string; unit: string; image: string | null }[]): Promise<void> {
  await db.delete(companyProducts).where(eq(companyProducts.companyId, companyId));
  if (rows.length > 0) await db.insert(companyProducts).values(rows.map((r, i) => ({ ...r, companyId, sort: i + 1 })));
}
