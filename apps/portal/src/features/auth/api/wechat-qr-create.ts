// WeChat QR login, step 1: a ticket and the URL its QR code encodes (POST /api/open/uni/wxlogin/create).
// Kept as a query so that a re-render (or React's strict mode) does not create a second ticket;
// `refetch()` makes a fresh one ("刷新二维码"). Never cached beyond the panel's life.
import { useQuery } from '@tanstack/react-query';
import { apiKey, call } from '@ws/api-sdk';

export const useWechatQrCreate = () =>
  useQuery({
    queryKey: [...apiKey('wechatQrCreate'), 'login-panel'],
    queryFn: () => call('wechatQrCreate', {}),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
