// Query strings of the site's links, and the ids read back from them: values are encoded with
// URLSearchParams, never by hand.

export type QueryValue = string | number | null | undefined | readonly (string | number)[];

/** `path?name=value&…` with empty values left out; arrays are comma-joined (the spec's list format). */
export const withQuery = (path: string, query: Readonly<Record<string, QueryValue>> = {}): string => {
  const sp = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : value.join(',');
    if (text !== '') sp.set(name, text);
  }
  const qs = sp.toString();
  return qs ? `${path}?${qs}` : path;
};

const ID_PATTERN = /^\d{1,9}$/;

/** A positive integer id from a query or storage value (`' 12 '` -> 12); anything else (abc, 0, 1e3, -1) -> null. */
export const toPositiveId = (raw: string | null | undefined): number | null => {
  const text = raw?.trim() ?? '';
  if (!ID_PATTERN.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
};

/**
 * The positive integer id of a query parameter (`key` or `id`), or null when it is missing or malformed.
 * The exact name wins; otherwise the name is matched case-insensitively (`?Key=7`, `?ID=7`), as route
 * paths are.
 */
export const readIdParam = (params: URLSearchParams, name: 'key' | 'id'): number | null => {
  const exact = params.get(name);
  if (exact !== null) return toPositiveId(exact);
  for (const [k, v] of params) if (k.toLowerCase() === name) return toPositiveId(v);
  return null;
};
