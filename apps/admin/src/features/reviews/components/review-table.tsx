// The review list's table, TanStack Table v9 (headless: a plain <table>, styled in reviews.module.css): 名称, 申请人, 手机号,
// 提交时间, 状态, 操作 (查看). 提交时间 sorts on the client within the page (the server pages); the column
// menu hides and shows columns, remembered in localStorage. Only the features used are registered (sorting
// and column visibility), so the rest of the library stays out of the bundle.
import { UnstyledButton } from '@mantine/core';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReviewItem } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { routerPath } from '@/shared/navigation';
import { readColumnChoice, writeColumnChoice } from '../lib/columns';
import { ColumnChoice } from './column-choice';
import { StatusBadge } from './status-badge';
import lists from '@/shared/lists/list.module.css';
import classes from './reviews.module.css';

const features = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});

const column = createColumnHelper<typeof features, AdminReviewItem>();

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

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function ReviewTable({ items, busy }: { items: AdminReviewItem[]; busy: boolean }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(readColumnChoice);
  const table = useTable({
    features,
    columns: REVIEW_COLUMNS,
    data: items,
    getRowId: (r) => `${r.kind}-${r.id}`,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((old) => {
        const next = typeof updater === 'function' ? updater(old) : updater;
        writeColumnChoice(next);
        return next;
      }),
  });

  return (
    <>
      <div className={classes.tableTools}>
        <ColumnChoice
          columns={table.getAllLeafColumns().map((c) => ({
            id: c.id,
            label: typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id,
            visible: c.getIsVisible(),
            canHide: c.getCanHide(),
            toggle: (v: boolean) => c.toggleVisibility(v),
          }))}
        />
      </div>
      <div className={lists.scroll}>
        <table className={lists.table} aria-busy={busy} aria-label="申请列表">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} aria-sort={sorted ? ARIA_SORT[sorted] : header.column.getCanSort() ? 'none' : undefined}>
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <UnstyledButton className={classes.sort} onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className={classes.sortMark}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </UnstyledButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
