// personal/isSign, personal/add (sign), personal/listByUser (sign history).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call } from '@ws/api-sdk';

/** The spec's "sign-in 20 (10 loaded)": the server is asked for 20 a page, the list shows 10 at a time. */
export const SIGN_PAGE_SIZE = 20;
export const SIGN_SHOW_STEP = 10;

export const useIsSign = () => useQuery(apiQuery('isSign', {}));

/** The sign-in history as pages of 20 (under the signListByUser key, so a sign-in refreshes it). */
export const useSignHistory = () =>
  useInfiniteQuery({
    queryKey: [...apiKey('signListByUser'), 'pages', SIGN_PAGE_SIZE],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('signListByUser', { pageNum: pageParam, pageSize: SIGN_PAGE_SIZE }, { signal }),
    getNextPageParam: (last, pages, lastParam) => (pages.length * SIGN_PAGE_SIZE < last.total && last.items.length > 0 ? lastParam + 1 : undefined),
  });

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
