// The company form's values, rules and payload. The rules are the server's (contract admin-companies.ts), so
// the editor hears them before saving; the server checks them again.
import { hasUnsafeLink } from '@ws/validators/checkers';
import {
  COMPANY_LIMITS,
  isCompanyMobile,
  isCreditCodeForm,
  isEmailForm,
  isProductPrice,
  MSG_COMPANY_CODE_BAD,
  MSG_COMPANY_CODE_REQUIRED,
  MSG_COMPANY_DESCRIPTION_TOO_LONG,
  MSG_COMPANY_EMAIL_BAD,
  MSG_COMPANY_INTRO_TOO_LONG,
  MSG_COMPANY_NAME_REQUIRED,
  MSG_COMPANY_NAME_TOO_LONG,
  MSG_COMPANY_PHONE_BAD,
  MSG_COMPANY_PRODUCT_NAME_REQUIRED,
  MSG_COMPANY_PRODUCT_NAME_TOO_LONG,
  MSG_COMPANY_PRODUCT_PRICE_BAD,
  MSG_COMPANY_PRODUCT_UNIT_TOO_LONG,
  MSG_COMPANY_TEXT_TOO_LONG,
  MSG_COMPANY_UNSAFE_LINK,
  type AdminCompanyDetail,
  type AdminCompanySaveReq,
  type UploadedFile,
} from '@ws/api-sdk';

export interface ProductFormValues {
  name: string;
  price: string;
  unit: string;
  image: UploadedFile[];
}

export const emptyProduct = (): ProductFormValues => ({ name: '', price: '', unit: '', image: [] });

export interface CompanyFormValues {
  name: string;
  code: string;
  contact: string;
  phone: string;
  tel: string;
  email: string;
  address: string;
  intro: string;
  description: string;
  cates: string[];
  sub_cate_id: string;
  recommendIds: string[];
  file_items: UploadedFile[];
  license_file: UploadedFile[];
  cert_file: UploadedFile[];
  products: ProductFormValues[];
}

export const emptyCompany = (): CompanyFormValues => ({
  name: '',
  code: '',
  contact: '',
  phone: '',
  tel: '',
  email: '',
  address: '',
  intro: '',
  description: '',
  cates: [],
  sub_cate_id: '',
  recommendIds: [],
  file_items: [],
  license_file: [],
  cert_file: [],
  products: [],
});

const files = (list: { FileName?: string; FileUrl: string }[]): UploadedFile[] => list.map((f) => ({ FileName: f.FileName ?? '图片', FileUrl: f.FileUrl }));

export const fromDetail = (c: AdminCompanyDetail): CompanyFormValues => ({
  name: c.name,
  code: c.code,
  contact: c.contact,
  phone: c.phone,
  tel: c.tel,
  email: c.email,
  address: c.address,
  intro: c.intro,
  description: c.description,
  cates: c.cates.map(String),
  sub_cate_id: c.sub_cate_id === null ? '' : String(c.sub_cate_id),
  recommendIds: c.recommendIds.map(String),
  file_items: files(c.file_items),
  license_file: c.license_file ? files([c.license_file]) : [],
  cert_file: files(c.cert_file),
  products: c.products.map((p) => ({ name: p.name, price: p.price, unit: p.unit, image: p.image ? files([p.image]) : [] })),
});

const chars = (s: string) => [...s.trim()].length;
const plainText = (max: number, tooLong: string) => (v: string) => (chars(v) > max ? tooLong : hasUnsafeLink(v) ? MSG_COMPANY_UNSAFE_LINK : null);
const upTo = (v: string) => (chars(v) > COMPANY_LIMITS.text ? MSG_COMPANY_TEXT_TOO_LONG : null);

export const companyRules = {
  name: (v: string) => (v.trim() === '' ? MSG_COMPANY_NAME_REQUIRED : chars(v) > COMPANY_LIMITS.name ? MSG_COMPANY_NAME_TOO_LONG : null),
  code: (v: string) => (v.trim() === '' ? MSG_COMPANY_CODE_REQUIRED : isCreditCodeForm(v.trim().toUpperCase()) ? null : MSG_COMPANY_CODE_BAD),
  contact: upTo,
  phone: (v: string) => (isCompanyMobile(v.trim()) ? null : MSG_COMPANY_PHONE_BAD),
  tel: upTo,
  email: (v: string) => upTo(v) ?? (isEmailForm(v.trim()) ? null : MSG_COMPANY_EMAIL_BAD),
  address: upTo,
  intro: plainText(COMPANY_LIMITS.intro, MSG_COMPANY_INTRO_TOO_LONG),
  description: plainText(COMPANY_LIMITS.description, MSG_COMPANY_DESCRIPTION_TOO_LONG),
  products: {
    name: (v: string) => (v.trim() === '' ? MSG_COMPANY_PRODUCT_NAME_REQUIRED : chars(v) > COMPANY_LIMITS.productName ? MSG_COMPANY_PRODUCT_NAME_TOO_LONG : null),
    price: (v: string) => (isProductPrice(v.trim()) ? null : MSG_COMPANY_PRODUCT_PRICE_BAD),
    unit: (v: string) => (chars(v) > COMPANY_LIMITS.unit ? MSG_COMPANY_PRODUCT_UNIT_TOO_LONG : null),
  },
};

export const toPayload = (v: CompanyFormValues, id: number | null): AdminCompanySaveReq => ({
  ...(id !== null ? { id } : {}),
  name: v.name.trim(),
  code: v.code.trim().toUpperCase(),
  contact: v.contact.trim(),
  phone: v.phone.trim(),
  tel: v.tel.trim(),
  email: v.email.trim(),
  address: v.address.trim(),
  intro: v.intro.trim(),
  description: v.description.trim(),
  cates: v.cates.map(Number),
  sub_cate_id: v.sub_cate_id === '' ? undefined : Number(v.sub_cate_id),
  recommendIds: v.recommendIds.map(Number),
  file_items: v.file_items,
  license_file: v.license_file,
  cert_file: v.cert_file,
  products: v.products.map((p) => ({ name: p.name.trim(), price: p.price.trim(), unit: p.unit.trim(), image: p.image })),
});
