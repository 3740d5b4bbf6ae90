// /addressAddInvoice: a new invoice address.
import { AddressEditorPage } from '@/features/addresses/components/address-editor-page';

export default function AddressAddInvoice() {
  return <AddressEditorPage type={1} fallback="/addressInvoice" />;
}
