// Every contract endpoint's handler, one file per contract domain. Typed as Handlers, so an endpoint
// without a handler is a type error.
import type { Handlers } from '../http/handler';
import { accountHandlers } from './account';
import { addressesHandlers } from './addresses';
import { afterSalesHandlers } from './after-sales';
import { merchantHandlers } from './merchant';
import { dictionariesHandlers } from './dictionaries';
import { articlesHandlers } from './articles';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { chatHandlers } from './chat';
import { reviewsHandlers } from './reviews';
import { companiesHandlers } from './companies';
import { contentHandlers } from './content';
import { expertsHandlers } from './experts';
import { helpHandlers } from './help';
import { inquiriesHandlers } from './inquiries';
import { mediaHandlers } from './media';
import { onboardingHandlers } from './onboarding';
import { ordersHandlers } from './orders';
import { ordersDevHandlers } from './orders-dev';
import { paymentsHandlers } from '../modules/payments/routes';
import { personalHandlers } from './personal';
import { trainingHandlers } from './training';
import { uploadsHandlers } from './uploads';

export const handlers: Handlers = {
  ...chatHandlers,
  ...accountHandlers,
  ...addressesHandlers,
  ...afterSalesHandlers,
  ...merchantHandlers,
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
};
