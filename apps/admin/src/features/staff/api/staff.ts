import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type AdminStaffCreateReq, type AdminStaffUpdateReq } from '@ws/api-sdk';

/** GET /api/admin/staff/list: every staff account. */
export const useStaffList = () => useQuery(apiQuery('adminStaffList', {}));

/** 新建, 保存 and 重置二次验证: the list is read again after each. */
export const useStaffChange = () => {
  const client = useQueryClient();
  const reread = () => client.invalidateQueries({ queryKey: apiKey('adminStaffList') });
  const create = useMutation({ mutationFn: (req: AdminStaffCreateReq) => call('adminStaffCreate', req), onSuccess: reread });
  const update = useMutation({ mutationFn: (req: AdminStaffUpdateReq) => call('adminStaffUpdate', req), onSuccess: reread });
  const resetFactor = useMutation({ mutationFn: (id: number) => call('adminStaffResetFactor', { id }), onSuccess: reread });
  return { create, update, resetFactor };
};
