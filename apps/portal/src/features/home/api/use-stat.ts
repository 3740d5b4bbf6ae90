import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

/**
 * home/statInfo: enterprise count and total visits. Showing the home page is one visit: the call says so
 * (count: '1') and is made once per view of the page. It never goes stale while the page is shown (no
 * refetch on focus counts again) and is dropped when the page is left, so the next view counts anew.
 */
export const homeStatQuery = () => ({ ...apiQuery('statInfo', { count: '1' }), staleTime: Infinity, gcTime: 0 });

export const useHomeStat = () => useQuery(homeStatQuery());
