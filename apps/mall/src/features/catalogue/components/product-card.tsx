// One product card (spec 02 §3 Product card): first image, name, company, spec count, price and unit, and
// (beyond the spec, on the full cards of /enable and /products) the units sold, the figure the 销量 sort
// orders by. Opens /enableInfo in a new tab. Visitors get no price (the server sends ''), and a hint to log in.
import type { ProductCard as Card } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatYuan } from '@ws/ui';
import { LOGIN_FOR_PRICE } from '@/shared/product/price';
import { soldText } from '../lib/sales';
import classes from './catalogue.module.css';

/**
 * `priority`: a card of the first screen, whose picture is the page's largest paint: fetched at once and
 * early, not lazily after layout.
 */
export function ProductCard({ product, compact = false, priority = false }: { product: Card; compact?: boolean; priority?: boolean }) {
  const price = formatYuan(product.price);
  return (
    <AppLink to={paths.enableInfo(product.id)} newTab className={classes.card}>
      {product.firstFile ? (
        <img
          className={classes.cardImage}
          src={product.firstFile.FileUrl}
          alt={product.name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={240}
          height={240}
        />
      ) : (
        <span className={classes.cardImage} aria-hidden="true" />
      )}
      <span className={classes.cardBody}>
        <span className={classes.cardName}>{product.name}</span>
        {!compact && <span className={classes.cardMeta}>{product.company_name}</span>}
        {!compact && <span className={classes.cardMeta}>{product.att_item_price_size} 个规格</span>}
        <span className={classes.cardFoot}>
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
          {!compact && <span className={classes.sold}>{soldText(product.sales)}</span>}
        </span>
      </span>
    </AppLink>
  );
}

/**
 * What a grid of `count` compact cards occupies while its products load: the same grid, square pictures and
 * text lines, so that the answer replaces it without moving what follows (no layout shift).
 */
export function CardGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={classes.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className={classes.card}>
            <span className={classes.cardImage} />
            <span className={classes.cardBody}>
              <span className={classes.cardName}>&nbsp;</span>
              <span>&nbsp;</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
