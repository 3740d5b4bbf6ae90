// What a submit of the product form needs: its validation (the shared productFormRules with messages under
// each field, productSkuRules per row; the 服务说明's length is the contract's limit) and what
// merchantGoodsSave receives. A module of its own, loaded after the form's first paint: the rules of
// @ws/validators and their helpers are no part of the editor's first load.
import { MAX_SERVICE_TEXT, MSG_SERVICE_TEXT_TOO_LONG, type MerchantGoodsSaveReq, type MerchantProductDetail } from '@ws/api-sdk';
import { validate } from '@ws/validators/core';
import { productFormRules, productSkuRules } from '@ws/validators/product-form';
import { emptyCell, idsKey, skuRows, type GoodsFormValues, type SkuRow } from './product-form';

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

