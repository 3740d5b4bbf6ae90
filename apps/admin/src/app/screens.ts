// lazyScreen is React.lazy plus preload(): main.tsx (startApp) fetches the current route's chunk before the
// first render, and the gateway modulepreloads it (dist/.vite/screens.json, from this table).
import { lazyScreen as lazy, type Screens } from '@ws/ui';

/**
 * The console's screens by route path, spelled as in @ws/routes (full paths: the router strips its
 * basename /admin), each its own chunk.
 */
export const screens: Screens<'admin'> = {
  '/admin': lazy(() => import('./routes/dashboard/dashboard-page')),
  '/admin/login': lazy(() => import('./routes/login/login-page')),
  '/admin/reviews': lazy(() => import('./routes/reviews/reviews-page')),
  '/admin/reviewInfo': lazy(() => import('./routes/reviews/review-info-page')),
  '/admin/users': lazy(() => import('./routes/users/users-page')),
  '/admin/userInfo': lazy(() => import('./routes/users/user-info-page')),
  '/admin/transfers': lazy(() => import('./routes/transfers/transfers-page')),
  '/admin/aftersales': lazy(() => import('./routes/after-sales/after-sales-page')),
  '/admin/products': lazy(() => import('./routes/products/products-page')),
  '/admin/productInfo': lazy(() => import('./routes/products/product-info-page')),
  '/admin/articles': lazy(() => import('./routes/articles/articles-page')),
  '/admin/articleEdit': lazy(() => import('./routes/articles/article-edit-page')),
  '/admin/ads': lazy(() => import('./routes/ads/ads-page')),
  '/admin/trainings': lazy(() => import('./routes/trainings/trainings-page')),
  '/admin/trainingEdit': lazy(() => import('./routes/trainings/training-edit-page')),
  '/admin/trainingSignups': lazy(() => import('./routes/trainings/training-signups-page')),
  '/admin/experts': lazy(() => import('./routes/experts/experts-page')),
  '/admin/expertEdit': lazy(() => import('./routes/experts/expert-edit-page')),
  '/admin/companies': lazy(() => import('./routes/companies/companies-page')),
  '/admin/companyEdit': lazy(() => import('./routes/companies/company-edit-page')),
  '/admin/media': lazy(() => import('./routes/media/media-page')),
  '/admin/mediaEdit': lazy(() => import('./routes/media/media-edit-page')),
  '/admin/help': lazy(() => import('./routes/help/help-page')),
  '/admin/helpEdit': lazy(() => import('./routes/help/help-edit-page')),
  '/admin/categories': lazy(() => import('./routes/categories/categories-page')),
  '/admin/orders': lazy(() => import('./routes/orders/orders-page')),
  '/admin/orderInfo': lazy(() => import('./routes/orders/order-info-page')),
  '/admin/staff': lazy(() => import('./routes/staff/staff-page')),
  '/admin/audit': lazy(() => import('./routes/audit/audit-page')),
  '/admin/settings': lazy(() => import('./routes/settings/settings-page')),
};
