import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, type AdminAfterSalesDecideReq, type AdminAfterSalesTab } from '@ws/api-sdk';

/** GET /api/admin/aftersales/list: one page (20) of a tab; the last page stays while the next loads. */
export const useAfterSalesList = (tab: AdminAfterSalesTab, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('adminAfterSalesList', { tab, keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** 判定退款 / 关闭申请: both tabs (and the 工作台 count) are read again after it. */
export const useDecideAfterSales = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AdminAfterSalesDecideReq) => call('adminAfterSalesDecide', req),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey('adminAfterSalesList') }),
  });
};
