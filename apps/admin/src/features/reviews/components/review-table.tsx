// The review list's table (the console's DataTable): 名称, 申请人, 手机号, 提交时间, 状态, 操作 (查看). 提交时间
// sorts within the page (the server pages); 申请人, 手机号, 提交时间 and 状态 may be hidden (显示列).
import { Link } from 'react-router';
import type { AdminReviewItem } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { REVIEW_COLUMNS_KEY } from '../lib/columns';
import { StatusBadge } from '@/shared/lists/status-badge';

const column = tableColumns<AdminReviewItem>();

/** The columns, in order; 名称 and 操作 are always shown. */
export const REVIEW_COLUMNS = column.columns([
  column.accessor('name', { id: 'name', header: '名称', enableHiding: false, enableSorting: false }),
  column.accessor((r) => r.applicant.name, { id: 'applicant', header: '申请人', enableSorting: false }),
  column.accessor((r) => r.applicant.mobile, { id: 'mobile', header: '手机号', enableSorting: false }),
  // 'YYYY-MM-DD HH:mm:ss' sorts as text
  column.accessor('submitted_at', { id: 'submitted_at', header: '提交时间', sortFn: 'basic', sortDescFirst: true }),
  column.accessor('audit_status', { id: 'status', header: '状态', enableSorting: false, cell: (c) => <StatusBadge status={c.getValue()} /> }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={routerPath(paths.adminReviewInfo({ kind: row.original.kind, id: row.original.id }))} aria-label={`查看 ${row.original.name}`}>
        查看
      </Link>
    ),
  }),
]);

export function ReviewTable({ items, busy }: { items: AdminReviewItem[]; busy: boolean }) {
  return <DataTable columns={REVIEW_COLUMNS} data={items} getRowId={(r) => `${r.kind}-${r.id}`} label="申请列表" columnsKey={REVIEW_COLUMNS_KEY} busy={busy} />;
}
