// The member's WeChat login binding on /uconfig 个人资料: whether one is bound (GET /api/pc/user/wxbind) and
// 解除绑定 (POST /api/pc/user/wxunbind), after which the next WeChat login asks for the phone again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call } from '@ws/api-sdk';

export const useWechatBinding = () => useQuery(apiQuery('wechatBinding', {}));

export function useWechatUnbind() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('wechatUnbind', {}),
    onSuccess: () => qc.setQueryData(apiKey('wechatBinding', {}), { bound: false, nickname: '', bound_at: null }),
  });
}
