// WeChat Pay (API v2) message format, shared by the local provider and a real adapter: flat XML
// documents `<xml><key><![CDATA[value]]></key>…</xml>`, signed with sign_type HMAC-SHA256:
// sign = upper-case hex HMAC-SHA256(key, "a=1&b=2&…&key=<key>") over the non-empty fields but `sign`,
// sorted by name.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type WxFields = Record<string, string>;

/** The string the signature covers. */
export function signString(fields: WxFields, key: string): string {
  const parts = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== undefined && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`);
  return `${parts.join('&')}&key=${key}`;
}

export function sign(fields: WxFields, key: string): string {
  return createHmac('sha256', key).update(signString(fields, key), 'utf8').digest('hex').toUpperCase();
}

/** Whether `fields.sign` is the HMAC-SHA256 signature of the other fields under `key` (constant time). */
export function verifySignature(fields: WxFields, key: string): boolean {
  const given = Buffer.from(fields.sign ?? '', 'utf8');
  const expected = Buffer.from(sign(fields, key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cdata = (v: string) => `<![CDATA[${v.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export function toXml(fields: WxFields): string {
  return `<xml>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${cdata(v)}</${k}>`)
    .join('')}</xml>`;
}

/** The most a notice may hold: WeChat's are about 1 KB. */
export const MAX_XML = 16 * 1024;

const decodeEntities = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (m, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    const lower = e.toLowerCase();
    if (named[lower]) return named[lower];
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });

/**
 * The fields of a flat WeChat XML document, or null when it is not one (nested elements, attributes,
 * a DOCTYPE, a repeated field, too long …). No general XML parser: nothing here expands entities beyond
 * the predefined ones, so there is nothing for an XXE or a billion-laughs document to use.
 */
export function parseXml(body: string): WxFields | null {
  if (body.length > MAX_XML) return null;
  const m = /^\s*(?:<\?xml[^>]*\?>\s*)?<xml>([\s\S]*)<\/xml>\s*$/.exec(body);
  if (!m) return null;
  const inner = m[1] ?? '';
  const fields: WxFields = {};
  // a field: text and CDATA sections (a value holding "]]>" is written as two sections)
  const re = /\s*<([A-Za-z_][A-Za-z0-9_]*)>((?:<!\[CDATA\[[\s\S]*?\]\]>|[^<])*)<\/\1>\s*/y;
  let pos = 0;
  while (pos < inner.length) {
    re.lastIndex = pos;
    const f = re.exec(inner);
    if (!f) return /^\s*$/.test(inner.slice(pos)) ? fields : null;
    const name = f[1]!;
    if (Object.hasOwn(fields, name)) return null;
    fields[name] = (f[2] ?? '').replace(/<!\[CDATA\[([\s\S]*?)\]\]>|[^<]+/g, (part, data: string | undefined) => data ?? decodeEntities(part));
    pos = re.lastIndex;
  }
  return fields;
}

/** The answer to a payment notice: SUCCESS stops the provider's retries, FAIL makes it retry. */
export const noticeReply = (ok: boolean, msg: string) => toXml({ return_code: ok ? 'SUCCESS' : 'FAIL', return_msg: msg });

/** WeChat's time_end (yyyyMMddHHmmss, China time) as an instant; null when malformed. */
export function parseTimeEnd(s: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s ?? '');
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as WeChat's yyyyMMddHHmmss in China time. */
export function formatTimeEnd(d: Date): string {
  const c = new Date(d.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}${pad(c.getUTCMonth() + 1)}${pad(c.getUTCDate())}${pad(c.getUTCHours())}${pad(c.getUTCMinutes())}${pad(c.getUTCSeconds())}`;
}
