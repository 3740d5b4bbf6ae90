// Profile, bank card, password reset (login/resetPwd) and personal data (export, account deletion).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type ReqOf, type ResetPwdReq } from '@ws/api-sdk';

export const useUserInfo = () => useQuery(apiQuery('userInfo', {}));

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ReqOf<'userUpdate'>) => call('userUpdate', p),
    onSuccess: (data) => {
      qc.setQueryData(apiKey('userInfo', {}), data);
      void qc.invalidateQueries({ queryKey: apiKey('profile') });
    },
  });
}

export const useResetPassword = () => useMutation({ mutationFn: (p: ResetPwdReq) => call('resetPwd', p) });

export const useBankCard = () => useQuery(apiQuery('CardInfoByUser', {}));

export function useSaveBankCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ReqOf<'CardUpdateUser'>) => call('CardUpdateUser', p),
    onSuccess: (card) => qc.setQueryData(apiKey('CardInfoByUser', {}), card),
  });
}

export const useExportData = () => useMutation({ mutationFn: () => call('exportSelf', {}) });

export const useDeleteAccount = () => useMutation({ mutationFn: (p: ReqOf<'deleteSelf'>) => call('deleteSelf', p) });
