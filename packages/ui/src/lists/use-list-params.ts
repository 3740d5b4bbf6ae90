import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<K extends string> {
  /** current page, 1-based (URL `page`, absent means 1) */
  page: number;
  /** the filter values from the URL ('' when absent) */
  values: Record<K, string>;
  /** go to a page (a new history entry, so back returns to the previous page) */
  setPage: (page: number) => void;
  /** change filters; the page goes back to 1 */
  setFilters: (patch: Partial<Record<K, string | number | null>>) => void;
}

/**
 * List state (page and filters) kept in the URL so that reload and back work (DESIGN.md "Inside an app").
 * `useListParams(['cate', 'keywords'])`.
 */
export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const [sp, setSp] = useSearchParams();
  const raw = Number.parseInt(sp.get('page') ?? '1', 10);
  const page = Number.isFinite(raw) && raw > 0 ? raw : 1;
  const keyList = keys.join(',');
  const values = useMemo(
    () => Object.fromEntries(keyList.split(',').map((k) => [k, sp.get(k) ?? ''])) as Record<K, string>,
    [sp, keyList],
  );
  const setPage = useCallback(
    (p: number) => {
      setSp((prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      });
      if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setSp],
  );
  const setFilters = useCallback(
    (patch: Partial<Record<K, string | number | null>>) => {
      setSp((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch) as [string, string | number | null | undefined][]) {
          if (v === null || v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        next.delete('page');
        return next;
      });
    },
    [setSp],
  );
  return { page, values, setPage, setFilters };
}
