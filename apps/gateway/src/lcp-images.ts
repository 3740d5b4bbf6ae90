/**
 * The first pictures of the home page (its largest paint): the first homebanner ad and the first
 * homepcvertical ad, read from the API and kept for a minute, so the page's HTML can ask for them before
 * any script runs. A page never waits for this: it carries what is known at that moment (nothing before
 * the first read has answered), and a stale value is refreshed in the background.
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

export const createHomeImages = ({ apiUrl, ttlMs = HOME_IMAGES_TTL_MS, timeoutMs = 2_000, fetchImpl = fetch, now = Date.now }: HomeImagesOptions) => {
  let value: HomeImages = {};
  let readAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<void> | undefined;

  const first = async (slot: 'homebanner' | 'homepcvertical'): Promise<string | undefined> => {
    const res = await fetchImpl(`${apiUrl}/api/open/uni/listads?cate_value=${slot}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return undefined;
    return firstFileUrl(await res.json());
  };

  /** Reads both slots again; a failed read keeps what was known (and waits a full ttl before retrying). */
  const refresh = (): Promise<void> =>
    (inflight ??= (async () => {
      try {
        const [banner, side] = await Promise.all([first('homebanner'), first('homepcvertical')]);
        value = { banner, side };
      } catch {
        // API down or slow: pages go out without the picture hint
      } finally {
        readAt = now();
        inflight = undefined;
      }
    })());

  return {
    /** What is known now; starts a background read when it is older than the ttl. */
    current(): HomeImages {
      if (now() - readAt > ttlMs) void refresh();
      return value;
    },
    refresh,
  };
};

export type HomeImagesCache = ReturnType<typeof createHomeImages>;
