// The order a buyer reads a product's attribute items and SKUs in (/enableInfo, its buy drawer). Merchants
// type the items in any order (the seeded 手提式干粉灭火器 has 4 kg, 1 kg, 2 kg, 8 kg: the first is the base
// price), so an attribute whose every item carries a number lists its items in natural order, the numbers
// inside the text compared as numbers (1 kg, 2 kg, 4 kg, 8 kg, 35 kg; 38 … 44; 0 级 … 2 级). The other
// attributes keep the merchant's order: a collator would put 白色 before 黄色 (pinyin) and L before M before
// XL, which no buyer expects. It is done when the product is read, so products saved before it follow it too,
// and the merchant's own editor keeps the order they typed.
import type { ProductDetail } from '@ws/api-sdk/contract';

type Att = ProductDetail['att'];

const collator = new Intl.Collator('zh', { numeric: true });

/** Natural order of two texts: digits as numbers ('2 kg' before '10 kg'), the rest as zh collation. */
export const naturalCompare = (a: string, b: string): number => collator.compare(a, b);

const HAS_DIGIT = /\d/;

/** The attributes with the items of every all-numbered attribute in natural order (a copy; `att` is kept). */
export function naturalAtt(att: Att): Att {
  return att.map((group) =>
    group.att_item.length > 1 && group.att_item.every((item) => HAS_DIGIT.test(item.name))
      ? { ...group, att_item: [...group.att_item].sort((a, b) => naturalCompare(a.name, b.name)) }
      : group,
  );
}

/**
 * The SKUs in the order of their items: by the first attribute's item, then the second's (a copy). A SKU
 * naming an item the attributes do not have goes after those that do; equal ones keep their order.
 */
export function skusInItemOrder<T extends { att_item_ids: string }>(att: Att, skus: readonly T[]): T[] {
  const place = new Map<number, { group: number; index: number }>();
  att.forEach((group, g) => group.att_item.forEach((item, index) => place.set(item.id, { group: g, index })));
  const rank = (sku: T): number[] => {
    const r = att.map(() => Number.MAX_SAFE_INTEGER);
    for (const id of sku.att_item_ids === '' ? [] : sku.att_item_ids.split(',').map(Number)) {
      const p = place.get(id);
      if (p) r[p.group] = p.index;
    }
    return r;
  };
  const ranked = skus.map((sku) => ({ sku, rank: rank(sku) }));
  ranked.sort((a, b) => {
    for (let i = 0; i < a.rank.length; i++) {
      const d = a.rank[i]! - b.rank[i]!;
      if (d !== 0) return d;
    }
    return 0;
  });
  return ranked.map((r) => r.sku);
}
