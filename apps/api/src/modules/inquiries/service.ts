// Price inquiries (spec 01 §5, §7 "Inquiry"): a member sends products to companies (enable/add), reads
// their own inquiries (getInquiryList, details) and compares the answers (比价表); a company's user reads
// only the inquiries sent to the companies they own and answers each product with a unit price, valid
// for the platform's quote validity (系统设置, 90 days built in), and a note. Lists read a page of inquiries, then their items and companies in one query each.
import {
  MSG_INQUIRY_COMPANY_GONE,
  MSG_INQUIRY_NOT_FOUND,
  type CompareRow,
  type InquiryComparison,
  type InquiryDetail,
  type InquirySummary,
  type PayloadOf,
  type ReceivedInquiry,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, isUniqueViolation, newOrderNo } from '../../kernel';
import { DAY, formatChinaTime, type Clock } from '../../kernel/time';
import { quoteValidDays } from '../settings';
import { MSG_INQUIRY_ITEM_GONE } from './messages';
import {
  allQuotesOf,
  approvedCount,
  inquiryHead,
  insertInquiry,
  knownItemCount,
  ownHeadPage,
  ownLink,
  quotesOf,
  receivedPage,
  recipientCompaniesOf,
  saveAnswer,
  summaries,
  toQuoteLine,
} from './queries';

/** fen of a numeric(12,2) text, exactly ('25.5' -> 2550n) */
const fenOf = (price: string): bigint => {
  const [whole = '0', frac = ''] = price.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
};
const yuanOf = (fen: bigint): string => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;

/** A member's inquiry to approved companies, under a new order number (retried when one collides). */
export async function addInquiry(db: Db, clock: Clock, userId: number, p: PayloadOf<'inquiryAdd'>): Promise<{ id: number; order_no: string }> {
  const companyIds = p.company_ids;
  if ((await approvedCount(db, companyIds)) !== companyIds.length) throw new DomainError(MSG_INQUIRY_COMPANY_GONE);
  const now = clock.now();
  for (let attempt = 0; ; attempt++) {
    const orderNo = newOrderNo(now);
    try {
      const id = await insertInquiry(db, {
        orderNo,
        userId,
        type: p.type ?? 0,
        createTime: formatChinaTime(now),
        products: p.product_list.map((x) => ({
          productName: x.product_name,
          productDescribe: x.product_describe,
          quantity: Number(x.quantity),
          expectedPrice: x.expected_price,
          productImg: x.product_img[0] ?? null,
        })),
        companyIds,
      });
      return { id, order_no: orderNo };
    } catch (err) {
      if (isUniqueViolation(err) && attempt < 3) continue;
      throw err;
    }
  }
}

/** The caller's own inquiries, newest first. */
export async function listOwn(db: Db, clock: Clock, userId: number, page: Paging): Promise<{ items: InquirySummary[]; total: number }> {
  const { heads, total } = await ownHeadPage(db, userId, page);
  return { items: await summaries(db, heads, formatChinaTime(clock.now())), total };
}

/** One inquiry: for its inquirer (every company's answer), or for a user of a company it was sent to (only theirs). */
export async function inquiryDetail(db: Db, clock: Clock, userId: number, inquiryId: number): Promise<InquiryDetail> {
  const head = await inquiryHead(db, inquiryId);
  if (!head) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
  const buyer = head.userId === userId;
  const own = buyer ? undefined : await recipientCompaniesOf(db, userId, head.id);
  if (own && own.length === 0) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
  const [[summary], quotes] = await Promise.all([summaries(db, [head], formatChinaTime(clock.now()), own), quotesOf(db, head.id, own)]);
  return {
    ...summary!,
    viewer: buyer ? 'buyer' : 'company',
    user_phone: head.userMobile,
    quotes: quotes.map(toQuoteLine),
  };
}

/** The inquiries sent to the caller's companies: one entry per (inquiry, company), with only that company. */
export async function listReceived(db: Db, clock: Clock, userId: number, page: Paging): Promise<{ items: ReceivedInquiry[]; total: number }> {
  const { rows, total } = await receivedPage(db, userId, page);
  const ownCompanies = [...new Set(rows.map((r) => r.companyId))];
  const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
  const bySummary = new Map((await summaries(db, unique, formatChinaTime(clock.now()), ownCompanies)).map((s) => [s.id, s]));
  const items = rows.map((r) => {
    const s = bySummary.get(r.id)!;
    const mine = s.companies.find((c) => c.id === r.companyId);
    return { ...s, companies: mine ? [mine] : [], company_id: r.companyId, company_name: r.companyName, quoted: mine?.quoted ?? 0 };
  });
  return { items, total };
}

/** A company's answer, replacing its earlier one: valid for the quote validity in force from now (its valid_until). */
export async function answerInquiry(db: Db, clock: Clock, userId: number, p: PayloadOf<'inquiryQuote'>): Promise<string> {
  const linkId = await ownLink(db, userId, p.id, p.company_id);
  if (linkId === null) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
  const itemIds = [...new Set(p.items.map((i) => i.item_id))];
  if ((await knownItemCount(db, p.id, itemIds)) !== itemIds.length) throw new DomainError(MSG_INQUIRY_ITEM_GONE);
  const now = clock.now();
  const validUntil = formatChinaTime(new Date(now.getTime() + (await quoteValidDays(db)) * DAY));
  await saveAnswer(db, {
    inquiryId: p.id,
    companyId: p.company_id,
    linkId,
    lines: p.items,
    itemIds,
    note: p.note,
    quoteTime: formatChinaTime(now),
    validUntil,
  });
  return validUntil;
}

/**
 * The inquirer's 比价表: one column per company, one row per product. Only quotes of companies that
 * answered and whose answer is still valid count for the cheapest mark; totals are exact (in fen).
 */
export async function compare(db: Db, clock: Clock, userId: number, inquiryId: number): Promise<InquiryComparison> {
  const head = await inquiryHead(db, inquiryId);
  if (!head || head.userId !== userId) throw new DomainError(MSG_INQUIRY_NOT_FOUND);
  const now = formatChinaTime(clock.now());
  const [[summary], quotes] = await Promise.all([summaries(db, [head], now), allQuotesOf(db, head.id)]);
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
}
