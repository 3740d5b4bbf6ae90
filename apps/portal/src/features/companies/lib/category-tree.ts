import type { Category } from '@ws/api-sdk';
import type { MenuEntry } from '@ws/ui';

/**
 * Category rows as menu entries: top-level rows (parent_id 0) with their sub-categories as children.
 * Accepts flat rows (menuList) and rows that already carry `children` (listcate-style trees).
 * Orphans (a parent that is not in the list) become top-level entries.
 */
export function toCategoryTree(rows: Category[]): MenuEntry[] {
  const ids = new Set(rows.map((c) => c.cate_id));
  const tops = rows.filter((c) => c.parent_id === 0 || !ids.has(c.parent_id));
  const childrenOf = new Map<number, Category[]>();
  for (const c of rows) {
    if (c.parent_id === 0 || !ids.has(c.parent_id)) continue;
    const list = childrenOf.get(c.parent_id) ?? [];
    list.push(c);
    childrenOf.set(c.parent_id, list);
  }
  return tops.map((t) => {
    const kids = [...(t.children ?? []), ...(childrenOf.get(t.cate_id) ?? [])];
    const entry: MenuEntry = { id: t.cate_id, name: t.cate_name };
    if (kids.length > 0) entry.children = kids.map((k) => ({ id: k.cate_id, name: k.cate_name }));
    return entry;
  });
}
