// login/resetPwd (POST /api/pc/user/resetPwd): set a new password with an SMS code (usecate resetpwd).
import { useMutation } from '@tanstack/react-query';
import { call, type ResetPwdReq } from '@ws/api-sdk';

export const useResetPassword = () => useMutation({ mutationFn: (payload: ResetPwdReq) => call('resetPwd', payload) });
