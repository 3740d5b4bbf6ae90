// /admin/aftersales?tab=&keyword=&page= (售后仲裁): the after-sales requests waiting for the platform (待仲裁:
// refused by the seller, or left undecided for 48 hours; the longest waiting first) or decided by it (已仲裁,
// newest first), found by order number or buyer phone, all in the URL. A row opens the request's detail
// (the buyer's images large, the order, both decisions); a waiting one offers 判定退款 (the amount prefilled
// with what is left to refund) and 关闭申请, each with a required reason. The dialogs load when first wanted.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import {
  ADMIN_AFTER_SALES_TAB_LABELS,
  ADMIN_AFTER_SALES_TABS,
  ADMIN_AFTER_SALES_WAIT_LABELS,
  ADMIN_PAGE_SIZE,
  type AdminAfterSalesAction,
  type AdminAfterSalesItem,
  type AdminAfterSalesTab,
} from '@ws/api-sdk';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { lazy, Suspense, useState } from 'react';
import lists from '@/shared/lists/list.module.css';
import { DataTable, tableColumns, type TableColumns } from '@/shared/table';
import { useAfterSalesList } from '../api/after-sales';
import classes from './after-sales.module.css';

const loadDialogs = () => import('./after-sales-dialogs');
const DetailDialog = lazy(() => loadDialogs().then((m) => ({ default: m.DetailDialog })));
const DecideDialog = lazy(() => loadDialogs().then((m) => ({ default: m.DecideDialog })));

const column = tableColumns<AdminAfterSalesItem>();

interface RowActions {
  onView: (r: AdminAfterSalesItem) => void;
  onDecide: (r: AdminAfterSalesItem, action: AdminAfterSalesAction) => void;
}

const columnsFor = (tab: AdminAfterSalesTab, act: RowActions): TableColumns<AdminAfterSalesItem> => [
  column.accessor('order_no', { id: 'order_no', header: '订单号', enableHiding: false, enableSorting: false }),
  column.display({
    id: 'company',
    header: '商家',
    cell: ({ row }) => row.original.order.company_name,
  }),
  column.display({
    id: 'buyer',
    header: '买家',
    cell: ({ row }) => (
      <span className={classes.stack}>
        <span>{row.original.buyer.name || '—'}</span>
        <span>{row.original.buyer.mobile}</span>
      </span>
    ),
  }),
  column.display({
    id: 'paid',
    header: '实付 / 已退',
    cell: ({ row }) => (
      <span className={classes.stack}>
        <span className={classes.amount}>¥{row.original.order.total}</span>
        <span className={classes.hint}>已退 ¥{row.original.order.refunded}</span>
      </span>
    ),
  }),
  column.accessor('cate_name', { id: 'cate', header: '售后类型', enableSorting: false }),
  column.accessor('create_time', { id: 'create_time', header: '申请时间', sortFn: 'basic' }),
  tab === 'waiting'
    ? column.display({
        id: 'merchant',
        header: '商家处理',
        cell: ({ row }) => (
          <span className={classes.stack}>
            <span>{row.original.wait_reason ? ADMIN_AFTER_SALES_WAIT_LABELS[row.original.wait_reason] : row.original.decision_name}</span>
            {row.original.decide_reason && <span className={`${classes.hint} ${classes.reason}`}>{row.original.decide_reason}</span>}
          </span>
        ),
      })
    : column.display({
        id: 'arbitration',
        header: '仲裁结果',
        cell: ({ row }) => (
          <span className={classes.stack}>
            <span>
              {row.original.arbitration_name}
              {row.original.arbitration === 'refund' && ` ¥${row.original.refund_price}`}
            </span>
            <span className={classes.hint}>
              {row.original.arbitrated_at} {row.original.arbitrated_by}
            </span>
          </span>
        ),
      }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <span className={classes.actions}>
        <Button size="compact-xs" variant="default" onClick={() => act.onView(row.original)} aria-label={`查看 ${row.original.order_no}`}>
          查看
        </Button>
        {row.original.wait_reason && (
          <>
            <Button size="compact-xs" onClick={() => act.onDecide(row.original, 'refund')} aria-label={`判定退款 ${row.original.order_no}`}>
              判定退款
            </Button>
            <Button size="compact-xs" color="red" variant="light" onClick={() => act.onDecide(row.original, 'close')} aria-label={`关闭申请 ${row.original.order_no}`}>
              关闭申请
            </Button>
          </>
        )}
        {!row.original.wait_reason && tab === 'waiting' && <Badge variant="light">{row.original.decision_name}</Badge>}
      </span>
    ),
  }),
];

export function AfterSalesList() {
  const { page, values, setPage, setFilters } = useListParams(['tab', 'keyword']);
  const tab: AdminAfterSalesTab = values.tab === 'decided' ? 'decided' : 'waiting';
  const keyword = values.keyword.trim();
  const list = useAfterSalesList(tab, keyword, page);
  const [viewing, setViewing] = useState<AdminAfterSalesItem | null>(null);
  const [deciding, setDeciding] = useState<{ item: AdminAfterSalesItem; action: AdminAfterSalesAction } | null>(null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const actions: RowActions = {
    onView: (r) => {
      setDialogsLoaded(true);
      setViewing(r);
    },
    onDecide: (item, action) => {
      setDialogsLoaded(true);
      setViewing(null);
      setDeciding({ item, action });
    },
  };

  return (
    <section aria-labelledby="aftersales-title">
      <h1 id="aftersales-title" className={lists.title}>
        售后仲裁
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <div role="group" aria-label="仲裁状态" className={classes.tabs}>
            {ADMIN_AFTER_SALES_TABS.map((t) => (
              <Button key={t} size="xs" variant={t === tab ? 'filled' : 'default'} aria-pressed={t === tab} onClick={() => setFilters({ tab: t === 'waiting' ? '' : t })}>
                {ADMIN_AFTER_SALES_TAB_LABELS[t]}
                {list.data && ` (${list.data.counts[t]})`}
              </Button>
            ))}
          </div>
          <SearchBar value={keyword} label="关键词" placeholder="订单号 / 买家手机号" onSearch={(k) => setFilters({ keyword: k })} />
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText={tab === 'waiting' ? '暂无待仲裁的售后申请' : '暂无已仲裁的售后申请'}>
          {(d) => (
            <>
              <DataTable
                columns={columnsFor(tab, actions)}
                data={d.items}
                getRowId={(r) => String(r.id)}
                label="售后申请列表"
                columnsKey="adminAfterSalesColumns"
                busy={list.isPlaceholderData}
              />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
        {tab === 'waiting' && <p className={classes.hint}>商家拒绝的申请，以及商家超过 48 小时未处理的申请，在此由平台仲裁。</p>}
      </div>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <DetailDialog item={viewing} onClose={() => setViewing(null)} onDecide={actions.onDecide} />
          <DecideDialog key={deciding ? `${deciding.item.id}-${deciding.action}` : 'none'} item={deciding?.item ?? null} action={deciding?.action ?? 'refund'} onClose={() => setDeciding(null)} />
        </Suspense>
      )}
    </section>
  );
}
