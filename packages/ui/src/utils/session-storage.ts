/** Session-storage writes the original screens read (channel, recommendIds, helpMeunId …). */
export function setSessionItem(key: string, value: string | number | null | undefined): void {
  try {
    if (value === null || value === undefined || value === '') window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, String(value));
  } catch {
    // storage unavailable: the query parameters carry the same values
  }
}
