// The address editors: /uconfigAdd and /addAddress (delivery), /invoiceAddAddress and /addressAddInvoice
// (invoice). ?id= edits an address (-1 or none: a new one); after 添加成功 / 修改成功 the page goes back.
import type { AddressType } from '@ws/api-sdk';
import { PageContainer } from '@ws/ui';
import { AddressForm } from '@/shared/addresses/address-form';
import { useEditId } from '../lib/use-edit-id';
import { useGoBack } from '../lib/use-go-back';
import classes from './address-pages.module.css';

export interface AddressEditorPageProps {
  type: AddressType;
  /** where a page opened directly returns to */
  fallback: string;
}

export function AddressEditorPage({ type, fallback }: AddressEditorPageProps) {
  const id = useEditId();
  const back = useGoBack(fallback);
  const noun = type === 1 ? '发票地址' : '收货地址';
  return (
    <PageContainer>
      <div className={classes.page}>
        <h1 className={classes.title}>{id === null ? `新增${noun}` : `编辑${noun}`}</h1>
        <AddressForm key={id ?? 'new'} type={type} id={id} onSaved={back} onCancel={back} />
      </div>
    </PageContainer>
  );
}
