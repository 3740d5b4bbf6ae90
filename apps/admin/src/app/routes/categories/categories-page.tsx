// /admin/categories: 分类管理.
import { CategoriesManager } from '@/features/categories/components/categories-manager';

export default function CategoriesPage() {
  return <CategoriesManager />;
}
