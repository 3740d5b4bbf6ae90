import { useQuery } from '@tanstack/react-query';
import { adsQuery } from '@ws/api-sdk';

export type HomeAdSlot = 'homebanner' | 'homepcvertical' | 'homepcmidbanner';

/** login/listads {cate_value}: the ads of one slot. */
export const homeAdsQuery = (slot: HomeAdSlot) => adsQuery(slot);

export const useHomeAds = (slot: HomeAdSlot) => useQuery(homeAdsQuery(slot));
