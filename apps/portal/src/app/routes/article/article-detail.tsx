import { ArticleDetailPage } from '@/features/articles/components/article-detail-page';

/** /detailPages?key=&currentName */
export default function ArticleDetail() {
  return <ArticleDetailPage />;
}
