// The checkout's choosers: /uconfigAddressInfo (delivery address) and /uconfigInvoice (invoice address).
// Choosing saves the address in session storage, says 使用成功 (spec 02 §8) and goes back (spec 02 §2).
import { ADDRESS_TYPE, type Address } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { notice, PageContainer } from '@ws/ui';
import { AddressList } from '@/shared/addresses/address-list';
import { readChosenAddress, saveChosenAddress, type ChosenKind } from '@/shared/addresses/chosen';
import { useGoBack } from '../lib/use-go-back';
import classes from './address-pages.module.css';

export const MSG_USED = '使用成功';

export interface AddressChooserPageProps {
  kind: ChosenKind;
  fallback: string;
}

export function AddressChooserPage({ kind, fallback }: AddressChooserPageProps) {
  const back = useGoBack(fallback);
  const type = kind === 'delivery' ? ADDRESS_TYPE.delivery : ADDRESS_TYPE.invoice;
  const editPath = (id: number) => (kind === 'delivery' ? paths.uconfigAdd({ id }) : paths.invoiceAddAddress({ id }));
  const choose = (a: Address) => {
    saveChosenAddress(kind, a);
    notice.success(MSG_USED);
    back();
  };
  return (
    <PageContainer>
      <div className={classes.page}>
        <h1 className={classes.title}>{kind === 'delivery' ? '选择收货地址' : '选择发票地址'}</h1>
        <p className={classes.hint}>点击“选择”使用该地址并返回。</p>
        <AddressList type={type} mode="choose" onChoose={choose} chosenId={readChosenAddress(kind)?.id ?? null} editPath={editPath} />
      </div>
    </PageContainer>
  );
}
