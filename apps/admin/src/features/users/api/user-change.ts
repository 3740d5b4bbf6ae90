import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, call, type AdminUserSetDisabledReq, type AdminUserSetRoleReq } from '@ws/api-sdk';

/**
 * 停用 / 启用 and 设为客服 / 设为业务员: the list and the member's detail are read again after each (the
 * state and the roles change).
 */
export const useUserChange = () => {
  const client = useQueryClient();
  const reread = () =>
    Promise.all([client.invalidateQueries({ queryKey: apiKey('adminUserList') }), client.invalidateQueries({ queryKey: apiKey('adminUserInfo') })]);
  const disable = useMutation({ mutationFn: (req: AdminUserSetDisabledReq) => call('adminUserSetDisabled', req), onSuccess: reread });
  const role = useMutation({ mutationFn: (req: AdminUserSetRoleReq) => call('adminUserSetRole', req), onSuccess: reread });
  return { disable, role, busy: disable.isPending || role.isPending };
};
