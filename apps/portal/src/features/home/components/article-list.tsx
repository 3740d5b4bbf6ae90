import type { UseQueryResult } from '@tanstack/react-query';
import type { ArticleSummary, Page } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatDateTime, QueryState } from '@ws/ui';
import dates from './article-date.module.css';
import classes from './article-list.module.css';

/** An article's title and date, opening its detail page in a new tab (`currentName`: the list's name). */
export function ArticleLink({ article, currentName, className, titleClassName }: { article: ArticleSummary; currentName: string; className?: string; titleClassName?: string }) {
  return (
    <AppLink to={paths.detailPages({ key: article.id, currentName })} newTab className={className} title={article.title}>
      <span className={titleClassName}>{article.title}</span>
      <time className={dates.date} dateTime={article.create_time}>
        {formatDateTime(article.create_time)}
      </time>
    </AppLink>
  );
}

export interface ArticleListProps {
  query: UseQueryResult<Page<ArticleSummary>>;
  /** the list name passed to the detail page (currentName) */
  currentName: string;
  /** accessible name of the list */
  label: string;
}

/** A compact list of article titles with their dates; each opens its detail page in a new tab. */
export function ArticleList({ query, currentName, label }: ArticleListProps) {
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <ul className={classes.list} aria-label={label}>
          {d.items.map((a) => (
            <li key={a.id} className={classes.item}>
              <ArticleLink article={a} currentName={currentName} className={classes.link} titleClassName={classes.title} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
