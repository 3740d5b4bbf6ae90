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

const firstFileUrl = (body: unknown): string | undefined => {
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
  reads: Readonly<Record<K, string>>,
  { apiUrl, ttlMs = HOME_IMAGES_TTL_MS, timeoutMs = 2_000, fetchImpl = fetch, now = Date.now }: HomeImagesOptions,
) => {
  let value: Partial<Record<K, string | undefined>> = {};
  let readAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<void> | undefined;

  const first = async (read: string): Promise<string | undefined> => {
    const res = await fetchImpl(`${apiUrl}${read}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return undefined;
    return firstFileUrl(await res.json());
  };

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
