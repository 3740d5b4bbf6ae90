// The values of the company forms (enterprise registration, supplier onboarding) and their payloads.
// Validation runs the spec's rule sets of @ws/validators on the payload's shape, so the form and the
// server answer the same messages; the region's error goes to the district select.
import type { CompanyJoinReq, JoinRegisterReq, MyCompanyDetail, UploadedFile } from '@ws/api-sdk';
import { companyJoinRules, enterpriseRegisterRules, validate } from '@ws/validators';

export const PROVINCE_CODE_TEXT = '440000';

export interface CompanyFormValues {
  cates: string[];
  name: string;
  code: string;
  city: string;
  city_name: string;
  county: string;
  county_name: string;
  address: string;
  contact: string;
  phone: string;
  smscode: string;
  description: string;
  file_items: UploadedFile[];
  license_file: UploadedFile[];
  cert_file: UploadedFile[];
}

export interface RegisterFormValues extends CompanyFormValues {
  user_mobile: string;
  user_password: string;
  agree: boolean;
}

export interface JoinFormValues extends CompanyFormValues {
  parent_user_id: string;
  tax_id_number: string;
  tel: string;
  bank_name: string;
  bank_number: string;
  email: string;
}

export const emptyCompany: CompanyFormValues = {
  cates: [],
  name: '',
  code: '',
  city: '',
  city_name: '',
  county: '',
  county_name: '',
  address: '',
  contact: '',
  phone: '',
  smscode: '',
  description: '',
  file_items: [],
  license_file: [],
  cert_file: [],
};

export const emptyRegister: RegisterFormValues = { ...emptyCompany, user_mobile: '', user_password: '', agree: false };

export const emptyJoin: JoinFormValues = {
  ...emptyCompany,
  parent_user_id: '',
  tax_id_number: '',
  tel: '',
  bank_name: '',
  bank_number: '',
  email: '',
};

const cateIds = (cates: string[]) => cates.map(Number).filter((n) => Number.isInteger(n) && n > 0);

export const toRegisterPayload = (v: RegisterFormValues): JoinRegisterReq => ({
  cates: cateIds(v.cates),
  name: v.name.trim(),
  code: v.code.trim(),
  user_mobile: v.user_mobile.trim(),
  user_password: v.user_password,
  province: PROVINCE_CODE_TEXT,
  city_code: v.city,
  county_code: v.county,
  contact: v.contact.trim(),
  phone: v.phone.trim(),
  smscode: v.smscode.trim(),
  description: v.description,
  // the spec sends the image lists as JSON strings
  file_items: JSON.stringify(v.file_items),
  license_file: JSON.stringify(v.license_file),
  license_name: v.license_file[0]?.FileName ?? '',
  cert_file: JSON.stringify(v.cert_file),
});

export const toJoinPayload = (v: JoinFormValues, id?: number | null): CompanyJoinReq => {
  const referrer = Number(v.parent_user_id.trim());
  return {
    ...(id ? { id } : {}),
    cates: cateIds(v.cates),
    name: v.name.trim(),
    code: v.code.trim(),
    province: PROVINCE_CODE_TEXT,
    city: v.city,
    county: v.county,
    province_name: '广东省',
    city_name: v.city_name,
    county_name: v.county_name,
    address: v.address.trim(),
    contact: v.contact.trim(),
    phone: v.phone.trim(),
    smscode: v.smscode.trim(),
    file_items: JSON.stringify(v.file_items),
    license_file: JSON.stringify(v.license_file),
    license_name: v.license_file[0]?.FileName ?? '',
    cert_file: JSON.stringify(v.cert_file),
    description: v.description,
    ...(Number.isInteger(referrer) && referrer > 0 ? { parent_user_id: referrer } : {}),
    tax_id_number: v.tax_id_number.trim(),
    tel: v.tel.trim(),
    bank_name: v.bank_name.trim(),
    bank_number: v.bank_number.trim(),
    email: v.email.trim(),
  };
};

/** The form's errors for the registration rules (the district's message shows on the district select). */
export const validateRegister = (v: RegisterFormValues): Record<string, string> => {
  const { county_code, ...rest } = validate(enterpriseRegisterRules, { ...v, county_code: v.county });
  return county_code ? { ...rest, county: county_code } : rest;
};

/** Supplier onboarding: the spec's company-join rules; a referrer, when given, must be a user id. */
export const validateJoin = (v: JoinFormValues): Record<string, string> => {
  const errors = validate(companyJoinRules, v);
  if (v.parent_user_id.trim() && !/^\d{1,9}$/.test(v.parent_user_id.trim())) errors.parent_user_id = '请填写正确的推荐人ID';
  return errors;
};

/** A rejected company's values, for a re-submit (the SMS code is asked again). */
export const fromCompany = (c: MyCompanyDetail): JoinFormValues => ({
  cates: c.cates.map(String),
  name: c.name,
  code: c.code,
  city: c.city,
  city_name: c.city_name,
  county: c.county,
  county_name: c.county_name,
  address: c.address,
  contact: c.contact,
  phone: c.phone,
  smscode: '',
  description: c.description,
  file_items: c.file_items,
  license_file: c.license_file,
  cert_file: c.cert_file,
  parent_user_id: c.parent_user_id ? String(c.parent_user_id) : '',
  tax_id_number: c.tax_id_number,
  tel: c.tel,
  bank_name: c.bank_name,
  bank_number: c.bank_number,
  email: c.email,
});
