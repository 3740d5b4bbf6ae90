import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, type AdminTransferConfirmReq, type AdminTransferStatus, type StatementLine } from '@ws/api-sdk';

/** GET /api/admin/transfers/list: one page (20) of offline checkouts; the last page stays while the next loads. */
export const useTransferList = (status: AdminTransferStatus, keyword: string, pageNum: number) =>
  useQuery({
    ...apiQuery('adminTransferList', { status, keyword: keyword || undefined, pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** 确认到账: both tabs are read again after it (the checkout moves from 待确认 to 已到账). */
export const useConfirmTransfer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: AdminTransferConfirmReq) => call('adminTransferConfirm', req),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey('adminTransferList') }),
  });
};

/** POST /api/admin/transfers/match: how each line of an imported statement meets the orders (reads only). */
export const useStatementMatch = () => useMutation({ mutationFn: (lines: StatementLine[]) => call('adminTransferMatch', { lines }) });
