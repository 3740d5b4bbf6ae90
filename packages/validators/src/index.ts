/**
 * @ws/validators: every form rule of the specs and its exact message. Pure functions, no dependencies;
 * used by the React forms (useForm's `validate`) and by the server (`firstError` on a payload).
 *
 * This root re-exports every module (the server's and the tests' entry). A screen imports the narrowest
 * subpath instead (`@ws/validators/account`, `/mall`, `/product-form` …, see package.json "exports"), so
 * that its chunk carries only its own domain's rules.
 */
export type { Rule, RuleSet, Maybe, ListValue } from './types';
export { validate, firstError, omitRules, isEmpty, isOn, toList, charLength } from './core';
export {
  type AnyRule,
  compose,
  required,
  requiredList,
  accepted,
  exactLength,
  minLength,
  maxLength,
  pattern,
  check,
  equalsField,
  atLeast,
  integer,
  maxItems,
  when,
  eachItem,
} from './rules';
export {
  isPhone11,
  isMobileCN,
  isEmail,
  isChineseIdCard,
  idCardCheckChar,
  isValidDate,
  ID_CARD_PROVINCES,
  hasUpperAndLower,
  isDigitsOnly,
  CREDIT_CODE_CHARS,
  creditCodeCheckChar,
  isUnifiedCreditCode,
  isTaxpayerId,
  isCompanyPhone,
  isBankAccountNumber,
  hasUnsafeLink,
} from './checkers';
export * from './constants';
export { messages, type MessageKey, type Message } from './messages';
export * from './account';
export * from './onboarding';
export * from './company-form';
export * from './mall';
export * from './shipping';
export * from './product-form';
