// The personal centre's paged lists: points (20 a page), team (20), favourites (10), wallet (10).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type FavType, type FavouriteItem } from '@ws/api-sdk';

export const POINTS_PAGE_SIZE = 20;
export const TEAM_PAGE_SIZE = 20;
export const FAV_PAGE_SIZE = 10;
export const WALLET_PAGE_SIZE = 10;

export const usePoints = (pageNum: number) =>
  useQuery({ ...apiQuery('jifenListSelf', { pageNum, pageSize: POINTS_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useTeamTotals = () => useQuery(apiQuery('getTeamsByUser', {}));

export const useTeamMembers = (pageNum: number) =>
  useQuery({ ...apiQuery('listSubUser', { pageNum, pageSize: TEAM_PAGE_SIZE }), placeholderData: keepPreviousData });

/** The favourites of one kind (articles or products), or of both (''), newest first. */
export const useFavourites = (pageNum: number, bType: FavType | '' = '') =>
  useQuery({
    ...apiQuery('favListByUser', { pageNum, pageSize: FAV_PAGE_SIZE, ...(bType ? { b_type: bType } : {}) }),
    placeholderData: keepPreviousData,
  });

/** Removes one favourite (by its id, of its kind); the product page's 收藏 state is read again. */
export function useRemoveFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (f: Pick<FavouriteItem, 'id' | 'b_type'>) => call('deleteByUserFav', { b_type: f.b_type, id: f.id }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: apiKey('favListByUser') }), qc.invalidateQueries({ queryKey: apiKey('InfoFavActive') })]),
  });
}

export const useWallet = (pageNum: number) =>
  useQuery({ ...apiQuery('walletListSelf', { pageNum, pageSize: WALLET_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useSalesmanStat = () => useQuery(apiQuery('getSalesmanStat', {}));
