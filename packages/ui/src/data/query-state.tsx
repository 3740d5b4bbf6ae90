import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@ws/api-sdk';
import type { ReactNode } from 'react';
import { Empty, EMPTY_TEXT } from './empty';
import { SkeletonBlock, SkeletonLines } from './skeleton';
import classes from './data.module.css';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
  /** true shows <Empty /> instead of children (for example `(d) => d.items.length === 0`) */
  isEmpty?: (data: T) => boolean;
  /** text of the empty state (default 亲，未找到记录~) */
  emptyText?: string;
  /** skeleton lines while loading (default 4) */
  skeletonRows?: number;
  /** what shows while loading instead of the skeleton lines (a placeholder of the content's shape) */
  placeholder?: ReactNode;
  /**
   * for a slot one line high (a ticker, a strip): one skeleton line, and the error with 重试 or the
   * empty text on one line
   */
  inline?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * Whether asking again may help: not when the server answered with its own refusal (订单不存在, 无权查看 …),
 * which a retry only repeats; yes for the network, a timeout, and a server that says to try later
 * (服务器繁忙，请稍后重试).
 */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError && error.kind === 'server' && !error.message.includes('重试'));

/** The states of one query: loading skeleton, error text with 重试 (when it may help), Empty, or children(data). */
export function QueryState<T>({ query, isEmpty, emptyText, skeletonRows = 4, placeholder, inline = false, children }: QueryStateProps<T>) {
  if (query.data === undefined && query.isPending) {
    if (placeholder !== undefined) return <>{placeholder}</>;
    if (inline) return <SkeletonBlock height={18} role="status" aria-label="加载中" className={classes.inlineSkeleton} />;
    return <SkeletonLines rows={skeletonRows} />;
  }
  if (query.data === undefined) {
    const message = query.error instanceof Error && query.error.message ? query.error.message : '加载失败';
    return (
      <div className={inline ? classes.inlineError : classes.error} role="alert">
        <span>{message}</span>
        {isRetryable(query.error) && (
          <button type="button" className={classes.retry} onClick={() => void query.refetch()} disabled={query.isFetching}>
            重试
          </button>
        )}
      </div>
    );
  }
  const data = query.data;
  if (isEmpty?.(data)) {
    return inline ? (
      <span className={classes.inlineEmpty} role="status">
        {emptyText ?? EMPTY_TEXT}
      </span>
    ) : (
      <Empty text={emptyText} />
    );
  }
  return <>{children(data)}</>;
}
