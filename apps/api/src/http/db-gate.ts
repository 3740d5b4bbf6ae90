// The embedded database under load. PGlite has one connection and runs each query synchronously on the
// API's own thread: without a gate, a request ran from its first query to its answer inside one turn of
// the event loop, so under load the API never saw more than one request at a time, and everything else
// waited unread in the sockets' buffers (seconds, under contention more than 10 s), where no limit could see
// it. The gate runs the queries one at a time, one per turn of the event loop, so that the requests that
// arrive meanwhile are read and their queries queue here, in the open. When the queries already waiting
// would take more than PGLITE_MAX_WAIT_MS to serve, a new request is answered at once with HTTP 503 and
// `{ ok:false, code:1, msg:'服务繁忙，请稍后重试', data:null }` (saturation-guard.ts) instead of waiting.
// A request already admitted is never cut off halfway: only new requests are refused.
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_PGLITE_MAX_WAIT_MS } from '../config';
import { openDatabase, type Database } from '../db/client';

export { DEFAULT_PGLITE_MAX_WAIT_MS };

/** What the guard (saturation-guard.ts) asks: is the database too busy to take another request in time? */
export interface Saturation {
  saturated(): boolean;
}

export interface DbGateOptions {
  /** over this estimated wait (ms) new requests are refused; 0: never refused (the gate still takes turns) */
  maxWaitMs?: number;
  now?: () => number;
  /** how a unit waits for its turn (default: the next turn of the event loop, after its I/O) */
  nextTurn?: (run: () => void) => void;
}

interface Unit {
  fn: () => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  at: number;
}

// captured at load: a test's fake timers never stall the database
const realSetImmediate = globalThis.setImmediate;
const nextLoopTurn = (run: () => void) => void realSetImmediate(run);

/** The first guess of what one query costs, before any was measured. */
const INITIAL_SERVICE_MS = 2;
/** Weight of the newest measurement in the running average of a query's cost. */
const EWMA_WEIGHT = 0.2;

/**
 * One queue in front of a single connection: units (a query, a whole transaction) run one at a time in
 * arrival order, each in a turn of the event loop of its own. It measures how fast it drains (the time
 * between two answers while units were waiting: the query and the request work done meanwhile) and knows
 * how long the oldest unit has waited.
 */
export class DbGate implements Saturation {
  readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly nextTurn: (run: () => void) => void;
  private readonly queue: Unit[] = [];
  private active = false;
  private scheduled = false;
  private lastDoneAt: number | null = null;
  private serviceEstimate = INITIAL_SERVICE_MS;

  constructor(options: DbGateOptions = {}) {
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_PGLITE_MAX_WAIT_MS;
    this.now = options.now ?? (() => performance.now());
    this.nextTurn = options.nextTurn ?? nextLoopTurn;
  }

  /** Runs `fn` when its turn comes. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (v: unknown) => void, reject, at: this.now() });
      this.pump();
    });
  }

  /** Units waiting for their turn (the one running not counted). */
  get waiting(): number {
    return this.queue.length;
  }

  /** The running average of one unit's cost, in ms. */
  get serviceMs(): number {
    return this.serviceEstimate;
  }

  /** How long the units already waiting will take to serve, in ms (by the running average). */
  estimatedWaitMs(): number {
    return this.queue.length * this.serviceEstimate;
  }

  /** How long the oldest waiting unit has waited, in ms (0 when none waits). */
  oldestWaitMs(): number {
    const head = this.queue[0];
    return head ? this.now() - head.at : 0;
  }

  /** True when a new request could not be served in time: the queue would take, or has taken, over maxWaitMs. */
  saturated(): boolean {
    if (this.maxWaitMs <= 0 || this.queue.length === 0) return false;
    return this.estimatedWaitMs() > this.maxWaitMs || this.oldestWaitMs() > this.maxWaitMs;
  }

  private pump(): void {
    if (this.active || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    this.nextTurn(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start(): void {
    const unit = this.queue.shift();
    if (!unit) return;
    this.active = true;
    const startedAt = this.now();
    // waiting when the previous unit answered: the time between the two answers is what one unit costs
    const backToBack = this.lastDoneAt !== null && unit.at <= this.lastDoneAt;
    const since = backToBack ? (this.lastDoneAt as number) : startedAt;
    let result: Promise<unknown>;
    try {
      result = unit.fn();
    } catch (e) {
      result = Promise.reject(e);
    }
    result.then(unit.resolve, unit.reject).finally(() => {
      const done = this.now();
      this.serviceEstimate += EWMA_WEIGHT * (Math.max(0, done - since) - this.serviceEstimate);
      this.lastDoneAt = done;
      this.active = false;
      this.pump();
    });
  }
}

/**
 * The PGlite instance as drizzle sees it, with every query, exec and transaction going through the gate.
 * (A transaction is one unit: its own statements run inside it, as PGlite itself already has it.)
 */
export function gatePglite(client: PGlite, gate: DbGate): PGlite {
  const gated = {
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => gate.run(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => gate.run(() => client.transaction(...args)),
  } as Record<string | symbol, unknown>;
  return new Proxy(client, {
    get(target, prop) {
      if (Object.hasOwn(gated, prop)) return gated[prop];
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite keeps its state in private fields: its own methods run on the instance itself
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The database as the running server opens it (main.ts): on PGlite with the gate in front of its one
 * connection (`gate`, for the saturation guard); on PostgreSQL as it is (`gate` null: the pool runs up to
 * 10 queries at once off the event loop, so requests never wait unread behind one another there).
 */
export async function openServedDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteMaxWaitMs?: number;
}): Promise<{ database: Database; gate: DbGate | null }> {
  if (options.databaseUrl) return { database: await openDatabase(options), gate: null };
  const gate = new DbGate(options.pgliteMaxWaitMs === undefined ? {} : { maxWaitMs: options.pgliteMaxWaitMs });
  const database = await openDatabase({ ...options, wrapPglite: (client) => gatePglite(client, gate) });
  return { database, gate };
}
