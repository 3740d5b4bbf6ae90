/**
 * The first pictures of a page whose largest paint is a picture from the API: on the home page the first
 * homebanner ad and the first homepcvertical ad, on /enable the first product's picture; read from the
 * API and kept for a minute, so the page's HTML can ask for them before any script runs. A page never
 * waits for this: it carries what is known at that moment (nothing before the first read has answered),
 * and a stale value is refreshed in the background.
 */
import { isSafeImagePath } from './hints';

export interface HomeImages {
  banner?: string | undefined;
  side?: string | undefined;
}

export interface HomeImagesOptions {
  apiUrl: string;
  /** how long a read is used before the next page triggers a new one */
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export const HOME_IMAGES_TTL_MS = 60_000;

/** An API read's JSON answer (null when it failed): what a two-step picture read calls. */
export type GetJson = (read: string) => Promise<unknown>;
/** A list read whose first item's picture is wanted, or a function that finds the picture with reads. */
export type PictureRead = string | ((get: GetJson) => Promise<string | undefined>);

const jsonReader =
  (apiUrl: string, timeoutMs: number, fetchImpl: typeof fetch): GetJson =>
  async (read) => {
    const res = await fetchImpl(`${apiUrl}${read}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res.ok ? res.json() : null;
  };

/** The first item's picture of a list answer ({ data: { items: [{ firstFile }] } }), when safe. */
export const firstFileUrl = (body: unknown): string | undefined => {
  const items = (body as { data?: { items?: unknown } } | null)?.data?.items;
  if (!Array.isArray(items)) return undefined;
  const url = (items[0] as { firstFile?: { FileUrl?: unknown } } | undefined)?.firstFile?.FileUrl;
  return isSafeImagePath(url) ? url : undefined;
};

/**
 * The first item's picture of each of `reads` (API paths, { slot: '/api/…' }), read together and kept for
 * `ttlMs`; a page never waits for it (see the module comment).
 */
export const createFirstPictures = <K extends string>(
  reads: Readonly<Record<K, PictureRead>>,
  { apiUrl, ttlMs = HOME_IMAGES_TTL_MS, timeoutMs = 2_000, fetchImpl = fetch, now = Date.now }: HomeImagesOptions,
) => {
  let value: Partial<Record<K, string | undefined>> = {};
  let readAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<void> | undefined;

  const getJson = jsonReader(apiUrl, timeoutMs, fetchImpl);
  const first = async (read: PictureRead): Promise<string | undefined> =>
    typeof read === 'string' ? firstFileUrl(await getJson(read)) : read(getJson);

  /** Reads every slot again; a failed read keeps what was known (and waits a full ttl before retrying). */
  const refresh = (): Promise<void> =>
    (inflight ??= (async () => {
      try {
        const slots = Object.keys(reads) as K[];
        const urls = await Promise.all(slots.map((k) => first(reads[k])));
        value = Object.fromEntries(slots.map((k, i) => [k, urls[i]])) as Partial<Record<K, string | undefined>>;
      } catch {
        // API down or slow: pages go out without the picture hint
      } finally {
        readAt = now();
        inflight = undefined;
      }
    })());

  return {
    /** What is known now; starts a background read when it is older than the ttl. */
    current(): Partial<Record<K, string | undefined>> {
      if (now() - readAt > ttlMs) void refresh();
      return value;
    },
    refresh,
  };
};

/** The home page's first banner (every width) and first side ad (desktop). */
export const createHomeImages = (options: HomeImagesOptions) =>
  createFirstPictures({ banner: '/api/open/uni/listads?cate_value=homebanner', side: '/api/open/uni/listads?cate_value=homepcvertical' }, options);

export type HomeImagesCache = { current(): HomeImages; refresh(): Promise<void> };
export type FirstPictureCache = { current(): { first?: string | undefined }; refresh(): Promise<void> };

/**
 * Pictures per product id (/enableInfo?id=): the product's first picture from productinfo, kept for `ttlMs`
 * and for at most `max` products (the oldest read is dropped first). Like the others, a page never waits: the
 * first visitor of a product starts the read, and the next ones get the hint.
 */
export const createProductPictures = ({ apiUrl, ttlMs = HOME_IMAGES_TTL_MS, timeoutMs = 2_000, fetchImpl = fetch, now = Date.now, max = 500 }: HomeImagesOptions & { max?: number }) => {
  const getJson = jsonReader(apiUrl, timeoutMs, fetchImpl);
  const known = new Map<number, { src: string | undefined; at: number }>();
  const inflight = new Map<number, Promise<void>>();
  const refresh = (id: number): Promise<void> => {
    const running = inflight.get(id);
    if (running) return running;
    const p = (async () => {
      let src: string | undefined;
      try {
        const body = (await getJson(`/api/open/uni/productinfo?id=${id}`)) as { data?: { file_items?: { FileUrl?: unknown }[] } } | null;
        const url = body?.data?.file_items?.[0]?.FileUrl;
        src = isSafeImagePath(url) ? url : undefined;
      } catch {
        src = known.get(id)?.src;
      } finally {
        known.delete(id);
        known.set(id, { src, at: now() });
        while (known.size > max) known.delete(known.keys().next().value as number);
        inflight.delete(id);
      }
    })();
    inflight.set(id, p);
    return p;
  };
  return {
    /** The picture known now for a product id; starts a background read when unknown or older than the ttl. */
    current(id: number): string | undefined {
      const k = known.get(id);
      if (!k || now() - k.at > ttlMs) void refresh(id);
      return k?.src;
    },
    refresh,
  };
};

export type ProductPictureCache = { current(id: number): string | undefined; refresh(id: number): Promise<void> };
