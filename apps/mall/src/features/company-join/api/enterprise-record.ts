// join/infoByUserId (GET /api/company2/infoByUserId): the caller's enterprise record; an answer that is
// not ok (暂无企业信息) means there is none yet. join/joinUser (POST /api/company2/join) submits it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type Company2JoinReq } from '@ws/api-sdk';

export const useEnterpriseRecord = () => useQuery({ ...apiQuery('company2InfoByUserId', {}), retry: false });

export const useEnterpriseJoin = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: Company2JoinReq) => call('company2Join', payload),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: apiKey('company2InfoByUserId') });
      void client.invalidateQueries({ queryKey: apiKey('companyListByUser') });
    },
  });
};
