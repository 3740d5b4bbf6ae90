// /admin/articles: 文章管理.
import { ArticlesList } from '@/features/articles/components/articles-list';

export default function ArticlesPage() {
  return <ArticlesList />;
}
