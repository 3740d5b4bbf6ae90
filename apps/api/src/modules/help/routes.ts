// The help's contract handlers: the help menu and one help page (the rules in service.ts).
import type { help } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { helpMenu, helpPage } from './service';

export const helpHandlers: DomainHandlers<typeof help> = {
  listHelpByCate: ({ db }) => helpMenu(db),
  helpInfo: ({ db, payload }) => helpPage(db, payload.id),
};
