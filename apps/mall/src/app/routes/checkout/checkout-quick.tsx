// /checkoutQuick?ids= (from the cart) or ?order= (a pending order).
import { PageContainer } from '@ws/ui';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

export default function CheckoutQuickScreen() {
  return (
    <PageContainer>
      <CheckoutPage />
    </PageContainer>
  );
}
