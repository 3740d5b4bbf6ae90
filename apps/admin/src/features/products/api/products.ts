import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, type AdminProductDecideReq, type AdminProductTakeDownReq, type GoodsAuditStatus, type MerchantProductDetail } from '@ws/api-sdk';

/** GET /api/admin/products/list: one page (20) of a review state; the last page stays while the next loads. */
export const useProductList = (status: GoodsAuditStatus, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('adminProductList', { status, keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/products/info: one product whole (read afresh on each visit). */
export const useProductInfo = (id: number | null) => useQuery({ ...apiQuery('adminProductInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });

/** 通过 / 驳回 and 下架: the answer replaces the product on screen; the lists (and the 工作台 count) are read again. */
export const useProductChange = () => {
  const client = useQueryClient();
  const settle = (detail: MerchantProductDetail) => {
    client.setQueryData(apiKey('adminProductInfo', { id: detail.id }), detail);
    return client.invalidateQueries({ queryKey: apiKey('adminProductList') });
  };
  const decide = useMutation({ mutationFn: (req: AdminProductDecideReq) => call('adminProductDecide', req), onSuccess: settle });
  const takeDown = useMutation({ mutationFn: (req: AdminProductTakeDownReq) => call('adminProductTakeDown', req), onSuccess: settle });
  return { decide, takeDown, busy: decide.isPending || takeDown.isPending };
};
