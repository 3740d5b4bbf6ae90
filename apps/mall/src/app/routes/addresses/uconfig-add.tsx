// /uconfigAdd?name=&id=: the delivery-address editor opened from the checkout's chooser.
import { AddressEditorPage } from '@/features/addresses/components/address-editor-page';

export default function UconfigAdd() {
  return <AddressEditorPage type={0} fallback="/uconfigAddressInfo" />;
}
