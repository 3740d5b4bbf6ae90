// /cart (login required: AppRoutes wraps it in RequireLogin). scripts/budget.mjs measures this module.
import { PageContainer } from '@ws/ui';
import { CartPage } from '@/features/cart/components/cart-page';

export default function CartScreen() {
  return (
    <PageContainer>
      <CartPage />
    </PageContainer>
  );
}
