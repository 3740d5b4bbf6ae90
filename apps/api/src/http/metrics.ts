// Prometheus metrics of one API process, in the text exposition format (written by hand: no dependency).
// They are served by a listener of their own (METRICS_PORT, main.ts: startMetricsServer), never under /api,
// so nginx and the gateway, which only proxy /api, never expose them. Collected:
// - ws_http_requests_total{method,route,status} and ws_http_request_duration_seconds{method,route}: the
//   route is the pattern (/api/orders/:id), 'unmatched' for a path no route has, never the raw URL;
// - the database: on PostgreSQL the node-postgres pool (total, idle, waiting clients); on the embedded
//   PGlite its gate (queries waiting, whether new requests are being refused);
// - ws_payment_notices_total{outcome}: the provider's notices (applied, already, refused, error);
// - ws_sms_sent_total{usecate,result}: verification codes handed to the SMS sender (ok, failed);
// - ws_refunds_owed / ws_refunds_owed_fen{kind}: refunds owed to payers, read by a query at scrape time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { paymentRefunds, payments } from '../db/schema';
import type { SmsSender } from '../modules/sms';
import type { Saturation } from './db-gate';

export const METRICS_PATH = '/metrics';
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type Labels = Record<string, string>;

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Labels): string => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return parts.length > 0 ? `{${parts.join(',')}}` : '';
};
const num = (v: number): string => (Number.isFinite(v) ? String(v) : v > 0 ? '+Inf' : v < 0 ? '-Inf' : 'NaN');
const header = (name: string, help: string, type: string) => [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];

/** A counter with labels. */
export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}
  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const entry = this.values.get(key);
    if (entry) entry.value += by;
    else this.values.set(key, { labels, value: by });
  }
  get(labels: Labels = {}): number {
    return this.values.get(labelText(labels))?.value ?? 0;
  }
  render(): string[] {
    return [...header(this.name, this.help, 'counter'), ...[...this.values.values()].map((e) => `${this.name}${labelText(e.labels)} ${num(e.value)}`)];
  }
}

/** A histogram with labels (cumulative buckets, sum and count). */
export class Histogram {
  private readonly values = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
  ) {}
  observe(labels: Labels, value: number): void {
    const key = labelText(labels);
    let entry = this.values.get(key);
    if (!entry) {
      entry = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.values.set(key, entry);
    }
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]!) entry.counts[i]!++;
    entry.sum += value;
    entry.count++;
  }
  render(): string[] {
    const lines = header(this.name, this.help, 'histogram');
    for (const e of this.values.values()) {
      this.buckets.forEach((le, i) => lines.push(`${this.name}_bucket${labelText({ ...e.labels, le: String(le) })} ${e.counts[i]}`));
      lines.push(`${this.name}_bucket${labelText({ ...e.labels, le: '+Inf' })} ${e.count}`);
      lines.push(`${this.name}_sum${labelText(e.labels)} ${num(e.sum)}`);
      lines.push(`${this.name}_count${labelText(e.labels)} ${e.count}`);
    }
    return lines;
  }
}

/** A gauge's lines, read when scraped. */
const gauge = (name: string, help: string, samples: { labels?: Labels; value: number }[]): string[] =>
  samples.length === 0 ? [] : [...header(name, help, 'gauge'), ...samples.map((s) => `${name}${labelText(s.labels ?? {})} ${num(s.value)}`)];

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** What a scrape reads besides the counters: the database and its pool (set by registerMetrics). */
export interface MetricsSources {
  db: Db;
  /** PGlite's gate (http/db-gate.ts), when the app runs behind one */
  gate?: Saturation | null;
}

/** The metrics of one API process. */
export class ApiMetrics {
  readonly requests = new Counter('ws_http_requests_total', 'HTTP requests answered, by method, route pattern and status.');
  readonly duration = new Histogram('ws_http_request_duration_seconds', 'Time to answer an HTTP request, by method and route pattern.', DURATION_BUCKETS);
  readonly paymentNotices = new Counter('ws_payment_notices_total', "The payment provider's notices received, by outcome (applied, already, refused, error).");
  readonly smsSent = new Counter('ws_sms_sent_total', 'Verification codes handed to the SMS sender, by usecate and result (ok, failed).');
  readonly collectErrors = new Counter('ws_metrics_collect_errors_total', 'Scrapes whose database reads failed.');
  private readonly startedAt = Date.now();
  private sources: MetricsSources | null = null;

  /** The database read at scrape time (registerMetrics sets it). */
  setSources(sources: MetricsSources): void {
    this.sources = sources;
  }

  /** A payment notice's outcome (http/payments.ts). */
  paymentNotice(outcome: string): void {
    this.paymentNotices.inc({ outcome });
  }

  /** The whole exposition, database gauges included. */
  async render(): Promise<string> {
    const lines: string[] = [...this.requests.render(), ...this.duration.render(), ...this.paymentNotices.render(), ...this.smsSent.render()];
    if (this.sources) {
      lines.push(...this.poolLines(this.sources));
      try {
        lines.push(...(await this.refundLines(this.sources.db)));
      } catch {
        this.collectErrors.inc();
      }
    }
    const mem = process.memoryUsage();
    lines.push(
      ...gauge('ws_process_uptime_seconds', 'Seconds since this API process started.', [{ value: (Date.now() - this.startedAt) / 1000 }]),
      ...gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', [{ value: mem.rss }]),
      ...gauge('nodejs_heap_used_bytes', 'V8 heap in use, in bytes.', [{ value: mem.heapUsed }]),
      ...this.collectErrors.render(),
    );
    return `${lines.join('\n')}\n`;
  }

  private poolLines({ db, gate }: MetricsSources): string[] {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      return [
        ...gauge('ws_db_pool_connections', 'PostgreSQL pool connections, by state (total, idle).', [
          { labels: { state: 'total' }, value: client.totalCount },
          { labels: { state: 'idle' }, value: client.idleCount },
        ]),
        ...gauge('ws_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection.', [{ value: client.waitingCount }]),
      ];
    }
    if (!gate) return [];
    const waiting = (gate as Partial<{ waiting: number }>).waiting;
    return [
      ...(typeof waiting === 'number' ? gauge('ws_db_gate_waiting', "Queries waiting for the embedded database's one connection.", [{ value: waiting }]) : []),
      ...gauge('ws_db_gate_saturated', 'Whether the embedded database refuses new requests (1) or not (0).', [{ value: gate.saturated() ? 1 : 0 }]),
    ];
  }

  private async refundLines(db: Db): Promise<string[]> {
    const [own] = await db.select({ n: count(), fen: sum(payments.refundFen) }).from(payments).where(eq(payments.status, 'refund_pending'));
    const [parts] = await db.select({ n: count(), fen: sum(paymentRefunds.amountFen) }).from(paymentRefunds).where(eq(paymentRefunds.status, 'refund_pending'));
    const samples = (pick: (r: { n: number; fen: string | null } | undefined) => number) => [
      { labels: { kind: 'payment' }, value: pick(own) },
      { labels: { kind: 'part' }, value: pick(parts) },
    ];
    return [
      ...gauge('ws_refunds_owed', 'Refunds owed to payers that the provider has not made yet, by kind (payment, part).', samples((r) => Number(r?.n ?? 0))),
      ...gauge('ws_refunds_owed_fen', 'The amount of the refunds owed, in fen, by kind.', samples((r) => Number(r?.fen ?? 0))),
    ];
  }
}

/** Counts every answered request by its route pattern, and reads the database when scraped. */
export function registerMetrics(app: FastifyInstance, metrics: ApiMetrics, sources: MetricsSources): void {
  metrics.setSources(sources);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    metrics.requests.inc({ method, route, status: String(reply.statusCode) });
    metrics.duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}

/** An SMS sender that counts what it sends (ws_sms_sent_total). */
export function countingSmsSender(sender: SmsSender, metrics: ApiMetrics): SmsSender {
  return {
    async send(phone, code, usecate) {
      try {
        await sender.send(phone, code, usecate);
      } catch (err) {
        metrics.smsSent.inc({ usecate, result: 'failed' });
        throw err;
      }
      metrics.smsSent.inc({ usecate, result: 'ok' });
    },
  };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** The metrics listener: GET /metrics on its own port (default host 127.0.0.1), nothing else. */
export async function startMetricsServer(metrics: ApiMetrics, options: { port: number; host?: string }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** METRICS_PORT: a port number turns the listener on; unset or empty leaves it off. */
export function metricsPortFromEnv(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  if (!/^\d{1,5}$/.test(v)) return null;
  const port = Number(v);
  return port > 0 && port < 65536 ? port : null;
}
