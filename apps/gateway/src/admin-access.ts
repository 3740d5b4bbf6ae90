/**
 * The operations console's optional allow-list of client networks (ADMIN_ALLOW_CIDRS): when it is set,
 * the console's pages (/admin, /admin/…), its build (/_admin/…) and its calls (/api/admin/…) answer 403 to
 * every client address outside it. The gateway and the generated nginx config (allow …; deny all;) apply the
 * same list. The client address is the one the gateway believes (a proxy on this machine may name it in
 * X-Forwarded-For, nobody else: the `trustProxy: 'loopback'` of app.ts).
 */

/** One network: its address bytes (4 or 16, host bits cleared) and prefix length. */
export interface Cidr {
  family: 4 | 6;
  bytes: number[];
  prefix: number;
}

const parseIPv4 = (text: string): number[] | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(?:0|[1-9]\d{0,2})$/.test(p) ? Number(p) : Number.NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
};

const parseIPv6 = (input: string): number[] | null => {
  let text = input;
  // an embedded IPv4 address at the end (::ffff:10.0.0.1)
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    // what comes before it, without the colon that separated them ('::ffff:' -> '::ffff', '::' stays)
    text = text.slice(0, lastColon + 1);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const group = (s: string): number[] | null => {
    if (s === '') return [];
    const out: number[] = [];
    for (const g of s.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(Number.parseInt(g, 16));
    }
    return out;
  };
  const head = group(halves[0] ?? '');
  const rest = halves.length === 2 ? group(halves[1] ?? '') : [];
  if (!head || !rest) return null;
  const known = head.length + rest.length + tail.length;
  let words: number[];
  if (halves.length === 2) {
    if (known > 7) return null;
    words = [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail];
  } else {
    if (known !== 8) return null;
    words = [...head, ...tail];
  }
  return words.flatMap((w) => [w >> 8, w & 0xff]);
};

/** The bytes of an IPv4 or IPv6 address (an IPv6 zone such as %eth0 is dropped), or null. */
export const parseIp = (text: string): { family: 4 | 6; bytes: number[] } | null => {
  const t = text.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (t.includes(':')) {
    const bytes = parseIPv6(t);
    return bytes ? { family: 6, bytes } : null;
  }
  const bytes = parseIPv4(t);
  return bytes ? { family: 4, bytes } : null;
};

const mask = (bytes: number[], prefix: number): number[] =>
  bytes.map((b, i) => {
    const bits = Math.max(0, Math.min(8, prefix - i * 8));
    return bits === 0 ? 0 : b & ((0xff << (8 - bits)) & 0xff);
  });

/** `10.8.0.0/16`, `2001:db8::/32`, or a bare address (one host). Throws a readable error on anything else. */
export const parseCidr = (text: string): Cidr => {
  const [addr = '', len, extra] = text.trim().split('/');
  const ip = extra === undefined ? parseIp(addr) : null;
  const max = ip?.family === 6 ? 128 : 32;
  const prefix = len === undefined ? max : /^\d{1,3}$/.test(len) ? Number(len) : Number.NaN;
  if (!ip || !(prefix >= 0 && prefix <= max)) {
    throw new Error(`ADMIN_ALLOW_CIDRS: ${JSON.stringify(text.trim())} is not an IPv4 or IPv6 network (for example 10.8.0.0/16 or 2001:db8::/32)`);
  }
  return { family: ip.family, bytes: mask(ip.bytes, prefix), prefix };
};

/** ADMIN_ALLOW_CIDRS (comma- or space-separated) as networks; empty or unset: no allow-list. */
export const parseCidrList = (value: string | undefined): Cidr[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter((s) => s !== '')
    .map(parseCidr);

/** The network as nginx writes it (`10.8.0.0/16`, `2001:db8:0:0:0:0:0:0/32`). */
export const formatCidr = (c: Cidr): string => {
  if (c.family === 4) return `${c.bytes.join('.')}/${c.prefix}`;
  const words: string[] = [];
  for (let i = 0; i < 16; i += 2) words.push(((c.bytes[i]! << 8) | c.bytes[i + 1]!).toString(16));
  return `${words.join(':')}/${c.prefix}`;
};

const V4_MAPPED = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

/** Whether `ip` (as the gateway sees it; an IPv4-mapped IPv6 address counts as its IPv4) is in one of `cidrs`. */
export const inCidrs = (cidrs: readonly Cidr[], ip: string): boolean => {
  let parsed = parseIp(ip);
  if (!parsed) return false;
  if (parsed.family === 6 && V4_MAPPED.every((b, i) => parsed!.bytes[i] === b)) parsed = { family: 4, bytes: parsed.bytes.slice(12) };
  const { family, bytes } = parsed;
  return cidrs.some((c) => c.family === family && mask(bytes, c.prefix).every((b, i) => b === c.bytes[i]));
};

/** A path with its dot segments resolved and repeated slashes collapsed, decoded and lower-cased (never throws). */
const canonicalPath = (url: string): string => {
  const raw = url.split(/[?#]/)[0] ?? '';
  let path: string;
  try {
    path = new URL(raw.replace(/\\/g, '/').replace(/\/{2,}/g, '/'), 'http://gateway.invalid').pathname;
  } catch {
    path = raw;
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape stays as it is
  }
  return path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').toLowerCase();
};

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a request target belongs to the console: its pages, its build or its calls (any case or spelling). */
export const isAdminArea = (url: string): 'page' | 'asset' | 'api' | null => {
  const path = canonicalPath(url);
  if (under(path, '/api/admin')) return 'api';
  if (under(path, '/_admin')) return 'asset';
  if (under(path, '/admin')) return 'page';
  return null;
};

/** The text of the 403 a page or file of the console gets from outside the allow-list. */
export const ADMIN_FORBIDDEN_TEXT = '403 无权访问：运营后台只对允许的网络开放。\n403 Forbidden: the operations console is open to its allowed networks only.\n';
