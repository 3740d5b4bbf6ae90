// The checkout's dictionary choices (spec 02 §3 Dictionary entry, §5 "Checkout submit"), checked against
// the dictionaries the checkout form offers (table dict_data: the seed of contract/dictionary-entries.ts)
// before anything is written: a value outside its dictionary is refused with the field's message, never
// stored and shown to the seller.
import { MSG_BAD_PARAM, MSG_DELIVERY_REQUIRED, MSG_EXPECTED_REQUIRED } from '@ws/api-sdk/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';
import { DomainError } from '../../kernel';

export interface CheckoutChoiceInput {
  delivery: string;
  expected_deliverys: string;
  contains_invoice: 0 | 1;
  order_invoice_type: string;
}

export interface CheckoutChoices {
  /** the order_delivery entry's label (what the order shows as 发货方式) */
  delivery: string;
  /** the order_expected_delivery entry's label (期望交货日期) */
  expectedDelivery: string;
  /** with an invoice: the ordre_invoice_type entry's dict_code as text, or '' when none was chosen; else '' */
  orderInvoiceType: string;
}

/**
 * delivery and expected_deliverys: an entry of order_delivery / order_expected_delivery, named by its label
 * (the mall's select sends 快递配送, 7天内) or its value ('1'); stored as the label. Else 请选择发货方式 /
 * 请选择期望交货日期. order_invoice_type (with an invoice): '' or the dict_code of an ordre_invoice_type
 * entry (the mall's select sends 155); else 请求参数错误.
 */
export async function checkoutChoices(db: Pick<Db, 'select'>, input: CheckoutChoiceInput): Promise<CheckoutChoices> {
  const rows = await db
    .select({ type: dictData.dictType, code: dictData.dictCode, value: dictData.dictValue, label: dictData.dictLabel })
    .from(dictData)
    .where(inArray(dictData.dictType, ['order_delivery', 'order_expected_delivery', 'ordre_invoice_type']));
  const entry = (type: string, chosen: string) => rows.find((r) => r.type === type && (r.label === chosen || r.value === chosen));
  const delivery = entry('order_delivery', input.delivery);
  if (!delivery) throw new DomainError(MSG_DELIVERY_REQUIRED);
  const expected = entry('order_expected_delivery', input.expected_deliverys);
  if (!expected) throw new DomainError(MSG_EXPECTED_REQUIRED);
  let orderInvoiceType = '';
  if (input.contains_invoice === 1 && input.order_invoice_type !== '') {
    const type = rows.find((r) => r.type === 'ordre_invoice_type' && String(r.code) === input.order_invoice_type);
    if (!type) throw new DomainError(MSG_BAD_PARAM);
    orderInvoiceType = String(type.code);
  }
  return { delivery: delivery.label, expectedDelivery: expected.label, orderInvoiceType };
}
