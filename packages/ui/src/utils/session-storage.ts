// The one guarded access to session storage (the spec's session keys: channel, recommendIds, helpMeunId,
// lawId, path …). Storage can be unavailable (private mode, blocked cookies, a full quota): reads then
// answer null and writes do nothing, and the URL's query parameters carry the same values.

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Keys read where there is no window (a server render of the first paint): that render could not know their
 * values, so the page names them and a tab that has one set does not show the first paint (the gateway's
 * first-paint gate script).
 */
const unknownReads = new Set<string>();
/** The keys read without a window since the last call (and forgets them). */
export function takeUnknownSessionReads(): string[] {
  const keys = [...unknownReads];
  unknownReads.clear();
  return keys;
}

/** The stored text of a session-storage key, or null (missing, or storage unavailable). */
export function getSessionItem(key: string): string | null {
  if (typeof window === 'undefined') {
    unknownReads.add(key);
    return null;
  }
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Store a value; null, undefined or '' remove the key. False when storage is unavailable or full. */
export function setSessionItem(key: string, value: string | number | null | undefined): boolean {
  try {
    const s = storage();
    if (!s) return false;
    if (value === null || value === undefined || value === '') s.removeItem(key);
    else s.setItem(key, String(value));
    return true;
  } catch {
    // storage unavailable or full: the query parameters carry the same values
    return false;
  }
}

/** Read a key and remove it (a value meant for the next page load only). */
export function takeSessionItem(key: string): string | null {
  const value = getSessionItem(key);
  if (value !== null) setSessionItem(key, null);
  return value;
}
