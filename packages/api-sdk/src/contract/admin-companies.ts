// 企业管理 of the operations console (内容编辑 and 超级管理员): the companies the portal lists (/listcompany,
// the home page's and /channelPolicy's company lists, /companyDetail) — name, the short description and the
// intro (plain text, 限 500 字以内), the 统一社会信用代码, contact, phones, email and address, the company
// categories (top and sub) and recommend ids, a logo, the business licence and qualification images — and
// taking a company off the portal's lists (下架) or back (上架). Every change is written to the audit log with
// before and after.
import * as v from 'valibot';
import { imageFiles, limitedText } from './admin-experts';
import { ep } from './endpoint-def';
import type { FileRef } from './entities';
import type { Page } from './envelope';
import { fields, id, idList, MSG_BAD_PARAM, optId, optNumOneOf, optText, pageFields, type InputOf } from './schema';

export const COMPANY_LIMITS = { name: 100, text: 200, description: 500, intro: 500, certFiles: 9, logos: 3, products: 50, productName: 100, unit: 20 } as const;

export const MSG_COMPANY_SAVED = '保存成功';
export const MSG_COMPANY_LISTED_ON = '已上架';
export const MSG_COMPANY_LISTED_OFF = '已下架';
export const MSG_COMPANY_NAME_REQUIRED = '请填写企业名称';
export const MSG_COMPANY_NAME_TOO_LONG = `企业名称不能超过${COMPANY_LIMITS.name}个字`;
export const MSG_COMPANY_CODE_REQUIRED = '请填写统一社会信用代码';
export const MSG_COMPANY_CODE_BAD = '统一社会信用代码应为 18 位数字或大写字母';
export const MSG_COMPANY_TEXT_TOO_LONG = `联系人、电话、邮箱、地址各不能超过${COMPANY_LIMITS.text}个字`;
export const MSG_COMPANY_PHONE_BAD = '请正确输入手机号码';
export const MSG_COMPANY_EMAIL_BAD = '请输入正确的邮箱格式';
export const MSG_COMPANY_DESCRIPTION_TOO_LONG = '公司简介限 500 字以内';
export const MSG_COMPANY_INTRO_TOO_LONG = '企业介绍限 500 字以内';
export const MSG_COMPANY_UNSAFE_LINK = '简介中的链接只能是 http(s)、mailto、tel 或本站地址';
export const MSG_COMPANY_CATE_BAD = '所选企业分类不存在，请重新选择';
export const MSG_COMPANY_LOGO_BAD = '企业 logo 仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_COMPANY_LOGO_TOO_MANY = `企业 logo 最多 ${COMPANY_LIMITS.logos} 张`;
export const MSG_COMPANY_LICENSE_BAD = '营业执照仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_COMPANY_CERT_BAD = '资质图片仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_COMPANY_CERT_TOO_MANY = `资质图片最多 ${COMPANY_LIMITS.certFiles} 张`;
export const MSG_COMPANY_MISSING_ADMIN = '企业不存在';
export const MSG_COMPANY_PRODUCT_NAME_REQUIRED = '请填写产品名称';
export const MSG_COMPANY_PRODUCT_NAME_TOO_LONG = `产品名称不能超过${COMPANY_LIMITS.productName}个字`;
export const MSG_COMPANY_PRODUCT_PRICE_BAD = '产品价格格式不正确';
export const MSG_COMPANY_PRODUCT_UNIT_TOO_LONG = `单位不能超过${COMPANY_LIMITS.unit}个字`;
export const MSG_COMPANY_PRODUCT_IMAGE_BAD = '产品图片仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_COMPANY_PRODUCTS_TOO_MANY = `产品与服务最多 ${COMPANY_LIMITS.products} 项`;
/** The portal's detail of a company taken off (下架). */
export const MSG_COMPANY_OFFLINE = '该企业已下线';

/** 18 characters of the 统一社会信用代码 alphabet (digits and capitals without I, O, S, V, Z). */
export const isCreditCodeForm = (s: string): boolean => /^[0-9ABCDEFGHJKLMNPQRTUWXY]{18}$/.test(s);
/** A company's mobile: '' or 11 digits starting with 1. */
export const isCompanyMobile = (s: string): boolean => s === '' || /^1\d{10}$/.test(s);
export const isEmailForm = (s: string): boolean => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
/** A product's price as typed: yuan, at most 2 decimals, 0 … 9999999.99. */
export const isProductPrice = (s: string): boolean => /^\d{1,7}(?:\.\d{1,2})?$/.test(s);

/** One product or service of a company (the portal's 产品与服务 on /companyDetail), in its order. */
export interface AdminCompanyProduct {
  name: string;
  /** yuan */
  price: string;
  unit: string;
  image: FileRef | null;
}

/** One company in 企业管理's list. */
export interface AdminCompanyItem {
  id: number;
  name: string;
  code: string;
  contact: string;
  /** masked in the middle */
  phone: string;
  /** 'supplier' or 'enterprise' */
  kind: string;
  sub_cate_name: string;
  listed: 0 | 1;
  audit_status: number;
  create_time: string;
  logo: FileRef | null;
}

/** One company whole, as the editor loads it. */
export interface AdminCompanyDetail {
  id: number;
  name: string;
  intro: string;
  description: string;
  code: string;
  contact: string;
  phone: string;
  tel: string;
  email: string;
  address: string;
  cates: number[];
  sub_cate_id: number | null;
  recommendIds: number[];
  file_items: FileRef[];
  license_file: FileRef | null;
  cert_file: FileRef[];
  products: AdminCompanyProduct[];
  kind: string;
  user_id: number;
  listed: 0 | 1;
  audit_status: number;
  create_time: string;
}

/** One product row of the save: name required, price in yuan, unit, one image. */
/* @__NO_SIDE_EFFECTS__ */
const productSchema = () =>
  v.pipe(
    v.record(v.string(), v.unknown(), MSG_BAD_PARAM),
    v.transform((o) => ({ name: o.name, price: o.price, unit: o.unit, image: o.image })),
    v.object({
      name: v.pipe(limitedText(COMPANY_LIMITS.productName, MSG_COMPANY_PRODUCT_NAME_TOO_LONG), v.check((s) => s !== '', MSG_COMPANY_PRODUCT_NAME_REQUIRED)),
      price: v.pipe(limitedText(20, MSG_COMPANY_PRODUCT_PRICE_BAD), v.check(isProductPrice, MSG_COMPANY_PRODUCT_PRICE_BAD)),
      unit: limitedText(COMPANY_LIMITS.unit, MSG_COMPANY_PRODUCT_UNIT_TOO_LONG),
      image: imageFiles(1, MSG_COMPANY_PRODUCT_IMAGE_BAD),
    }),
  );
type OutputOfProduct = v.InferOutput<ReturnType<typeof productSchema>>;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminCompaniesInput = /* @__PURE__ */ (() => ({
  adminCompanyList: fields({
    ...pageFields,
    /** in the name or the credit code */
    keyword: optText(50),
    listed: optNumOneOf([-1, 0, 1] as const, -1),
    audit_status: optNumOneOf([-1, 0, 1, 2, 3, 100] as const, -1),
  }),
  adminCompanyInfo: fields({ id: id(MSG_COMPANY_MISSING_ADMIN) }),
  adminCompanySave: fields({
    /** absent: a new company (approved and listed, not a member's) */
    id: optId(),
    name: v.pipe(limitedText(COMPANY_LIMITS.name, MSG_COMPANY_NAME_TOO_LONG), v.check((s) => s !== '', MSG_COMPANY_NAME_REQUIRED)),
    intro: limitedText(COMPANY_LIMITS.intro, MSG_COMPANY_INTRO_TOO_LONG),
    description: limitedText(COMPANY_LIMITS.description, MSG_COMPANY_DESCRIPTION_TOO_LONG),
    code: v.pipe(
      limitedText(30, MSG_COMPANY_CODE_BAD),
      v.transform((s) => s.toUpperCase()),
      v.check((s) => s !== '', MSG_COMPANY_CODE_REQUIRED),
      v.check(isCreditCodeForm, MSG_COMPANY_CODE_BAD),
    ),
    contact: limitedText(COMPANY_LIMITS.text, MSG_COMPANY_TEXT_TOO_LONG),
    phone: v.pipe(limitedText(COMPANY_LIMITS.text, MSG_COMPANY_PHONE_BAD), v.check(isCompanyMobile, MSG_COMPANY_PHONE_BAD)),
    tel: limitedText(COMPANY_LIMITS.text, MSG_COMPANY_TEXT_TOO_LONG),
    email: v.pipe(limitedText(COMPANY_LIMITS.text, MSG_COMPANY_TEXT_TOO_LONG), v.check(isEmailForm, MSG_COMPANY_EMAIL_BAD)),
    address: limitedText(COMPANY_LIMITS.text, MSG_COMPANY_TEXT_TOO_LONG),
    cates: idList(50),
    sub_cate_id: optId(),
    recommendIds: idList(50),
    file_items: imageFiles(COMPANY_LIMITS.logos, MSG_COMPANY_LOGO_BAD, MSG_COMPANY_LOGO_TOO_MANY),
    license_file: imageFiles(1, MSG_COMPANY_LICENSE_BAD),
    cert_file: imageFiles(COMPANY_LIMITS.certFiles, MSG_COMPANY_CERT_BAD, MSG_COMPANY_CERT_TOO_MANY),
    /** absent: the products stay as they are; a list (even []): they become these, in this order */
    products: v.pipe(
      v.unknown(),
      v.check((raw) => raw === undefined || raw === null || Array.isArray(raw), MSG_BAD_PARAM),
      v.check((raw) => !Array.isArray(raw) || raw.length <= COMPANY_LIMITS.products, MSG_COMPANY_PRODUCTS_TOO_MANY),
      v.transform((raw) => (Array.isArray(raw) ? raw : null)),
      v.nullable(v.array(productSchema())),
    ) as unknown as v.GenericSchema<{ name: string; price: string; unit: string; image: FileRef[] }[] | undefined, OutputOfProduct[] | null>,
  }),
  adminCompanyListed: fields({
    id: id(MSG_COMPANY_MISSING_ADMIN),
    listed: optNumOneOf([0, 1] as const, 1),
  }),
}))();

type In = typeof adminCompaniesInput;
export type AdminCompanyListReq = InputOf<In['adminCompanyList']>;
export type AdminCompanySaveReq = InputOf<In['adminCompanySave']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminCompanies = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/companies/list {keyword (name or credit code), listed -1|0|1, audit_status, pageNum, pageSize}: newest first */
  adminCompanyList: ep<In['adminCompanyList'], Page<AdminCompanyItem>>()({ method: 'GET', path: '/admin/companies/list', auth: false, staff: ['editor'] }),
  /** GET /api/admin/companies/info {id}: every field */
  adminCompanyInfo: ep<In['adminCompanyInfo'], AdminCompanyDetail>()({ method: 'GET', path: '/admin/companies/info', auth: false, staff: ['editor'] }),
  /** POST /api/admin/companies/save {id?, name, intro, description, code, contact, phone, tel, email, address, cates, …}: audited */
  adminCompanySave: ep<In['adminCompanySave'], AdminCompanyDetail>()({ method: 'POST', path: '/admin/companies/save', auth: false, staff: ['editor'] }),
  /** POST /api/admin/companies/listed {id, listed 0|1}: 下架 / 上架, audited */
  adminCompanyListed: ep<In['adminCompanyListed'], AdminCompanyDetail>()({ method: 'POST', path: '/admin/companies/listed', auth: false, staff: ['editor'] }),
  }) as const)();
