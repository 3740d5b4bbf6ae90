// personal/buygoods: mode 1 adds to the cart (加入购物车成功), mode 2 (buy now) sets the line, then
// enable/orderOn makes that line alone the quick order 888888 that /checkoutQuick reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, call, CART_ORDER_NO, type BuyGoodsReq } from '@ws/api-sdk';

export function useBuyGoods() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (req: BuyGoodsReq) => {
      const line = await call('buygoods', req);
      if (req.buycate === 'buy') await call('orderOn', { order_no: CART_ORDER_NO, ids: [line.id] });
      return line;
    },
    onSuccess: () => {
      qc.removeQueries({ queryKey: apiKey('orderLines') });
      return qc.invalidateQueries({ queryKey: apiKey('cartList') });
    },
  });
}
