// login/login (GET /api/pc/user/login): password or SMS-code login. On success the session is
// established (token, user, profile) before the mutation resolves, so `isPending` covers it all.
import { useMutation } from '@tanstack/react-query';
import { call, type LoginReq, type LoginResult } from '@ws/api-sdk';
import { establishSession } from '../lib/establish-session';

export const loginRequest = async (payload: LoginReq): Promise<LoginResult> => {
  const result = await call('login', payload);
  await establishSession(result);
  return result;
};

export const useLogin = () => useMutation({ mutationFn: loginRequest });
