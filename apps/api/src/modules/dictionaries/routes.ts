// Dictionaries (spec 02 §3 Dictionary entry): one handler for every type. GET /system/dict/data/type/{type}
// has one contract entry per type; /system/dict/data/list and personal/dictList take dict_type.
import type { DictType, dictionaries as dictionariesContract } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { DomainHandlers } from '../../http/handler';
import { dictionaryOfType, dictionaryPage } from './service';

const byType =
  (type: DictType) =>
  ({ db, payload }: { db: Db; payload: { pageSize?: number | undefined } }) =>
    dictionaryOfType(db, type, payload);

export const dictionariesHandlers: DomainHandlers<typeof dictionariesContract> = {
  dictTypeInvoice: byType('ordre_invoice_type'),
  dictTypePayCate: byType('pay_cate'),
  dictTypeDelivery: byType('order_delivery'),
  dictTypeExpectedDelivery: byType('order_expected_delivery'),
  dictTypeExpress: byType('express'),
  dictDataList: ({ db, payload }) => dictionaryPage(db, payload.dict_type, payload),
  dictList: ({ db, payload }) => dictionaryPage(db, payload.dict_type, payload),
};
