// The inquiries module's SQL: inquiries with their products (inquiry_items), the companies they were sent
// to (inquiry_companies) and those companies' quotes, with the row -> API shaping. Lists read a page of
// inquiries, then their items and companies in one query each.
import type { InquiryCompany, InquiryItem, InquiryQuoteLine, InquirySummary } from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { companies, inquiries, inquiryCompanies, inquiryItems, inquiryQuotes, users } from '../../db/schema';
import { displayTime } from '../../kernel/time';

type ItemRow = typeof inquiryItems.$inferSelect;
export type QuoteRow = typeof inquiryQuotes.$inferSelect;

const toItem = (r: ItemRow): InquiryItem => ({
  id: r.id,
  product_name: r.productName,
  product_describe: r.productDescribe,
  quantity: r.quantity,
  expected_price: r.expectedPrice,
  product_img: r.productImg ?? null,
  atts_items_names: r.productDescribe,
  price: r.expectedPrice,
  amount: r.quantity,
  firstFile: r.productImg ?? null,
});

type CompanyLink = { inquiryId: number; id: number; name: string; quoteTime: string | null; validUntil: string | null; note: string };
const toCompany = (c: CompanyLink, now: string): InquiryCompany => {
  const validUntil = displayTime(c.validUntil);
  return {
    id: c.id,
    name: c.name,
    quoted: c.quoteTime ? 1 : 0,
    quote_time: displayTime(c.quoteTime),
    valid_until: validUntil,
    expired: validUntil !== '' && validUntil <= now ? 1 : 0,
    note: c.note,
  };
};

export type InquiryHead = { id: number; orderNo: string; createTime: string; userName: string; userMobile: string };

/**
 * Summaries of the given inquiries, in the given order: items and companies in one query each. With
 * `onlyCompanies`, an inquiry lists only those of its companies (a company does not see its competitors).
 */
export async function summaries(db: Db, heads: InquiryHead[], now: string, onlyCompanies?: number[]): Promise<InquirySummary[]> {
  const ids = heads.map((h) => h.id);
  if (ids.length === 0) return [];
  const [items, links] = await Promise.all([
    db.select().from(inquiryItems).where(inArray(inquiryItems.inquiryId, ids)).orderBy(asc(inquiryItems.inquiryId), asc(inquiryItems.sort), asc(inquiryItems.id)),
    db
      .select({
        inquiryId: inquiryCompanies.inquiryId,
        id: companies.id,
        name: companies.name,
        quoteTime: inquiryCompanies.quoteTime,
        validUntil: inquiryCompanies.validUntil,
        note: inquiryCompanies.note,
      })
      .from(inquiryCompanies)
      .innerJoin(companies, eq(companies.id, inquiryCompanies.companyId))
      .where(and(inArray(inquiryCompanies.inquiryId, ids), onlyCompanies ? inArray(inquiryCompanies.companyId, onlyCompanies) : undefined))
      .orderBy(asc(inquiryCompanies.inquiryId), asc(inquiryCompanies.sort), asc(inquiryCompanies.id)),
  ]);
  return heads.map((h) => ({
    id: h.id,
    order_no: h.orderNo,
    create_time: displayTime(h.createTime),
    user_name: h.userName,
    order_items: items.filter((i) => i.inquiryId === h.id).map(toItem),
    companies: links.filter((l) => l.inquiryId === h.id).map((l) => toCompany(l, now)),
  }));
}

const headColumns = {
  id: inquiries.id,
  orderNo: inquiries.orderNo,
  createTime: inquiries.createTime,
  userId: inquiries.userId,
  userName: users.name,
  userMobile: users.userMobile,
};

export async function inquiryHead(db: Db, inquiryId: number) {
  const [head] = await db.select(headColumns).from(inquiries).innerJoin(users, eq(users.id, inquiries.userId)).where(eq(inquiries.id, inquiryId)).limit(1);
  return head ?? null;
}

/** One page of a user's own inquiries, newest first, and their count. */
export async function ownHeadPage(db: Db, userId: number, page: Paging) {
  const where = eq(inquiries.userId, userId);
  const [heads, [total]] = await Promise.all([
    db
      .select(headColumns)
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(where)
      .orderBy(desc(inquiries.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(inquiries).where(where),
  ]);
  return { heads, total: total?.n ?? 0 };
}

/** One page of the (inquiry, company) pairs sent to a user's companies, newest inquiry first, and their count. */
export async function receivedPage(db: Db, userId: number, page: Paging) {
  const where = eq(companies.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...headColumns, companyId: companies.id, companyName: companies.name })
      .from(inquiryCompanies)
      .innerJoin(companies, eq(companies.id, inquiryCompanies.companyId))
      .innerJoin(inquiries, eq(inquiries.id, inquiryCompanies.inquiryId))
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(where)
      .orderBy(desc(inquiryCompanies.inquiryId), asc(inquiryCompanies.companyId))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ n: count() }).from(inquiryCompanies).innerJoin(companies, eq(companies.id, inquiryCompanies.companyId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The caller's companies that an inquiry was sent to (none: the caller is not one of its recipients). */
export async function recipientCompaniesOf(db: Db, userId: number, inquiryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(inquiryCompanies)
    .innerJoin(companies, eq(companies.id, inquiryCompanies.companyId))
    .where(and(eq(inquiryCompanies.inquiryId, inquiryId), eq(companies.userId, userId)))
    .orderBy(asc(inquiryCompanies.sort));
  return rows.map((r) => r.id);
}

/** How many of these companies are approved. */
export async function approvedCount(db: Db, companyIds: number[]): Promise<number> {
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, companyIds), eq(companies.auditStatus, 1)));
  return found.length;
}

export interface NewInquiry {
  orderNo: string;
  userId: number;
  type: number;
  createTime: string;
  products: { productName: string; productDescribe: string; quantity: number; expectedPrice: string; productImg: ItemRow['productImg'] }[];
  companyIds: number[];
}

/** Stores an inquiry with its products and companies (in the given order) in one transaction: its id. */
export async function insertInquiry(db: Db, n: NewInquiry): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ orderNo: n.orderNo, userId: n.userId, type: n.type, createTime: n.createTime })
      .returning({ id: inquiries.id });
    const inquiryId = row!.id;
    await tx.insert(inquiryItems).values(n.products.map((p, i) => ({ inquiryId, ...p, sort: i })));
    await tx.insert(inquiryCompanies).values(n.companyIds.map((companyId, i) => ({ inquiryId, companyId, sort: i })));
    return inquiryId;
  });
}

/** An inquiry's quotes (only those of `onlyCompanies` when given), by product then company. */
export async function quotesOf(db: Db, inquiryId: number, onlyCompanies?: number[]): Promise<QuoteRow[]> {
  return db
    .select()
    .from(inquiryQuotes)
    .where(and(eq(inquiryQuotes.inquiryId, inquiryId), onlyCompanies ? inArray(inquiryQuotes.companyId, onlyCompanies) : undefined))
    .orderBy(asc(inquiryQuotes.itemId), asc(inquiryQuotes.companyId));
}

/** Every quote of an inquiry, in no particular order. */
export async function allQuotesOf(db: Db, inquiryId: number): Promise<QuoteRow[]> {
  return db.select().from(inquiryQuotes).where(eq(inquiryQuotes.inquiryId, inquiryId));
}

export const toQuoteLine = (q: QuoteRow): InquiryQuoteLine => ({ item_id: q.itemId, company_id: q.companyId, unit_price: q.unitPrice, note: q.note });

/** The link of an inquiry to a company owned by `userId`: its id, or null. */
export async function ownLink(db: Db, userId: number, inquiryId: number, companyId: number): Promise<number | null> {
  const [link] = await db
    .select({ id: inquiryCompanies.id })
    .from(inquiryCompanies)
    .innerJoin(companies, eq(companies.id, inquiryCompanies.companyId))
    .where(and(eq(inquiryCompanies.inquiryId, inquiryId), eq(inquiryCompanies.companyId, companyId), eq(companies.userId, userId)))
    .limit(1);
  return link?.id ?? null;
}

/** How many of these product ids belong to the inquiry. */
export async function knownItemCount(db: Db, inquiryId: number, itemIds: number[]): Promise<number> {
  const known = await db
    .select({ id: inquiryItems.id })
    .from(inquiryItems)
    .where(and(eq(inquiryItems.inquiryId, inquiryId), inArray(inquiryItems.id, itemIds)));
  return known.length;
}

export interface CompanyAnswer {
  inquiryId: number;
  companyId: number;
  linkId: number;
  lines: { item_id: number; unit_price: string; note: string }[];
  /** the distinct product ids of `lines` */
  itemIds: number[];
  note: string;
  quoteTime: string;
  validUntil: string;
}

/** Stores a company's answer in place of its earlier one. */
export async function saveAnswer(db: Db, a: CompanyAnswer): Promise<void> {
  await db.transaction(async (tx) => {
    // the answer replaces the company's earlier one: upserts (so that concurrent answers serialise on the
    // rows instead of colliding), then the products it no longer prices
    await tx
      .insert(inquiryQuotes)
      .values(a.lines.map((i) => ({ inquiryId: a.inquiryId, itemId: i.item_id, companyId: a.companyId, unitPrice: i.unit_price, note: i.note })))
      .onConflictDoUpdate({
        target: [inquiryQuotes.itemId, inquiryQuotes.companyId],
        set: { unitPrice: sql`excluded.unit_price`, note: sql`excluded.note` },
      });
    await tx
      .delete(inquiryQuotes)
      .where(and(eq(inquiryQuotes.inquiryId, a.inquiryId), eq(inquiryQuotes.companyId, a.companyId), sql`${inquiryQuotes.itemId} <> all(${`{${a.itemIds.join(',')}}`}::int[])`));
    await tx
      .update(inquiryCompanies)
      .set({ quoteTime: a.quoteTime, validUntil: a.validUntil, note: a.note })
      .where(eq(inquiryCompanies.id, a.linkId));
  });
}
