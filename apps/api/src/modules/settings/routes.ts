// The trade rules the mall shows (contract settings.ts: tradeRules, public): the shipping rule and the quote
// validity in force. The console's side of the settings is modules/admin-settings.
import type { settings } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { tradeRules } from './service';

export const settingsHandlers: DomainHandlers<typeof settings> = {
  tradeRules: ({ db }) => tradeRules(db),
};
