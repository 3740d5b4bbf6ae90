import { asText, charLength } from './core';
import { MAX_EMAIL_LENGTH, PHONE_LENGTH } from './constants';

/** Exactly 11 characters (spec: "phone ... exactly 11 characters"; the login field also takes accounts). */
export const isPhone11 = (value: unknown): boolean => {
  const text = asText(value);
  return text !== null && charLength(text) === PHONE_LENGTH;
};

/** A mainland mobile number: 1, then 3-9, then 9 digits. */
export const isMobileCN = (value: unknown): boolean => {
  const text = asText(value);
  return text !== null && /^1[3-9]\d{9}$/.test(text);
};

/** ASCII digits only, at least one. */
export const isDigitsOnly = (value: unknown): boolean => {
  const text = asText(value);
  return text !== null && /^\d+$/.test(text);
};

/** Contains at least one ASCII upper-case and one ASCII lower-case letter. */
export const hasUpperAndLower = (value: unknown): boolean =>
  typeof value === 'string' && /[A-Z]/.test(value) && /[a-z]/.test(value);

// No nested quantifiers over overlapping classes (no catastrophic backtracking), and the length is
// capped before matching, so it is safe on untrusted server input.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A practical e-mail check: local@domain.tld, at most 254 characters, no spaces. */
export const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);

/** Province (first two digits) codes of mainland resident ID numbers, plus 71 Taiwan, 81/82 HK/Macau, 91 abroad. */
export const ID_CARD_PROVINCES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '91',
]);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

/** Whether year-month-day is a real Gregorian date (leap years included). */
export const isValidDate = (year: number, month: number, day: number): boolean => {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
};

/** The check character ('0'-'9' or 'X') of the first 17 digits of an 18-digit ID number. */
export const idCardCheckChar = (first17: string): string | null => {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] ?? null;
};

/**
 * A Chinese resident ID number:
 * - 18 characters: 17 digits + check character (digit or x/X), valid province prefix, birth date
 *   YYYYMMDD a real date, and the ISO 7064 MOD 11-2 check character correct;
 * - 15 digits (first generation): valid province prefix, birth date 19YYMMDD a real date.
 */
export const isChineseIdCard = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const id = value.toUpperCase();
  if (/^\d{17}[\dX]$/.test(id)) {
    if (!ID_CARD_PROVINCES.has(id.slice(0, 2))) return false;
    const year = Number(id.slice(6, 10));
    const month = Number(id.slice(10, 12));
    const day = Number(id.slice(12, 14));
    if (!isValidDate(year, month, day)) return false;
    return idCardCheckChar(id.slice(0, 17)) === id[17];
  }
  if (/^\d{15}$/.test(id)) {
    if (!ID_CARD_PROVINCES.has(id.slice(0, 2))) return false;
    const year = 1900 + Number(id.slice(6, 8));
    const month = Number(id.slice(8, 10));
    const day = Number(id.slice(10, 12));
    return isValidDate(year, month, day);
  }
  return false;
};
