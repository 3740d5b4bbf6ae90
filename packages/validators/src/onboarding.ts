/** Onboarding and inquiry forms: spec 01 §5 (enterprise registration, company join, expert join, inquiry) and spec 02 §5 (enterprise join). */
import { omitRules } from './core';
import { isDigitsOnly, isEmail } from './checkers';
import { MAX_PROFILE_CHARS, MIN_QUANTITY, SMS_CODE_LENGTH } from './constants';
import { messages as m } from './messages';
import { phone11 } from './account';
import { accepted, atLeast, check, compose, eachItem, exactLength, integer, maxLength, required, requiredList } from './rules';
import type { ListValue, Maybe, RuleSet } from './types';

/** Required text of at most 500 characters (限 500 字以内). */
const profile = (requiredMessage: string) =>
  compose(required(requiredMessage), maxLength(MAX_PROFILE_CHARS, m.profileTooLong));

/** Phone of a join form: 请输入电话号码, then exactly 11 characters (请正确输入手机号码). */
const joinPhone = phone11(m.phoneRequired);

// ── Enterprise registration (/register enterprise tab, join/join2Usre) ──────────────────────

export type EnterpriseRegisterValues = {
  /** Enterprise type, multi-select. */
  cates: ListValue<string>;
  name: Maybe<string>;
  /** Unified social credit code. */
  code: Maybe<string>;
  /** Login account. */
  user_mobile: Maybe<string>;
  /** Login password. */
  user_password: Maybe<string>;
  /** District. */
  county_code: Maybe<string>;
  contact: Maybe<string>;
  phone: Maybe<string>;
  smscode: Maybe<string>;
  /** Profile. */
  description: Maybe<string>;
  /** Logo pictures. */
  file_items: ListValue;
  /** Business licence (one file). */
  license_file: ListValue;
  /** Qualification images. */
  cert_file: ListValue;
  /** UI only: the user-agreement checkbox. */
  agree: Maybe<boolean>;
};

/**
 * Enterprise-member registration. Fields, in order: cates, name, code, user_mobile, user_password,
 * county_code, contact, phone, smscode, description, file_items, license_file, cert_file, agree.
 * The spec lists the required fields but only the 500-character message; the others reuse the company
 * join messages. Not in spec (chosen): 请输入登录账号 / 请输入登录密码 for the login account and password,
 * 请输入6位手机验证码 for a code that is not 6 characters, and the login account must be 11 characters
 * (请正确输入手机号码) because login accepts nothing else.
 */
export const enterpriseRegisterRules: RuleSet<EnterpriseRegisterValues> = {
  cates: requiredList(m.companyTypeRequired),
  name: required(m.companyNameRequired),
  code: required(m.creditCodeRequired),
  user_mobile: phone11(m.loginAccountRequired),
  user_password: required(m.loginPasswordRequired),
  county_code: required(m.companyRegionRequired),
  contact: required(m.contactRequired),
  phone: joinPhone,
  smscode: compose(required(m.mobileCodeRequired), exactLength(SMS_CODE_LENGTH, m.smsCodeLength)),
  description: profile(m.companyProfileRequired),
  file_items: requiredList(m.imageRequired),
  license_file: requiredList(m.licenseRequired),
  cert_file: requiredList(m.certRequired),
  agree: accepted(m.agreementRequired),
};

/** Server side of join/join2Usre: without agree. */
export const enterpriseRegisterPayloadRules = omitRules(enterpriseRegisterRules, 'agree');

// ── Company join (/join supplier onboarding) and enterprise join (/uconfigJoin) ────────────

export type CompanyJoinValues = {
  cates: ListValue<string>;
  name: Maybe<string>;
  code: Maybe<string>;
  /** District code (with province, city and the *_name fields). */
  county: Maybe<string>;
  address: Maybe<string>;
  contact: Maybe<string>;
  phone: Maybe<string>;
  smscode: Maybe<string>;
  /** Logo pictures (several). */
  file_items: ListValue;
  /** Business licence (one file). */
  license_file: ListValue;
  /** Qualification images (several). */
  cert_file: ListValue;
  description: Maybe<string>;
  /** Optional in /join; checked only when filled in. */
  email?: Maybe<string>;
};

const joinBase = {
  cates: requiredList(m.companyTypeRequired),
  name: required(m.companyNameRequired),
  code: required(m.creditCodeRequired),
  county: required(m.companyRegionRequired),
} satisfies RuleSet<CompanyJoinValues>;

const joinRest = {
  contact: required(m.contactRequired),
  phone: joinPhone,
  smscode: required(m.mobileCodeRequired),
  file_items: requiredList(m.imageRequired),
  license_file: requiredList(m.licenseRequired),
  cert_file: requiredList(m.certRequired),
  description: profile(m.companyProfileRequired),
} satisfies RuleSet<CompanyJoinValues>;

/**
 * Supplier onboarding (/join, join/join; spec 01 §5 company join and spec 02 §5 for /join).
 * Fields: cates, name, code, county, contact, phone, smscode, file_items, license_file, cert_file,
 * description, email. The address is optional here; parent_user_id, tax_id_number, tel, bank_name,
 * bank_number are optional and unchecked; email, when given, must look like one (请输入正确的邮箱格式,
 * not in spec for this form).
 */
export const companyJoinRules: RuleSet<CompanyJoinValues> = {
  ...joinBase,
  ...joinRest,
  email: check(isEmail, m.emailInvalid),
};

/**
 * Enterprise join in the personal centre (/uconfigJoin, join/joinUser; spec 02 §5): as companyJoinRules
 * but the address is required (请填写地址) and there is no email field.
 * Fields: cates, name, code, county, address, contact, phone, smscode, file_items, license_file, cert_file,
 * description.
 */
export const enterpriseJoinRules: RuleSet<CompanyJoinValues> = {
  ...joinBase,
  address: required(m.companyAddressRequired),
  ...joinRest,
};

// ── Expert join (/expertJoin, POST expert/join) ─────────────────────────────────────────────

export type ExpertJoinValues = {
  industrys: ListValue<string>;
  fields: ListValue<string>;
  specials: ListValue<string>;
  supplys: ListValue<string>;
  recommendIds: ListValue<string>;
  name: Maybe<string>;
  /** male or female */
  sex: Maybe<string>;
  phone: Maybe<string>;
  smscode: Maybe<string>;
  title: Maybe<string>;
  /** Expertise. */
  expert: Maybe<string>;
  technology: Maybe<string>;
  /** Organisation. */
  position: Maybe<string>;
  intro: Maybe<string>;
  /** Logo images. */
  file_items: ListValue;
  /** Qualification images. */
  cert_file: ListValue;
};

/**
 * Expert join. Fields: industrys, fields, specials, supplys, recommendIds, name, sex, phone, smscode,
 * title, expert, technology, position, file_items, cert_file, intro.
 * The spec says every field is required but lists no message for sex: 请选择性别 is chosen here.
 * (The login requirement, 未登录或超时，请重新登陆, is the guard's job: messages.loginRequired.)
 */
export const expertJoinRules: RuleSet<ExpertJoinValues> = {
  industrys: requiredList(m.industryRequired),
  fields: requiredList(m.fieldRequired),
  specials: requiredList(m.specialRequired),
  supplys: requiredList(m.supplyRequired),
  recommendIds: requiredList(m.recommendRequired),
  name: required(m.expertNameRequired),
  sex: required(m.sexRequired),
  phone: joinPhone,
  smscode: required(m.smsCodeRequired),
  title: required(m.titleRequired),
  expert: required(m.expertiseRequired),
  technology: required(m.technologyRequired),
  position: required(m.positionRequired),
  file_items: requiredList(m.expertLogoRequired),
  cert_file: requiredList(m.certRequired),
  intro: profile(m.expertIntroRequired),
};

// ── Inquiry (/inquiry, enable/add) ──────────────────────────────────────────────────────────

export type InquiryProductValues = {
  product_name: Maybe<string>;
  product_describe?: Maybe<string>;
  /** Mantine NumberInput gives number | string. */
  quantity: Maybe<number | string>;
  /** Optional; digits only when given. */
  expected_price?: Maybe<number | string>;
  product_img: ListValue;
};

/**
 * One inquiry product. Fields: product_name, product_img, quantity, expected_price.
 * Not in spec (chosen): 数量至少为1 (empty, non-numeric or below 1), 数量必须为整数, 期望价格只能填写数字.
 */
export const inquiryProductRules: RuleSet<InquiryProductValues> = {
  product_name: required(m.productNameRequired),
  product_img: requiredList(m.imageRequired),
  quantity: compose(atLeast(MIN_QUANTITY, m.quantityMin), integer(m.quantityInteger)),
  expected_price: check(isDigitsOnly, m.expectedPriceDigits),
};

export type InquiryValues = {
  company_ids: ListValue<string | number> | number;
  /** A JSON array of products (or the array itself in a form). */
  product_list: ListValue<InquiryProductValues>;
};

/**
 * Submitting an inquiry (enable/add). Fields: company_ids, product_list (each product is checked with
 * inquiryProductRules and its first error is answered). Not in spec (chosen): 请选择询价企业, 请添加询价产品.
 */
export const inquiryRules: RuleSet<InquiryValues> = {
  company_ids: requiredList(m.inquiryCompanyRequired),
  product_list: compose(requiredList(m.inquiryProductsRequired), eachItem(inquiryProductRules, m.inquiryProductsRequired)),
};
