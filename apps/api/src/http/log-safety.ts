// What an error becomes in the log. A failed SQL statement carries its parameters (drizzle writes them into
// the message: "Failed query: … params: 收货人,13812345678,…") and PostgreSQL's detail names the
// offending values ("Key (user_mobile)=(13812345678) already exists"): personal data that never belongs in
// a log. Logged instead: the error's type, the SQLSTATE code, the constraint, table and column, and which
// statement (its SQL text, whose values are placeholders), and the stack frames without the message line.

/** SQLSTATE classes whose messages name no values: their message is kept. */
const SAFE_MESSAGE = /^(40001|40P01|53\d{3}|57\d{3}|08\d{3})$/;

const MAX_STATEMENT = 500;

type Loggable = {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  statement?: string;
  stack: string;
  cause?: Loggable;
};

const str = (x: unknown): string | undefined => (typeof x === 'string' && x !== '' ? x : undefined);

/** The stack's frames only (the first line repeats the message). */
const framesOf = (stack: unknown): string | undefined => {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((l) => /^\s+at /.test(l));
  return frames.length > 0 ? frames.join('\n') : undefined;
};

/** Whether an error is (or wraps) a database error: its message and detail may hold values. */
const isDbError = (e: Record<string, unknown>): boolean =>
  'query' in e || 'params' in e || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e));

/** An error as the log may keep it (pino's `err` serializer of the API). */
export function loggableError(err: unknown, depth = 0): Loggable {
  if (!err || typeof err !== 'object') return { type: typeof err, message: typeof err === 'string' ? err : '', stack: '' };
  const e = err as Record<string, unknown>;
  const type = (err as Error).constructor?.name ?? 'Error';
  const out: Loggable = { type, message: '', stack: '' };
  const cause = e.cause && depth < 4 ? loggableError(e.cause, depth + 1) : undefined;
  if (isDbError(e) || (cause && (cause.code || cause.statement))) {
    const code = str(e.code);
    if (code) out.code = code;
    // the message of most statement errors names values; the code says what went wrong
    out.message = code && SAFE_MESSAGE.test(code) ? (str(e.message) ?? '') : `statement failed${code ? ` (SQLSTATE ${code})` : ''}`;
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const v = str(e[key]);
      if (v) out[key] = v;
    }
    const query = str(e.query);
    if (query) out.statement = query.length > MAX_STATEMENT ? `${query.slice(0, MAX_STATEMENT)}…` : query;
  } else {
    out.message = str(e.message) ?? '';
  }
  out.stack = framesOf(e.stack) ?? '';
  if (cause) out.cause = cause;
  return out;
}
