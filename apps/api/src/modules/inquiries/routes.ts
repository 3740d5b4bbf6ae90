// Price inquiries (spec 01 §5, §7 "Inquiry"): a member sends products to companies (enable/add), reads
// their own inquiries (getInquiryList, details) and compares the answers (比价表); a company's user reads
// only the inquiries sent to the companies they own and answers each product with a unit price, valid
// 90 days, and a note. Lists read a page of inquiries, then their items and companies in one query each.
import {
  MSG_INQUIRY_COMPANY_GONE,
  MSG_INQUIRY_DONE,
  MSG_INQUIRY_NOT_FOUND,
  MSG_QUOTE_DONE,
  QUOTE_VALID_DAYS,
  type CompareRow,
  type InquiryCompany,
  type InquiryDetail,
  type InquiryItem,
  type InquiryQuoteLine,
  type InquirySummary,
  type inquiries as inquiriesContract,
} from '@ws/api-sdk/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, inquiries, inquiryCompanies, inquiryItems, inquiryQuotes, users } from '../../db/schema';
import { ok, type DomainHandlers } from '../../http/handler';
import { DomainError, isUniqueViolation, newOrderNo } from '../../kernel';
import { DAY, displayTime, formatChinaTime } from '../../kernel/time';
import { paging } from '../../db/paging';

export const MSG_INQUIRY_ITEM_GONE = '询价产品不存在';


/** fen of a numeric(12,2) text, exactly ('25.5' -> 2550n) */
const fenOf = (price: string): bigint => {
  const [whole = '0', frac = ''] = price.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
};
const yuanOf = (fen: bigint): string => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;

type ItemRow = typeof inquiryItems.$inferSelect;
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

type InquiryHead = { id: number; orderNo: string; createTime: string; userName: string; userMobile: string };

/**
 * Summaries of the given inquiries, in the given order: items and companies in one query each. With
 * `onlyCompanies`, an inquiry lists only those of its companies (a company does not see its competitors).
 */
async function summaries(db: Db, heads: InquiryHead[], now: string, onlyCompanies?: number[]): Promise<InquirySummary[]> {
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

async function inquiryHead(db: Db, inquiryId: number) {
  const [head] = await db.select(headColumns).from(inquiries).innerJoin(users, eq(users.id, inquiries.userId)).where(eq(inquiries.id, inquiryId)).limit(1);
  return head ?? null;
}

/** The caller's companies that an inquiry was sent to (none: the caller is not one of its recipients). */
async function recipientCompaniesOf(db: Db, userId: number, inquiryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(inquiryCompanies)
    .innerJoin(companies, eq(companies.id, inquiryCompanies.companyId))
    .where(and(eq(inquiryCompanies.inquiryId, inquiryId), eq(companies.userId, userId)))
    .orderBy(asc(inquiryCompanies.sort));
  return rows.map((r) => r.id);
}

export const inquiriesHandlers: DomainHandlers<typeof inquiriesContract> = {
  async inquiryAdd({ db, clock, user, payload }) {
    const companyIds = payload.company_ids;
    const found = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, companyIds), eq(companies.auditStatus, 1)));
    if (found.length !== companyIds.length) throw new DomainError(MSG_INQUIRY_COMPANY_GONE);
    const now = clock.now();
    for (let attempt = 0; ; attempt++) {
      const orderNo = newOrderNo(now);
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(inquiries)
            .values({ orderNo, userId: user.id, type: payload.type ?? 0, createTime: formatChinaTime(now) })
            .returning({ id: inquiries.id });
          const inquiryId = row!.id;
          await tx.insert(inquiryItems).values(
            payload.product_list.map((p, i) => ({
              inquiryId,
              productName: p.product_name,
              productDescribe: p.product_describe,
              quantity: Number(p.quantity),
              expectedPrice: p.expected_price,
              productImg: p.product_img[0] ?? null,
              sort: i,
            })),
          );
          await tx.insert(inquiryCompanies).values(companyIds.map((companyId, i) => ({ inquiryId, companyId, sort: i })));
          return inquiryId;
        });
        return ok({ id, order_no: orderNo }, MSG_INQUIRY_DONE);
      } catch (err) {
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
    }
  },

  async inquiryList({ db, clock, user, payload }) {
    const page = paging(payload, 20);
    const where = eq(inquiries.userId, user.id);
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
    return { items: await summaries(db, heads, formatChinaTime(clock.now())), total: total?.n ?? 0 };
  },

  async inquiryDetails({ db, clock, user, payload }) {
    const head = await inquiryHead(db, payload.id);
    if (!head) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
    const buyer = head.userId === user.id;
    const own = buyer ? undefined : await recipientCompaniesOf(db, user.id, head.id);
    if (own && own.length === 0) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
    const [[summary], quotes] = await Promise.all([
      summaries(db, [head], formatChinaTime(clock.now()), own),
      db
        .select()
        .from(inquiryQuotes)
        .where(and(eq(inquiryQuotes.inquiryId, head.id), own ? inArray(inquiryQuotes.companyId, own) : undefined))
        .orderBy(asc(inquiryQuotes.itemId), asc(inquiryQuotes.companyId)),
    ]);
    const detail: InquiryDetail = {
      ...summary!,
      viewer: buyer ? 'buyer' : 'company',
      user_phone: head.userMobile,
      quotes: quotes.map((q): InquiryQuoteLine => ({ item_id: q.itemId, company_id: q.companyId, unit_price: q.unitPrice, note: q.note })),
    };
    return detail;
  },

  async inquiryReceivedList({ db, clock, user, payload }) {
    const page = paging(payload, 20);
    const where = eq(companies.userId, user.id);
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
    const ownCompanies = [...new Set(rows.map((r) => r.companyId))];
    const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
    const bySummary = new Map((await summaries(db, unique, formatChinaTime(clock.now()), ownCompanies)).map((s) => [s.id, s]));
    const items = rows.map((r) => {
      const s = bySummary.get(r.id)!;
      const mine = s.companies.find((c) => c.id === r.companyId);
      return { ...s, companies: mine ? [mine] : [], company_id: r.companyId, company_name: r.companyName, quoted: mine?.quoted ?? 0 };
    });
    return { items, total: total?.n ?? 0 };
  },

  async inquiryQuote({ db, clock, user, payload }) {
    const [link] = await db
      .select({ id: inquiryCompanies.id })
      .from(inquiryCompanies)
      .innerJoin(companies, eq(companies.id, inquiryCompanies.companyId))
      .where(and(eq(inquiryCompanies.inquiryId, payload.id), eq(inquiryCompanies.companyId, payload.company_id), eq(companies.userId, user.id)))
      .limit(1);
    if (!link) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
    const itemIds = [...new Set(payload.items.map((i) => i.item_id))];
    const known = await db
      .select({ id: inquiryItems.id })
      .from(inquiryItems)
      .where(and(eq(inquiryItems.inquiryId, payload.id), inArray(inquiryItems.id, itemIds)));
    if (known.length !== itemIds.length) throw new DomainError(MSG_INQUIRY_ITEM_GONE);
    const now = clock.now();
    const validUntil = formatChinaTime(new Date(now.getTime() + QUOTE_VALID_DAYS * DAY));
    await db.transaction(async (tx) => {
      // the answer replaces the company's earlier one: upserts (so that concurrent answers serialise on the
      // rows instead of colliding), then the products it no longer prices
      await tx
        .insert(inquiryQuotes)
        .values(payload.items.map((i) => ({ inquiryId: payload.id, itemId: i.item_id, companyId: payload.company_id, unitPrice: i.unit_price, note: i.note })))
        .onConflictDoUpdate({
          target: [inquiryQuotes.itemId, inquiryQuotes.companyId],
          set: { unitPrice: sql`excluded.unit_price`, note: sql`excluded.note` },
        });
      await tx
        .delete(inquiryQuotes)
        .where(and(eq(inquiryQuotes.inquiryId, payload.id), eq(inquiryQuotes.companyId, payload.company_id), sql`${inquiryQuotes.itemId} <> all(${`{${itemIds.join(',')}}`}::int[])`));
      await tx
        .update(inquiryCompanies)
        .set({ quoteTime: formatChinaTime(now), validUntil, note: payload.note })
        .where(eq(inquiryCompanies.id, link.id));
    });
    return ok({ valid_until: validUntil }, MSG_QUOTE_DONE);
  },

  async inquiryCompare({ db, clock, user, payload }) {
    const head = await inquiryHead(db, payload.id);
    if (!head || head.userId !== user.id) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
    const now = formatChinaTime(clock.now());
    const [[summary], quotes] = await Promise.all([
      summaries(db, [head], now),
      db.select().from(inquiryQuotes).where(eq(inquiryQuotes.inquiryId, head.id)),
    ]);
    const s = summary!;
    const quoteOf = new Map(quotes.map((q) => [`${q.itemId}:${q.companyId}`, q]));
    const counts = new Set(s.companies.filter((c) => c.quoted === 1 && c.expired === 0).map((c) => c.id));
    const totals = new Map<number, bigint>();
    const rows: CompareRow[] = s.order_items.map((item) => {
      const priced = s.companies.map((c) => ({ c, q: quoteOf.get(`${item.id}:${c.id}`) }));
      const live = priced.filter((p) => p.q && counts.has(p.c.id)).map((p) => fenOf(p.q!.unitPrice));
      const lowest = live.length > 0 ? live.reduce((a, b) => (b < a ? b : a)) : null;
      return {
        item_id: item.id,
        product_name: item.product_name,
        product_describe: item.product_describe,
        quantity: item.quantity,
        expected_price: item.expected_price,
        cells: priced.map(({ c, q }) => {
          if (!q) return { company_id: c.id, unit_price: null, subtotal: null, note: '', cheapest: false };
          const subtotal = fenOf(q.unitPrice) * BigInt(item.quantity);
          totals.set(c.id, (totals.get(c.id) ?? 0n) + subtotal);
          return {
            company_id: c.id,
            unit_price: q.unitPrice,
            subtotal: yuanOf(subtotal),
            note: q.note,
            cheapest: lowest !== null && counts.has(c.id) && fenOf(q.unitPrice) === lowest,
          };
        }),
      };
    });
    return {
      id: s.id,
      order_no: s.order_no,
      create_time: s.create_time,
      user_name: s.user_name,
      companies: s.companies.map((c) => ({ ...c, total: totals.has(c.id) ? yuanOf(totals.get(c.id)!) : null })),
      rows,
    };
  },
};
