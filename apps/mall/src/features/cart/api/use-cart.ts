// The cart's calls: the cart's lines (cartList), updateSelf, deleteCard, orderShare, a share's reading and
// copying, and personal/orderOn for 结算. Every change refetches the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, call, CART_ORDER_NO } from '@ws/api-sdk';

export const cartQuery = () => apiQuery('cartList', { order_no: CART_ORDER_NO });

export const useCart = () => useQuery(cartQuery());

function useRefetchCart() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: apiKey('cartList') });
}

export function useUpdateAmount() {
  const refetch = useRefetchCart();
  return useMutation({
    mutationFn: (p: { id: number; amount: number; product_id: number }) => call('cartUpdateSelf', { ...p, order_no: CART_ORDER_NO }),
    onSettled: refetch,
  });
}

export function useDeleteLines() {
  const refetch = useRefetchCart();
  return useMutation({ mutationFn: (ids: number[]) => call('deleteCard', { ids }), onSettled: refetch });
}

/**
 * personal/orderOn: the chosen lines become the quick order (888888) that /checkoutQuick reads with
 * personal/list; its cached reads are dropped so the checkout never shows an earlier choice.
 */
export function useOrderOn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call('orderOn', { order_no: CART_ORDER_NO, ids }),
    onSuccess: () => qc.removeQueries({ queryKey: apiKey('orderLines') }),
  });
}

export const useShareLines = () => useMutation({ mutationFn: (ids: number[]) => call('orderShare', { ids }) });

export const useShare = (code: string) => useQuery({ ...apiQuery('orderShareInfo', { code }), enabled: code !== '' });

export function useAddShare() {
  const refetch = useRefetchCart();
  return useMutation({ mutationFn: (code: string) => call('orderShareAdd', { code }), onSuccess: refetch });
}

