// The request schemas of every endpoint, by name: what the server parses each request with. Only the
// server imports this (@ws/api-sdk/contract/inputs); the apps never carry the schemas.
import { accountInput } from './account';
import { adminInput } from './admin';
import { adminAuditInput } from './admin-audit';
import { adminSettingsInput } from './admin-settings';
import { settingsInput } from './settings';
import { adminTransfersInput } from './admin-transfers';
import { adminAfterSalesInput } from './admin-after-sales';
import { adminProductsInput } from './admin-products';
import { adminArticlesInput } from './admin-articles';
import { adminAdsInput } from './admin-ads';
import { adminHelpInput } from './admin-help';
import { adminCategoriesInput } from './admin-categories';
import { adminTrainingsInput } from './admin-trainings';
import { adminMediaInput } from './admin-media';
import { adminExpertsInput } from './admin-experts';
import { adminCompaniesInput } from './admin-companies';
import { adminStaffInput } from './admin-staff';
import { adminDashboardInput } from './admin-dashboard';
import { adminUsersInput } from './admin-users';
import { adminOrdersInput } from './admin-orders';
import { addressesInput } from './addresses';
import { afterSalesInput } from './after-sales';
import { merchantInput } from './merchant';
import { listingsInput } from './listings';
import { merchantStatsInput } from './merchant-stats';
import { dictionariesInput } from './dictionaries';
import { articlesInput } from './articles';
import { cartInput } from './cart';
import { catalogueInput } from './catalogue';
import { chatInput } from './chat';
import { reviewsInput } from './reviews';
import { companiesInput } from './companies';
import { contentInput } from './content';
import type { EndpointName, PayloadOf, ReqOf } from './endpoints';
import { expertsInput } from './experts';
import { helpInput } from './help';
import { inquiriesInput } from './inquiries';
import { mediaInput } from './media';
import { onboardingInput } from './onboarding';
import { ordersInput } from './orders';
import { ordersDevInput } from './orders-dev';
import { paymentsInput } from './payments';
import { personalInput } from './personal';
import type { Schema } from './schema';
import { trainingInput } from './training';
import { uploadsInput } from './uploads';

export { MSG_BAD_PARAM, parseRequest, someString, type AnySchema, type ParseContext } from './schema';

/** One schema per endpoint, of the endpoint's own request and payload types (a missing or extra one is a type error). */
export type RequestSchemas = { [K in EndpointName]: Schema<ReqOf<K>, PayloadOf<K>> };

export const requestSchemas = {
  ...adminInput,
  ...adminAuditInput,
  ...adminSettingsInput,
  ...settingsInput,
  ...adminTransfersInput,
  ...adminAfterSalesInput,
  ...adminProductsInput,
  ...adminArticlesInput,
  ...adminAdsInput,
  ...adminHelpInput,
  ...adminCategoriesInput,
  ...adminTrainingsInput,
  ...adminMediaInput,
  ...adminExpertsInput,
  ...adminCompaniesInput,
  ...adminStaffInput,
  ...adminDashboardInput,
  ...adminUsersInput,
  ...adminOrdersInput,
  ...chatInput,
  ...accountInput,
  ...addressesInput,
  ...afterSalesInput,
  ...merchantInput,
  ...listingsInput,
  ...merchantStatsInput,
  ...dictionariesInput,
  ...contentInput,
  ...articlesInput,
  ...expertsInput,
  ...companiesInput,
  ...mediaInput,
  ...onboardingInput,
  ...trainingInput,
  ...inquiriesInput,
  ...helpInput,
  ...catalogueInput,
  ...cartInput,
  ...reviewsInput,
  ...personalInput,
  ...ordersInput,
  ...ordersDevInput,
  ...paymentsInput,
  ...uploadsInput,
} satisfies RequestSchemas;

// no schema without an endpoint
type Extra = Exclude<keyof typeof requestSchemas, EndpointName>;
export const noExtraSchemas: Extra extends never ? true : Extra = true;
