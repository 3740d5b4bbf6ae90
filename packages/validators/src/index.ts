/**
 * @ws/validators: every form rule of the specs and its exact message. Pure functions, no dependencies;
 * used by the React forms (@mantine/form `validate`) and by the server (`firstError` on a payload).
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
} from './checkers';
export * from './constants';
export { messages, type MessageKey, type Message } from './messages';
export * from './account';
export * from './onboarding';
export * from './company-form';
export * from './mall';
