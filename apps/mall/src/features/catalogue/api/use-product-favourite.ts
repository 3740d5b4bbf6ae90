// 收藏 on /enableInfo: the article favourites' calls with b_type 'product' (InfoFavActive asked only when
// logged in; addByUserFav 收藏成功 / deleteByUserFav 取消成功). A change drops /myFav's cached pages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type FavouriteState } from '@ws/api-sdk';
import { useSession } from '@ws/ui';

const FAV_PRODUCT = 'product' as const;

export const productFavouriteQuery = (xid: number) => apiQuery('InfoFavActive', { b_type: FAV_PRODUCT, xid });

export function useProductFavourite(xid: number) {
  const loggedIn = useSession((s) => !!s.token);
  const qc = useQueryClient();
  const state = useQuery({ ...productFavouriteQuery(xid), enabled: loggedIn && xid > 0 });
  const toggle = useMutation({
    /** `on`: the product is a favourite now, so the click removes it */
    mutationFn: (on: boolean): Promise<FavouriteState> =>
      on ? call('deleteByUserFav', { b_type: FAV_PRODUCT, xid, id: state.data?.id ?? 0 }) : call('addByUserFav', { b_type: FAV_PRODUCT, xid }),
    onSuccess: (next) => {
      qc.setQueryData(productFavouriteQuery(xid).queryKey, next);
      return qc.invalidateQueries({ queryKey: apiKey('favListByUser') });
    },
  });
  return { loggedIn, on: loggedIn && state.data?.status === 1, loading: loggedIn && state.isPending, toggle };
}
