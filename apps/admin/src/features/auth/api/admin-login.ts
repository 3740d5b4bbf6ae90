import { useMutation } from '@tanstack/react-query';
import { call, type AdminLoginReq } from '@ws/api-sdk';

/** POST /api/admin/login: a staff session (token and profile), or the server's 账号或密码错误. */
export const useAdminLogin = () => useMutation({ mutationFn: (req: AdminLoginReq) => call('adminLogin', req) });
