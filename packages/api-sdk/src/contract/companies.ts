// Companies: the company lists, the join autocomplete, company detail and its products (spec 01 §2-§4).
import { ep } from './endpoint-def';
import type { Items, Page } from './envelope';
import type { FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import { fields, id, idList, optId, optText, pageFields, type InputOf } from './schema';

export interface CompanySummary {
  id: number;
  name: string;
  sub_cate_name: string;
  create_time: string;
  firstFile: FileRef | null;
  description: string;
}

export interface Company {
  id: number;
  name: string;
  intro: string;
  description: string;
  license_file: FileRef | null;
  cert_file: FileRef[];
  firstFile: FileRef | null;
  file_items: FileRef[];
  audit_status: number;
  contact: string;
  phone: string;
  code: string;
  user_id: number;
  sub_cate_name: string;
  create_time: string;
}

export interface CompanyProduct {
  id: number;
  company_id: number;
  name: string;
  /** '' for visitors: prices need a login (spec 02 §1) */
  price: string;
  unit: string;
  firstFile: FileRef | null;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const companiesInput = /* @__PURE__ */ (() => ({
  listcompany: fields({
    ...pageFields,
    /** company category ids (top-level or sub-category); a company matches when it has any of them */
    cates: idList(50),
    /** recommend ids (39, 1902, 36, 37, 38): the 找服务 tab of /channelPolicy */
    recommendIds: idList(20),
    /** part of the company name (1 character and up; LIKE wildcards are taken literally) */
    keywords: optText(MAX_KEYWORD),
  }),
  /** join/listcompany3: the company autocomplete (pageSize 30) */
  listcompany3: fields({ ...pageFields, keywords: optText(MAX_KEYWORD) }),
  companyinfo: fields({ id: id('企业不存在') }),
  /** menu/companyproduct: the products and services of one approved company; `id` is accepted as an alias */
  companyproduct: fields({ company_id: optId(), id: optId() }),
}))();

type In = typeof companiesInput;
export type ListCompanyReq = InputOf<In['listcompany']>;
export type ListCompany3Req = InputOf<In['listcompany3']>;
export type CompanyProductReq = InputOf<In['companyproduct']>;

export const companies = {
  listcompany: ep<In['listcompany'], Page<CompanySummary>>()({ method: 'GET', path: '/open/uni/listcompany', auth: false, cache: true }),
  listcompany3: ep<In['listcompany3'], Page<{ id: number; name: string }>>()({ method: 'GET', path: '/open/uni/listcompany3', auth: false, cache: true }),
  companyinfo: ep<In['companyinfo'], Company>()({ method: 'GET', path: '/open/uni/companyinfo', auth: false, cache: true }),
  companyproduct: ep<In['companyproduct'], Items<CompanyProduct>>()({ method: 'GET', path: '/open/uni/companyproduct', auth: false, cache: true }),
} as const;
