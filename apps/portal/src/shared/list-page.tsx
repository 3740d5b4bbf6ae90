import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageContainer, Pager, QueryState, SideMenuLayout } from '@ws/ui';
import { CardGrid, CardGridItem } from './cover-card';
import classes from './list-page.module.css';

export interface ListPageProps {
  /** the left menu (a CategoryMenu) */
  menu: ReactNode;
  /** the h1: the chosen category or tab */
  heading: ReactNode;
  /** 共 n … next to the heading, once the list has loaded */
  total?: ReactNode;
  /** the search bar and filters, then the list */
  children: ReactNode;
}

/** A list screen: page column, left menu, and on the right the heading with the total, then the children. */
export function ListPage({ menu, heading, total, children }: ListPageProps) {
  return (
    <PageContainer className={classes.page}>
      <SideMenuLayout menu={menu}>
        <div className={classes.head}>
          <h1 className={classes.heading}>{heading}</h1>
          {total ? <span className={classes.total}>{total}</span> : null}
        </div>
        {children}
      </SideMenuLayout>
    </PageContainer>
  );
}

export interface PagedCardGridProps<T extends { id: number }> {
  query: UseQueryResult<{ items: T[]; total: number }>;
  /** the accessible name of the grid (视频列表) */
  label: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** the card of one item */
  children: (item: T) => ReactNode;
}

/** One page of cards in the card grid (dimmed while the next page loads) and the pager; loading, error and empty states around it. */
export function PagedCardGrid<T extends { id: number }>({ query, label, page, pageSize, onPage, children }: PagedCardGridProps<T>) {
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} skeletonRows={6}>
      {(d) => (
        <>
          <CardGrid label={label} stale={query.isPlaceholderData}>
            {d.items.map((item) => (
              <CardGridItem key={item.id}>{children(item)}</CardGridItem>
            ))}
          </CardGrid>
          <Pager total={d.total} pageSize={pageSize} page={page} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
