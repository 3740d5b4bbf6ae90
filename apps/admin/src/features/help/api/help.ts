import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type AdminHelpCate, type AdminHelpCateSaveReq, type AdminHelpSaveReq, type AdminHelpSortReq, type Items } from '@ws/api-sdk';

/** GET /api/admin/help/cates: the help categories with their items (read afresh on each visit). */
export const useHelpCates = () => useQuery({ ...apiQuery('adminHelpCates', {}), staleTime: 0 });

/** GET /api/admin/help/info: one item whole (read afresh on each visit). */
export const useHelpInfo = (id: number | null) => useQuery({ ...apiQuery('adminHelpInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });

/** Every change of the list answers the categories as stored: shown at once. */
const useCatesChange = <Req,>(fn: (req: Req) => Promise<Items<AdminHelpCate>>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (cates) => {
      client.setQueryData(apiKey('adminHelpCates', {}), cates);
    },
  });
};

/** 保存排序: one category's whole order in one request. */
export const useHelpSort = () => useCatesChange((req: AdminHelpSortReq) => call('adminHelpSort', req));
/** 删除 an item. */
export const useHelpDelete = () => useCatesChange((req: { id: number }) => call('adminHelpDelete', req));
/** 新增分类 / 重命名. */
export const useHelpCateSave = () => useCatesChange((req: AdminHelpCateSaveReq) => call('adminHelpCateSave', req));
/** 删除分类 (only an empty one). */
export const useHelpCateDelete = () => useCatesChange((req: { cate_id: number }) => call('adminHelpCateDelete', req));

/** 保存: the answer is the item as stored (its body sanitized); the list is read again. */
export const useHelpSave = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AdminHelpSaveReq) => call('adminHelpSave', req),
    onSuccess: (detail) => {
      client.setQueryData(apiKey('adminHelpInfo', { id: detail.id }), detail);
      return client.invalidateQueries({ queryKey: apiKey('adminHelpCates') });
    },
  });
};
