// The printable quote of chosen cart lines: tax-included totals in fen, the shipping rule the server applies
// (free from 300 yuan of goods per seller, else 8 yuan; 50 yuan to remote areas), the 13% tax included, and
// the validity (90 days from today).
import { SHIPPING, TAX_RATE_PERCENT, type CartItem } from '@ws/api-sdk';
import { fenToYuan, toFen } from '@/shared/product/price';

export const QUOTE_VALID_DAYS = 90;

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
}

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function buildQuote(lines: readonly CartItem[], today: Date = new Date()): Quote {
  const bySeller = new Map<string, QuoteSeller>();
  for (const l of lines) {
    const s = bySeller.get(l.company_name) ?? { company_name: l.company_name, lines: [], goodsFen: 0, shippingFen: 0 };
    s.lines.push(l);
    s.goodsFen += toFen(l.price) * l.amount;
    bySeller.set(l.company_name, s);
  }
  const sellers = [...bySeller.values()];
  for (const s of sellers) s.shippingFen = s.goodsFen >= SHIPPING.freeFromFen ? 0 : SHIPPING.baseFen;
  const goodsFen = sellers.reduce((n, s) => n + s.goodsFen, 0);
  const shippingFen = sellers.reduce((n, s) => n + s.shippingFen, 0);
  const totalFen = goodsFen + shippingFen;
  const valid = new Date(today.getFullYear(), today.getMonth(), today.getDate() + QUOTE_VALID_DAYS);
  return {
    sellers,
    goodsFen,
    shippingFen,
    totalFen,
    taxFen: Math.round((totalFen * TAX_RATE_PERCENT) / (100 + TAX_RATE_PERCENT)),
    date: ymd(today),
    validUntil: ymd(valid),
  };
}

export const SHIPPING_RULE = `运费规则：每个供应商的订单满 ${fenToYuan(SHIPPING.freeFromFen)} 元包邮，不满收取 ${fenToYuan(SHIPPING.baseFen)} 元；偏远地区运费 ${fenToYuan(SHIPPING.remoteFen)} 元。`;
