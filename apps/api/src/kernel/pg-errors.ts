// PostgreSQL's errors as the two drivers (PGlite, node-postgres) raise them, possibly wrapped by drizzle
// (DrizzleQueryError's cause): found by their SQLSTATE code.

export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error in an error's cause chain, or null. */
export function pgError(err: unknown): PgErrorInfo | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
  }
  return null;
}

/** unique_violation (23505), optionally of one named constraint (index). */
export const isUniqueViolation = (err: unknown, constraint?: string): boolean => {
  const pe = pgError(err);
  return pe?.code === '23505' && (constraint === undefined || pe.constraint === constraint);
};

/** serialization_failure (40001) or deadlock_detected (40P01): the transaction may be retried. */
export const isRetryableConflict = (err: unknown): boolean => {
  const code = pgError(err)?.code;
  return code === '40001' || code === '40P01';
};
