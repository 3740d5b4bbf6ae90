// Every contract endpoint's handler, one file per contract domain. Typed as Handlers, so an endpoint
// without a handler is a type error.
import type { Handlers } from '../http/handler';
import { accountHandlers } from './account';
import { articlesHandlers } from './articles';
import { catalogueHandlers } from './catalogue';
import { companiesHandlers } from './companies';
import { contentHandlers } from './content';
import { expertsHandlers } from './experts';
import { helpHandlers } from './help';
import { mediaHandlers } from './media';
import { paymentsHandlers } from './payments';
import { personalHandlers } from './personal';
import { trainingHandlers } from './training';
import { uploadsHandlers } from './uploads';

export const handlers: Handlers = {
  ...accountHandlers,
  ...contentHandlers,
  ...articlesHandlers,
  ...expertsHandlers,
  ...companiesHandlers,
  ...mediaHandlers,
  ...trainingHandlers,
  ...helpHandlers,
  ...catalogueHandlers,
  ...personalHandlers,
  ...paymentsHandlers,
  ...uploadsHandlers,
};
