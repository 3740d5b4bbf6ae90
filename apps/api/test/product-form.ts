// The merchant's 编辑商品 form as it loads a product and sends it back (merchantGoodsSave), with some fields
// changed: what the listings and 商品审核 tests save.
import type { MerchantProductDetail } from '@ws/api-sdk/contract';

export const productForm = (d: MerchantProductDetail, over: Record<string, unknown> = {}) => ({
  id: d.id,
  name: d.name,
  pcode: d.pcode,
  cate_id: d.cate_id,
  sub_cate_id: d.sub_cate_id,
  s_sub_cate_id: d.s_sub_cate_id,
  product_type: d.product_type,
  unit: d.unit,
  min_amount: d.min_amount,
  use_profit_jifen_rate: d.use_profit_jifen_rate,
  file_items: d.file_items,
  att: d.att,
  skus: d.skus.map((s) => ({ att_item_ids: s.att_item_ids, price: s.price, stock: s.stock, base_stock: s.stock, img_url: s.img_url })),
  param_item: d.param_item,
  intro: d.intro,
  delivery_city_code: d.delivery_city_code,
  service_text: d.service_text,
  ...over,
});
