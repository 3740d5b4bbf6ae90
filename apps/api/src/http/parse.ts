// Small parsers for untrusted query/body values (GET values are strings; arrays arrive comma-joined).

/** A trimmed string, '' for anything that is not a string or a number. */
export function str(v: unknown, max = 500): string {
  if (Array.isArray(v)) return str(v[0], max);
  if (typeof v === 'string') return v.trim().slice(0, max);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A safe integer, or `fallback` when missing or not an integer. */
export function int(v: unknown, fallback: number): number;
export function int(v: unknown, fallback: null): number | null;
export function int(v: unknown, fallback: number | null): number | null {
  const s = str(v, 32);
  if (!/^-?\d+$/.test(s)) return fallback;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : fallback;
}

/** A list: an array, or a comma-separated (or JSON array) string; blanks dropped. */
export function list(v: unknown, maxItems = 100): string[] {
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else if (typeof v === 'number') items = [v];
  else if (typeof v === 'string') {
    const t = v.trim();
    if (t.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(t);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = [];
      }
    } else items = t.split(',');
  } else items = [];
  return items
    .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
    .map((x) => str(x))
    .filter((x) => x !== '')
    .slice(0, maxItems);
}

/** A list of positive integer ids (anything else dropped). */
export const intList = (v: unknown, maxItems = 100): number[] =>
  list(v, maxItems)
    .map((x) => int(x, null))
    .filter((n): n is number => n !== null && n > 0);

/** A positive id, or null (0, '', 'undefined' … mean "no filter"). */
export const optId = (v: unknown): number | null => {
  const n = int(v, null);
  return n !== null && n > 0 ? n : null;
};

/** A LIKE pattern matching `term` literally anywhere (%, _ and \ escaped). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
