// The address book's calls as react-query hooks. Every write invalidates the lists it changes, so a chooser
// or the checkout's default shows the new state when the user comes back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADDRESS_PAGE_SIZE,
  DICT_TYPE_ENDPOINTS,
  apiKey,
  apiQuery,
  call,
  type AddressReq,
  type AddressType,
  type AddressUpdateReq,
  type DictType,
  type InvoiceAddressReq,
  type InvoiceReq,
  type InvoiceUpdateReq,
} from '@ws/api-sdk';

/** The caller's addresses of a type (0 delivery, 1 invoice), default first. */
export const useAddresses = (type: AddressType) => useQuery(apiQuery('addressListByUser', { type, pageNum: 1, pageSize: ADDRESS_PAGE_SIZE }));

/** The default address of a type, or null. */
export const useDefaultAddress = (type: AddressType, enabled = true) => useQuery({ ...apiQuery('getDefAddress', { type }), enabled });

/** One of the caller's addresses (the editors); `id` null: nothing is asked. */
export const useAddress = (id: number | null) => useQuery({ ...apiQuery('addressInfo', { id: id ?? 0 }), enabled: id !== null });

export const useInvoiceProfiles = () => useQuery(apiQuery('invoiceListByUser', {}));
export const useDefaultInvoiceProfile = () => {
  const q = useInvoiceProfiles();
  return { ...q, data: q.data?.items.find((p) => p.is_default === 1) ?? null };
};
export const useInvoiceProfile = (id: number | null) => useQuery({ ...apiQuery('invoiceInfo', { id: id ?? 0 }), enabled: id !== null });

/** A dictionary by type (GET /api/system/dict/data/type/{type}); changes rarely, kept 5 minutes. */
export const useDictionary = (type: DictType, enabled = true) =>
  useQuery({ ...apiQuery(DICT_TYPE_ENDPOINTS[type], { pageSize: 999 }), staleTime: 5 * 60_000, enabled });

/** After any address write: both lists and the defaults. */
const useInvalidateAddresses = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: apiKey('addressListByUser') }),
      client.invalidateQueries({ queryKey: apiKey('getDefAddress') }),
      client.invalidateQueries({ queryKey: apiKey('addressInfo') }),
    ]);
};
const useInvalidateInvoices = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: apiKey('invoiceListByUser') }), client.invalidateQueries({ queryKey: apiKey('invoiceInfo') })]);
};

export type SaveAddressInput =
  | { kind: 'add'; payload: AddressReq }
  | { kind: 'addInvoice'; payload: InvoiceAddressReq }
  | { kind: 'update'; payload: AddressUpdateReq };

export const useSaveAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (input: SaveAddressInput) =>
      input.kind === 'add' ? call('addressAdd', input.payload) : input.kind === 'addInvoice' ? call('addInvoiceAddress', input.payload) : call('addressUpdate', input.payload),
    onSuccess: invalidate,
  });
};

export const useDeleteAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: (id: number) => call('addressDelete', { ids: [id] }), onSuccess: invalidate });
};

export const useSetDefaultAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: (p: { id: number; type: AddressType }) => call('setdefault', p), onSuccess: invalidate });
};

export type SaveInvoiceInput = { kind: 'add'; payload: InvoiceReq } | { kind: 'update'; payload: InvoiceUpdateReq };

export const useSaveInvoiceProfile = () => {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (input: SaveInvoiceInput) => (input.kind === 'add' ? call('invoiceAdd', input.payload) : call('invoiceUpdate', input.payload)),
    onSuccess: invalidate,
  });
};

export const useDeleteInvoiceProfile = () => {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (id: number) => call('invoiceDelete', { ids: [id] }), onSuccess: invalidate });
};

export const useSetDefaultInvoiceProfile = () => {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (id: number) => call('invoiceSetdefault', { id }), onSuccess: invalidate });
};
