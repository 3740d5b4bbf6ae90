import { ArticleListPage } from '@/features/articles/components/article-list-page';

/** /article and /acticleList (the original's second spelling): the same list. */
export default function ArticleList() {
  return <ArticleListPage />;
}
