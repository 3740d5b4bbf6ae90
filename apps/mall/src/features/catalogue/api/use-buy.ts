// personal/buygoods: mode 1 adds to the cart (加入购物车成功), mode 2 (buy now) sets the line and answers its id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, call, type BuyGoodsReq } from '@ws/api-sdk';

export function useBuyGoods() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: BuyGoodsReq) => call('buygoods', req),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('cartList') }),
  });
}
