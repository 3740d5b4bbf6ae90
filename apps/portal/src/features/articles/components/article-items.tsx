import type { ArticleSummary } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatDateTime } from '@ws/ui';
import classes from './articles.module.css';

export interface ArticleItemsProps {
  items: ArticleSummary[];
  /** the list's name, passed to the detail page (currentName) */
  currentName: string;
  label: string;
}

/** Article rows: title, source and time; each opens its detail in a new tab. */
export function ArticleItems({ items, currentName, label }: ArticleItemsProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {items.map((a) => (
        <li key={a.id} className={classes.item}>
          <AppLink to={paths.detailPages({ key: a.id, currentName })} newTab className={classes.link}>
            <span className={classes.title}>{a.title}</span>
            <span className={classes.meta}>
              {a.add_from ? <span className={classes.source}>来源：{a.add_from}</span> : null}
              <time dateTime={a.create_time}>{formatDateTime(a.create_time)}</time>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
