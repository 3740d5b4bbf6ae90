// lazyScreen is React.lazy plus preload(): main.tsx fetches the current route's chunk before the first render.
import { lazyScreen as lazy, type Screens } from '@ws/ui';

/**
 * The portal's screens by route path (exactly as spelled in @ws/routes; a key that is not a portal
 * route does not compile), each its own chunk.
 * Routes without a screen here show 即将上线 (AppRoutes).
 */
export const screens: Screens<'portal'> = {
  '/homePage': lazy(() => import('./routes/home/home-page')),
  '/login': lazy(() => import('./routes/account/login')),
  '/register': lazy(() => import('./routes/account/register')),
  '/forgetPassword': lazy(() => import('./routes/account/forget-password')),
  '/wxLoginCallback': lazy(() => import('./routes/account/wx-login-callback')),
  '/companyDetail': lazy(() => import('./routes/companies/company-detail')),
  '/recommend': lazy(() => import('./routes/companies/recommend')),
  '/listcompany': lazy(() => import('./routes/companies/listcompany')),
  '/video': lazy(() => import('./routes/video/video-hub')),
  '/videoDetail': lazy(() => import('./routes/video/video-detail')),
  '/school': lazy(() => import('./routes/school/school')),
  '/managementInfo': lazy(() => import('./routes/school/management-info')),
  '/courseware': lazy(() => import('./routes/school/courseware')),
  '/listlive': lazy(() => import('./routes/school/live')),
  '/train': lazy(() => import('./routes/training/train')),
  '/trainInfo': lazy(() => import('./routes/training/train-info')),
  '/application': lazy(() => import('./routes/training/application')),
  '/inquiry': lazy(() => import('./routes/inquiry/inquiry')),
  '/myInquiry': lazy(() => import('./routes/inquiry/my-inquiry')),
  '/MyInquiryInfo': lazy(() => import('./routes/inquiry/my-inquiry-info')),
  '/MyInquiryCompany': lazy(() => import('./routes/inquiry/my-inquiry-company')),
  '/article': lazy(() => import('./routes/article/article-list')),
  '/acticleList': lazy(() => import('./routes/article/article-list')),
  '/detailPages': lazy(() => import('./routes/article/article-detail')),
  '/preview': lazy(() => import('./routes/preview/preview')),
  '/help/orders': lazy(() => import('./routes/help/help-orders')),
  '/help/content': lazy(() => import('./routes/help/help-content')),
  '/expert': lazy(() => import('./routes/expert/expert-list')),
  '/detailInfo': lazy(() => import('./routes/expert/expert-detail')),
  '/channelPolicy': lazy(() => import('./routes/channel-policy/channel-policy')),
  '/search': lazy(() => import('./routes/search/search')),
  '/join': lazy(() => import('./routes/onboarding/join')),
  '/joinList': lazy(() => import('./routes/onboarding/join-list')),
  '/expertJoin': lazy(() => import('./routes/onboarding/expert-join')),
};
