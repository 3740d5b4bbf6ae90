// The platform's trade rules in force (系统设置: shipping per supplier's order, quote validity), for every
// screen that prices: the cart's 报价单 and the checkout. Read again each time a screen opens (staleTime 0):
// the operations console may just have changed them.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@ws/api-sdk';

export const useTradeRules = () => useQuery({ ...apiQuery('tradeRules', {}), staleTime: 0 });
