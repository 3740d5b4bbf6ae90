// The merchant's shipping form, in a module of its own: the 发货 screen needs only these two rules, not the
// checkout's and invoices' checkers that the rest of ./mall brings.
import { messages as m } from './messages';
import { required } from './rules';
import type { Maybe, RuleSet } from './types';

export type ShippingValues = { express_value: Maybe<string>; express_no: Maybe<string>; remark?: Maybe<string> };

/** Shipping form. Fields: express_value, express_no (remark optional). */
export const shippingRules: RuleSet<ShippingValues> = {
  express_value: required(m.expressCompanyRequired),
  express_no: required(m.expressNoRequired),
};
