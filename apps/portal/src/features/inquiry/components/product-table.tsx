import type { ReactNode } from 'react';
import classes from './inquiry.module.css';

/** One product of an inquiry, sent (InquiryItem) or still in the draft. */
interface ProductRow {
  product_name: string;
  product_describe: string;
  quantity: number | string;
  /** digits only, '' when none was given */
  expected_price: string;
}

interface ProductTableProps<T extends ProductRow> {
  items: T[];
  keyOf: (item: T) => string | number;
  /** the picture's address, if any */
  imageOf: (item: T) => string | undefined;
  /** the 操作 column's buttons (the draft's 编辑 / 删除); no such column without it */
  actions?: (item: T) => ReactNode;
}

/** The products of an inquiry: picture, name, description, quantity, expected price (and the draft's actions). */
export function ProductTable<T extends ProductRow>({ items, keyOf, imageOf, actions }: ProductTableProps<T>) {
  return (
    <div className={classes.scroll}>
      <table className={classes.table} aria-label="询价产品">
        <thead>
          <tr>
            <th>图片</th>
            <th>产品名称</th>
            <th>描述</th>
            <th className={classes.num}>数量</th>
            <th className={classes.num}>期望价格</th>
            {actions ? <th>操作</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => {
            const image = imageOf(i);
            return (
              <tr key={keyOf(i)}>
                <td>{image ? <img className={classes.thumb} src={image} alt={i.product_name} /> : null}</td>
                <td>{i.product_name}</td>
                <td>{i.product_describe}</td>
                <td className={classes.num}>{i.quantity}</td>
                <td className={classes.num}>{i.expected_price ? `¥${i.expected_price}` : '—'}</td>
                {actions ? <td>{actions(i)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
