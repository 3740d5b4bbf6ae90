import type { CompanyProduct } from '@ws/api-sdk';
import { formatYuan, QueryState, useSession } from '@ws/ui';
import { useCompanyProducts } from '../api/use-company-products';
import classes from './company-detail.module.css';

export const LABEL_PRICE_AFTER_LOGIN = '登录后查看价格';

function ProductCard({ product, loggedIn }: { product: CompanyProduct; loggedIn: boolean }) {
  const src = product.firstFile?.FileUrl;
  const price = formatYuan(product.price);
  return (
    <div className={classes.product}>
      {src ? (
        <img className={classes.productImage} src={src} alt={product.name} loading="lazy" decoding="async" />
      ) : (
        <span className={`${classes.productImage} ${classes.productInitial}`} aria-hidden="true">
          {product.name.slice(0, 2)}
        </span>
      )}
      <span className={classes.productName} title={product.name}>
        {product.name}
      </span>
      {loggedIn ? (
        <span className={classes.productPrice}>
          {price ? <b>{price}</b> : <b>面议</b>}
          {price && product.unit ? <span className={classes.unit}> / {product.unit}</span> : null}
        </span>
      ) : (
        // prices need a login (spec 02 §1), the same rule as the search page
        <span className={classes.priceHidden}>{LABEL_PRICE_AFTER_LOGIN}</span>
      )}
    </div>
  );
}

/**
 * 产品与服务: the company's products (companyproduct), each with image, name, and for a logged-in user the
 * price ¥x.xx and unit; a visitor sees 登录后查看价格.
 */
export function CompanyProducts({ companyId }: { companyId: number }) {
  const products = useCompanyProducts(companyId);
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <QueryState query={products} isEmpty={(d) => d.items.length === 0} skeletonRows={3}>
      {(d) => (
        <ul className={classes.products} aria-label="产品与服务列表">
          {d.items.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} loggedIn={loggedIn} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
