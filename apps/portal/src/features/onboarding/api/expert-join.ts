// expert/join (POST /api/expert/join), the caller's application (GET /api/expert/infoByUser), and the
// category lists of the form (menu/menuList, pageSize 99999).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, categoryGroupsQuery, type Category, type ExpertJoinReq, type Items } from '@ws/api-sdk';

export const EXPERT_GROUP_KEYS = ['industry', 'field', 'special', 'supply', 'recommend'] as const;
export type ExpertGroupKey = (typeof EXPERT_GROUP_KEYS)[number];

export type ExpertOptions = Record<ExpertGroupKey, { value: string; label: string }[]>;

export const toExpertOptions = (d: Items<Category>): ExpertOptions => {
  const out: ExpertOptions = { industry: [], field: [], special: [], supply: [], recommend: [] };
  for (const c of d.items) {
    const key = c.p_cate_value as ExpertGroupKey;
    if (key in out) out[key].push({ value: String(c.cate_id), label: c.cate_name });
  }
  return out;
};

/** Loaded only when the caller has no application yet (spec 01 §5: the lists only when the answer is not ok). */
export const useExpertOptions = (enabled: boolean) =>
  useQuery({ ...categoryGroupsQuery([...EXPERT_GROUP_KEYS]), select: toExpertOptions, enabled });

/** The caller's application; an error (暂无专家入驻申请) means there is none yet. */
export const useExpertApplication = () => useQuery({ ...apiQuery('expertInfoByUser', {}), retry: false });

export const useExpertJoin = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExpertJoinReq) => call('expertJoin', payload),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKey('expertInfoByUser') }),
  });
};
