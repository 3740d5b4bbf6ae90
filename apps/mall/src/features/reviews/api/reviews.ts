// remark/infoByUser (the caller's review of an order item, or null), the reviewed order (personal/infoSelf:
// only a received order can be reviewed) and remark/add.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, type RemarkAddReq } from '@ws/api-sdk';

export interface ReviewSubject {
  order_no: string;
  xid: number;
  item_id: number;
}

export const useMyReview = (s: ReviewSubject | null) =>
  useQuery({ ...apiQuery('remarkInfoByUser', { xcate: 'product', xid: s?.xid ?? 0, order_no: s?.order_no ?? '', item_id: s?.item_id ?? 0 }), enabled: s !== null });

/** The order the review is of: the page says 订单确认收货后才能评价 before anyone types, as the server would. */
export const useReviewedOrder = (s: ReviewSubject | null) => useQuery({ ...apiQuery('infoSelf', { order_no: s?.order_no ?? '' }), enabled: s !== null });

export const useAddReview = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RemarkAddReq) => call('remarkAdd', payload),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: apiKey('remarkInfoByUser') }),
        client.invalidateQueries({ queryKey: apiKey('listremark') }),
      ]),
  });
};
