// The console's tables, one way: TanStack Table v9 (headless: a plain <table> styled by the console's list
// styles). A column with a `sortFn` sorts on the client within the page (the server pages); 显示列 hides and
// shows the columns that may be hidden, remembered in localStorage under the table's `columnsKey`. Only the
// features used are registered (sorting and column visibility), so the rest of the library stays out of the
// bundle. Columns are made with `tableColumns<Row>()` so that their types fit this table's features.
import { UnstyledButton } from '@mantine/core';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import lists from '@/shared/lists/list.module.css';
import { ColumnChoice } from './column-choice';
import { readColumnChoice, writeColumnChoice } from './column-store';
import classes from './table.module.css';

const features = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
});

type Features = typeof features;

/** The column helper of a console table of `Row`s. */
export const tableColumns = <Row extends RowData>() => createColumnHelper<Features, Row>();

// the columns' value types differ, as TanStack's own column arrays do
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumns<Row extends RowData> = ColumnDef<Features, Row, any>[];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface DataTableProps<Row extends RowData> {
  columns: TableColumns<Row>;
  data: Row[];
  getRowId: (row: Row) => string;
  /** the table's accessible name */
  label: string;
  /** the localStorage key of the 显示列 choice */
  columnsKey: string;
  /** the rows shown are the previous page's while the next one loads */
  busy?: boolean;
}

export function DataTable<Row extends RowData>({ columns, data, getRowId, label, columnsKey, busy = false }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() => readColumnChoice(columnsKey));
  const table = useTable({
    features,
    columns,
    data,
    getRowId,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((old) => {
        const next = typeof updater === 'function' ? updater(old) : updater;
        writeColumnChoice(columnsKey, next);
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
        <table className={lists.table} aria-busy={busy} aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : header.column.getCanSort() ? 'none' : undefined}>
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
