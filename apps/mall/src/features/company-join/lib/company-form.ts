// The enterprise join form of the personal centre (spec 02 §5 "Enterprise join", /uconfigJoin,
// join/joinUser): the company fields with the address required (请填写地址). Validation runs the spec's
// rule set of @ws/validators, so the form and the server answer the same messages.
import type { Company2JoinReq, MyCompanyDetail, UploadedFile } from '@ws/api-sdk';
import { enterpriseJoinRules, validate } from '@ws/validators';

export const PROVINCE_CODE_TEXT = '440000';

export interface EnterpriseJoinValues {
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

export const emptyEnterpriseJoin: EnterpriseJoinValues = {
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

export const toEnterpriseJoinPayload = (v: EnterpriseJoinValues): Company2JoinReq => ({
  cates: v.cates.map(Number).filter((n) => Number.isInteger(n) && n > 0),
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
  // the spec sends the image lists as JSON strings
  file_items: JSON.stringify(v.file_items),
  license_file: JSON.stringify(v.license_file),
  license_name: v.license_file[0]?.FileName ?? '',
  cert_file: JSON.stringify(v.cert_file),
  description: v.description,
});

export const validateEnterpriseJoin = (v: EnterpriseJoinValues): Record<string, string> => validate(enterpriseJoinRules, v);

/** A rejected record's values, for the re-upload (the SMS code is asked again). */
export const fromRecord = (c: MyCompanyDetail): EnterpriseJoinValues => ({
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
