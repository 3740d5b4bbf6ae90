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

// ── enterprise invoice data (纳税人识别号, 注册电话, 银行账号) ─────────────────────────────────────

/** The 31 characters of a 统一社会信用代码 (GB 32100-2015): digits and capitals without I, O, S, V, Z. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * The check character of the first 17 characters of a 统一社会信用代码 (GB 32100-2015: weights 3^(i) mod 31,
 * check = 31 − (sum mod 31), 31 read as 0), or null when they are not 17 characters of its alphabet.
 */
export const creditCodeCheckChar = (first17: string): string | null => {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARS.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31);
};

/** A 统一社会信用代码: 18 characters of the GB 32100-2015 alphabet (capitals) with the right check character. */
export const isUnifiedCreditCode = (value: unknown): boolean =>
  typeof value === 'string' && value.length === 18 && creditCodeCheckChar(value.slice(0, 17)) === value.charAt(17);

/**
 * A 纳税人识别号 (taxpayer id): a 统一社会信用代码 (18 characters, see isUnifiedCreditCode), or an older
 * tax registration number of 15 or 20 characters, digits and capital letters.
 */
export const isTaxpayerId = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  if (value.length === 18) return isUnifiedCreditCode(value);
  return (value.length === 15 || value.length === 20) && /^[0-9A-Z]+$/.test(value);
};

// Area code 0 + 2–3 digits (010, 020, 0769 …), optionally in brackets or followed by '-' or a space, a local
// number of 7–8 digits not starting with 0, and an optional extension (-123).
const LANDLINE = /^(?:0\d{2,3}[- ]?|[(（]0\d{2,3}[)）] ?)[1-9]\d{6,7}(?:-\d{1,6})?$/;
// Nationwide enterprise numbers: 400-xxx-xxxx, 800-xxx-xxxx.
const SERVICE_NUMBER = /^[48]00-?\d{3}-?\d{4}$/;

/** A company's phone: a landline with its area code (020-12345678, 0769 22220000, (020)12345678-801), a
 *  400/800 number, or a mainland mobile. */
export const isCompanyPhone = (value: unknown): boolean => {
  const text = asText(value);
  return text !== null && (LANDLINE.test(text) || SERVICE_NUMBER.test(text) || isMobileCN(text));
};

/** A bank account number: 8–30 digits, spaces allowed between groups. */
export const isBankAccountNumber = (value: unknown): boolean => {
  const text = asText(value);
  return text !== null && /^\d[\d ]*$/.test(text) && /^\d{8,30}$/.test(text.replace(/ /g, ''));
};

/** Character references a browser decodes inside an attribute value (&#106;, &#x6a;, &colon;, &Tab; …). */
const decodeRefs = (s: string) =>
  s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|colon|tab|newline);?/gi, (whole, ref: string) => {
    const r = ref.toLowerCase();
    if (r === 'colon') return ':';
    if (r === 'tab' || r === 'newline') return '';
    const code = r[1] === 'x' ? parseInt(r.slice(2), 16) : parseInt(r.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * Whether rich text links anywhere by a scheme other than http(s), mailto and tel (javascript:, vbscript:,
 * data: …), however its characters are written (references, spaces or control characters inside). The
 * console's editors and the server refuse such a body with the same answer; images are not judged here (the
 * sanitizer drops one that is not of this site's storage).
 */
export function hasUnsafeLink(html: string): boolean {
  const attr = /\b(?:href|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*))/gi;
  for (let m = attr.exec(html); m; m = attr.exec(html)) {
    const value = decodeRefs(m[1] ?? m[2] ?? m[3] ?? '')
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
      .replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
    if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) return true;
  }
  return false;
}
