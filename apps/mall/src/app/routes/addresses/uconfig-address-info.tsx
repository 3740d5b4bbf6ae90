// /uconfigAddressInfo?order=: the checkout's delivery-address chooser.
import { AddressChooserPage } from '@/features/addresses/components/address-chooser-page';

export default function UconfigAddressInfo() {
  return <AddressChooserPage kind="delivery" fallback="/addressInfo" />;
}
