// WeChat login, step 1: a login bound to this tab (POST /api/open/uni/wxlogin/create with a fresh browser
// key, kept in session storage under the answered state) and WeChat's qrconnect URL for it.
// Kept as a query so that a re-render (or React's strict mode) does not create a second login;
// `refetch()` makes a fresh one ("刷新二维码"). Never cached beyond the panel's life.
import { useQuery } from '@tanstack/react-query';
import { apiKey, call } from '@ws/api-sdk';
import { newBrowserKey, saveWechatLogin } from '../lib/wechat-login-session';

export const useWechatQrCreate = (redirect: string | null) =>
  useQuery({
    queryKey: [...apiKey('wechatQrCreate'), 'login-panel'],
    queryFn: async () => {
      const key = newBrowserKey();
      const ticket = await call('wechatQrCreate', { browser_key: key });
      saveWechatLogin(ticket.state ?? ticket.ticket, { key, redirect });
      return ticket;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
