import { asText, charLength, fieldOf, firstError, isEmpty, isOn, toList } from './core';
import type { Rule, RuleSet } from './types';

/**
 * Rule builders. Each returns a `Rule<unknown, unknown>`, which fits any field of any `RuleSet<T>`.
 *
 * Convention: only `required`, `requiredList`, `accepted` and `equalsField` report an empty value;
 * every other builder passes an empty value (so an optional field is checked only when filled in).
 * Put `required(...)` first in a `compose(...)` to make a field mandatory.
 * Lengths count characters (code points) of the value as given (not trimmed); only emptiness trims.
 */
export type AnyRule = Rule<unknown, unknown>;

/** Run rules in order; the first error wins. */
export function compose<V, T>(...rules: Rule<V, T>[]): Rule<V, T> {
  return (value, values) => {
    for (const rule of rules) {
      const error = rule(value, values);
      if (error !== null) return error;
    }
    return null;
  };
}

/** Not empty: strings are trimmed, empty arrays count as empty, 0 and false are values. */
export const required = (message: string): AnyRule => (value) => (isEmpty(value) ? message : null);

/**
 * A list with at least one item: an array, a JSON-array string ("[]" is empty), a comma-separated
 * string, or a single non-blank string such as one file URL. Unreadable input (broken JSON) fails.
 */
export const requiredList = (message: string): AnyRule => (value) => {
  const list = toList(value);
  return list === null || list.length === 0 ? message : null;
};

/** A ticked checkbox: true (or 1, '1', 'true' from a payload). */
export const accepted = (message: string): AnyRule => (value) => (isOn(value) ? null : message);

/** Pass empty values; otherwise the value must be text (or a number) and satisfy `test`. */
const onText = (message: string, test: (text: string) => boolean): AnyRule => (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return text !== null && test(text) ? null : message;
};

export const exactLength = (length: number, message: string): AnyRule =>
  onText(message, (text) => charLength(text) === length);

export const minLength = (length: number, message: string): AnyRule =>
  onText(message, (text) => charLength(text) >= length);

export const maxLength = (length: number, message: string): AnyRule =>
  onText(message, (text) => charLength(text) <= length);

/** Matches `re` (a g/y flag is dropped so the rule stays stateless). */
export const pattern = (re: RegExp, message: string): AnyRule => {
  const stateless = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
  return onText(message, (text) => stateless.test(text));
};

/** Pass empty values; otherwise `predicate(value)` must hold (for the checkers: isEmail, isChineseIdCard…). */
export const check = (predicate: (value: unknown) => boolean, message: string): AnyRule => (value) =>
  isEmpty(value) || predicate(value) ? null : message;

/** Equal (===) to another field of the same form; an empty value is reported too. */
export const equalsField = (field: string, message: string): AnyRule => (value, values) =>
  value === fieldOf(values, field) && !isEmpty(value) ? null : message;

/** A number (or numeric text) of at least `min`; empty or non-numeric fails with the same message. */
export const atLeast = (min: number, message: string): AnyRule => (value) => {
  const text = asText(value);
  if (text === null || text.trim() === '') return message;
  const n = Number(text);
  return Number.isFinite(n) && n >= min ? null : message;
};

/** Pass empty values; otherwise a whole number (numeric text allowed). */
export const integer = (message: string): AnyRule => (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return text !== null && Number.isInteger(Number(text)) ? null : message;
};

/** At most `max` items (see `requiredList` for what counts as a list). Unreadable input fails. */
export const maxItems = (max: number, message: string): AnyRule => (value) => {
  const list = toList(value);
  return list !== null && list.length <= max ? null : message;
};

/** Apply `rule` only when `condition(values)` holds (e.g. only for the enterprise invoice type). */
export function when<V, T>(condition: (values: T) => boolean, rule: Rule<V, T>): Rule<V, T> {
  return (value, values) => (condition(values) ? rule(value, values) : null);
}

/** Check every item of a list (array or JSON-array string) with a rule set; the first error wins. */
export const eachItem = <Item>(ruleSet: RuleSet<Item>, unreadable: string): AnyRule => (value) => {
  const list = toList(value);
  if (list === null) return unreadable;
  for (const item of list) {
    const error = firstError(ruleSet, item);
    if (error !== null) return error;
  }
  return null;
};
