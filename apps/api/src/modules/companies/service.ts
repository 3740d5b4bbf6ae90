// Companies (spec 01 §2 company detail, recommend page, listed companies; §7 menu/listcompany,
// join/listcompany3, menu/companyinfo, menu/companyproduct).
// Only approved companies (audit_status 1) are public: the others are left out of every list and answer
// 企业不存在 by id. Every list is one query for the page (sub-category joined) plus one count: no N+1.
import type { Company, CompanyProduct, CompanySummary, Items, Page, PayloadOf } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError, type Clock } from '../../kernel';
import { resolveToken } from '../account';
import { MSG_COMPANY_OFFLINE, MSG_NO_COMPANY } from './messages';
import { approvedCompany, approvedCompanyProducts, companyNamePage, companyPage, withSubCategories } from './queries';

/** {cates, recommendIds, keywords, pageNum, pageSize}: approved companies, newest first, 20 per page. */
export async function listCompanies(db: Db, payload: PayloadOf<'listcompany'>): Promise<Page<CompanySummary>> {
  const cates = await withSubCategories(db, payload.cates);
  return companyPage(db, { cates, recommendIds: payload.recommendIds, keywords: payload.keywords }, paging(payload, 20));
}

/** {keywords, pageSize 30}: id and name of approved companies; names starting with the term first. */
export function listCompanyNames(db: Db, payload: PayloadOf<'listcompany3'>): Promise<Page<{ id: number; name: string }>> {
  return companyNamePage(db, payload.keywords, paging(payload, 30));
}

/** {id}: one approved company with its images and sub-category name. */
export async function companyDetail(db: Db, id: number): Promise<Company> {
  const company = await approvedCompany(db, id);
  if (!company) throw new DomainError(MSG_NO_COMPANY);
  if (company === 'offline') throw new DomainError(MSG_COMPANY_OFFLINE);
  return company;
}

/**
 * {company_id} (or {id}): the products and services of an approved company, in their order.
 * Prices need a login (spec 02 §1): a visitor (no token, or one the server no longer accepts) gets price ''.
 */
export async function companyProductList(db: Db, clock: Clock, token: string, payload: PayloadOf<'companyproduct'>): Promise<Items<CompanyProduct>> {
  const companyId = payload.company_id ?? payload.id;
  if (companyId === null) throw new DomainError(MSG_NO_COMPANY);
  const products = await approvedCompanyProducts(db, companyId);
  if (!products) throw new DomainError(MSG_NO_COMPANY);
  const priced = (await resolveToken(db, clock, token)) !== null;
  const items = products.map((p) => (priced ? p : { ...p, price: '' }));
  return { items };
}
