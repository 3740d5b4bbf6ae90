// /admin/articleEdit?id=: one article of 文章管理 (no id: a new one).
import { ArticleEdit } from '@/features/articles/components/article-edit';

export default function ArticleEditPage() {
  return <ArticleEdit />;
}
