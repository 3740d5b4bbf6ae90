// 企业管理 of the operations console: the list, one company whole (with its products and services), its save
// (new or changed; the products, when sent, replace the old ones in their order) and taking it off the portal's
// lists or back. The intro and description are plain text (a script link is refused all the
// same); the category ids must be the company group's and the recommend ids the recommend group's. A company
// the console creates is a supplier of no member, approved and listed at once. Each change writes its audit
// row (before and after) in the same transaction.
import {
  MSG_COMPANY_CATE_BAD,
  MSG_COMPANY_CERT_BAD,
  MSG_COMPANY_LICENSE_BAD,
  MSG_COMPANY_LOGO_BAD,
  MSG_COMPANY_MISSING_ADMIN,
  MSG_COMPANY_PRODUCT_IMAGE_BAD,
  MSG_COMPANY_UNSAFE_LINK,
  isImageFile,
  type AdminCompanyDetail,
  type AdminCompanyItem,
  type Page,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import { hasUnsafeLink } from '@ws/validators';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, fileRef, formatChinaTime, type Clock } from '../../kernel';
import { displayTime } from '../../kernel/time';
import { recordAudit, type AuditActor } from '../audit';
import { summaryCreate, summaryListed, summaryUpdate } from './messages';
import {
  adminCompanyPage,
  categoryGroups,
  companyRow,
  companyRowForUpdate,
  insertCompany,
  productsOf,
  replaceProducts,
  updateCompany,
  type ProductRow,
  type CompanyListFilter,
  type CompanyRow,
  type CompanyWrite,
} from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

type SaveInput = PayloadOf<'adminCompanySave'>;

/** What the audit log keeps of a company (its products as name, price and unit), before and after a change. */
const state = (c: CompanyRow, products: ProductRow[]) => ({
  name: c.name,
  intro: c.intro,
  description: c.description,
  code: c.code,
  contact: c.contact,
  phone: c.phone,
  tel: c.tel,
  email: c.email,
  address: c.address,
  cates: c.cates,
  sub_cate_id: c.subCateId,
  recommendIds: c.recommendIds,
  file_items: c.fileItems.map((f) => f.FileUrl),
  license_file: c.licenseFile,
  cert_file: c.certFile.map((f) => f.FileUrl),
  products: products.map((p) => `${p.name} ${p.price}${p.unit ? `/${p.unit}` : ''}`),
  listed: c.listed,
});

/** adminCompanyList: one page of the console's list. */
export function listCompanies(db: Db, q: CompanyListFilter, page: Paging): Promise<Page<AdminCompanyItem>> {
  return adminCompanyPage(db, { ...q, keyword: q.keyword.trim() }, page);
}

const detailOf = (c: CompanyRow, products: ProductRow[]): AdminCompanyDetail => ({
  id: c.id,
  name: c.name,
  intro: c.intro,
  description: c.description,
  code: c.code,
  contact: c.contact,
  phone: c.phone,
  tel: c.tel,
  email: c.email,
  address: c.address,
  cates: c.cates,
  sub_cate_id: c.subCateId,
  recommendIds: c.recommendIds,
  file_items: c.fileItems,
  license_file: fileRef(c.licenseFile, c.licenseName || undefined),
  cert_file: c.certFile,
  products: products.map((p) => ({ name: p.name, price: p.price, unit: p.unit, image: fileRef(p.image) })),
  kind: c.kind,
  user_id: c.userId,
  listed: c.listed === 0 ? 0 : 1,
  audit_status: c.auditStatus,
  create_time: displayTime(c.createTime),
});

/** adminCompanyInfo: every field of one company. */
export async function companyInfo(db: Db, id: number): Promise<AdminCompanyDetail> {
  const row = await companyRow(db, id);
  if (!row) throw new DomainError(MSG_COMPANY_MISSING_ADMIN);
  return detailOf(row, await productsOf(db, id));
}

/** The files already on the company (they stay, wherever they were uploaded). */
const filesOf = (c: CompanyRow | null, products: ProductRow[]) =>
  new Set(c ? [c.licenseFile, ...c.fileItems.map((f) => f.FileUrl), ...c.certFile.map((f) => f.FileUrl), ...products.map((p) => p.image ?? '')] : []);

/**
 * adminCompanySave: a new company (a listed, approved supplier of no member) or a change of one; audited.
 * `fileAllowed`: whether the staff member may store a new image (a file already on the company always stays).
 */
export async function saveCompany(db: Db, clock: Clock, by: By, input: SaveInput, fileAllowed: (url: string) => boolean): Promise<AdminCompanyDetail> {
  if (hasUnsafeLink(input.intro) || hasUnsafeLink(input.description)) throw new DomainError(MSG_COMPANY_UNSAFE_LINK);
  const cates = [...new Set(input.cates)];
  const recommendIds = [...new Set(input.recommendIds)];
  const groups = await categoryGroups(db, [...cates, ...recommendIds, ...(input.sub_cate_id === null ? [] : [input.sub_cate_id])]);
  const ofGroup = (ids: number[], group: string) => ids.every((id) => groups.get(id) === group);
  if (!ofGroup(cates, 'company') || (input.sub_cate_id !== null && !ofGroup([input.sub_cate_id], 'company')) || !ofGroup(recommendIds, 'recommend')) {
    throw new DomainError(MSG_COMPANY_CATE_BAD);
  }
  const licence = input.license_file[0];
  const values: Omit<CompanyWrite, 'createTime'> = {
    name: input.name,
    intro: input.intro,
    description: input.description,
    code: input.code,
    contact: input.contact,
    phone: input.phone,
    tel: input.tel,
    email: input.email,
    address: input.address,
    cates,
    subCateId: input.sub_cate_id,
    recommendIds,
    fileItems: input.file_items,
    licenseFile: licence?.FileUrl ?? '',
    licenseName: licence?.FileName ?? '',
    certFile: input.cert_file,
  };
  const id = await db.transaction(async (tx) => {
    const before = input.id === null ? null : await companyRowForUpdate(tx, input.id);
    if (input.id !== null && !before) throw new DomainError(MSG_COMPANY_MISSING_ADMIN);
    const beforeProducts = before ? await productsOf(tx, before.id) : [];
    const kept = filesOf(before, beforeProducts);
    const ok = (files: { FileUrl: string }[]) => files.every((f) => kept.has(f.FileUrl) || (isImageFile(f.FileUrl) && fileAllowed(f.FileUrl)));
    if (!ok(input.file_items)) throw new DomainError(MSG_COMPANY_LOGO_BAD);
    if (!ok(input.license_file)) throw new DomainError(MSG_COMPANY_LICENSE_BAD);
    if (!ok(input.cert_file)) throw new DomainError(MSG_COMPANY_CERT_BAD);
    if (input.products && !input.products.every((p) => ok(p.image))) throw new DomainError(MSG_COMPANY_PRODUCT_IMAGE_BAD);
    const after = before
      ? await updateCompany(tx, before.id, values)
      : await insertCompany(tx, { ...values, kind: 'supplier', userId: 0, auditStatus: 1, listed: 1, createTime: formatChinaTime(clock.now()) });
    if (!after) throw new DomainError(MSG_COMPANY_MISSING_ADMIN);
    const products = input.products?.map((p) => ({ name: p.name, price: Number(p.price).toFixed(2), unit: p.unit, image: p.image[0]?.FileUrl ?? null }));
    if (products) await replaceProducts(tx, after.id, products);
    const afterProducts = products ? await productsOf(tx, after.id) : beforeProducts;
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: before ? 'company.update' : 'company.create',
      targetKind: 'company',
      targetId: after.id,
      summary: before ? summaryUpdate(after) : summaryCreate(after),
      before: before ? state(before, beforeProducts) : undefined,
      after: state(after, afterProducts),
    });
    return after.id;
  });
  return companyInfo(db, id);
}

/** adminCompanyListed: 下架 (off the portal's lists; its detail says 该企业已下线) or 上架; audited. */
export async function setCompanyListed(db: Db, clock: Clock, by: By, id: number, listed: 0 | 1): Promise<AdminCompanyDetail> {
  await db.transaction(async (tx) => {
    const before = await companyRowForUpdate(tx, id);
    if (!before) throw new DomainError(MSG_COMPANY_MISSING_ADMIN);
    if (before.listed === listed) return;
    const after = (await updateCompany(tx, id, { listed }))!;
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: listed === 1 ? 'company.list' : 'company.unlist',
      targetKind: 'company',
      targetId: id,
      summary: summaryListed(after, listed),
      before: { listed: before.listed },
      after: { listed: after.listed },
    });
  });
  return companyInfo(db, id);
}
