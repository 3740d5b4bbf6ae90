// /invoiceAddAddress?name=&id=: the invoice-address editor.
import { AddressEditorPage } from '@/features/addresses/components/address-editor-page';

export default function InvoiceAddAddress() {
  return <AddressEditorPage type={1} fallback="/uconfigInvoice" />;
}
