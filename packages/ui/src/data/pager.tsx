import { useSyncExternalStore } from 'react';
import classes from './data.module.css';
import pagerClasses from './pager.module.css';

/** Narrow screens (width 540 px or less) get the 5-button pager. */
export const NARROW_QUERY = '(max-width: 540px)';

export interface PagerProps {
  /** number of records */
  total: number;
  pageSize: number;
  /** current page, 1-based */
  page: number;
  onChange: (page: number) => void;
}

const narrowList = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
const subscribeNarrow = (onChange: () => void) => {
  const list = narrowList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const isNarrow = () => narrowList()?.matches ?? false;
/** Whether the viewport is 540 px wide or less (follows resizes); false without matchMedia. */
const useNarrow = () => useSyncExternalStore(subscribeNarrow, isNarrow, () => false);

const DOTS = 'dots' as const;
type PagerItem = number | typeof DOTS;

const range = (start: number, end: number): number[] =>
  Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * Page numbers and ellipses: 2*siblings + 2*boundaries + 3 items when there are more pages than that
 * (the same sequence as Mantine's usePagination), otherwise every page.
 */
export function pagerItems(pages: number, active: number, siblings: number, boundaries: number): PagerItem[] {
  const shown = siblings * 2 + 3 + boundaries * 2;
  if (shown >= pages) return range(1, pages);
  const left = Math.max(active - siblings, boundaries);
  const right = Math.min(active + siblings, pages - boundaries);
  const leftDots = left > boundaries + 2;
  const rightDots = right < pages - (boundaries + 1);
  if (!leftDots && rightDots) {
    return [...range(1, siblings * 2 + boundaries + 2), DOTS, ...range(pages - boundaries + 1, pages)];
  }
  if (leftDots && !rightDots) {
    return [...range(1, boundaries), DOTS, ...range(pages - (boundaries + 1 + 2 * siblings), pages)];
  }
  return [...range(1, boundaries), DOTS, ...range(left, right), DOTS, ...range(pages - boundaries + 1, pages)];
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg className={pagerClasses.icon} viewBox="0 0 15 15" fill="none" aria-hidden="true" style={flip ? { transform: 'rotate(180deg)' } : undefined}>
    <path d="M8.84 3.13a.5.5 0 0 1 .03.7L5.66 7.5l3.2 3.66a.5.5 0 0 1-.74.68l-3.5-4a.5.5 0 0 1 0-.68l3.5-4a.5.5 0 0 1 .7-.03Z" fill="currentColor" />
  </svg>
);

/**
 * Page numbers: 11 buttons (page numbers and ellipses) wider than 540 px, 5 at 540 px or less;
 * nothing when all records fit on one page. Plain buttons (no Mantine Pagination) keep the list
 * screens that show it light.
 */
export function Pager({ total, pageSize, page, onChange }: PagerProps) {
  const narrow = useNarrow();
  const pages = pageSize > 0 ? Math.ceil(Math.max(0, total) / pageSize) : 0;
  if (pages <= 1) return null;
  const active = Math.min(Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1), pages);
  // 3 siblings and 1 boundary -> 11 items, 0 and 1 -> 5.
  const items = pagerItems(pages, active, narrow ? 0 : 3, 1);
  const go = (p: number) => {
    if (p !== active && p >= 1 && p <= pages) onChange(p);
  };
  return (
    <nav className={classes.pager} aria-label="分页">
      <ul className={`${pagerClasses.list}${narrow ? ` ${pagerClasses.narrow}` : ''}`}>
        <li>
          <button type="button" className={pagerClasses.control} aria-label="上一页" disabled={active <= 1} onClick={() => go(active - 1)}>
            <Chevron />
          </button>
        </li>
        {items.map((item, i) =>
          item === DOTS ? (
            <li key={`dots-${i}`} className={pagerClasses.dots} data-pager-dots="" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={pagerClasses.control}
                aria-label={`第 ${item} 页`}
                aria-current={item === active ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={pagerClasses.control} aria-label="下一页" disabled={active >= pages} onClick={() => go(active + 1)}>
            <Chevron flip />
          </button>
        </li>
      </ul>
    </nav>
  );
}
