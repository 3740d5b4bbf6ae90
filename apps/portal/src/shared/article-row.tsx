import type { ReactNode } from 'react';
import { AppLink, formatDateTime } from '@ws/ui';
import classes from './article-row.module.css';

export interface ArticleRowProps {
  /** the article's detail page (opens in a new tab) */
  to: string;
  title: string;
  /** the publish time, shown as YYYY-MM-DD HH:mm:ss */
  time: string;
  /** before the title, inside the link (a channel tag) */
  before?: ReactNode;
  /** the title as <strong> (search results) rather than <span> */
  strong?: boolean;
  /** added to the link: its alignment, gap and padding */
  linkClassName?: string;
  /** added to the title */
  titleClassName?: string;
}

const join = (a: string | undefined, b: string | undefined) => (b ? `${a} ${b}` : a);

/** One <li> of an article list: a link to the article with its title and time; rows are parted by a dashed line. */
export function ArticleRow({ to, title, time, before, strong = false, linkClassName, titleClassName }: ArticleRowProps) {
  const Title = strong ? 'strong' : 'span';
  return (
    <li className={classes.row}>
      <AppLink to={to} newTab className={join(classes.link, linkClassName)}>
        {before}
        <Title className={join(classes.title, titleClassName)}>{title}</Title>
        <time className={classes.time} dateTime={time}>
          {formatDateTime(time)}
        </time>
      </AppLink>
    </li>
  );
}
