// Catalogue: the mall's product lists (spec 02 §1-§2). The search page's 商品搜索 and 询服务 tabs use it too.
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import { fields, idList, optId, optNumOneOf, optOneOf, optText, pageFields, textList, type InputOf } from './schema';

export const PRODUCT_TYPES = ['product', 'jifen', 'service'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

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
}

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
}))();

type In = typeof catalogueInput;
export type ListProductReq = InputOf<In['listproduct']>;

export const catalogue = {
  listproduct: ep<In['listproduct'], Page<ProductCard>>()({ method: 'GET', path: '/open/uni/listproduct', auth: false }),
} as const;
