// The home page reads its first screen and its law block in one call each (homeFirstScreen,
// homeLawLists; docs/performance.md). The blocks keep their own per-call queries (listads, listCateNew,
// listarticle): the combined answer is written into those queries' caches, so the blocks, the rest of
// the app and a later visit reuse it. While a combined read is under way the per-call queries wait
// (CombinedReadGate); when it fails they run on their own, as before.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiKey, call, CHANNEL_NAMES, HOME_CHANNELS, LAW_CATEGORIES, type HomeFirstScreen, type HomeLawLists } from '@ws/api-sdk';
import { homeAdsQuery } from './use-ads';
import { HOME_LIST_STALE_MS, homeArticlesQuery } from './use-articles';
import { homeCategoriesQuery } from './use-product-categories';

/** The law channel of the home page's law block. */
export const LAW_CHANNEL = 'law';
/** The law categories of the home page's law block, in its order. */
const HOME_LAW_IDS = LAW_CATEGORIES.map((c) => c.id);

/** Writes homeFirstScreen's parts into the caches of the calls they stand for. */
export function seedFirstScreen(client: QueryClient, d: HomeFirstScreen) {
  client.setQueryData(homeAdsQuery('homebanner').queryKey, d.homebanner);
  client.setQueryData(homeAdsQuery('homepcvertical').queryKey, d.homepcvertical);
  client.setQueryData(homeCategoriesQuery().queryKey, d.categories);
  for (const { channel } of HOME_CHANNELS) {
    const page = d.channels[channel];
    if (page) client.setQueryData(homeArticlesQuery({ channel }).queryKey, page);
  }
}

/** Writes homeLawLists' lists into the caches of listarticle {channel law, cate_id, pageNum 1, pageSize 5}. */
export function seedLawLists(client: QueryClient, d: HomeLawLists) {
  for (const list of d.lists) {
    client.setQueryData(homeArticlesQuery({ channel: LAW_CHANNEL, cate_id: list.cate_id }).queryKey, {
      items: list.items,
      total: list.total,
      // what listarticle names the law channel
      channel_name: CHANNEL_NAMES.law as string,
    });
  }
}

// The seeding runs inside the query function, before the query settles: the per-call queries are let go
// (the gate opens) only when their caches already hold the answer, so they never fetch it a second time.
// No retry: on a failure the single calls are the retry.

/** How long the first render of a direct visit waits for the early first-screen read. */
export const EARLY_READ_WAIT_MS = 400;
/** An early answer older than this is not used (read again instead). */
export const EARLY_READ_FRESH_MS = 30_000;

interface EarlyRead {
  promise: Promise<HomeFirstScreen>;
  data?: HomeFirstScreen;
  at: number;
}
let early: EarlyRead | null = null;
const fresh = (e: EarlyRead | null): e is EarlyRead => e !== null && performance.now() - e.at < EARLY_READ_FRESH_MS;

/**
 * Starts homeFirstScreen as soon as the home screen's code runs: on a direct visit that is before the
 * first render, and the page's HTML has already preloaded the answer. Resolves once it has arrived (or
 * failed), or after `waitMs`, so the first render can show the first screen itself instead of its
 * placeholders (no second render, no shift when the real blocks replace them).
 */
export function startFirstScreenRead(waitMs = EARLY_READ_WAIT_MS): Promise<void> {
  const entry: EarlyRead = { promise: call('homeFirstScreen', {}), at: performance.now() };
  early = entry;
  entry.promise.then(
    (d) => {
      entry.data = d;
    },
    () => {
      if (early === entry) early = null;
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    entry.promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The early read's answer when it has arrived and is fresh; taken once. */
function takeEarlyFirstScreen(): HomeFirstScreen | undefined {
  if (!fresh(early) || !early.data) return undefined;
  const { data } = early;
  early = null;
  return data;
}

/** The early read still under way (fresh), taken once: the query waits for it instead of reading again. */
const takeEarlyPromise = (): Promise<HomeFirstScreen> | undefined => {
  const e = early;
  early = null;
  return fresh(e) ? e.promise : undefined;
};

/** Puts an early answer into the cache (the combined query and the per-call ones) before the blocks render. */
export function seedEarlyFirstScreen(client: QueryClient): boolean {
  const d = takeEarlyFirstScreen();
  if (!d) return false;
  client.setQueryData(apiKey('homeFirstScreen', {}), d);
  seedFirstScreen(client, d);
  return true;
}

/** homeFirstScreen {}: the first screen's blocks in one read. */
export const homeFirstScreenQuery = () =>
  queryOptions({
    queryKey: apiKey('homeFirstScreen', {}),
    queryFn: async ({ signal, client }) => {
      const data = await (takeEarlyPromise() ?? call('homeFirstScreen', {}, { signal }));
      seedFirstScreen(client, data);
      return data;
    },
    // as fresh as its parts: an early answer put into the cache is not read again on mount
    staleTime: HOME_LIST_STALE_MS,
    retry: false,
  });

/** homeLawLists {cate_ids 122–127}: the law block's six lists in one read. */
export const homeLawListsQuery = () =>
  queryOptions({
    queryKey: apiKey('homeLawLists', { cate_ids: HOME_LAW_IDS }),
    queryFn: async ({ signal, client }) => {
      const data = await call('homeLawLists', { cate_ids: HOME_LAW_IDS }, { signal });
      seedLawLists(client, data);
      return data;
    },
    retry: false,
  });
