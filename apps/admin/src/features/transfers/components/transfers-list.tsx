// /admin/transfers?status=&keyword=&page= (线下转账对账): the offline checkouts waiting for their bank transfer
// (待确认, the soonest limit first) or paid in the last 90 days (已到账), found by 汇款识别码 or order number, all
// in the URL. Each row shows what the statement must show (the code, the amount due, the buyer, the orders
// and their sellers, the buyer's 回单) and offers 确认到账. 导入银行流水 opens a panel (its own chunk, with the
// spreadsheet reader) that matches a whole statement.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_TRANSFER_ORDER_STATUS_LABELS,
  ADMIN_TRANSFER_STATUS_LABELS,
  ADMIN_TRANSFER_STATUSES,
  type AdminTransferItem,
  type AdminTransferStatus,
  type StatementLine,
} from '@ws/api-sdk';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { lazy, Suspense, useState } from 'react';
import lists from '@/shared/lists/list.module.css';
import { DataTable, tableColumns, type TableColumns } from '@/shared/table';
import { useTransferList } from '../api/transfers';
import classes from './transfers.module.css';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));
const loadImport = () => import('./statement-import');
const StatementImport = lazy(loadImport);

const column = tableColumns<AdminTransferItem>();

const columnsFor = (status: AdminTransferStatus, onConfirm: (t: AdminTransferItem) => void): TableColumns<AdminTransferItem> => [
  column.accessor('remit_code', { id: 'code', header: '汇款识别码', enableHiding: false, enableSorting: false, cell: (c) => <span className={classes.code}>{c.getValue()}</span> }),
  column.accessor('amount', { id: 'amount', header: '应付金额', enableHiding: false, sortFn: (a, b) => Number(a.original.amount) - Number(b.original.amount), cell: (c) => `¥${c.getValue()}` }),
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
    id: 'orders',
    header: '订单',
    cell: ({ row }) => (
      <ul className={classes.orders}>
        {row.original.orders.map((o) => (
          <li key={o.order_no}>
            {o.order_no} · {o.company_name} · ¥{o.total}
            {o.status !== 'unpaid' && (
              <Badge size="xs" variant="light" color={o.status === 'paid' ? 'teal' : 'gray'} ml={4}>
                {ADMIN_TRANSFER_ORDER_STATUS_LABELS[o.status]}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    ),
  }),
  column.accessor('create_time', { id: 'create_time', header: '下单时间', sortFn: 'basic', sortDescFirst: true }),
  status === 'unpaid'
    ? column.accessor('pay_deadline', { id: 'pay_deadline', header: '付款期限', sortFn: 'basic' })
    : column.accessor('pay_time', { id: 'pay_time', header: '到账时间', sortFn: 'basic', sortDescFirst: true }),
  column.display({
    id: 'receipt',
    header: '回单',
    cell: ({ row }) =>
      row.original.transfer_receipt.length === 0 ? (
        '未上传'
      ) : (
        <span className={classes.stack}>
          {row.original.transfer_receipt.map((f, i) => (
            <a key={f.FileUrl} href={f.FileUrl} target="_blank" rel="noopener noreferrer">
              {f.FileName || `回单${i + 1}`}
            </a>
          ))}
        </span>
      ),
  }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) =>
      row.original.status === 'unpaid' ? (
        <Button size="compact-xs" onClick={() => onConfirm(row.original)} aria-label={`确认到账 ${row.original.remit_code}`}>
          确认到账
        </Button>
      ) : (
        <Badge variant="light" color="teal">
          已到账
        </Badge>
      ),
  }),
];

export function TransfersList() {
  const { page, values, setPage, setFilters } = useListParams(['status', 'keyword']);
  const status: AdminTransferStatus = values.status === 'paid' ? 'paid' : 'unpaid';
  const keyword = values.keyword.trim();
  const list = useTransferList(status, keyword, page);
  const [confirming, setConfirming] = useState<{ transfer: AdminTransferItem; line?: StatementLine } | null>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [importing, setImporting] = useState(false);
  const [confirmations, setConfirmations] = useState(0);
  const open = (transfer: AdminTransferItem, line?: StatementLine) => {
    setDialogLoaded(true);
    setConfirming(line ? { transfer, line } : { transfer });
  };

  return (
    <section aria-labelledby="transfers-title">
      <h1 id="transfers-title" className={lists.title}>
        线下转账对账
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <div role="group" aria-label="对账状态" className={classes.tabs}>
            {ADMIN_TRANSFER_STATUSES.map((s) => (
              <Button key={s} size="xs" variant={s === status ? 'filled' : 'default'} aria-pressed={s === status} onClick={() => setFilters({ status: s === 'unpaid' ? '' : s })}>
                {ADMIN_TRANSFER_STATUS_LABELS[s]}
              </Button>
            ))}
          </div>
          <SearchBar value={keyword} label="关键词" placeholder="汇款识别码 / 订单号" onSearch={(k) => setFilters({ keyword: k })} />
          <Button
            variant={importing ? 'light' : 'default'}
            size="xs"
            aria-expanded={importing}
            onClick={() => setImporting((v) => !v)}
            onPointerEnter={() => void loadImport()}
            onFocus={() => void loadImport()}
          >
            导入银行流水
          </Button>
        </div>
        {importing && (
          <Suspense fallback={<p role="status">加载中…</p>}>
            <StatementImport onConfirm={open} confirmations={confirmations} />
          </Suspense>
        )}
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText={status === 'unpaid' ? '暂无待确认的转账' : '近 90 天暂无到账记录'}>
          {(d) => (
            <>
              <DataTable
                columns={columnsFor(status, (t) => open(t))}
                data={d.items}
                getRowId={(t) => t.main_order_no}
                label="转账列表"
                columnsKey="adminTransferColumns"
                busy={list.isPlaceholderData}
              />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
        {status === 'paid' && <p className={classes.hint}>已到账列出近 90 天确认的转账。</p>}
      </div>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={confirming ? `${confirming.transfer.main_order_no}-${confirming.line?.remark ?? ''}` : 'none'}
            transfer={confirming?.transfer ?? null}
            line={confirming?.line}
            onClose={() => setConfirming(null)}
            onConfirmed={() => setConfirmations((n) => n + 1)}
          />
        </Suspense>
      )}
    </section>
  );
}
