/**
 * The values of the company forms both apps show (the portal's enterprise registration and supplier
 * onboarding, the mall's enterprise join) and the payload parts they share. Pure functions: the forms
 * validate these values with the rule sets of onboarding.ts.
 */

/** An uploaded file as the upload field holds it (the contract's UploadedFile). */
export interface FormFile {
  FileName: string;
  FileUrl: string;
}

/** The region selects' fixed province: 广东省. */
export const REGION_PROVINCE_CODE = '440000';
export const REGION_PROVINCE_NAME = '广东省';

export interface CompanyFormValues {
  /** enterprise type ids, as the multi-select holds them */
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
  file_items: FormFile[];
  license_file: FormFile[];
  cert_file: FormFile[];
}

export const emptyCompanyForm: CompanyFormValues = {
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

/** The multi-select's ids as numbers; anything that is not a positive integer is dropped. */
export const companyCateIds = (cates: readonly string[]): number[] =>
  cates.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** The fields every company payload carries, trimmed; the image lists go as JSON strings (as the spec sends them). */
export const companyPayload = (v: CompanyFormValues) => ({
  cates: companyCateIds(v.cates),
  name: v.name.trim(),
  code: v.code.trim(),
  contact: v.contact.trim(),
  phone: v.phone.trim(),
  smscode: v.smscode.trim(),
  description: v.description,
  file_items: JSON.stringify(v.file_items),
  license_file: JSON.stringify(v.license_file),
  license_name: v.license_file[0]?.FileName ?? '',
  cert_file: JSON.stringify(v.cert_file),
});

/** The region and address of join/join and join/joinUser (codes and names). */
export const companyRegionPayload = (v: CompanyFormValues) => ({
  province: REGION_PROVINCE_CODE,
  city: v.city,
  county: v.county,
  province_name: REGION_PROVINCE_NAME,
  city_name: v.city_name,
  county_name: v.county_name,
  address: v.address.trim(),
});

/** What a stored company record gives back to the form (its category ids may be numbers; no SMS code). */
export type CompanyRecordFields = Omit<CompanyFormValues, 'cates' | 'smscode'> & { cates: readonly (number | string)[] };

/** A rejected record's values, for a re-submit: the SMS code is asked again. */
export const companyFormFrom = (c: CompanyRecordFields): CompanyFormValues => ({
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
});
