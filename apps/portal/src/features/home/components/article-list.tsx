import type { UseQueryResult } from '@tanstack/react-query';
import type { ArticleSummary, Page } from '@ws/api-sdk';
import { AppLink, formatDateTime, QueryState } from '@ws/ui';
import dates from './article-date.module.css';
import { detailHref } from './article-links';
import classes from './article-list.module.css';

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
              <AppLink to={detailHref(a.id, currentName)} newTab className={classes.link} title={a.title}>
                <span className={classes.title}>{a.title}</span>
                <time className={dates.date} dateTime={a.create_time}>
                  {formatDateTime(a.create_time)}
                </time>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
