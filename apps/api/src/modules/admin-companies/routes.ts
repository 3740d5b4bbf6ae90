// 企业管理 of the operations console (contract admin-companies.ts: adminCompanyList, adminCompanyInfo,
// adminCompanySave, adminCompanyListed; 内容编辑 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_COMPANY_LISTED_OFF, MSG_COMPANY_LISTED_ON, MSG_COMPANY_SAVED, type adminCompanies } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { isStorableFileUrl, staffFileCaller } from '../uploads';
import { companyInfo, listCompanies, saveCompany, setCompanyListed } from './service';

export const adminCompaniesHandlers: DomainHandlers<typeof adminCompanies> = {
  /** GET /api/admin/companies/list: 20 a page, newest first. */
  adminCompanyList({ db, payload }) {
    return listCompanies(db, { keyword: payload.keyword, listed: payload.listed, auditStatus: payload.audit_status }, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/companies/info: one company whole. */
  adminCompanyInfo({ db, payload }) {
    return companyInfo(db, payload.id);
  },

  /** POST /api/admin/companies/save: a new image must be the staff member's to store (this site's storage). */
  async adminCompanySave({ db, clock, staff, ip, payload, request }) {
    const settings = request.server.objectStorage;
    const saved = await saveCompany(db, clock, { staff, ip }, payload, (url) => isStorableFileUrl(settings, staffFileCaller(staff.id), url));
    return ok(saved, MSG_COMPANY_SAVED);
  },

  /** POST /api/admin/companies/listed: 上架 / 下架. */
  async adminCompanyListed({ db, clock, staff, ip, payload }) {
    return ok(await setCompanyListed(db, clock, { staff, ip }, payload.id, payload.listed), payload.listed === 1 ? MSG_COMPANY_LISTED_ON : MSG_COMPANY_LISTED_OFF);
  },
};
