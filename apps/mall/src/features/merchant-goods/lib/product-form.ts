// The product form's state and what it sends (merchantGoodsSave): the attributes (at most two) with their
// items, the SKU table they generate (one row per combination, its price/stock/image kept by the items'
// keys so a combination that stays keeps what was entered), the parameters, the images, the intro, the
// delivery city ('' = the company's city) and the 服务说明. Validation runs the shared productFormRules
// (messages under each field) and productSkuRules per row; the 服务说明's length is the contract's limit.
import { MAX_SERVICE_TEXT, MSG_SERVICE_TEXT_TOO_LONG, type MerchantGoodsSaveReq, type MerchantProductDetail, type ProductType, type UploadedFile } from '@ws/api-sdk';
import { validate } from '@ws/validators/core';
import { productFormRules, productSkuRules } from '@ws/validators/product-form';

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

const idsKey = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

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

/** The stock each loaded SKU had, by its item ids (sent back as base_stock). */
const baseStocks = (d: MerchantProductDetail | null) =>
  new Map((d?.skus ?? []).map((s) => [idsKey(s.att_item_ids.split(',').filter(Boolean).map(Number)), s.stock]));

/** The row's loaded stock, when the row is one of the loaded SKUs. */
const baseOf = (row: SkuRow, base: Map<string, number>): number | undefined =>
  row.items.some((i) => i.id === null) ? undefined : base.get(idsKey(row.items.map((i) => i.id ?? 0)));

/** What merchantGoodsSave receives. */
export function toPayload(v: GoodsFormValues, loaded: MerchantProductDetail | null): MerchantGoodsSaveReq {
  const base = baseStocks(loaded);
  const att = v.att.map((a) => ({ name: a.name.trim(), att_item: a.items.map((i) => (i.id === null ? { name: i.name.trim() } : { id: i.id, name: i.name.trim() })) }));
  const skus = skuRows(v.att).map((row) => {
    const cell = v.skus[row.key] ?? emptyCell();
    const b = baseOf(row, base);
    return {
      att_item_names: row.names,
      price: cell.price.trim(),
      stock: cell.stock.trim(),
      ...(b === undefined ? {} : { base_stock: b }),
      ...(cell.img_url ? { img_url: cell.img_url } : {}),
    };
  });
  return {
    ...(loaded ? { id: loaded.id } : {}),
    name: v.name.trim(),
    pcode: v.pcode.trim(),
    product_type: v.product_type,
    cate_id: Number(v.cate_id) || undefined,
    sub_cate_id: Number(v.sub_cate_id) || undefined,
    s_sub_cate_id: Number(v.s_sub_cate_id) || undefined,
    unit: v.unit.trim(),
    min_amount: v.min_amount.trim(),
    use_profit_jifen_rate: v.use_profit_jifen_rate.trim(),
    att,
    skus,
    param_item: v.params.map((p) => ({ name: p.name.trim(), value: p.value.trim() })).filter((p) => p.name !== '' || p.value !== ''),
    file_items: v.file_items,
    intro: v.intro,
    delivery_city_code: v.delivery_city_code,
    service_text: v.service_text.trim(),
  } satisfies MerchantGoodsSaveReq;
}

/** The form's messages by field path (Mantine form errors): the shared rules, each SKU cell under its cell. */
export function validateGoods(v: GoodsFormValues): Record<string, string> {
  const rows = skuRows(v.att);
  const shape = {
    name: v.name,
    cate_id: v.cate_id,
    sub_cate_id: v.sub_cate_id,
    s_sub_cate_id: v.s_sub_cate_id,
    file_items: v.file_items,
    att: v.att.map((a) => ({ name: a.name, att_item: a.items.map((i) => ({ name: i.name })) })),
    skus: rows.map((r) => v.skus[r.key] ?? emptyCell()),
    min_amount: v.min_amount,
    use_profit_jifen_rate: v.use_profit_jifen_rate,
    param_item: v.params.map((p) => ({ name: p.name, value: p.value })),
  };
  const all = validate(productFormRules, shape);
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(all)) {
    if (field === 'skus') continue;
    const path = field === 'cate_id' || field === 'sub_cate_id' || field === 's_sub_cate_id' ? 'category' : field === 'param_item' ? 'params' : field;
    errors[path] ??= message;
  }
  if ([...v.service_text.trim()].length > MAX_SERVICE_TEXT) errors.service_text = MSG_SERVICE_TEXT_TOO_LONG;
  for (const r of rows) {
    const cellErrors = validate(productSkuRules, v.skus[r.key] ?? emptyCell());
    for (const [field, message] of Object.entries(cellErrors)) errors[`skus.${r.key}.${field}`] = message;
  }
  return errors;
}

