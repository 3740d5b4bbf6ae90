// The product form's state: the attributes (at most two) with their
// items, the SKU table they generate (one row per combination, its price/stock/image kept by the items'
// keys so a combination that stays keeps what was entered), the parameters, the images, the intro, the
// delivery city ('' = the company's city) and the 服务说明. The validation and the payload are in
// ./goods-submit, which the form loads after its first paint.
import type { MerchantProductDetail, ProductType, UploadedFile } from '@ws/api-sdk';

export interface ItemRow {
  /** stable within the form: `i<id>` for a loaded item, `n<n>` for a new one */
  key: string;
  id: number | null;
  name: string;
}
export interface AttRow {
  key: string;
  name: string;
  items: ItemRow[];
}
export interface SkuCell {
  price: string;
  stock: string;
  img_url: string;
}
export interface ParamRow {
  key: string;
  name: string;
  value: string;
}
export interface GoodsFormValues {
  name: string;
  pcode: string;
  product_type: ProductType;
  unit: string;
  min_amount: string;
  use_profit_jifen_rate: string;
  cate_id: string;
  sub_cate_id: string;
  s_sub_cate_id: string;
  att: AttRow[];
  /** by combination key (skuKey); rows no longer generated are kept, so an item put back gets its values back */
  skus: Record<string, SkuCell>;
  params: ParamRow[];
  file_items: UploadedFile[];
  intro: string;
  /** a Guangdong city's code, '' for the company's own city */
  delivery_city_code: string;
  service_text: string;
}

let counter = 0;
/** A new key for a row the user adds. */
export const newKey = (prefix = 'n'): string => `${prefix}${++counter}`;

export const emptyCell = (): SkuCell => ({ price: '', stock: '', img_url: '' });

export const emptyValues = (): GoodsFormValues => ({
  name: '',
  pcode: '',
  product_type: 'product',
  unit: '',
  min_amount: '1',
  use_profit_jifen_rate: '0',
  cate_id: '',
  sub_cate_id: '',
  s_sub_cate_id: '',
  att: [],
  skus: {},
  params: [],
  file_items: [],
  intro: '',
  delivery_city_code: '',
  service_text: '',
});

/** The key of the row without attributes. */
export const SINGLE_SKU = 'single';

export interface SkuRow {
  key: string;
  items: ItemRow[];
  /** the items' names in attribute order (what the server matches the row by) */
  names: string[];
}

/** The attributes that generate rows: those with at least one named item (blank items left out). */
const activeAtts = (att: AttRow[]) =>
  att.map((a) => ({ ...a, items: a.items.filter((i) => i.name.trim() !== '') })).filter((a) => a.items.length > 0);

/** Every combination of the attributes' items in attribute order; one row without attributes. */
export function skuRows(att: AttRow[]): SkuRow[] {
  const active = activeAtts(att);
  if (active.length === 0) return [{ key: SINGLE_SKU, items: [], names: [] }];
  const combos = active.reduce<ItemRow[][]>((acc, a) => acc.flatMap((combo) => a.items.map((item) => [...combo, item])), [[]]);
  return combos.map((items) => ({ key: items.map((i) => i.key).join('_'), items, names: items.map((i) => i.name.trim()) }));
}

/** A SKU's item ids as one key (in any order). */
export const idsKey = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

/** The form of a loaded product. */
export function fromDetail(d: MerchantProductDetail): GoodsFormValues {
  const att: AttRow[] = d.att.map((a) => ({
    key: newKey('a'),
    name: a.name,
    items: a.att_item.map((i) => ({ key: `i${i.id}`, id: i.id, name: i.name })),
  }));
  const byIds = new Map(d.skus.map((s) => [idsKey(s.att_item_ids.split(',').filter(Boolean).map(Number)), s]));
  const skus: Record<string, SkuCell> = {};
  for (const row of skuRows(att)) {
    const s = byIds.get(idsKey(row.items.map((i) => i.id ?? 0)));
    if (s) skus[row.key] = { price: s.price, stock: String(s.stock), img_url: s.img_url };
  }
  return {
    name: d.name,
    pcode: d.pcode,
    product_type: d.product_type,
    unit: d.unit,
    min_amount: String(d.min_amount),
    use_profit_jifen_rate: String(d.use_profit_jifen_rate),
    cate_id: d.cate_id ? String(d.cate_id) : '',
    sub_cate_id: d.sub_cate_id ? String(d.sub_cate_id) : '',
    s_sub_cate_id: d.s_sub_cate_id ? String(d.s_sub_cate_id) : '',
    att,
    skus,
    params: d.param_item.map((p) => ({ key: newKey('p'), name: p.name, value: p.value })),
    file_items: d.file_items.map((f) => ({ FileName: f.FileName ?? '', FileUrl: f.FileUrl })),
    intro: d.intro,
    delivery_city_code: d.delivery_city_code,
    service_text: d.service_text,
  };
}
