// Mounted by every app (InnerProviders): a page the H5 cashier sent the browser back to (its URL carries
// PAY_RETURN_PARAM) gets the pay-status dialog, loaded only then. Rendered after the first paint, so the
// server's first paint and the client's first render agree.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { payReturnStore, returnedOrderNo } from './mobile-pay';

const PayReturnDialog = lazy(() => import('./pay-return-dialog'));

export function PayReturn() {
  const { search } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const orderNo = mounted ? returnedOrderNo(search) : null;
  useEffect(() => {
    payReturnStore.set(orderNo);
    return () => payReturnStore.set(null);
  }, [orderNo]);
  if (!orderNo) return null;
  return (
    <Suspense fallback={null}>
      <PayReturnDialog key={orderNo} orderNo={orderNo} />
    </Suspense>
  );
}
