// join/join (POST /api/company/join): supplier onboarding, or a re-submit of one's rejected company.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, call, type CompanyJoinReq } from '@ws/api-sdk';

export const useCompanyJoin = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: CompanyJoinReq) => call('companyJoin', payload),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: apiKey('companyListByUser') });
      void client.invalidateQueries({ queryKey: apiKey('companyInfoByUser') });
    },
  });
};
