import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Media } from '@ws/api-sdk';
import { Empty, formatDateTime, PageContainer, QueryState } from '@ws/ui';
import classes from './detail.module.css';

export const MSG_NO_CONTENT = '内容不存在';

/** Title and the meta line (publish time, author, views) of a media detail. */
export function DetailHeader({ item, author = true, clicks = false, badge }: { item: Media; author?: boolean; clicks?: boolean; badge?: string }) {
  return (
    <header>
      <h1 className={classes.title}>
        {badge ? <span className={classes.live}>{badge}</span> : null}
        {item.name}
      </h1>
      <p className={classes.meta}>
        <span>
          发布时间：<time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
        </span>
        {author && item.author ? <span>作者：{item.author}</span> : null}
        {item.cate_name ? <span>分类：{item.cate_name}</span> : null}
        {clicks ? <span>播放：{item.click_amount}</span> : null}
      </p>
    </header>
  );
}

/** A titled section of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The frame of a media detail screen: the page column, 内容不存在 for a missing or malformed key, and the
 * query's loading / error states around the content.
 */
export function DetailFrame({ id, query, children }: { id: number; query: UseQueryResult<Media>; children: (item: Media) => ReactNode }) {
  return (
    <PageContainer className={classes.page}>
      <article className={classes.detail}>
        {id > 0 ? <QueryState query={query} skeletonRows={8}>{children}</QueryState> : <Empty text={MSG_NO_CONTENT} />}
      </article>
    </PageContainer>
  );
}
