// The address books of the personal centre: /addressInfo (delivery addresses, editor /addAddress) and
// /addressInvoice (invoice addresses, editor /invoiceAddAddress).
import { ADDRESS_TYPE, type AddressType } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { PageContainer } from '@ws/ui';
import { AddressList } from '@/shared/addresses/address-list';
import classes from './address-pages.module.css';

export function AddressBookPage({ type }: { type: AddressType }) {
  const editPath = (id: number) => (type === ADDRESS_TYPE.delivery ? paths.addAddress({ id }) : paths.invoiceAddAddress({ id }));
  return (
    <PageContainer>
      <div className={classes.page}>
        <h1 className={classes.title}>{type === ADDRESS_TYPE.delivery ? '收货地址' : '发票地址'}</h1>
        <AddressList type={type} editPath={editPath} />
      </div>
    </PageContainer>
  );
}
