import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty } from './empty';
import { SkeletonBlock } from './skeleton';
import classes from './data.module.css';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
  /** true shows <Empty /> instead of children (for example `(d) => d.items.length === 0`) */
  isEmpty?: (data: T) => boolean;
  /** text of the empty state (default 亲，未找到记录~) */
  emptyText?: string;
  /** skeleton lines while loading (default 4) */
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** The states of one query: loading skeleton, error text with 重试, Empty, or children(data). */
export function QueryState<T>({ query, isEmpty, emptyText, skeletonRows = 4, children }: QueryStateProps<T>) {
  if (query.data === undefined && query.isPending) {
    return (
      <div className={classes.skeleton} role="status" aria-label="加载中">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <SkeletonBlock key={i} height={18} width={i % 3 === 2 ? '60%' : '100%'} />
        ))}
      </div>
    );
  }
  if (query.data === undefined) {
    const message = query.error instanceof Error && query.error.message ? query.error.message : '加载失败';
    return (
      <div className={classes.error} role="alert">
        <span>{message}</span>
        <button type="button" className={classes.retry} onClick={() => void query.refetch()} disabled={query.isFetching}>
          重试
        </button>
      </div>
    );
  }
  const data = query.data;
  if (isEmpty?.(data)) return <Empty text={emptyText} />;
  return <>{children(data)}</>;
}
