/** Puts a route's resource hints (hints.ts) into its app's index.html before the gateway sends it. */
import type { AppName, RouteDef } from '@ws/routes';
import { apiHints, createBuildInfoReader, homeImageHints, isSafeImagePath, screenHints, type PageHint } from './hints';
import { createFirstPictures, createHomeImages, type FirstPictureCache, type HomeImagesCache } from './lcp-images';
import { injectHints } from './pages';

export interface PageHintsOptions {
  dist: Record<AppName, string>;
  apiUrl: string;
  /** the home page's first pictures (tests pass their own) */
  homeImages?: HomeImagesCache;
  /** the first product's picture on /enable (tests pass their own) */
  enableImages?: FirstPictureCache;
}

export const HOME_PATH = '/homePage';
export const ENABLE_PATH = '/enable';
/**
 * The product list a bare /enable reads first (spelled as the mall requests it): its first card's picture
 * is the page's largest paint. The gateway reads it itself for that picture (the same for every visitor);
 * the browser does not preload the read, whose answer differs once logged in (prices, see BARE_ROUTE_CALLS).
 */
export const ENABLE_PRODUCTS_READ = '/api/open/uni/listproduct?pageNum=1&pageSize=20&product_types=product%2Cjifen%2Cservice&sort_type=uni&sort_value=0';

/** A high-priority preload of the picture a list's first card shows, when known and safe. */
export const firstCardImageHints = (src: string | undefined): PageHint[] =>
  isSafeImagePath(src) ? [{ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' }] : [];

export const createPageHints = ({
  dist,
  apiUrl,
  homeImages = createHomeImages({ apiUrl }),
  enableImages = createFirstPictures({ first: ENABLE_PRODUCTS_READ }, { apiUrl }),
}: PageHintsOptions) => {
  const buildInfo = createBuildInfoReader(dist);
  /**
   * The page's HTML with its hints; unchanged when the app's dist has no Vite manifest. `search`: the
   * page address's query string ('' or '?…').
   */
  return async (app: AppName, route: RouteDef, html: Buffer, search = ''): Promise<Buffer> => {
    const build = await buildInfo(app);
    if (!build) return html;
    const hints: PageHint[] = [
      // the largest picture first: it is what the first paint waits for
      ...(route.path === HOME_PATH ? homeImageHints(homeImages.current()) : []),
      // /enable's first card, only for the list a bare /enable shows (the one whose first read is preloaded)
      ...(route.path === ENABLE_PATH && (search === '' || search === '?') ? firstCardImageHints(enableImages.current().first) : []),
      ...screenHints(build, app, route.path),
      ...apiHints(route, search),
    ];
    return hints.length === 0 ? html : Buffer.from(injectHints(html.toString('utf8'), hints));
  };
};
