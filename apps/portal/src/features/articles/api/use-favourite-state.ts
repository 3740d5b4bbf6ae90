import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

export const FAV_TYPE = 'article' as const;

/** InfoFavActive {xid, b_type article}: 1 favourited, -1 not. Only asked when logged in. */
export const favouriteStateQuery = (xid: number) => apiQuery('InfoFavActive', { b_type: FAV_TYPE, xid });

export const useFavouriteState = (xid: number, loggedIn: boolean) =>
  useQuery({ ...favouriteStateQuery(xid), enabled: loggedIn && xid > 0 });
