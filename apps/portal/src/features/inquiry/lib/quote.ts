// A company's answer form: a unit price (up to 2 decimals, above 0) and a note per product; blank leaves a
// product unanswered, but at least one must be priced. The same rule the server applies.
import type { InquiryDetail, InquiryQuoteReq } from '@ws/api-sdk';

export const MSG_UNIT_PRICE = '请填写正确的单价';
export const MSG_QUOTE_EMPTY = '请至少填写一个产品的单价';

export interface QuoteLineValues {
  item_id: number;
  unit_price: string;
  note: string;
}
export interface QuoteFormValues {
  lines: QuoteLineValues[];
  note: string;
}

export const isUnitPrice = (s: string): boolean => /^\d{1,8}(\.\d{1,2})?$/.test(s) && Number(s) > 0;

/** The form's start: the company's earlier answer, when there is one. */
export function quoteStart(detail: InquiryDetail, companyId: number): QuoteFormValues {
  const mine = new Map(detail.quotes.filter((q) => q.company_id === companyId).map((q) => [q.item_id, q]));
  return {
    lines: detail.order_items.map((i) => ({ item_id: i.id, unit_price: mine.get(i.id)?.unit_price ?? '', note: mine.get(i.id)?.note ?? '' })),
    note: detail.companies.find((c) => c.id === companyId)?.note ?? '',
  };
}

/** Mantine's validate: errors keyed by `lines.<n>.unit_price`. */
export function validateQuote(values: QuoteFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.lines.forEach((l, n) => {
    const price = l.unit_price.trim();
    if (price !== '' && !isUnitPrice(price)) errors[`lines.${n}.unit_price`] = MSG_UNIT_PRICE;
  });
  if (Object.keys(errors).length === 0 && values.lines.every((l) => l.unit_price.trim() === '')) errors['lines.0.unit_price'] = MSG_QUOTE_EMPTY;
  return errors;
}

export const toQuotePayload = (inquiryId: number, companyId: number, v: QuoteFormValues): InquiryQuoteReq => ({
  id: inquiryId,
  company_id: companyId,
  note: v.note.trim(),
  items: v.lines.filter((l) => l.unit_price.trim() !== '').map((l) => ({ item_id: l.item_id, unit_price: l.unit_price.trim(), note: l.note.trim() })),
});

/** unit price × quantity in yuan, exactly (in fen) */
export function subtotal(unitPrice: string, quantity: number): string {
  const [w = '0', f = ''] = unitPrice.split('.');
  const fen = (BigInt(w) * 100n + BigInt((f + '00').slice(0, 2))) * BigInt(quantity);
  return `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
}
