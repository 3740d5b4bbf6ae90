import type { InquiryItem } from '@ws/api-sdk';
import classes from './inquiry.module.css';

/** The products of an inquiry: picture, name, description, quantity, expected price. */
export function ProductTable({ items }: { items: InquiryItem[] }) {
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
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id}>
              <td>{i.firstFile ? <img className={classes.thumb} src={i.firstFile.FileUrl} alt={i.product_name} /> : null}</td>
              <td>{i.product_name}</td>
              <td>{i.product_describe}</td>
              <td className={classes.num}>{i.quantity}</td>
              <td className={classes.num}>{i.expected_price ? `¥${i.expected_price}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
