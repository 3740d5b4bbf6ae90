// Every contract endpoint's handler. Typed as Handlers, so an endpoint without a handler is a type error.
import type { Handlers } from '../http/handler';
import { accountHandlers } from './account';
import { contentHandlers } from './content';
import { articlesHandlers } from './articles';
import { expertsHandlers } from './experts';
import { companiesHandlers } from './companies';
import { mediaHandlers } from './media';

export const handlers: Handlers = {
  ...accountHandlers,
  ...contentHandlers,
  ...articlesHandlers,
  ...expertsHandlers,
  ...companiesHandlers,
  ...mediaHandlers,
};
