// The field kit of the request schemas (valibot). Every contract entry declares its request schema with
// these; the server parses each request with it once (apps/api registerEndpoints), so the handler's payload
// type and the parsing are one source of truth.
//
// Each field is declared with the type a client sends (number, string, string[] …) as its input type and the
// parsed value as its output type, but at run time it accepts what actually arrives: query strings are all
// strings (arrays comma-joined), JSON bodies may carry numbers as strings. Malformed values (a NUL byte, an
// id outside PostgreSQL's integer range, a word where a number belongs) become an issue with
// MSG_BAD_PARAM, which the server answers in the envelope, never a 500.
//
// Text PostgreSQL cannot store (a NUL byte, a lone UTF-16 surrogate) is refused twice: parseRequest refuses
// a payload with such a string anywhere in it (any depth, object keys too) before any schema runs, and
// every text builder here refuses it as well (JSON texts a field parses itself included).
//
// Uploaded files (uploadedFiles): one builder for every stored file URL. It checks the URL's form here;
// whether the file is one the caller may store (this site's storage, the caller's own folder) only the
// server knows, and it says so through parseRequest's `context` (apps/api registerEndpoints).
//
// The schemas are only parsed on the server. The apps import the endpoint tables, never the `…Input`
// objects, and every builder here is marked side-effect free, so a bundler drops the schemas (and valibot)
// from the client.
import * as v from 'valibot';
import { firstError, type RuleSet } from '@ws/validators';
import type { FileRef } from './entities';

/** The message of a malformed request (wrong type, NUL byte, number out of range …). */
export const MSG_BAD_PARAM = '请求参数错误';
/** PostgreSQL `integer`: ids and page numbers above it would fail in SQL. */
export const INT32_MAX = 2_147_483_647;
/** Cut of a free-text field that declares no length. */
export const MAX_TEXT = 500;

export type Schema<In, Out> = v.GenericSchema<In, Out>;
/** Any request schema (the server's table holds these). */
export type AnySchema = v.GenericSchema<unknown, unknown>;

const BAD = Symbol('bad');
type Bad = typeof BAD;

/** A UTF-16 surrogate that is not half of a pair (with the u flag a pair is one code point). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether PostgreSQL can store the text: no NUL byte, no lone surrogate. */
export const isStorableText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * Whether any string in `value` (at any depth of its arrays and objects, object keys included) passes
 * `test`. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function someString(value: unknown, test: (s: string) => boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const x = stack.pop();
    if (typeof x === 'string') {
      if (test(x)) return true;
    } else if (Array.isArray(x)) {
      for (const item of x) stack.push(item);
    } else if (x !== null && typeof x === 'object') {
      for (const [key, item] of Object.entries(x)) {
        if (test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Whether a raw payload holds a string PostgreSQL cannot store, anywhere. */
export const hasUnstorableText = (value: unknown): boolean => someString(value, (s) => !isStorableText(s));

/** The value of a JSON text a field parses itself, or BAD when it is no JSON or holds unstorable text. */
function rawJson(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return BAD;
  }
  return hasUnstorableText(parsed) ? BAD : parsed;
}

/** The value of a JSON text (for the request schemas that read one themselves), or null when the text is
 *  not JSON or holds a NUL byte or a lone surrogate anywhere. */
export const jsonTextValue = (text: string): { value: unknown } | null => {
  const out = rawJson(text);
  return out === BAD ? null : { value: out };
};


/** A raw value -> Out, or BAD (an issue with `message`). The declared input type is what clients send. */
/* @__NO_SIDE_EFFECTS__ */
function coerce<In, Out>(fn: (raw: unknown) => Out | Bad, message = MSG_BAD_PARAM): Schema<In, Out> {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const out = fn(dataset.value);
      if (out === BAD) {
        addIssue({ message });
        return NEVER;
      }
      return out;
    }),
  ) as unknown as Schema<In, Out>;
}

// A query parameter given twice arrives as an array: the first one counts.
const single = (raw: unknown): unknown => (Array.isArray(raw) ? raw[0] : raw);

/** Text of a raw value: '' when absent, numbers as text, BAD for objects or a NUL byte. */
function rawText(raw: unknown): string | Bad {
  const x = single(raw);
  if (x === undefined || x === null) return '';
  let s: string;
  if (typeof x === 'string') s = x;
  else if ((typeof x === 'number' && Number.isFinite(x)) || typeof x === 'boolean') s = String(x);
  else return BAD;
  return isStorableText(s) ? s : BAD;
}

/** An integer of a raw value: undefined when absent or blank, BAD when not a whole number in int32. */
function rawInt(raw: unknown): number | undefined | Bad {
  const x = single(raw);
  if (x === undefined || x === null) return undefined;
  let n: number;
  if (typeof x === 'number') n = x;
  else if (typeof x === 'string') {
    const t = x.trim();
    if (t === '') return undefined;
    if (!/^[+-]?\d{1,12}$/.test(t)) return BAD;
    n = Number(t);
  } else return BAD;
  return Number.isInteger(n) && Math.abs(n) <= INT32_MAX ? n : BAD;
}

/** Items of a raw list: an array, a comma-separated string or a JSON array string; blanks dropped. */
function rawItems(raw: unknown, maxItems: number): unknown[] | Bad {
  if (raw === undefined || raw === null) return [];
  let items: unknown[];
  if (Array.isArray(raw)) items = raw.flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  else if (typeof raw === 'number') items = [raw];
  else if (typeof raw === 'string') {
    const t = raw.trim();
    if (t.startsWith('[')) {
      const parsed = rawJson(t);
      if (!Array.isArray(parsed)) return BAD;
      items = parsed;
    } else items = t.split(',');
  } else return BAD;
  const kept = items.filter((x) => !(typeof x === 'string' && x.trim() === ''));
  return kept.slice(0, maxItems);
}

/** A yuan amount as typed: digits with at most 2 decimals, above zero (below PostgreSQL integer fen). */
const YUAN_AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;
export const isYuanAmount = (s: string): boolean => YUAN_AMOUNT.test(s) && /[1-9]/.test(s);

/** Trimmed text, cut at `max` characters; '' when absent. */
/* @__NO_SIDE_EFFECTS__ */
export const text = (max = MAX_TEXT) =>
  coerce<string, string>((raw) => {
    const s = rawText(raw);
    return s === BAD ? BAD : [...s.trim()].slice(0, max).join('');
  });

/** Like `text`, for fields a client may leave out. */
/* @__NO_SIDE_EFFECTS__ */
export const optText = (max = MAX_TEXT) => text(max) as unknown as Schema<string | undefined, string>;

/** A secret (password, code) exactly as typed: not trimmed; BAD above `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export const secret = (max = 200) =>
  coerce<string | undefined, string>((raw) => {
    const s = rawText(raw);
    return s === BAD || s.length > max ? BAD : s;
  });

/**
 * A required positive id (1 … 2^31-1). Absent, 0, negative, malformed or out of range all answer
 * `message`: for a detail call that is its "not found" text (文章不存在), which is what a visitor with a
 * broken link should read.
 */
/* @__NO_SIDE_EFFECTS__ */
export const id = (message = MSG_BAD_PARAM) =>
  coerce<number, number>((raw) => {
    const n = rawInt(raw);
    return n === BAD || n === undefined || n < 1 ? BAD : n;
  }, message);

/** An optional id filter: null when absent, blank, 0, 'undefined' or 'null' (clients send those for "all"). */
/* @__NO_SIDE_EFFECTS__ */
export const optId = () =>
  coerce<number | undefined, number | null>((raw) => {
    const x = single(raw);
    if (x === 'undefined' || x === 'null') return null;
    const n = rawInt(x);
    if (n === BAD || (n !== undefined && n < 0)) return BAD;
    return n === undefined || n === 0 ? null : n;
  });

/** An optional integer (page numbers and sizes): anything but a whole number counts as absent, so a broken
 *  pager link shows the first page; the handler clamps the range. */
/* @__NO_SIDE_EFFECTS__ */
export const optInt = () =>
  coerce<number | undefined, number | undefined>((raw) => {
    const x = single(raw);
    if (typeof x === 'string' && /^[+-]?\d{1,15}$/.test(x.trim())) return Number(x.trim());
    return typeof x === 'number' && Number.isSafeInteger(x) ? x : undefined;
  });

/** One of `values` ('' / absent -> `fallback`, or an issue when there is none). */
/* @__NO_SIDE_EFFECTS__ */
export const oneOf = <const T extends string>(values: readonly T[], fallback?: T, message = MSG_BAD_PARAM) =>
  coerce<T, T>((raw) => {
    const s = rawText(raw);
    if (s === BAD) return BAD;
    const t = s.trim();
    if (t === '') return fallback ?? BAD;
    return (values as readonly string[]).includes(t) ? (t as T) : BAD;
  }, message);

/** An optional `oneOf`. */
/* @__NO_SIDE_EFFECTS__ */
export const optOneOf = <const T extends string>(values: readonly T[], fallback: T) =>
  oneOf(values, fallback) as unknown as Schema<T | undefined, T>;

/** An optional number out of `values` (0/1 flags); absent -> `fallback`. */
/* @__NO_SIDE_EFFECTS__ */
export const optNumOneOf = <const T extends number>(values: readonly T[], fallback: T) =>
  coerce<T | undefined, T>((raw) => {
    const n = rawInt(raw);
    if (n === BAD) return BAD;
    if (n === undefined) return fallback;
    return (values as readonly number[]).includes(n) ? (n as T) : BAD;
  });

/** A list of positive ids (comma-joined in a query string). An item that is not such an id (0, -3, x,
 *  one above 2^31-1) is left out, as clients send 0 for "any". */
/* @__NO_SIDE_EFFECTS__ */
export const idList = (maxItems = 100) =>
  coerce<number[] | undefined, number[]>((raw) => {
    const items = rawItems(raw, maxItems);
    if (items === BAD) return BAD;
    return items.map(rawInt).filter((n): n is number => typeof n === 'number' && n >= 1);
  });

/** A list of short texts (comma-joined in a query string), each trimmed and cut at `maxLength`. */
/* @__NO_SIDE_EFFECTS__ */
export const textList = <T extends string = string>(maxItems = 100, maxLength = 50) =>
  coerce<T[] | undefined, string[]>((raw) => {
    const items = rawItems(raw, maxItems);
    if (items === BAD) return BAD;
    const out: string[] = [];
    for (const item of items) {
      const s = rawText(item);
      if (s === BAD) return BAD;
      out.push([...s.trim()].slice(0, maxLength).join(''));
    }
    return out;
  });

// ── uploaded files ──────────────────────────────────────────────────────────────────────────────

/** The longest file URL and file name a request may store. */
export const MAX_FILE_URL = 1000;
export const MAX_FILE_NAME = 200;

/**
 * The form of an uploaded file's URL, as the upload helper makes it (the storage host + '/' + the key): an
 * http(s) URL with a host name, or a same-site path. Refused: any other scheme (javascript:, data: …), the
 * host-relative '//host' form, a backslash, whitespace or control character anywhere, a user name before
 * the host, a query or fragment, and an empty, '.' or '..' segment (percent-encoded ones too), which a
 * browser would resolve into another folder. Whose file it is, is the server's check (ParseContext).
 */
export function isUploadedFileUrl(url: string): boolean {
  if (url.length === 0 || url.length > MAX_FILE_URL || !isStorableText(url)) return false;
  // whitespace (control characters included), a backslash, a query or a fragment
  for (const ch of url) {
    const c = ch.codePointAt(0) ?? 0;
    if (c <= 0x20 || c === 0x7f || /[\s\\?#]/.test(ch)) return false;
  }
  const m = /^(?:https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?)?(\/.*)$/i.exec(url);
  const path = m?.[1];
  if (!path) return false;
  return path
    .slice(1)
    .split('/')
    .every((seg) => seg !== '' && !/^(?:\.|%2e){1,2}$/i.test(seg));
}

/** What the server knows beyond the payload while it parses a request. */
export interface ParseContext {
  /**
   * Whether the caller may store `url` (already of the uploaded-file form): a file of this site's storage
   * in the caller's own folder, or one of the site's own files. Absent (a client, a unit test): the form
   * alone is checked.
   */
  isStorableFileUrl?: (url: string) => boolean;
}

// The context of the parse under way. valibot passes no context of its own to a schema, and a parse is
// synchronous (parseRequest sets it, parses, and puts the previous one back), so no other request can
// see it.
let parseContext: ParseContext = {};

const storableUrl = (url: string): boolean => isUploadedFileUrl(url) && (parseContext.isStorableFileUrl?.(url) ?? true);

/** Text of a file item's name or URL: '' when absent, numbers as text, BAD otherwise or when unstorable. */
const fileText = (x: unknown): string | Bad => {
  if (x === undefined || x === null) return '';
  if (typeof x === 'number' && Number.isFinite(x)) return String(x);
  return typeof x === 'string' && isStorableText(x) ? x.trim() : BAD;
};

/**
 * One uploaded file as the forms send it: {FileName, FileUrl} (also read: the spec's filename / picurl,
 * name / url) or the bare URL; null when malformed or not a file the caller may store. The name is cut
 * at MAX_FILE_NAME characters and left out when blank.
 */
export function readFileRef(x: unknown): FileRef | null {
  let url: string | Bad;
  let name: string | Bad = '';
  if (typeof x === 'string') url = fileText(x);
  else if (x !== null && typeof x === 'object' && !Array.isArray(x)) {
    const o = x as Record<string, unknown>;
    url = fileText(o.FileUrl ?? o.picurl ?? o.url);
    name = fileText(o.FileName ?? o.filename ?? o.name);
  } else return null;
  if (url === BAD || name === BAD || !storableUrl(url)) return null;
  const cut = [...name].slice(0, MAX_FILE_NAME).join('');
  return cut ? { FileName: cut, FileUrl: url } : { FileUrl: url };
}

export interface UploadedFilesOptions {
  /** the answer to a malformed list or a file the caller may not store (default 请求参数错误) */
  message?: string;
  /** the answer to more than `max` files (default: `message`) */
  tooMany?: string;
}

/**
 * Uploaded file items: an array (of items or URLs), a JSON text of one, one item, or one bare URL; [] when
 * absent or blank. Every URL is of the uploaded-file form and, on the server, a file the caller may store.
 * The one builder of every stored file URL (order attachments, receipts, after-sales and review images,
 * onboarding images and licences, inquiry pictures, the training photo).
 */
/* @__NO_SIDE_EFFECTS__ */
export const uploadedFiles = (max: number, options: UploadedFilesOptions = {}) => {
  const message = options.message ?? MSG_BAD_PARAM;
  const tooMany = options.tooMany ?? message;
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const fail = (msg: string) => {
        addIssue({ message: msg });
        return NEVER;
      };
      let raw = dataset.value;
      if (raw === undefined || raw === null) return [];
      if (typeof raw === 'string') {
        const t = raw.trim();
        if (t === '') return [];
        if (/^[[{]/.test(t)) {
          raw = rawJson(t);
          if (raw === BAD) return fail(message);
        }
      }
      const list = Array.isArray(raw) ? raw : [raw];
      if (list.length > max) return fail(tooMany);
      const out: FileRef[] = [];
      for (const item of list) {
        const ref = readFileRef(item);
        if (!ref) return fail(message);
        out.push(ref);
      }
      return out;
    }),
  ) as unknown as Schema<FileRef[] | string | undefined, FileRef[]>;
};

/**
 * An object of fields (unknown keys are dropped). A field a client leaves out reaches its schema as
 * undefined (valibot's object would report the missing key itself), so each field decides what absence
 * means: '' for text, null for an id filter, the field's own message for a required id.
 */
/* @__NO_SIDE_EFFECTS__ */
export const fields = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.record(v.string(), v.unknown(), MSG_BAD_PARAM),
    v.transform((input) => Object.fromEntries(Object.keys(entries).map((key) => [key, input[key]]))),
    v.object(entries, MSG_BAD_PARAM),
  ) as unknown as Schema<OptionalWhenUndefined<v.InferInput<v.ObjectSchema<E, undefined>>>, v.InferOutput<v.ObjectSchema<E, undefined>>>;

/** A client may leave out every field whose input type admits undefined. */
type OptionalWhenUndefined<T> = Simplify<
  { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] }
>;
type Simplify<T> = { [K in keyof T]: T[K] };

/** No payload: whatever arrives is ignored. */
/* @__NO_SIDE_EFFECTS__ */
export const none = () => coerce<Record<string, never>, Record<string, never>>(() => ({}));

/** pageNum and pageSize (clamped, with the list's default size, by the server's paging helper). */
export const pageFields = /* @__PURE__ */ (() => ({ pageNum: optInt(), pageSize: optInt() }))();

/**
 * A form's spec rules (packages/validators) checked on the parsed payload: the first failing rule's
 * message (the spec's text) is the answer.
 */
/* @__NO_SIDE_EFFECTS__ */
export const rules = <T extends object>(ruleSet: RuleSet<unknown>) =>
  v.check<T, v.ErrorMessage<v.CheckIssue<T>>>(
    (input) => firstError(ruleSet, input) === null,
    (issue) => firstError(ruleSet, issue.input) ?? MSG_BAD_PARAM,
  );

/** What a client sends / what a handler receives. */
export type InputOf<S> = S extends v.GenericSchema<infer In, unknown> ? In : never;
export type OutputOf<S> = S extends v.GenericSchema<unknown, infer Out> ? Out : never;

/**
 * Parse a raw payload: the typed value, or the first issue's message. A payload holding a NUL byte or a
 * lone surrogate in any string (any depth, keys too) is refused with 请求参数错误 before any schema runs.
 * `context` is what the server knows beyond the payload (whose uploads the caller may store).
 */
export function parseRequest<S extends AnySchema>(
  schema: S,
  raw: unknown,
  context: ParseContext = {},
): { ok: true; value: OutputOf<S> } | { ok: false; message: string } {
  if (hasUnstorableText(raw)) return { ok: false, message: MSG_BAD_PARAM };
  const previous = parseContext;
  parseContext = context;
  let result: ReturnType<typeof v.safeParse<S>>;
  try {
    result = v.safeParse(schema, raw ?? {}, { abortEarly: true });
  } finally {
    parseContext = previous;
  }
  if (result.success) return { ok: true, value: result.output as OutputOf<S> };
  return { ok: false, message: result.issues[0]?.message || MSG_BAD_PARAM };
}
