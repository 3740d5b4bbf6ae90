// Every contract endpoint's handler. Typed as Handlers, so an endpoint without a handler is a type error.
import type { Handlers } from '../http/handler';
import { accountHandlers } from './account';
import { contentHandlers } from './content';
import { articlesHandlers } from './articles';
import { directoryHandlers } from './directory';
import { mediaHandlers } from './media';

export const handlers: Handlers = {
  ...accountHandlers,
  ...contentHandlers,
  ...articlesHandlers,
  ...directoryHandlers,
  ...mediaHandlers,
};
