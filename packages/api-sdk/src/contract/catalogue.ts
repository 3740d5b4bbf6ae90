// Catalogue: the mall's product lists (spec 02 §1-§2). The search page's 商品搜索 and 询服务 tabs use it too.
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import { fields, id, idList, optId, optNumOneOf, optOneOf, optText, pageFields, textList, type InputOf } from './schema';

export const PRODUCT_TYPES = ['product', 'jifen', 'service'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = { product: '商品', jifen: '积分商品', service: '服务' };

/** Mall product card (spec 02 §3 Product card). */
export interface ProductCard {
  id: number;
  name: string;
  company_name: string;
  att_item_price_size: number;
  /** '' for visitors: prices need a login (spec 02 §1) */
  price: string;
  unit: string;
  product_type: ProductType;
  firstFile: FileRef | null;
  /** units sold, the figure the 销量 sort orders by: shown on the card so that the sort can be read */
  sales: number;
}

/** One sellable attribute combination of a product (table product_skus). */
export interface ProductSku {
  id: number;
  /** '' without attributes, else the attribute item ids ascending, comma-joined */
  att_item_ids: string;
  /** the item names in attribute order, joined by ',' */
  att_item_names: string;
  /** '' for visitors */
  price: string;
  stock: number;
  img_url: string;
}

/** Product detail (spec 02 §3 Product) for /enableInfo; prices '' for visitors. */
export interface ProductDetail {
  id: number;
  name: string;
  company_id: number;
  company_name: string;
  /** the category path's names, top level first (the /enableInfo breadcrumb; a level no longer a category is left out) */
  category_path: { cate_id: number; cate_name: string }[];
  /** the delivery city: the product's own when the merchant chose one, else the seller's city */
  city_name: string;
  /** the merchant's service promise ('' when they wrote none: the page shows the platform's standard text) */
  service_text: string;
  pcode: string;
  /** lowest SKU price ('' for visitors) */
  price: string;
  /** highest SKU price ('' for visitors) */
  price_max: string;
  unit: string;
  min_amount: number;
  stock: number;
  sales: number;
  product_type: ProductType;
  use_profit_jifen_rate: number;
  intro: string;
  /**
   * up to two attributes; the items of one whose every item carries a number in their natural order
   * (1 kg, 2 kg, 4 kg, 8 kg), the others in the merchant's
   */
  att: { name: string; att_item: { id: number; name: string }[] }[];
  att_item_price_size: number;
  param_item: { name: string; value: string }[];
  file_items: FileRef[];
  /** in the order of the attribute items (the first attribute's, then the second's) */
  skus: ProductSku[];
}

export const MSG_PRODUCT_MISSING = '商品不存在或已下架';

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const catalogueInput = /* @__PURE__ */ (() => ({
  listproduct: fields({
    ...pageFields,
    cate: optId(),
    sub_cate: optId(),
    s_sub_cate: optId(),
    keywords: optText(MAX_KEYWORD),
    product_types: textList<ProductType>(3, 10),
    sort_type: optOneOf(['uni', 'price', 'sales'], 'uni'),
    sort_value: optNumOneOf([0, 1], 0),
    recommendIds: idList(20),
  }),
  productinfo: fields({ id: id(MSG_PRODUCT_MISSING) }),
}))();

type In = typeof catalogueInput;
export type ListProductReq = InputOf<In['listproduct']>;
export type ProductInfoReq = InputOf<In['productinfo']>;

export const catalogue = {
  listproduct: ep<In['listproduct'], Page<ProductCard>>()({ method: 'GET', path: '/open/uni/listproduct', auth: false, cache: true }),
  productinfo: ep<In['productinfo'], ProductDetail>()({ method: 'GET', path: '/open/uni/productinfo', auth: false, cache: true }),
} as const;
