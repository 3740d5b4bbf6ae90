// /addressInfo: the delivery addresses.
import { AddressBookPage } from '@/features/addresses/components/address-book-page';

export default function AddressInfo() {
  return <AddressBookPage type={0} />;
}
