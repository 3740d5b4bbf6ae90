export { DataTable, tableColumns, type DataTableProps, type TableColumns } from './data-table';
