// The order amounts, as pure functions of the server's own prices (never the client's), in fen:
// prices include 13% tax; shipping per seller's order follows the platform's rule (系统设置; built in: free
// from 300 yuan of goods, else 8 yuan, and 50 yuan to a remote area whatever the amount); points at 100 per yuan (one point is one fen), each line's
// deductible share is use_profit_jifen_rate % of price × quantity, and the points used are capped by the
// balance. Shares are rounded down to whole points, so the deduction never exceeds a line's share. The wallet
// (余额) then pays what is left, up to its balance, order by order: wallet_fen is a part of total_fen, and
// the payment brings the rest.
import type { ShippingFen } from '../settings';
import { fenToYuan, includedTaxFen, toFen } from '../../kernel';

/**
 * Remote delivery areas (shipping 50 yuan): the far western provinces and Hainan, and in Guangdong the
 * Leizhou peninsula (湛江市) and the mountain city 梅州市, which the carriers serve from Guangzhou
 * and Dongguan only at a surcharge. Matched on the address's province, city or district code.
 */
export const REMOTE_AREA_CODES: ReadonlySet<string> = new Set([
  '150000', // 内蒙古自治区
  '460000', // 海南省
  '540000', // 西藏自治区
  '620000', // 甘肃省
  '630000', // 青海省
  '640000', // 宁夏回族自治区
  '650000', // 新疆维吾尔自治区
  '440800', // 广东省湛江市
  '441400', // 广东省梅州市
]);

export const isRemoteArea = (codes: { provinceCode?: string; cityCode?: string; countyCode?: string }): boolean =>
  [codes.provinceCode, codes.cityCode, codes.countyCode].some((c) => !!c && REMOTE_AREA_CODES.has(c));

export { fenToYuan, includedTaxFen, toFen };

/** Shipping of one seller's order under `rule`. */
export function shippingFen(goodsFen: number, remote: boolean, rule: ShippingFen): number {
  if (remote) return rule.remoteFen;
  return goodsFen >= rule.freeFromFen ? 0 : rule.baseFen;
}

export interface PriceLine {
  priceFen: number;
  amount: number;
  /** use_profit_jifen_rate, percent (0-100) */
  rate: number;
  companyId: number;
}

/** A line's deductible share in points (= fen). */
export const lineShare = (l: Pick<PriceLine, 'priceFen' | 'amount' | 'rate'>): number =>
  Math.floor((l.priceFen * l.amount * Math.min(Math.max(l.rate, 0), 100)) / 100);

export interface PricedOrder {
  companyId: number;
  /** indexes into the input lines */
  lines: number[];
  goodsFen: number;
  expressFeeFen: number;
  usePoints: number;
  totalFen: number;
  /** the part of totalFen paid from the wallet */
  walletFen: number;
}

export interface Priced {
  /** points used per input line */
  linePoints: number[];
  orders: PricedOrder[];
  goodsFen: number;
  expressFeeFen: number;
  /** the most points this checkout may use */
  pointsUsable: number;
  usePoints: number;
  totalFen: number;
  taxFen: number;
  /** the most the wallet may pay of this checkout (its balance, up to the total) */
  walletUsable: number;
  /** what the wallet pays (0 unless asked) */
  walletFen: number;
  /** what is left to pay by QR or transfer: totalFen − walletFen */
  payFen: number;
}

/**
 * Price a checkout: one order per seller (in the order sellers first appear), shipping per order, and,
 * when `usePoints`, the points spread over the lines in order until the usable amount is spent.
 */
export function priceCheckout(
  lines: PriceLine[],
  opts: { remote: boolean; usePoints: boolean; pointsBalance: number; shipping: ShippingFen; useWallet?: boolean; walletBalanceFen?: number },
): Priced {
  const shares = lines.map(lineShare);
  const pointsUsable = Math.max(0, Math.min(shares.reduce((a, b) => a + b, 0), Math.floor(opts.pointsBalance)));
  let left = opts.usePoints ? pointsUsable : 0;
  const linePoints = shares.map((share) => {
    const used = Math.min(share, left);
    left -= used;
    return used;
  });
  const byCompany = new Map<number, PricedOrder>();
  lines.forEach((l, i) => {
    let o = byCompany.get(l.companyId);
    if (!o) {
      o = { companyId: l.companyId, lines: [], goodsFen: 0, expressFeeFen: 0, usePoints: 0, totalFen: 0, walletFen: 0 };
      byCompany.set(l.companyId, o);
    }
    o.lines.push(i);
    o.goodsFen += l.priceFen * l.amount;
    o.usePoints += linePoints[i]!;
  });
  const orders = [...byCompany.values()];
  for (const o of orders) {
    o.expressFeeFen = shippingFen(o.goodsFen, opts.remote, opts.shipping);
    o.totalFen = o.goodsFen + o.expressFeeFen - o.usePoints;
  }
  const sum = (f: (o: PricedOrder) => number) => orders.reduce((a, o) => a + f(o), 0);
  const totalFen = sum((o) => o.totalFen);
  const walletUsable = Math.max(0, Math.min(totalFen, Math.floor(opts.walletBalanceFen ?? 0)));
  let walletLeft = opts.useWallet ? walletUsable : 0;
  for (const o of orders) {
    o.walletFen = Math.min(o.totalFen, walletLeft);
    walletLeft -= o.walletFen;
  }
  const walletFen = sum((o) => o.walletFen);
  return {
    linePoints,
    orders,
    goodsFen: sum((o) => o.goodsFen),
    expressFeeFen: sum((o) => o.expressFeeFen),
    pointsUsable,
    usePoints: sum((o) => o.usePoints),
    totalFen,
    taxFen: includedTaxFen(totalFen),
    walletUsable,
    walletFen,
    payFen: totalFen - walletFen,
  };
}
