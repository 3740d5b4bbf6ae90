import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@ws/api-sdk';
import { notice } from '@ws/ui';
import { FAV_TYPE, favouriteStateQuery } from './use-favourite-state';
import { showFavouriteError } from './show-favourite-error';

/** deleteByUserFav {b_type article, id, xid}: 取消成功. */
export function useDeleteFavourite(xid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => call('deleteByUserFav', { b_type: FAV_TYPE, xid, id: id ?? 0 }),
    onSuccess: (state) => {
      queryClient.setQueryData(favouriteStateQuery(xid).queryKey, state);
      notice.success('取消成功');
    },
    onError: showFavouriteError,
  });
}
