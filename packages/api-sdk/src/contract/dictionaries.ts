// Dictionaries (spec 02 §3 Dictionary entry, §7 "Cart and orders"): invoice types of an order
// (ordre_invoice_type, spelt as the original), payment methods (pay_cate: 0 offline transfer, 1 online QR),
// delivery methods (order_delivery), expected delivery dates (order_expected_delivery) and express companies
// (express). The spec's GET /api/system/dict/data/type/{type} has the type in its path: the contract has
// one entry per type (DICT_TYPE_ENDPOINTS), all answered by the same handler.
import { ep } from './endpoint-def';
import type { Items, Page } from './envelope';
import { fields, oneOf, optInt, pageFields } from './schema';

export const DICT_TYPES = ['ordre_invoice_type', 'pay_cate', 'order_delivery', 'order_expected_delivery', 'express'] as const;
export type DictType = (typeof DICT_TYPES)[number];

export interface DictEntry {
  /** unique over every type (the spec hides the personal invoice type for codes 156 and 157) */
  dict_code: number;
  dict_type: DictType;
  dict_value: string;
  dict_label: string;
  dict_sort: number;
}

/** Dictionary lists are not paged in the UI (spec 02 §9: dictionary lists 9999, express 999). */
export const DICT_PAGE_SIZE = 9999;

export const MSG_DICT_TYPE_INVALID = '字典类型不存在';

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const dictionariesInput = /* @__PURE__ */ (() => {
  const byPath = () => fields({ pageSize: optInt() });
  const dictType = () => oneOf(DICT_TYPES, undefined, MSG_DICT_TYPE_INVALID);
  return {
    dictTypeInvoice: byPath(),
    dictTypePayCate: byPath(),
    dictTypeDelivery: byPath(),
    dictTypeExpectedDelivery: byPath(),
    dictTypeExpress: byPath(),
    dictDataList: fields({ ...pageFields, dict_type: dictType() }),
    dictList: fields({ ...pageFields, dict_type: dictType() }),
  };
})();

type In = typeof dictionariesInput;
const typePath = (type: DictType) => `/system/dict/data/type/${type}` as const;

export const dictionaries = {
  dictTypeInvoice: ep<In['dictTypeInvoice'], Items<DictEntry>>()({ method: 'GET', path: typePath('ordre_invoice_type'), auth: false }),
  dictTypePayCate: ep<In['dictTypePayCate'], Items<DictEntry>>()({ method: 'GET', path: typePath('pay_cate'), auth: false }),
  dictTypeDelivery: ep<In['dictTypeDelivery'], Items<DictEntry>>()({ method: 'GET', path: typePath('order_delivery'), auth: false }),
  dictTypeExpectedDelivery: ep<In['dictTypeExpectedDelivery'], Items<DictEntry>>()({ method: 'GET', path: typePath('order_expected_delivery'), auth: false }),
  dictTypeExpress: ep<In['dictTypeExpress'], Items<DictEntry>>()({ method: 'GET', path: typePath('express'), auth: false }),
  /** /api/system/dict/data/list {dict_type, pageNum, pageSize} */
  dictDataList: ep<In['dictDataList'], Page<DictEntry>>()({ method: 'GET', path: '/system/dict/data/list', auth: false }),
  /** personal/dictList {dict_type, pageSize} (the logged-in variant of the same list) */
  dictList: ep<In['dictList'], Page<DictEntry>>()({ method: 'GET', path: '/system/dict/data/dictList', auth: true }),
} as const;

/** The endpoint of each dictionary type's GET /system/dict/data/type/{type}. */
export const DICT_TYPE_ENDPOINTS = {
  ordre_invoice_type: 'dictTypeInvoice',
  pay_cate: 'dictTypePayCate',
  order_delivery: 'dictTypeDelivery',
  order_expected_delivery: 'dictTypeExpectedDelivery',
  express: 'dictTypeExpress',
} as const satisfies Record<DictType, keyof typeof dictionaries>;
