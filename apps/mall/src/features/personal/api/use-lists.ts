// The personal centre's paged lists: points (20 a page), team (20), favourites (10), wallet (10).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call } from '@ws/api-sdk';

export const POINTS_PAGE_SIZE = 20;
export const TEAM_PAGE_SIZE = 20;
export const FAV_PAGE_SIZE = 10;
export const WALLET_PAGE_SIZE = 10;

export const usePoints = (pageNum: number) =>
  useQuery({ ...apiQuery('jifenListSelf', { pageNum, pageSize: POINTS_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useTeamTotals = () => useQuery(apiQuery('getTeamsByUser', {}));

export const useTeamMembers = (pageNum: number) =>
  useQuery({ ...apiQuery('listSubUser', { pageNum, pageSize: TEAM_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useFavourites = (pageNum: number) =>
  useQuery({ ...apiQuery('favListByUser', { pageNum, pageSize: FAV_PAGE_SIZE }), placeholderData: keepPreviousData });

export function useRemoveFavourite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteByUserFav', { b_type: 'article', id }),
    onSettled: () => qc.invalidateQueries({ queryKey: apiKey('favListByUser') }),
  });
}

export const useWallet = (pageNum: number) =>
  useQuery({ ...apiQuery('walletListSelf', { pageNum, pageSize: WALLET_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useSalesmanStat = () => useQuery(apiQuery('getSalesmanStat', {}));
