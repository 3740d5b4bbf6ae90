// /addressInvoice: the invoice addresses.
import { AddressBookPage } from '@/features/addresses/components/address-book-page';

export default function AddressInvoice() {
  return <AddressBookPage type={1} />;
}
