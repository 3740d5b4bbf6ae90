// The merchant's product calls the editor needs: one product's form, the categories, the delivery cities and
// the save; a write refreshes the list and the product. The list's own calls are in ./goods-list.
// The delivery city's choices are Guangdong's cities, the same listarea call as the address form's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROVINCE_CODE, apiKey, apiQuery, areasQuery, call, productCategoriesQuery, type MerchantGoodsSaveReq } from '@ws/api-sdk';

export const useMerchantGoodsInfo = (id: number | null) =>
  useQuery({ ...apiQuery('merchantGoodsInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0, gcTime: 0 });

/** The catalogue's product categories (the same query as /enable's menu): three levels. */
export const useGoodsCategories = () => useQuery(productCategoriesQuery());

/** Guangdong's cities (listarea under 440000): the choices of 发货城市. */
export const useGuangdongCities = () => useQuery(areasQuery(PROVINCE_CODE));

/** After a write: the list and the product. */
export const useRefreshGoods = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: apiKey('merchantGoodsList') }), client.invalidateQueries({ queryKey: apiKey('merchantGoodsInfo') })]);
};

export const useSaveGoods = () => {
  const refresh = useRefreshGoods();
  return useMutation({ mutationFn: (payload: MerchantGoodsSaveReq) => call('merchantGoodsSave', payload), onSuccess: refresh });
};
