// The gateway's micro-cache of public reads: what nginx's /api/open/uni/ location does in production
// (deploy/nginx.conf), done here for the embedded default (`npm start`, `pnpm serve`), where the gateway is
// the edge. The API decides: an answer it sends with X-Accel-Expires: N (a visitor's answer of a public read,
// apps/api src/http/public-read.ts) is kept N seconds; a request with a token header is never answered from
// here nor stored; one request per URL goes to the API while the others wait for its answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiUnavailableBody } from './pages';

/** Requests that may be answered from the cache: GET under this prefix without a token (a HEAD's empty answer is never stored). */
export const PUBLIC_READ_PREFIX = '/api/open/uni/';
/** Header names never stored (per request or per connection, or recomputed when sent). */
const NOT_STORED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'x-request-id', 'x-accel-expires', 'x-cache', 'date']);
/** How long a request waits for another's answer to the same URL before it asks the API itself (nginx: proxy_cache_lock_timeout). */
const LOCK_TIMEOUT_MS = 5000;

/** What reply-from hands its onResponse: the API's status, headers and body stream. */
export interface UpstreamAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  stream: NodeJS.ReadableStream;
}

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  expires: number;
}

/** Whether If-None-Match names this ETag (weak comparison, a list or *). */
const matchesEtag = (ifNoneMatch: string | undefined, etag: unknown): boolean => {
  if (!ifNoneMatch || typeof etag !== 'string') return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
};

export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly filling = new Map<string, { done: Promise<void>; finish: () => void }>();
  /** bumped by every change that passes through: an answer asked for before it is not kept */
  private generation = 0;
  private readonly askedAt = new WeakMap<FastifyRequest, number>();

  constructor(
    private readonly now: () => number = Date.now,
    /** at most this many answers (the oldest goes first), none over maxBytes */
    private readonly maxEntries = 2000,
    private readonly maxBytes = 1024 * 1024,
  ) {}

  /** The cache key of a request that may be answered from the cache, else null. */
  static keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET') return null;
    if (!request.url.startsWith(PUBLIC_READ_PREFIX)) return null;
    const token = request.headers.token;
    if (typeof token === 'string' ? token.trim() !== '' : token !== undefined) return null;
    return request.url;
  }

  get size(): number {
    return this.entries.size;
  }

  private fresh(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e && e.expires > this.now()) return e;
    if (e) this.entries.delete(key);
    return undefined;
  }

  /**
   * Before the proxy: answers from the cache when it can (waiting for a request of the same URL already on
   * its way to the API), else marks this request as the one that fills the entry. Returns true when answered.
   */
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = PublicReadCache.keyOf(request);
    if (key === null) return false;
    let hit = this.fresh(key);
    const pending = this.filling.get(key);
    if (!hit && pending) {
      await Promise.race([pending.done, new Promise((r) => setTimeout(r, LOCK_TIMEOUT_MS).unref())]);
      hit = this.fresh(key);
    }
    if (hit) {
      void reply.code(hit.status).headers(hit.headers).header('x-cache', 'HIT');
      if (matchesEtag(request.headers['if-none-match'], hit.headers.etag)) await reply.code(304).send();
      else await reply.send(hit.body);
      return true;
    }
    if (!this.filling.has(key)) {
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      this.filling.set(key, { done, finish });
      // whatever becomes of the request (answer, error, abort), the ones waiting on it go on
      reply.raw.once('close', () => this.release(key));
    }
    this.askedAt.set(request, this.generation);
    void reply.header('x-cache', 'MISS');
    return false;
  }

  /**
   * A change went through this gateway (a POST, e.g. the console saving a help item or a merchant a product):
   * everything kept is dropped, so the next visitor's read shows it at once, as the first-paint cache does.
   * (nginx, which sees no such thing, bounds it with the seconds instead.)
   */
  clear(): void {
    this.generation++;
    this.entries.clear();
    for (const key of [...this.filling.keys()]) this.release(key);
  }

  private release(key: string): void {
    const f = this.filling.get(key);
    if (!f) return;
    this.filling.delete(key);
    f.finish();
  }

  /** The API's answer (reply-from's onResponse): kept when the API allows it, then sent on. */
  async store(request: FastifyRequest, reply: FastifyReply, res: UpstreamAnswer): Promise<void> {
    const key = PublicReadCache.keyOf(request);
    const seconds = Number(res.headers['x-accel-expires']);
    // the change is made by the time its answer arrives: forget before the client hears of it
    if (request.method !== 'GET' && request.method !== 'HEAD' && res.statusCode < 400) this.clear();
    if (key === null || res.statusCode !== 200 || !(seconds > 0)) {
      await reply.send(res.stream);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res.stream) {
        const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        size += b.length;
        chunks.push(b);
      }
    } catch {
      // the API's answer broke off: nothing kept, the client gets the gateway's 502
      this.release(key);
      if (!reply.sent) await reply.code(502).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(apiUnavailableBody(502));
      return;
    }
    const body = Buffer.concat(chunks, size);
    if (size <= this.maxBytes && this.askedAt.get(request) === this.generation) {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value === undefined || NOT_STORED.has(name.toLowerCase())) continue;
        headers[name] = Array.isArray(value) ? value.map(String) : String(value);
      }
      this.entries.delete(key);
      this.entries.set(key, { status: 200, headers, body, expires: this.now() + seconds * 1000 });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.release(key);
    await reply.send(body);
  }
}
