// lazyScreen is React.lazy plus preload(): main.tsx fetches the current route's chunk before the first render.
import { lazyScreen as lazy, type Screens } from '@ws/ui';

/**
 * The mall's screens by route path (exactly as spelled in @ws/routes; a key that is not a mall route
 * does not compile), each its own chunk.
 * Routes without a screen here show 即将上线 (AppRoutes' ComingSoon); the catalogue, checkout,
 * orders, personal centre … arrive with their own issues.
 */
export const screens: Screens<'mall'> = {
  '/cart': lazy(() => import('./routes/cart/cart-page')),
};
