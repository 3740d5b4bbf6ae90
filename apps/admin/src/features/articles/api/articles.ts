import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, type AdminArticleSaveReq, type AdminArticleStatusReq } from '@ws/api-sdk';

/** GET /api/admin/articles/list: one page (20) by channel, status and title; the last page stays while the next loads. */
export const useArticleList = (channel: string, status: -1 | 0 | 1 | 2, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('adminArticleList', { channel: channel || undefined, status, keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** 发布 / 下线 / 转为草稿: the lists are read again. */
export const useArticleStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AdminArticleStatusReq) => call('adminArticleStatus', req),
    onSuccess: (detail) => {
      client.setQueryData(apiKey('adminArticleInfo', { id: detail.id }), detail);
      return client.invalidateQueries({ queryKey: apiKey('adminArticleList') });
    },
  });
};

/** GET /api/admin/articles/info: one article whole (read afresh on each visit). */
export const useArticleInfo = (id: number | null) => useQuery({ ...apiQuery('adminArticleInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });

/** 保存草稿 / 发布: the answer is the article as stored (its body sanitized); the lists are read again. */
export const useArticleSave = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AdminArticleSaveReq) => call('adminArticleSave', req),
    onSuccess: (detail) => {
      client.setQueryData(apiKey('adminArticleInfo', { id: detail.id }), detail);
      return client.invalidateQueries({ queryKey: apiKey('adminArticleList') });
    },
  });
};
