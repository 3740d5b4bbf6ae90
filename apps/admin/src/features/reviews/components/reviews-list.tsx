// /admin/reviews?kind=&status=&keyword=&page= (入驻审核): tabs 企业入驻 / 专家申请, the state 待审核 / 已通过 /
// 已驳回, a keyword search, all in the URL so that reload and back work; the table (review-table.tsx) and
// @ws/ui's Pager (20 a page, the total from the answer), loading / empty / error by QueryState.
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Button.css';
import { Button, Tabs } from '@mantine/core';
import { ADMIN_PAGE_SIZE, ADMIN_REVIEW_KIND_LABELS, ADMIN_REVIEW_KINDS, ADMIN_REVIEW_STATUS_LABELS } from '@ws/api-sdk';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { useReviewList } from '../api/review-list';
import { REVIEW_STATUSES, toKeyword, toKind, toStatus } from '../lib/params';
import { ReviewTable } from './review-table';
import lists from '@/shared/lists/list.module.css';
import classes from './reviews.module.css';

export function ReviewsList() {
  const { page, values, setPage, setFilters } = useListParams(['kind', 'status', 'keyword']);
  const kind = toKind(values.kind);
  const status = toStatus(values.status);
  const keyword = toKeyword(values.keyword);
  const list = useReviewList(kind, status, keyword, page);

  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title" className={lists.title}>
        入驻审核
      </h1>
      <div className={lists.panel}>
        <Tabs value={kind} onChange={(v) => v && v !== kind && setFilters({ kind: v })}>
          <Tabs.List>
            {ADMIN_REVIEW_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {ADMIN_REVIEW_KIND_LABELS[k]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div className={lists.filters}>
          <div className={classes.states} role="group" aria-label="审核状态">
            {REVIEW_STATUSES.map((s) => (
              <Button
                key={s}
                size="xs"
                variant={s === status ? 'filled' : 'default'}
                aria-pressed={s === status}
                onClick={() => s !== status && setFilters({ status: s })}
              >
                {ADMIN_REVIEW_STATUS_LABELS[s]}
              </Button>
            ))}
          </div>
          <SearchBar value={keyword} label="关键词" placeholder="名称 / 申请人 / 手机号" onSearch={(k) => setFilters({ keyword: k })} />
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
          {(d) => (
            <>
              <ReviewTable items={d.items} busy={list.isPlaceholderData} />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
