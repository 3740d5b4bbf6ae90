// WeChat QR login, step 2: poll the ticket's status every 2 s while it is waiting
// (GET /api/open/uni/wxlogin/status). Polling stops when the ticket is confirmed or expired, when the
// ticket changes, and when the panel unmounts (the query has no observer left).
import { useQuery } from '@tanstack/react-query';
import { apiKey, call } from '@ws/api-sdk';

export const WECHAT_POLL_MS = 2000;

export const useWechatQrStatus = (ticket: string | null) =>
  useQuery({
    queryKey: apiKey('wechatQrStatus', { ticket: ticket ?? '' }),
    queryFn: ({ signal }) => call('wechatQrStatus', { ticket: ticket ?? '' }, { signal }),
    enabled: ticket !== null,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'confirmed' || status === 'expired' ? false : WECHAT_POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
