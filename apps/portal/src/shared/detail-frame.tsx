import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, PageContainer, QueryState } from '@ws/ui';
import classes from './detail-frame.module.css';

export const MSG_NO_CONTENT = '内容不存在';

/**
 * The frame of a detail screen: the page column, 内容不存在 for a missing or malformed key (`id` null,
 * see useIdParam), and the query's loading / error states around the content.
 */
export function DetailFrame<T>({ id, query, children }: { id: number | null; query: UseQueryResult<T>; children: (item: T) => ReactNode }) {
  return (
    <PageContainer className={classes.page}>
      <article className={classes.detail}>
        {id !== null ? <QueryState query={query} skeletonRows={8}>{children}</QueryState> : <Empty text={MSG_NO_CONTENT} />}
      </article>
    </PageContainer>
  );
}

/** A titled section of a detail screen; `className` replaces the section's class (its top margin, 1.5rem). */
export function DetailSection({ title, className = classes.section, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-label={title}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
