// Every contract endpoint's handler, each module's routes.ts. Typed as Handlers, so an endpoint
// without a handler is a type error.
import type { Handlers } from '../http/handler';
import { accountHandlers } from './account/routes';
import { addressesHandlers } from './addresses/routes';
import { afterSalesHandlers } from './after-sales/routes';
import { merchantHandlers } from './merchant/routes';
import { listingsHandlers } from './listings/routes';
import { merchantStatsHandlers } from './merchant/routes';
import { dictionariesHandlers } from './dictionaries/routes';
import { articlesHandlers } from './articles/routes';
import { cartHandlers } from './cart/routes';
import { catalogueHandlers } from './catalogue/routes';
import { chatHandlers } from './chat/routes';
import { reviewsHandlers } from './reviews/routes';
import { companiesHandlers } from './companies/routes';
import { contentHandlers } from './content/routes';
import { expertsHandlers } from './experts/routes';
import { helpHandlers } from './help/routes';
import { inquiriesHandlers } from './inquiries/routes';
import { mediaHandlers } from './media/routes';
import { onboardingHandlers } from './onboarding/routes';
import { ordersHandlers } from './orders/routes';
import { ordersDevHandlers } from './orders/routes';
import { paymentsHandlers } from './payments/routes';
import { personalHandlers } from './personal/routes';
import { trainingHandlers } from './training/routes';
import { uploadsHandlers } from './uploads/routes';
import { staffHandlers } from './staff/routes';
import { adminReviewsHandlers } from './admin-reviews/routes';
import { adminUsersHandlers } from './admin-users/routes';
import { adminAuditHandlers } from './admin-audit/routes';
import { adminTransfersHandlers } from './admin-transfers/routes';
import { adminAfterSalesHandlers } from './admin-after-sales/routes';
import { adminProductsHandlers } from './admin-products/routes';
import { adminArticlesHandlers } from './admin-articles/routes';
import { adminAdsHandlers } from './admin-ads/routes';
import { adminHelpHandlers } from './admin-help/routes';
import { adminCategoriesHandlers } from './admin-categories/routes';
import { adminTrainingsHandlers } from './admin-trainings/routes';
import { adminExpertsHandlers } from './admin-experts/routes';
import { adminCompaniesHandlers } from './admin-companies/routes';
import { adminMediaHandlers } from './admin-media/routes';
import { adminDashboardHandlers } from './admin-dashboard/routes';
import { adminOrdersHandlers } from './admin-orders/routes';
import { adminSettingsHandlers } from './admin-settings/routes';
import { settingsHandlers } from './settings/routes';

export const handlers: Handlers = {
  ...chatHandlers,
  ...accountHandlers,
  ...addressesHandlers,
  ...afterSalesHandlers,
  ...merchantHandlers,
  ...listingsHandlers,
  ...merchantStatsHandlers,
  ...dictionariesHandlers,
  ...contentHandlers,
  ...articlesHandlers,
  ...expertsHandlers,
  ...companiesHandlers,
  ...mediaHandlers,
  ...onboardingHandlers,
  ...trainingHandlers,
  ...inquiriesHandlers,
  ...helpHandlers,
  ...catalogueHandlers,
  ...cartHandlers,
  ...reviewsHandlers,
  ...personalHandlers,
  ...ordersHandlers,
  ...ordersDevHandlers,
  ...paymentsHandlers,
  ...uploadsHandlers,
  ...staffHandlers,
  ...adminReviewsHandlers,
  ...adminUsersHandlers,
  ...adminAuditHandlers,
  ...adminTransfersHandlers,
  ...adminAfterSalesHandlers,
  ...adminProductsHandlers,
  ...adminArticlesHandlers,
  ...adminAdsHandlers,
  ...adminHelpHandlers,
  ...adminCategoriesHandlers,
  ...adminTrainingsHandlers,
  ...adminExpertsHandlers,
  ...adminCompaniesHandlers,
  ...adminMediaHandlers,
  ...adminDashboardHandlers,
  ...adminOrdersHandlers,
  ...adminSettingsHandlers,
  ...settingsHandlers,
};
