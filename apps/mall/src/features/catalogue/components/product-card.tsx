// One product card (spec 02 §3 Product card): first image, name, company, spec count, price and unit.
// Opens /enableInfo in a new tab. Visitors get no price (the server sends ''), and a hint to log in.
import type { ProductCard as Card } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink } from '@ws/ui';
import { formatPrice, LOGIN_FOR_PRICE } from '@/shared/product/price';
import classes from './catalogue.module.css';

export function ProductCard({ product, compact = false }: { product: Card; compact?: boolean }) {
  const price = formatPrice(product.price);
  return (
    <AppLink to={paths.enableInfo(product.id)} newTab className={classes.card}>
      {product.firstFile ? (
        <img className={classes.cardImage} src={product.firstFile.FileUrl} alt={product.name} loading="lazy" width={240} height={240} />
      ) : (
        <span className={classes.cardImage} aria-hidden="true" />
      )}
      <span className={classes.cardBody}>
        <span className={classes.cardName}>{product.name}</span>
        {!compact && <span className={classes.cardMeta}>{product.company_name}</span>}
        {!compact && <span className={classes.cardMeta}>{product.att_item_price_size} 个规格</span>}
        <span>
          {price ? (
            <>
              <span className={classes.price}>{price}</span>
              {product.unit && <span className={classes.unit}> / {product.unit}</span>}
            </>
          ) : (
            <span className={classes.loginHint}>{LOGIN_FOR_PRICE}</span>
          )}
        </span>
      </span>
    </AppLink>
  );
}
