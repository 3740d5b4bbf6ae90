// Small helpers for raw values outside the contract's request schemas (the stand-in pages' forms).
// Contract endpoints never parse by hand: registerEndpoints parses with their schemas.

/** A trimmed string, '' for anything that is not a string or a number. */
export function str(v: unknown, max = 500): string {
  if (Array.isArray(v)) return str(v[0], max);
  if (typeof v === 'string') return v.trim().slice(0, max);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}
