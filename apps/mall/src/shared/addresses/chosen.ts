// What a chooser screen picked, for the screen it returns to (spec 02 §2: "Choosing an address saves it in
// session storage as the chosen invoice address and goes back"). The choices are fields of the checkout
// draft (../checkout-draft: one session-storage entry per signed-in member, with everything else the
// checkout keeps), so they live and go with it. The checkout reads the choice, and falls back to the
// default when there is none or when the stored one is unreadable.
import type { Address, InvoiceProfile } from '@ws/api-sdk';
import { readCheckoutDraft, updateCheckoutDraft } from '@/shared/checkout-draft/checkout-draft';

export type ChosenKind = 'delivery' | 'invoiceAddress';

const field = (kind: ChosenKind) => (kind === 'delivery' ? 'deliveryAddress' : 'invoiceAddress');

export const saveChosenAddress = (kind: ChosenKind, address: Address | null) => updateCheckoutDraft({ [field(kind)]: address });
export const readChosenAddress = (kind: ChosenKind): Address | null => readCheckoutDraft()[field(kind)];

export const saveChosenInvoice = (profile: InvoiceProfile | null) => updateCheckoutDraft({ invoice: profile });
export const readChosenInvoice = (): InvoiceProfile | null => readCheckoutDraft().invoice;

/** The checkout says which invoice type the order wants (dict_code of ordre_invoice_type), so that the
 *  invoice chooser hides personal profiles for the VAT special invoices (156, 157). */
export const saveOrderInvoiceType = (dictCode: number | null) => updateCheckoutDraft({ orderInvoiceType: dictCode !== null && Number.isInteger(dictCode) && dictCode > 0 ? dictCode : null });
export const readOrderInvoiceType = (): number | null => readCheckoutDraft().orderInvoiceType;
