// The platform's trade rules as the mall reads them (GET /api/settings/trade, public): the shipping rule
// of every seller's order and how long a printed quote (报价单) stays valid. Staff change them in the
// console's 系统设置 (admin-settings.ts) and they hold from the next call on: the mall asks, never assumes.
// SHIPPING and QUOTE_VALID_DAYS (orders.ts, inquiries.ts) are the built-in values a fresh platform starts with.
import { ep } from './endpoint-def';
import { none, type InputOf } from './schema';

/**
 * The platform operator's registered name: the footer, the user agreement and the payee of bank transfers
 * until 系统设置 names another (one name everywhere: buyers compare the footer with the account they pay).
 */
export const PLATFORM_COMPANY_NAME = '广州安服通信息科技有限公司';

/** The shipping rule of one seller's order, in yuan ('300.00'): free from `free_from` of goods, else `base`; `remote` to a remote area whatever the amount. */
export interface ShippingRule {
  free_from: string;
  base: string;
  remote: string;
}

/** What the mall shows of the trade rules. */
export interface TradeRules {
  shipping: ShippingRule;
  /** days a printed quote (the cart's 报价单) and a supplier's answer to an inquiry stay valid */
  quote_valid_days: number;
}

const yuan = (s: string) => (Number(s) || 0).toFixed(2);

/**
 * The rule in words, as the mall's 报价单 and the console's preview say it ('300' or '300.00' alike). Nothing
 * to reach, or nothing to pay below it: every order ships free (a remote area still pays its fee).
 */
export function shippingRuleText(r: ShippingRule): string {
  const remote = `偏远地区运费 ${yuan(r.remote)} 元。`;
  if (Number(r.free_from) === 0 || Number(r.base) === 0) return `每个供应商的订单均免运费；${remote}`;
  return `每个供应商的订单满 ${yuan(r.free_from)} 元包邮，不满收取 ${yuan(r.base)} 元；${remote}`;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const settingsInput = /* @__PURE__ */ (() => ({
  tradeRules: none(),
}))();

type In = typeof settingsInput;
export type TradeRulesReq = InputOf<In['tradeRules']>;

export const settings = {
  /** GET /api/settings/trade: the shipping rule and the quote validity in force */
  tradeRules: ep<In['tradeRules'], TradeRules>()({ method: 'GET', path: '/settings/trade', auth: false }),
};
