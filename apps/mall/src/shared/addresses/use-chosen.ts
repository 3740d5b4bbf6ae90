// What the checkout shows: the address / profile chosen in a chooser (session storage) while it still
// exists, else the default, else none. Read from the current list, so an edited or deleted choice is never
// shown stale.
import { ADDRESS_TYPE, isSpecialInvoiceDictCode, type Address, type InvoiceProfile } from '@ws/api-sdk';
import { isSpecialInvoiceReady } from '@ws/validators/mall';
import { useAddresses, useInvoiceProfiles } from './api';
import { readChosenAddress, readChosenInvoice, type ChosenKind } from './chosen';

export function useChosenAddress(kind: ChosenKind) {
  const list = useAddresses(kind === 'delivery' ? ADDRESS_TYPE.delivery : ADDRESS_TYPE.invoice);
  const items = list.data?.items ?? [];
  const chosen = readChosenAddress(kind);
  const address: Address | null = items.find((a) => a.id === chosen?.id) ?? items.find((a) => a.is_default === 1) ?? items[0] ?? null;
  return { address, isPending: list.isPending, isError: list.isError, refetch: list.refetch };
}

/**
 * The chosen invoice profile, else the default; for a VAT special order type (156, 157) only a profile
 * complete for one (isSpecialInvoiceReady): an incomplete default is never taken silently.
 */
export function useChosenInvoice(orderInvoiceDictCode: number | null = null) {
  const list = useInvoiceProfiles();
  const special = isSpecialInvoiceDictCode(orderInvoiceDictCode);
  const items = (list.data?.items ?? []).filter((p) => !special || isSpecialInvoiceReady(p));
  const chosen = readChosenInvoice();
  const profile: InvoiceProfile | null = items.find((p) => p.id === chosen?.id) ?? items.find((p) => p.is_default === 1) ?? null;
  return { profile, isPending: list.isPending, isError: list.isError, refetch: list.refetch };
}
