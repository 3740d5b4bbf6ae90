// The QR payment dialog, loaded only when a payment is opened: Mantine's Modal and its focus trap are about a
// fifth of these screens' first load otherwise. Render <LazyPayQrDialog> with the same props as PayQrDialog.
import type { PayQrDialogProps } from '@ws/ui';
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
