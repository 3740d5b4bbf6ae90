// The lines of one order of a submitted checkout (the pending order, the offline-transfer page): name,
// options, price and quantity.
import type { OrderLine } from '@ws/api-sdk';
import { formatYuan } from '@ws/ui';
import classes from './checkout.module.css';

export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return lines.map((l) => (
    <div key={l.id} className={classes.line}>
      <div className={classes.lineName}>
        {l.product_name} <span className={classes.muted}>{l.atts_items_names}</span>
      </div>
      <span>{formatYuan(l.price)}</span>
      <span>×{l.amount}</span>
    </div>
  ));
}
