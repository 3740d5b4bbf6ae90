// The built-in values of the platform settings: what a fresh platform runs with until staff save a section
// in 系统设置. The unpaid-order limits come from the environment (ORDER_UNPAID_ONLINE_HOURS,
// ORDER_UNPAID_OFFLINE_HOURS), so an operator can set them before anyone logs in to the console.
import { DEFAULT_AUTO_CONFIRM_DAYS, PLATFORM_COMPANY_NAME, QUOTE_VALID_DAYS, SHIPPING, type TradeTimes, type TransferInfo } from '@ws/api-sdk/contract';

export const HOUR = 3600_000;

/** The account buyers transfer to until 系统设置 names another. */
export const DEFAULT_TRANSFER: TransferInfo = {
  company: PLATFORM_COMPANY_NAME,
  bank_account: '3602 0012 0910 0456 789',
  bank: '中国工商银行广州天河支行',
  cnaps: '102581000139',
  remarks: '转账时请在附言中填写汇款识别码，到账后商家确认收款即发货；对公转账一般 1-2 个工作日到账。',
  duty_paragraph: '91440101MA59ABCD2X',
  phone: '020-38880000',
  address: '广州市天河区天河路 385 号',
};

/** The shipping rule in fen (the contract's SHIPPING). */
export interface ShippingFen {
  freeFromFen: number;
  baseFen: number;
  remoteFen: number;
}

export const DEFAULT_SHIPPING: ShippingFen = { ...SHIPPING };

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * The trade limits before any save: quote validity 90 days, ORDER_UNPAID_ONLINE_HOURS (24) and
 * ORDER_UNPAID_OFFLINE_HOURS (168, 7 days), a malformed value falling back, and the automatic confirmation
 * of receipt 10 days after delivery (also what a trade row saved before that field existed reads as).
 */
export function defaultTradeTimes(env: NodeJS.ProcessEnv = process.env): TradeTimes {
  return {
    quote_valid_days: QUOTE_VALID_DAYS,
    unpaid_online_hours: positive(env.ORDER_UNPAID_ONLINE_HOURS, 24),
    unpaid_offline_hours: positive(env.ORDER_UNPAID_OFFLINE_HOURS, 24 * 7),
    auto_confirm_days: DEFAULT_AUTO_CONFIRM_DAYS,
  };
}
