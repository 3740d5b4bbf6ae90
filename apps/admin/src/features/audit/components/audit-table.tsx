// The log's table (the console's DataTable): 时间, 操作人, IP地址, 操作 (the Chinese label), 对象 (kind and id),
// 摘要, and 详情. 时间 sorts within the page (the server pages, newest first); 操作人, IP地址, 操作 and 对象 may
// be hidden (显示列).
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { auditActionLabel, auditTargetLabel, type AdminAuditItem } from '@ws/api-sdk';
import { DataTable, tableColumns } from '@/shared/table';
import classes from './audit.module.css';

/** The localStorage key of the table's 显示列 choice. */
export const AUDIT_COLUMNS_KEY = 'adminAuditColumns';

const column = tableColumns<AdminAuditItem>();

/** 对象: '会员 #12', '' when the action has no target. */
export const targetText = (r: Pick<AdminAuditItem, 'target_kind' | 'target_id'>): string =>
  [r.target_kind ? auditTargetLabel(r.target_kind) : '', r.target_id ? `#${r.target_id}` : ''].filter(Boolean).join(' ');

const makeColumns = (onDetail: (item: AdminAuditItem) => void) =>
  column.columns([
    // 'YYYY-MM-DD HH:mm:ss' sorts as text
    column.accessor('at', { id: 'at', header: '时间', enableHiding: false, sortFn: 'basic', sortDescFirst: true, cell: (c) => <span className={classes.nowrap}>{c.getValue()}</span> }),
    column.accessor('staff_account', { id: 'staff', header: '操作人', enableSorting: false }),
    column.accessor('ip', { id: 'ip', header: 'IP地址', enableSorting: false, cell: (c) => c.getValue() || <span className={classes.muted}>—</span> }),
    column.accessor((r) => auditActionLabel(r.action), { id: 'action', header: '操作', enableSorting: false, cell: (c) => <span className={classes.nowrap}>{c.getValue()}</span> }),
    column.accessor((r) => targetText(r), { id: 'target', header: '对象', enableSorting: false, cell: (c) => <span className={classes.nowrap}>{c.getValue() || '—'}</span> }),
    column.accessor('summary', { id: 'summary', header: '摘要', enableHiding: false, enableSorting: false, cell: (c) => <div className={classes.summary}>{c.getValue()}</div> }),
    column.display({
      id: 'detail',
      header: '详情',
      enableHiding: false,
      cell: ({ row }) => (
        <Button size="compact-xs" variant="subtle" onClick={() => onDetail(row.original)} aria-label={`详情 ${row.original.summary}`}>
          详情
        </Button>
      ),
    }),
  ]);

export function AuditTable({ items, busy, onDetail }: { items: AdminAuditItem[]; busy: boolean; onDetail: (item: AdminAuditItem) => void }) {
  // onDetail only calls state setters: the columns are made once
  const [columns] = useState(() => makeColumns(onDetail));
  return <DataTable columns={columns} data={items} getRowId={(r) => String(r.id)} label="操作日志" columnsKey={AUDIT_COLUMNS_KEY} busy={busy} />;
}
