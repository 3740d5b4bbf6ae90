// 评价管理's calls: the reviews of the company's products by tab (20 per page, keepPreviousData while paging)
// and the one 商家回复 per review; a reply refreshes the list (and its tab counts) and the product pages' reviews.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MERCHANT_REMARK_PAGE_SIZE, apiKey, apiQuery, call, type MerchantRemarkTab } from '@ws/api-sdk';

export const useMerchantRemarks = (tab: MerchantRemarkTab, pageNum: number) =>
  useQuery({ ...apiQuery('merchantRemarkList', { tab, pageNum, pageSize: MERCHANT_REMARK_PAGE_SIZE }), placeholderData: keepPreviousData });

export const useReplyRemark = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: { id: number; reply: string }) => call('merchantRemarkReply', payload),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: apiKey('merchantRemarkList') }), client.invalidateQueries({ queryKey: apiKey('listremark') })]),
  });
};
