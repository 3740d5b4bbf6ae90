// /addAddress?name=&id= (id -1 new): the delivery-address editor of the personal centre.
import { AddressEditorPage } from '@/features/addresses/components/address-editor-page';

export default function AddAddress() {
  return <AddressEditorPage type={0} fallback="/addressInfo" />;
}
