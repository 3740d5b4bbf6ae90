// personal/isSign, personal/add (sign), personal/listByUser (sign history).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call } from '@ws/api-sdk';

export const SIGN_PAGE_SIZE = 20;

export const useIsSign = () => useQuery(apiQuery('isSign', {}));

export const useSignHistory = (pageNum: number) =>
  useQuery({ ...apiQuery('signListByUser', { pageNum, pageSize: SIGN_PAGE_SIZE }), placeholderData: keepPreviousData });

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('signAdd', {}),
    onSettled: () =>
      Promise.all(
        (['isSign', 'signListByUser', 'jifenListSelf', 'user'] as const).map((name) => qc.invalidateQueries({ queryKey: apiKey(name) })),
      ),
  });
}
