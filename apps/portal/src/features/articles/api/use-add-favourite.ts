import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@ws/api-sdk';
import { notice } from '@ws/ui';
import { FAV_TYPE, favouriteStateQuery } from './use-favourite-state';
import { showFavouriteError } from './show-favourite-error';

/** addByUserFav {b_type article, xid}: 收藏成功 (logged out: the call layer's notice and /login). */
export function useAddFavourite(xid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('addByUserFav', { b_type: FAV_TYPE, xid }),
    onSuccess: (state) => {
      queryClient.setQueryData(favouriteStateQuery(xid).queryKey, state);
      notice.success('收藏成功');
    },
    onError: showFavouriteError,
  });
}
