// The QR payment dialog, loaded only when a payment is opened: Mantine's Modal and its focus trap are about a
// fifth of these screens' first load otherwise. Render <LazyPayQrDialog> with the same props as PayQrDialog,
// or <OrderPayDialog> for a mall order (paid: the 待发货 tab of /myOrders; closed unpaid: 待付款).
import { paths } from '@ws/routes';
import { useAppNavigate, type PayQrDialogProps } from '@ws/ui';
import { lazy, Suspense } from 'react';

const PayQrDialog = lazy(() => import('./pay-dialog-module'));

export function LazyPayQrDialog(props: PayQrDialogProps) {
  if (props.payment === null) return null;
  return (
    <Suspense fallback={null}>
      <PayQrDialog {...props} />
    </Suspense>
  );
}

/** A mall order's QR payment: `onDone` forgets the payment, then paid goes to /myOrders?tab=pay, closed to notpay. */
export function OrderPayDialog({ payment, onDone }: Pick<PayQrDialogProps, 'payment'> & { onDone: () => void }) {
  const navigate = useAppNavigate();
  return (
    <LazyPayQrDialog
      payment={payment}
      paidPath={paths.myOrders('pay')}
      onPaid={() => {
        onDone();
        navigate(paths.myOrders('pay'));
      }}
      onClose={() => {
        onDone();
        navigate(paths.myOrders('notpay'));
      }}
    />
  );
}
