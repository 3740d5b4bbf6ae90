// The printable quote of chosen cart lines: tax-included totals in fen, the shipping rule the server applies
// (the platform's rule in force, GET /api/settings/trade: built in, free from 300 yuan of goods per seller,
// else 8 yuan; 50 yuan to remote areas), the 13% tax included, and the validity (the platform's quote
// validity from today, 90 days built in).
import { shippingRuleText, TAX_RATE_PERCENT, type CartItem, type TradeRules } from '@ws/api-sdk';
import { toFen } from '@/shared/product/price';

export interface QuoteSeller {
  company_name: string;
  lines: CartItem[];
  goodsFen: number;
  shippingFen: number;
}

export interface Quote {
  sellers: QuoteSeller[];
  goodsFen: number;
  shippingFen: number;
  totalFen: number;
  taxFen: number;
  date: string;
  validUntil: string;
  validDays: number;
  /** 运费规则：… in words */
  shippingRule: string;
}

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function buildQuote(lines: readonly CartItem[], rules: TradeRules, today: Date = new Date()): Quote {
  const freeFromFen = toFen(rules.shipping.free_from);
  const baseFen = toFen(rules.shipping.base);
  const bySeller = new Map<string, QuoteSeller>();
  for (const l of lines) {
    const s = bySeller.get(l.company_name) ?? { company_name: l.company_name, lines: [], goodsFen: 0, shippingFen: 0 };
    s.lines.push(l);
    s.goodsFen += toFen(l.price) * l.amount;
    bySeller.set(l.company_name, s);
  }
  const sellers = [...bySeller.values()];
  for (const s of sellers) s.shippingFen = s.goodsFen >= freeFromFen ? 0 : baseFen;
  const goodsFen = sellers.reduce((n, s) => n + s.goodsFen, 0);
  const shippingFen = sellers.reduce((n, s) => n + s.shippingFen, 0);
  const totalFen = goodsFen + shippingFen;
  const valid = new Date(today.getFullYear(), today.getMonth(), today.getDate() + rules.quote_valid_days);
  return {
    sellers,
    goodsFen,
    shippingFen,
    totalFen,
    taxFen: Math.round((totalFen * TAX_RATE_PERCENT) / (100 + TAX_RATE_PERCENT)),
    date: ymd(today),
    validUntil: ymd(valid),
    validDays: rules.quote_valid_days,
    shippingRule: `运费规则：${shippingRuleText(rules.shipping)}`,
  };
}
