/** Puts a route's resource hints (hints.ts) into its app's index.html before the gateway sends it. */
import type { AppName, RouteDef } from '@ws/routes';
import { apiHints, createBuildInfoReader, homeImageHints, isSafeImagePath, screenHints, type PageHint } from './hints';
import {
  createFirstPictures,
  createHomeImages,
  createProductPictures,
  firstFileUrl,
  type FirstPictureCache,
  type GetJson,
  type HomeImagesCache,
  type ProductPictureCache,
} from './lcp-images';
import type { FirstPaint } from './server-render';
import { injectFirstPaint, injectHints } from './pages';

export interface PageHintsOptions {
  dist: Partial<Record<AppName, string>>;
  apiUrl: string;
  /** the home page's first pictures (tests pass their own) */
  homeImages?: HomeImagesCache;
  /** the first product's picture on /enable (tests pass their own) */
  enableImages?: FirstPictureCache;
  /** the first section's first product picture on /funeng (tests pass their own) */
  funengImages?: FirstPictureCache;
  /** each product's first picture on /enableInfo?id= (tests pass their own) */
  productImages?: ProductPictureCache;
}

export const HOME_PATH = '/homePage';
export const ENABLE_PATH = '/enable';
/**
 * The product list a bare /enable reads first (spelled as the mall requests it): its first card's picture
 * is the page's largest paint. The gateway reads it itself for that picture (the same for every visitor);
 * the browser does not preload the read, whose answer differs once logged in (prices, see BARE_ROUTE_CALLS).
 */
export const ENABLE_PRODUCTS_READ = '/api/open/uni/listproduct?pageNum=1&pageSize=20&product_types=product%2Cjifen%2Cservice&sort_type=uni&sort_value=0';

export const FUNENG_PATH = '/funeng';
export const ENABLE_INFO_PATH = '/enableInfo';
/**
 * /funeng's largest paint is the first card of its first section (the first top-level category): the
 * gateway finds that picture with two reads, the category tree and that category's first products.
 */
export const funengFirstPicture = async (get: GetJson): Promise<string | undefined> => {
  const tree = (await get('/api/open/uni/listCateNew?parent_cate_value=product')) as { data?: { items?: { cate_id?: unknown }[] } } | null;
  const cate = tree?.data?.items?.[0]?.cate_id;
  if (!Number.isInteger(cate)) return undefined;
  return firstFileUrl(await get(`/api/open/uni/listproduct?pageNum=1&pageSize=4&product_types=product%2Cjifen%2Cservice&sort_type=uni&sort_value=0&cate=${cate as number}`));
};

/** The product id of an /enableInfo address (`?id=65`), or null. */
export const productIdOf = (search: string): number | null => {
  const id = new URLSearchParams(search).get('id');
  return id !== null && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
};

/** A high-priority preload of the picture a list's first card shows, when known and safe. */
export const firstCardImageHints = (src: string | undefined): PageHint[] =>
  isSafeImagePath(src) ? [{ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' }] : [];

const productImageHints = (images: ProductPictureCache, search: string): PageHint[] => {
  const id = productIdOf(search);
  return id === null ? [] : firstCardImageHints(images.current(id));
};

export const createPageHints = ({
  dist,
  apiUrl,
  homeImages = createHomeImages({ apiUrl }),
  enableImages = createFirstPictures({ first: ENABLE_PRODUCTS_READ }, { apiUrl }),
  funengImages = createFirstPictures({ first: funengFirstPicture }, { apiUrl }),
  productImages = createProductPictures({ apiUrl }),
}: PageHintsOptions) => {
  const buildInfo = createBuildInfoReader(dist);
  /**
   * The page's HTML with its hints; unchanged when the app's dist has no Vite manifest. `search`: the
   * page address's query string ('' or '?…').
   */
  return async (app: AppName, route: RouteDef, html: Buffer, search = '', paint?: FirstPaint | null): Promise<Buffer> => {
    const build = await buildInfo(app);
    if (!build) return html;
    const hints: PageHint[] = [
      // the largest picture first: it is what the first paint waits for
      ...(route.path === HOME_PATH ? homeImageHints(homeImages.current()) : []),
      // /enable's first card, only for the list a bare /enable shows (the one whose first read is preloaded)
      ...(route.path === ENABLE_PATH && (search === '' || search === '?') ? firstCardImageHints(enableImages.current().first) : []),
      ...(route.path === FUNENG_PATH ? firstCardImageHints(funengImages.current().first) : []),
      ...(route.path === ENABLE_INFO_PATH ? productImageHints(productImages, search) : []),
      ...screenHints(build, app, route.path, Boolean(paint)),
      ...apiHints(route, search),
    ];
    if (!paint && hints.length === 0) return html;
    const page = injectHints(html.toString('utf8'), hints);
    return Buffer.from(paint ? injectFirstPaint(page, paint) : page);
  };
};
