// What a chooser screen picked, kept in session storage for the screen it returns to (spec 02 §2: "Choosing
// an address saves it in session storage as the chosen invoice address and goes back"). The checkout reads
// the choice, and falls back to the default when there is none or when the stored one is unreadable.
import { getSessionItem, setSessionItem } from '@ws/ui';
import type { Address, InvoiceProfile } from '@ws/api-sdk';

/** Session-storage keys of the choices (not named by the spec). */
export const CHOSEN_KEYS = {
  delivery: 'chosenAddress',
  invoiceAddress: 'chosenInvoiceAddress',
  invoice: 'chosenInvoice',
  /** the dict_code of the order's invoice type (ordre_invoice_type) the checkout asks for */
  orderInvoiceType: 'orderInvoiceType',
} as const;

export type ChosenKind = 'delivery' | 'invoiceAddress';

const readJson = <T,>(key: string, isValid: (x: Record<string, unknown>) => boolean): T | null => {
  const raw = getSessionItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && isValid(parsed as Record<string, unknown>) ? (parsed as T) : null;
  } catch {
    return null;
  }
};

const hasId = (x: Record<string, unknown>) => typeof x.id === 'number' && x.id > 0;

export const saveChosenAddress = (kind: ChosenKind, address: Address | null) =>
  setSessionItem(CHOSEN_KEYS[kind], address ? JSON.stringify(address) : null);
export const readChosenAddress = (kind: ChosenKind): Address | null => readJson<Address>(CHOSEN_KEYS[kind], hasId);

export const saveChosenInvoice = (profile: InvoiceProfile | null) => setSessionItem(CHOSEN_KEYS.invoice, profile ? JSON.stringify(profile) : null);
export const readChosenInvoice = (): InvoiceProfile | null => readJson<InvoiceProfile>(CHOSEN_KEYS.invoice, hasId);

/** The checkout says which invoice type the order wants (dict_code of ordre_invoice_type), so that the
 *  invoice chooser hides personal profiles for the VAT special invoices (156, 157). */
export const saveOrderInvoiceType = (dictCode: number | null) => setSessionItem(CHOSEN_KEYS.orderInvoiceType, dictCode);
export const readOrderInvoiceType = (): number | null => {
  const n = Number(getSessionItem(CHOSEN_KEYS.orderInvoiceType));
  return Number.isInteger(n) && n > 0 ? n : null;
};
