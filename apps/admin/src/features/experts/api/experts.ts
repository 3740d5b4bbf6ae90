import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, categoryGroupsQuery, type AdminExpertDetail, type AdminExpertSaveReq, type Category, type Items } from '@ws/api-sdk';

export interface ExpertListQuery {
  keyword: string;
  listed: -1 | 0 | 1;
  pageNum: number;
}

/** GET /api/admin/experts/list: one page (20) by name or phone and 上架 state; the last page stays while the next loads. */
export const useExpertList = (q: ExpertListQuery) =>
  useQuery({
    ...apiQuery('adminExpertList', { keyword: q.keyword || undefined, listed: q.listed, pageNum: q.pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/admin/experts/info: one expert whole (read afresh on each visit). */
export const useExpertInfo = (id: number | null) => useQuery({ ...apiQuery('adminExpertInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });

export const EXPERT_GROUPS = ['industry', 'field', 'special', 'supply', 'recommend'] as const;
export type ExpertGroup = (typeof EXPERT_GROUPS)[number];
export type GroupOptions = Record<string, { value: string; label: string }[]>;

/** The categories of menuList by group (p_cate_value), sub-categories after their parent. */
export const toGroupOptions = (d: Items<Category>): GroupOptions => {
  const out: GroupOptions = {};
  const add = (c: Category, prefix = '') => {
    (out[c.p_cate_value] ??= []).push({ value: String(c.cate_id), label: prefix + c.cate_name });
    for (const child of c.children ?? []) add(child, `${c.cate_name} / `);
  };
  for (const c of d.items) add(c);
  return out;
};

/** The expert groups' categories (the portal's /expert filters and the recommend group). */
export const useExpertGroups = () => useQuery({ ...categoryGroupsQuery([...EXPERT_GROUPS]), select: toGroupOptions });

/** What every change answers: the expert as stored; the editor's copy is replaced and the lists read again. */
const useExpertChange = <Req,>(fn: (req: Req) => Promise<AdminExpertDetail>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      client.setQueryData(apiKey('adminExpertInfo', { id: detail.id }), detail);
      return client.invalidateQueries({ queryKey: apiKey('adminExpertList') });
    },
  });
};

export const useExpertSave = () => useExpertChange((req: AdminExpertSaveReq) => call('adminExpertSave', req));
export const useExpertListed = () => useExpertChange((req: { id: number; listed: 0 | 1 }) => call('adminExpertListed', req));
export const useExpertBind = () => useExpertChange((req: { id: number; phone: string }) => call('adminExpertBind', req));
