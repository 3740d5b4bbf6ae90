import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The mall's screens by route path (exactly as spelled in @ws/routes), each its own chunk.
 * Routes without a screen here show 即将上线 (AppRoutes' ComingSoon); the catalogue, checkout,
 * orders, personal centre … arrive with their own issues.
 */
export const screens: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/cart': lazy(() => import('./routes/cart/cart-page')),
};
