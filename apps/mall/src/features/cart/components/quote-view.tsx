// The printable quote (报价单) of the chosen lines: per seller its items and tax-included amounts, shipping by
// the platform's rule in force (GET /api/settings/trade, the rule the server charges at checkout), the 13%
// tax included, the grand total, the date and the validity (the platform's quote validity from today).
// 打印 prints only the quote (print styles hide the page behind it).
import type { CartItem, TradeRules } from '@ws/api-sdk';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { formatYuan, QueryState } from '@ws/ui';
import { fenToYuan, toFen } from '@/shared/product/price';
import { useTradeRules } from '@/shared/orders';
import { buildQuote } from '../lib/quote';
import classes from './quote.module.css';

export default function QuoteView({ lines, onClose, today }: { lines: CartItem[]; onClose: () => void; today?: Date }) {
  const rules = useTradeRules();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  // a child of <body>, so that printing can hide everything else
  return createPortal(
    <div className={classes.backdrop}>
      <div className={classes.sheet} role="dialog" aria-modal="true" aria-label="报价单">
        <QueryState query={rules}>
          {(r) => <QuoteSheet lines={lines} rules={r} today={today} />}
        </QueryState>
        <div className={classes.actions}>
          <button type="button" onClick={onClose}>
            关闭
          </button>
          <button type="button" className={classes.print} onClick={() => window.print()} disabled={!rules.data}>
            打印
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

function QuoteSheet({ lines, rules, today }: { lines: CartItem[]; rules: TradeRules; today: Date | undefined }) {
  const quote = buildQuote(lines, rules, today);
  return (
    <>
      <div className={classes.head}>
        <h2 className={classes.title}>
          报价单
        </h2>
        <span>报价日期：{quote.date}</span>
        <span data-testid="quote-valid">
          有效期：{quote.validDays} 天（至 {quote.validUntil}）
        </span>
      </div>
      {quote.sellers.map((s) => (
        <section key={s.company_name} aria-label={`供应商 ${s.company_name}`}>
          <h3>供应商：{s.company_name}</h3>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">商品名称</th>
                <th scope="col">规格</th>
                <th scope="col" className={classes.num}>
                  单价（含税）
                </th>
                <th scope="col" className={classes.num}>
                  数量
                </th>
                <th scope="col" className={classes.num}>
                  金额（含税）
                </th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l) => (
                <tr key={l.id}>
                  <td>{l.product_name}</td>
                  <td>{l.atts_items_names}</td>
                  <td className={classes.num}>{formatYuan(l.price)}</td>
                  <td className={classes.num}>
                    {l.amount} {l.unit}
                  </td>
                  <td className={classes.num}>{formatYuan(fenToYuan(toFen(l.price) * l.amount))}</td>
                </tr>
              ))}
              <tr>
                <td colSpan={4}>运费</td>
                <td className={classes.num}>{s.shippingFen === 0 ? '包邮' : formatYuan(fenToYuan(s.shippingFen))}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ))}
      <p>商品金额（含税）：{formatYuan(fenToYuan(quote.goodsFen))}</p>
      <p>运费：{formatYuan(fenToYuan(quote.shippingFen))}</p>
      <p>
        合计（含税）：<strong data-testid="quote-total">{formatYuan(fenToYuan(quote.totalFen))}</strong>，其中税额（13%）：{formatYuan(fenToYuan(quote.taxFen))}
      </p>
      <p>{quote.shippingRule}</p>
      <p>以上价格均含 13% 增值税，可开具增值税发票；本报价自报价日期起 {quote.validDays} 天内有效。</p>
    </>
  );
}
