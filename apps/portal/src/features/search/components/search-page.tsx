// /search?val= (spec 01 §2 Search page): the side menu 看政策, 问专家, 找服务商, 询服务, 商品搜索 and the
// results for the keyword `val` (the header search lands here; the search bar on the page changes val).
// Results lead to /detailPages, /detailInfo?id=&type=1, /companyDetail and the mall's /enableInfo (new tab).
// Keyword, side-menu entry and page live in the URL.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@ws/api-sdk';
import { CategoryMenu, Pager, PageContainer, QueryState, SearchBar, SideMenuLayout, useListParams } from '@ws/ui';
import { useSearchArticles } from '../api/use-search-articles';
import { useSearchCompanies } from '../api/use-search-companies';
import { useSearchExperts } from '../api/use-search-experts';
import { useSearchProducts } from '../api/use-search-products';
import { PRODUCT_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_TABS, tabLabel, toSearchTab, type SearchFilter } from '../lib/search-tabs';
import { ArticleResults, CompanyResults, ExpertResults, ProductResults } from './search-results';
import classes from './search.module.css';

const LIST_KEYS = ['val', 'tab'] as const;

function Results<T>({ query, pageSize, page, setPage, children }: { query: UseQueryResult<Page<T>>; pageSize: number; page: number; setPage: (p: number) => void; children: (items: T[]) => ReactNode }) {
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} skeletonRows={8}>
      {(d) => (
        <>
          <p className={classes.count} aria-live="polite">
            共 <strong>{d.total}</strong> 条结果
          </p>
          <div data-stale={query.isPlaceholderData || undefined} className={classes.results}>
            {children(d.items)}
          </div>
          <Pager total={d.total} pageSize={pageSize} page={page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}

type TabProps = { filter: SearchFilter; setPage: (p: number) => void };

function PolicyResults({ filter, setPage }: TabProps) {
  return (
    <Results query={useSearchArticles(filter)} pageSize={SEARCH_PAGE_SIZE} page={filter.page} setPage={setPage}>
      {(items) => <ArticleResults items={items} />}
    </Results>
  );
}
function ExpertTab({ filter, setPage }: TabProps) {
  return (
    <Results query={useSearchExperts(filter)} pageSize={SEARCH_PAGE_SIZE} page={filter.page} setPage={setPage}>
      {(items) => <ExpertResults items={items} />}
    </Results>
  );
}
function CompanyTab({ filter, setPage }: TabProps) {
  return (
    <Results query={useSearchCompanies(filter)} pageSize={SEARCH_PAGE_SIZE} page={filter.page} setPage={setPage}>
      {(items) => <CompanyResults items={items} />}
    </Results>
  );
}
function ProductTab({ filter, setPage, type }: TabProps & { type: 'service' | 'product' }) {
  return (
    <Results query={useSearchProducts(filter, type)} pageSize={PRODUCT_PAGE_SIZE} page={filter.page} setPage={setPage}>
      {(items) => <ProductResults items={items} label={type === 'service' ? '服务搜索结果' : '商品搜索结果'} />}
    </Results>
  );
}

export function SearchPage() {
  const { page, values, setPage, setFilters } = useListParams(LIST_KEYS);
  const tab = toSearchTab(values.tab);
  const val = values.val.trim();
  const filter: SearchFilter = { page, val };
  const label = tabLabel(tab);

  return (
    <PageContainer className={classes.page}>
      <SideMenuLayout
        menu={
          <CategoryMenu
            title="搜索分类"
            allLabel={null}
            items={SEARCH_TABS.map((t) => ({ id: t.value, name: t.label }))}
            value={tab}
            onChange={(id) => setFilters({ tab: id === 'policy' ? null : id })}
          />
        }
      >
        <div className={classes.head}>
          <h1 className={classes.heading}>
            {label}
            {val ? <span className={classes.keyword}>“{val}”</span> : null}
          </h1>
          <SearchBar value={values.val} onSearch={(v) => setFilters({ val: v })} label="搜索内容" placeholder="请输入搜索内容" />
        </div>
        {tab === 'policy' ? (
          <PolicyResults key={tab} filter={filter} setPage={setPage} />
        ) : tab === 'expert' ? (
          <ExpertTab key={tab} filter={filter} setPage={setPage} />
        ) : tab === 'company' ? (
          <CompanyTab key={tab} filter={filter} setPage={setPage} />
        ) : (
          <ProductTab key={tab} filter={filter} setPage={setPage} type={tab} />
        )}
      </SideMenuLayout>
    </PageContainer>
  );
}
