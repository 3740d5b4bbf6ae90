import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type AdminCategory, type AdminCategorySaveReq, type AdminCategorySortReq, type Items } from '@ws/api-sdk';

/** GET /api/admin/categories/tree: one group's categories, every level, in order (read afresh on each visit). */
export const useCategoryTree = (group: string) => useQuery({ ...apiQuery('adminCategoryTree', { p_cate_value: group }), staleTime: 0 });

/** Every change answers its group as stored: shown at once; the help screen's categories are read again. */
const useGroupChange = <Req extends { p_cate_value: string }>(fn: (req: Req) => Promise<Items<AdminCategory>>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (group, req) => {
      client.setQueryData(apiKey('adminCategoryTree', { p_cate_value: req.p_cate_value }), group);
      return client.invalidateQueries({ queryKey: apiKey('adminHelpCates') });
    },
  });
};

/** 保存 (a new category goes last among its siblings). */
export const useCategorySave = () => useGroupChange((req: AdminCategorySaveReq & { p_cate_value: string }) => call('adminCategorySave', req));
/** 上移 / 下移 / drag: the siblings' whole order in one request. */
export const useCategorySort = () => useGroupChange((req: AdminCategorySortReq & { p_cate_value: string }) => call('adminCategorySort', req));
/** 删除. */
export const useCategoryDelete = () => useGroupChange((req: { cate_id: number; p_cate_value: string }) => call('adminCategoryDelete', { cate_id: req.cate_id }));
