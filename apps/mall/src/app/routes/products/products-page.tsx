import { PageContainer } from '@ws/ui';
import { EnablePage } from '@/features/catalogue/components/enable-page';

/** /products (opened from the cart): the product list, to add more to the cart */
export default function ProductsScreen() {
  return (
    <PageContainer>
      <EnablePage title="商品列表" />
    </PageContainer>
  );
}
