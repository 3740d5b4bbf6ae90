/** Puts a route's resource hints (hints.ts) into its app's index.html before the gateway sends it. */
import type { AppName, RouteDef } from '@ws/routes';
import { apiHints, createBuildInfoReader, homeImageHints, screenHints, type PageHint } from './hints';
import { createHomeImages, type HomeImagesCache } from './lcp-images';
import { injectHints } from './pages';

export interface PageHintsOptions {
  dist: Record<AppName, string>;
  apiUrl: string;
  /** the home page's first pictures (tests pass their own) */
  homeImages?: HomeImagesCache;
}

export const HOME_PATH = '/homePage';

export const createPageHints = ({ dist, apiUrl, homeImages = createHomeImages({ apiUrl }) }: PageHintsOptions) => {
  const buildInfo = createBuildInfoReader(dist);
  /** The page's HTML with its hints; unchanged when the app's dist has no Vite manifest. */
  return async (app: AppName, route: RouteDef, html: Buffer): Promise<Buffer> => {
    const build = await buildInfo(app);
    if (!build) return html;
    const hints: PageHint[] = [
      // the largest picture first: it is what the first paint waits for
      ...(route.path === HOME_PATH ? homeImageHints(homeImages.current()) : []),
      ...screenHints(build, app, route.path),
      ...apiHints(route),
    ];
    return hints.length === 0 ? html : Buffer.from(injectHints(html.toString('utf8'), hints));
  };
};
