import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './data.module.css';

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

const CONTROL_LABELS = { previous: '上一页', next: '下一页', first: '第一页', last: '最后一页' } as const;

/**
 * Page numbers: 11 buttons (page numbers and ellipses) wider than 540 px, 5 at 540 px or less;
 * nothing when all records fit on one page.
 */
export function Pager({ total, pageSize, page, onChange }: PagerProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const pages = pageSize > 0 ? Math.ceil(Math.max(0, total) / pageSize) : 0;
  if (pages <= 1) return null;
  // Mantine shows 2*siblings + 2*boundaries + 3 items: 3/1 -> 11, 0/1 -> 5.
  return (
    <nav className={classes.pager} aria-label="分页">
      <Pagination
        total={pages}
        value={Math.min(Math.max(1, page), pages)}
        onChange={onChange}
        siblings={narrow ? 0 : 3}
        boundaries={1}
        size={narrow ? 'sm' : 'md'}
        gap={narrow ? 4 : 6}
        getItemProps={(p) => ({ 'aria-label': `第 ${p} 页` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </nav>
  );
}
