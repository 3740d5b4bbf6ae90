import type { RuleSet } from './types';

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property of `values`, or undefined (never reads the prototype chain). */
export const fieldOf = (values: unknown, field: string): unknown =>
  isRecord(values) && Object.hasOwn(values, field) ? values[field] : undefined;

/**
 * Empty for `required`: null, undefined, NaN, a string that is blank after trimming, an empty array.
 * `0` and `false` are values, not empty.
 */
export const isEmpty = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
};

/** The text of a string or finite number (phones sometimes arrive as numbers); null for anything else. */
export const asText = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return null;
};

/** Length in characters (Unicode code points, so a CJK character or an emoji counts as one). */
export const charLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
};

/**
 * The items of a list-valued field, or null when the value cannot be read as a list.
 * - array: itself
 * - null / undefined / blank string: []
 * - string starting with '[': parsed as JSON (payloads send image lists as JSON strings); null if
 *   it is not a JSON array
 * - other string: comma-separated parts, blanks dropped ("1,2" -> ["1","2"], a single URL -> [url])
 * - anything else: a one-item list
 */
export const toList = (value: unknown): readonly unknown[] | null => {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : null;
      } catch {
        return null;
      }
    }
    return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  }
  return [value];
};

/** Loose "switched on" for toggles that may arrive as true, 1, '1' or 'true'. */
export const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

const entries = <T>(ruleSet: RuleSet<T>) => Object.keys(ruleSet) as (keyof T & string)[];

/**
 * Every error of a form: field name -> message. Empty object means valid.
 * `values` may be untrusted input (a request body); a non-object is treated as `{}`.
 */
export function validate<T>(ruleSet: RuleSet<T>, values: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = (isRecord(values) ? values : {}) as T;
  for (const key of entries(ruleSet)) {
    const rule = ruleSet[key];
    if (!rule) continue;
    const error = rule(fieldOf(input, key) as T[typeof key], input);
    if (error !== null) errors[key] = error;
  }
  return errors;
}

/**
 * The first error in the rule set's key order, or null when valid.
 * This is the message the server answers for a bad payload.
 */
export function firstError<T>(ruleSet: RuleSet<T>, values: unknown): string | null {
  const input = (isRecord(values) ? values : {}) as T;
  for (const key of entries(ruleSet)) {
    const rule = ruleSet[key];
    if (!rule) continue;
    const error = rule(fieldOf(input, key) as T[typeof key], input);
    if (error !== null) return error;
  }
  return null;
}

/** The same rule set without some fields (for example the UI-only ones, to check a server payload). */
export function omitRules<T, K extends keyof T>(ruleSet: RuleSet<T>, ...keys: K[]): RuleSet<Omit<T, K>> {
  const out: Record<string, unknown> = {};
  for (const key of entries(ruleSet)) {
    if (!(keys as (keyof T)[]).includes(key)) out[key] = ruleSet[key];
  }
  return out as RuleSet<Omit<T, K>>;
}
