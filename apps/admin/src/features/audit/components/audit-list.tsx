// /admin/audit?staff=&action=&keyword=&from=&to=&page= (操作日志, 超级管理员): the filters and the page in the
// URL so that reload and back keep them; the table (audit-table.tsx) and @ws/ui's Pager (20 a page),
// loading / empty (暂无操作记录) / error by QueryState; 详情 opens the row's before/after (audit-detail.tsx).
// Nothing here changes a row: the log is read-only.
import { lazy, Suspense, useState } from 'react';
import { ADMIN_PAGE_SIZE, MSG_AUDIT_EMPTY, type AdminAuditItem } from '@ws/api-sdk';
import { Pager, QueryState, useListParams } from '@ws/ui';
import lists from '@/shared/lists/list.module.css';
import { useAuditList } from '../api/audit-list';
import { AUDIT_FILTER_KEYS, toFilters } from '../lib/params';
import { AuditFilterForm } from './audit-filters';
import { AuditTable } from './audit-table';

const AuditDetailLazy = lazy(() => import('./audit-detail'));

export function AuditList() {
  const { page, values, setPage, setFilters } = useListParams(AUDIT_FILTER_KEYS);
  const filters = toFilters(values);
  const list = useAuditList(filters, page);
  const [shown, setShown] = useState<AdminAuditItem | null>(null);
  const [opened, setOpened] = useState(false);
  // the dialog's module, once first wanted (it stays, for its closing transition and a second use)
  const [detailLoaded, setDetailLoaded] = useState(false);

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className={lists.title}>
        操作日志
      </h1>
      <div className={lists.panel}>
        <AuditFilterForm key={JSON.stringify(filters)} filters={filters} onApply={setFilters} />
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText={MSG_AUDIT_EMPTY}>
          {(d) => (
            <>
              <AuditTable
                items={d.items}
                busy={list.isPlaceholderData}
                onDetail={(item) => {
                  setDetailLoaded(true);
                  setShown(item);
                  setOpened(true);
                }}
              />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
      {detailLoaded && (
        <Suspense fallback={null}>
          <AuditDetailLazy item={shown} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </section>
  );
}
