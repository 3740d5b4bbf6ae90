import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, type AdminMediaDetail, type AdminMediaSaveReq, type MediaKind } from '@ws/api-sdk';

/** GET /api/admin/media/list: one page (20) by kind, status and name; the last page stays while the next loads. */
export const useMediaList = (kind: MediaKind | '', status: -1 | 1 | 2, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('adminMediaList', { kind: kind || undefined, status, keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** A kind's categories (the lecture hall's menu of that kind), for the form's select. */
export const useKindCategories = (kind: MediaKind | '') =>
  useQuery({ ...apiQuery('listcate', { parent_cate_value: kind }), enabled: kind !== '', staleTime: 5 * 60_000 });

/** GET /api/admin/media/info: one item whole (read afresh on each visit). */
export const useMediaInfo = (id: number | null) => useQuery({ ...apiQuery('adminMediaInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });

const stored = (client: ReturnType<typeof useQueryClient>, detail: AdminMediaDetail) => {
  client.setQueryData(apiKey('adminMediaInfo', { id: detail.id }), detail);
  return client.invalidateQueries({ queryKey: apiKey('adminMediaList') });
};

/** 保存: the answer is the item as stored (its intro sanitized); the lists are read again. */
export const useMediaSave = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (req: AdminMediaSaveReq) => call('adminMediaSave', req), onSuccess: (detail) => stored(client, detail) });
};

/** 上线 / 下线 of one item. */
export const useMediaStatus = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: (req: { id: number; status: 1 | 2 }) => call('adminMediaStatus', req), onSuccess: (detail) => stored(client, detail) });
};
