import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type AdminAd, type AdminAdSaveReq, type AdminAdSortReq, type Items } from '@ws/api-sdk';

/** GET /api/admin/ads/list: one slot's ads in their order (read afresh on each visit). */
export const useAdList = (cateValue: string) => useQuery({ ...apiQuery('adminAdList', { cate_value: cateValue }), staleTime: 0 });

/** Every change answers its slot as stored: shown at once; the slots are read again (an ad may have moved). */
const useSlotChange = <Req extends { cate_value: string }>(fn: (req: Req) => Promise<Items<AdminAd>>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (slot, req) => {
      client.setQueryData(apiKey('adminAdList', { cate_value: req.cate_value }), slot);
      return client.invalidateQueries({ queryKey: apiKey('adminAdList') });
    },
  });
};

/** 保存 (a new ad goes last in its slot). */
export const useAdSave = () => useSlotChange((req: AdminAdSaveReq & { cate_value: string }) => call('adminAdSave', req));
/** 保存排序: the slot's whole order in one request. */
export const useAdSort = () => useSlotChange((req: AdminAdSortReq & { cate_value: string }) => call('adminAdSort', req));
/** 删除. */
export const useAdDelete = () => useSlotChange((req: { id: number; cate_value: string }) => call('adminAdDelete', { id: req.id }));
