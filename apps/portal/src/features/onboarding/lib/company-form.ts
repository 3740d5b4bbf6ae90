// The portal's two company forms (enterprise registration, supplier onboarding): the shared company values
// and payload parts of @ws/validators plus each form's own fields. Validation runs the spec's rule sets of
// @ws/validators on the payload's shape, so the form and the server answer the same messages; the
// region's error goes to the district select.
import type { CompanyJoinReq, JoinRegisterReq, MyCompanyDetail } from '@ws/api-sdk';
import { REGION_PROVINCE_CODE, companyFormFrom, companyPayload, companyRegionPayload, emptyCompanyForm, type CompanyFormValues } from '@ws/validators/company-form';
import { validate } from '@ws/validators/core';
import { companyJoinRules, enterpriseRegisterRules } from '@ws/validators/onboarding';

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

export const emptyRegister: RegisterFormValues = { ...emptyCompanyForm, user_mobile: '', user_password: '', agree: false };

export const emptyJoin: JoinFormValues = {
  ...emptyCompanyForm,
  parent_user_id: '',
  tax_id_number: '',
  tel: '',
  bank_name: '',
  bank_number: '',
  email: '',
};

export const toRegisterPayload = (v: RegisterFormValues): JoinRegisterReq => ({
  ...companyPayload(v),
  user_mobile: v.user_mobile.trim(),
  user_password: v.user_password,
  province: REGION_PROVINCE_CODE,
  city_code: v.city,
  county_code: v.county,
});

export const toJoinPayload = (v: JoinFormValues, id?: number | null): CompanyJoinReq => {
  const referrer = Number(v.parent_user_id.trim());
  return {
    ...(id ? { id } : {}),
    ...companyPayload(v),
    ...companyRegionPayload(v),
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
  ...companyFormFrom(c),
  parent_user_id: c.parent_user_id ? String(c.parent_user_id) : '',
  tax_id_number: c.tax_id_number,
  tel: c.tel,
  bank_name: c.bank_name,
  bank_number: c.bank_number,
  email: c.email,
});
