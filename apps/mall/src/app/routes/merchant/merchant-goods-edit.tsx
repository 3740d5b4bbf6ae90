// /merchantGoodsEdit?id=: 发布商品 (no id) / 编辑商品. The form (with the lazy rich-text editor) is this route's chunk.
import { GoodsEditPage } from '@/features/merchant-goods/components/goods-edit-page';

export default function MerchantGoodsEdit() {
  return <GoodsEditPage />;
}
