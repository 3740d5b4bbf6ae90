import { useQuery } from '@tanstack/react-query';
import { categoryGroupsQuery, type Category } from '@ws/api-sdk';
import type { MenuEntry } from '@ws/ui';

/** The categories of a channel as menu entries (top level, children nested). */
export const toMenuEntries = (items: Category[], channel: string): MenuEntry[] => {
  const own = items.filter((c) => c.p_cate_value === channel);
  const tops = own.filter((c) => c.parent_id === 0 || !own.some((p) => p.cate_id === c.parent_id));
  return tops.map((t) => {
    const children = own.filter((c) => c.parent_id === t.cate_id).map((c) => ({ id: c.cate_id, name: c.cate_name }));
    return children.length > 0 ? { id: t.cate_id, name: t.cate_name, children } : { id: t.cate_id, name: t.cate_name };
  });
};

/** menuList {cate_values: [channel]}: the channel's categories (law: 122–127). */
export const useArticleCategories = (channel: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoryGroupsQuery([channel]), enabled, select: (d) => toMenuEntries(d.items, channel) });
