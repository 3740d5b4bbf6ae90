// /merchantGoods?tab=&keyword=&page=: the company's products (商品管理).
import { GoodsListPage } from '@/features/merchant-goods/components/goods-list-page';

export default function MerchantGoods() {
  return <GoodsListPage />;
}
