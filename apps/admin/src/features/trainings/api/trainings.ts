import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, TRAINING_SIGNUPS_PAGE_MAX, type AdminTrainingSaveReq, type AdminTrainingSignup } from '@ws/api-sdk';

/** GET /api/admin/trainings/list: one page (20) by category and name; the last page stays while the next loads. */
export const useTrainingList = (cateId: number | null, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('adminTrainingList', { cate_id: cateId ?? undefined, keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** The training menu's categories (the portal's /train groups), for the form's select and the list's filter. */
export const useTrainCategories = () => useQuery({ ...apiQuery('trainMenuList', { parent_cate_value: 'train', pageSize: 99999 }), staleTime: 5 * 60_000 });

/** GET /api/admin/trainings/info: one training whole (read afresh on each visit). */
export const useTrainingInfo = (id: number | null) => useQuery({ ...apiQuery('adminTrainingInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });

/** 保存: the answer is the training as stored (its intro sanitized); the lists are read again. */
export const useTrainingSave = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AdminTrainingSaveReq) => call('adminTrainingSave', req),
    onSuccess: (detail) => {
      client.setQueryData(apiKey('adminTrainingInfo', { id: detail.id }), detail);
      return client.invalidateQueries({ queryKey: apiKey('adminTrainingList') });
    },
  });
};

/** GET /api/admin/trainings/signups: one page (20) of a training's sign-ups, all or by payment (read afresh). */
export const useTrainingSignups = (id: number, ispay: -1 | 0 | 1 | 2, pageNum: number) =>
  useQuery({ ...apiQuery('adminTrainingSignups', { id, ispay, pageNum, pageSize: ADMIN_PAGE_SIZE }), placeholderData: keepPreviousData, staleTime: 0 });

/** Every sign-up of the filter for the export, 100 a call; `onProgress` hears read / total. */
export async function fetchAllSignups(id: number, ispay: -1 | 0 | 1 | 2, onProgress?: (read: number, total: number) => void): Promise<AdminTrainingSignup[]> {
  const rows: AdminTrainingSignup[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await call('adminTrainingSignups', { id, ispay, pageNum, pageSize: TRAINING_SIGNUPS_PAGE_MAX });
    rows.push(...page.items);
    onProgress?.(rows.length, page.total);
    if (page.items.length < TRAINING_SIGNUPS_PAGE_MAX || rows.length >= page.total) return rows;
  }
}
