// The checkout's own checks before it asks the server (spec 02 §5 "Checkout submit"), in the spec's order;
// the server checks the same again.
import {
  MSG_ADDRESS_REQUIRED,
  MSG_DELIVERY_REQUIRED,
  MSG_EXPECTED_REQUIRED,
  MSG_INVOICE_ADDRESS_REQUIRED,
  MSG_INVOICE_REQUIRED,
  MSG_PAY_CATE_REQUIRED,
} from '@ws/api-sdk';

export interface CheckoutChoices {
  addressId: number | null;
  containsInvoice: boolean;
  invoiceAddressId: number | null;
  invoiceId: number | null;
  delivery: string;
  expected: string;
  payCate: string;
}

/** The first missing choice: its message and whether it is the info notice (请选择发票信息), else null. */
export function checkoutProblem(c: CheckoutChoices): { message: string; info: boolean } | null {
  if (!c.addressId) return { message: MSG_ADDRESS_REQUIRED, info: false };
  if (c.containsInvoice) {
    if (!c.invoiceAddressId) return { message: MSG_INVOICE_ADDRESS_REQUIRED, info: false };
    if (!c.invoiceId) return { message: MSG_INVOICE_REQUIRED, info: true };
  }
  if (!c.delivery) return { message: MSG_DELIVERY_REQUIRED, info: false };
  if (!c.expected) return { message: MSG_EXPECTED_REQUIRED, info: false };
  if (c.payCate !== '0' && c.payCate !== '1') return { message: MSG_PAY_CATE_REQUIRED, info: false };
  return null;
}

/** The cart line ids of ?ids=1,2,3 (positive integers only, at most 200). */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].slice(0, 200);
}

/** A fresh idempotency key for one checkout page: a double click or a retry sends the same one. */
export const newIdemKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Whether two checkouts are of the same cart lines (in any order). */
export const sameLines = (a: readonly number[], b: readonly number[]): boolean => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
};

/**
 * A kept choice of a dictionary (by label) while the dictionary still offers it: '' when it no longer does,
 * and the kept value as it is while the dictionary loads.
 */
export const offeredLabel = (entries: readonly { dict_label: string }[] | undefined, value: string): string =>
  !entries || entries.some((e) => e.dict_label === value) ? value : '';
