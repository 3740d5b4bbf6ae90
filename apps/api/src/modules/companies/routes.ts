// Companies (spec 01 §2 company detail, recommend page, listed companies; §7 menu/listcompany,
// join/listcompany3, menu/companyinfo, menu/companyproduct).
// Only approved companies (audit_status 1) are public: the others are left out of every list and answer
// 企业不存在 by id. Every list is one query for the page (sub-category joined) plus one count: no N+1.
//
// Keyword search: ILIKE '%term%' on the company name with %, _ and \ taken literally, for any length
// (keyword-search.ts: the trigram GIN index serves terms of 3+ characters, the n-gram index 1–2 characters).
import type { Company, CompanyProduct, CompanySummary, companies as companiesContract } from '@ws/api-sdk/contract';
import { and, arrayOverlaps, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, companies, companyProducts } from '../../db/schema';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { displayTime } from '../../kernel/time';
import { resolveToken } from '../account';
import { keywordFilter } from '../../db/keyword-search';
import { listPage, MAX_PAGE, newestFirst, paging } from '../../db/paging';
import { fileRef } from '../categories/index';

export const MSG_NO_COMPANY = '企业不存在';

/** audit_status 1: approved (DESIGN.md: 1 approved, 2 rejected, 0/3/100 under review). */
const approved = eq(companies.auditStatus, 1);

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
async function withSubCategories(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const subs = await db
    .select({ id: categories.cateId })
    .from(categories)
    .where(and(inArray(categories.parentId, ids), eq(categories.pCateValue, 'company')));
  return [...new Set([...ids, ...subs.map((s) => s.id)])];
}

export const companiesHandlers: DomainHandlers<typeof companiesContract> = {
  /** {cates, recommendIds, keywords, pageNum, pageSize}: approved companies, newest first. */
  async listcompany({ db, payload }) {
    const cates = await withSubCategories(db, payload.cates);
    const recommendIds = payload.recommendIds;
    const where = and(
      approved,
      cates.length > 0 ? or(arrayOverlaps(companies.cates, cates), inArray(companies.subCateId, cates)) : undefined,
      recommendIds.length > 0 ? arrayOverlaps(companies.recommendIds, recommendIds) : undefined,
      await keywordFilter(db, companies.name, payload.keywords),
    );
    const list = { table: companies, where, order: newestFirst(companies.createTime, companies.id), page: paging(payload, 20) };
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
  },

  /** {keywords, pageSize 30}: id and name of approved companies; names starting with the term first. */
  async listcompany3({ db, payload }) {
    const term = payload.keywords;
    const where = and(approved, await keywordFilter(db, companies.name, term));
    const order = term
      ? [sql`strpos(lower(${companies.name}), lower(${term}))`, asc(companies.name), asc(companies.id)]
      : newestFirst(companies.createTime, companies.id);
    const select = db.select({ id: companies.id, name: companies.name }).from(companies).$dynamic();
    return listPage(db, { table: companies, where, order, page: paging(payload, 30) }, select, (rows) => rows);
  },

  /** {id}: one approved company with its images and sub-category name. */
  async companyinfo({ db, payload }) {
    const [row] = await db
      .select({ c: companies, subCateName: categories.cateName })
      .from(companies)
      .leftJoin(categories, eq(categories.cateId, companies.subCateId))
      .where(and(eq(companies.id, payload.id), approved))
      .limit(1);
    if (!row) throw new DomainError(MSG_NO_COMPANY);
    const { c, subCateName } = row;
    const company: Company = {
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
    return company;
  },

  /** {company_id} (or {id}): the products and services of an approved company, in their order. */
  /** Prices need a login (spec 02 §1): a visitor (no token, or one the server no longer accepts) gets price ''. */
  async companyproduct({ db, clock, token, payload }) {
    const companyId = payload.company_id ?? payload.id;
    if (companyId === null) throw new DomainError(MSG_NO_COMPANY);
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
      .where(and(eq(companies.id, companyId), approved))
      .orderBy(asc(companyProducts.sort), asc(companyProducts.id))
      .limit(MAX_PAGE);
    // no row: no such approved company; one row of nulls: an approved company without products
    if (rows.length === 0) throw new DomainError(MSG_NO_COMPANY);
    const priced = (await resolveToken(db, clock, token)) !== null;
    const items: CompanyProduct[] = rows
      .filter((p): p is typeof p & { id: number; companyId: number; name: string; price: string; unit: string } => p.id !== null)
      .map((p) => ({
        id: p.id,
        company_id: p.companyId,
        name: p.name,
        price: priced ? p.price : '',
        unit: p.unit,
        firstFile: fileRef(p.image),
      }));
    return { items };
  },
};
