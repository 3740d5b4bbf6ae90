// login/register (POST /api/pc/user/register): ordinary-member registration.
import { useMutation } from '@tanstack/react-query';
import { call, type RegisterReq } from '@ws/api-sdk';

export const useRegister = () => useMutation({ mutationFn: (payload: RegisterReq) => call('register', payload) });
