// Picking a SKU (spec 02 §2 buy drawer): a product has up to two attributes (att); one item of each picks
// exactly one SKU, whose price, stock and image the drawer shows. SKUs are keyed by their item ids
// ascending, comma-joined ('' for a product without attributes), as the server stores them.
import type { ProductDetail, ProductSku } from '@ws/api-sdk';

export type Picks = readonly (number | null)[];

/** The SKU key of some item ids: ascending, comma-joined. */
export const skuKey = (ids: readonly number[]): string => [...ids].sort((a, b) => a - b).join(',');

/** The SKU of a complete pick (one item per attribute), or null while the pick is incomplete or unknown. */
export function findSku(product: Pick<ProductDetail, 'att' | 'skus'>, picks: Picks): ProductSku | null {
  if (product.att.length === 0) return product.skus.find((s) => s.att_item_ids === '') ?? product.skus[0] ?? null;
  if (picks.length < product.att.length || picks.some((p) => p === null)) return null;
  const key = skuKey(picks.slice(0, product.att.length) as number[]);
  return product.skus.find((s) => s.att_item_ids === key) ?? null;
}

/** The first pick that has stock (else the first items), so the drawer opens on something buyable. */
export function initialPicks(product: Pick<ProductDetail, 'att' | 'skus'>): (number | null)[] {
  const inStock = product.skus.find((s) => s.stock > 0);
  if (inStock && inStock.att_item_ids !== '') {
    const ids = new Set(inStock.att_item_ids.split(',').map(Number));
    return product.att.map((g) => g.att_item.find((i) => ids.has(i.id))?.id ?? null);
  }
  return product.att.map((g) => g.att_item[0]?.id ?? null);
}

/** Whether an item of attribute `group` can still be bought with the other attributes as picked. */
export function itemAvailable(product: Pick<ProductDetail, 'att' | 'skus'>, picks: Picks, group: number, itemId: number): boolean {
  const others = picks.map((p, i) => (i === group ? itemId : p));
  if (others.some((p) => p === null)) {
    return product.skus.some((s) => s.stock > 0 && s.att_item_ids.split(',').map(Number).includes(itemId));
  }
  const sku = findSku(product, others);
  return sku !== null && sku.stock > 0;
}

/** The names of a pick in attribute order, comma-joined ('黄色,标准款'). */
export function pickNames(product: Pick<ProductDetail, 'att'>, picks: Picks): string {
  return product.att
    .map((g, i) => g.att_item.find((it) => it.id === picks[i])?.name)
    .filter((n): n is string => !!n)
    .join(',');
}

/** The quantity the drawer starts at and may not go below: the product's min_amount (at least 1). */
export const minQuantity = (product: Pick<ProductDetail, 'min_amount'>): number => Math.max(1, product.min_amount);
