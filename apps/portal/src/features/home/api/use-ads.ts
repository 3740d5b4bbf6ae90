import { useQuery } from '@tanstack/react-query';
import { adsQuery } from '@ws/api-sdk';
import { useCombinedReadDone } from './combined-gate';

export type HomeAdSlot = 'homebanner' | 'homepcvertical' | 'homepcmidbanner';

/** login/listads {cate_value}: the ads of one slot. */
export const homeAdsQuery = (slot: HomeAdSlot) => adsQuery(slot);

// the middle banner is not part of homeFirstScreen: it never waits for it
export const useHomeAds = (slot: HomeAdSlot) => {
  const done = useCombinedReadDone();
  return useQuery({ ...homeAdsQuery(slot), enabled: slot === 'homepcmidbanner' || done });
};
