// /admin/products: 商品审核.
import { ProductsList } from '@/features/products/components/products-list';

export default function ProductsPage() {
  return <ProductsList />;
}
