// /admin/productInfo?id=: one product of 商品审核.
import { ProductDetail } from '@/features/products/components/product-detail';

export default function ProductInfoPage() {
  return <ProductDetail />;
}
