// /uconfigInvoice: the checkout's invoice-address chooser.
import { AddressChooserPage } from '@/features/addresses/components/address-chooser-page';

export default function UconfigInvoice() {
  return <AddressChooserPage kind="invoiceAddress" fallback="/addressInvoice" />;
}
