// /admin/companies?listed=&keyword=&page= (企业管理): the companies the portal lists, found by name or credit
// code and by 上架 state, all in the URL, newest first, each with its contact, kind and state; a row opens the
// company's editor, and 下架 / 上架 takes it off the portal's lists (its detail then says 该企业已下线) or puts
// it back, after a confirmation.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { ADMIN_PAGE_SIZE, MSG_COMPANY_LISTED_OFF, MSG_COMPANY_LISTED_ON, type AdminCompanyItem } from '@ws/api-sdk';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { Link } from 'react-router';
import edit from '@/shared/lists/edit.module.css';
import { ListedFilter, listedOf } from '@/shared/lists/listed-filter';
import lists from '@/shared/lists/list.module.css';
import { SwitchAction } from '@/shared/lists/switch-action';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { useCompanyList, useCompanyListed } from '../api/companies';
import classes from './companies.module.css';

const column = tableColumns<AdminCompanyItem>();
const AUDIT_TEXT: Record<number, string> = { 1: '审核通过', 2: '审核不通过' };
const KIND_TEXT: Record<string, string> = { supplier: '供应商', enterprise: '企业会员' };

function ListedToggle({ item }: { item: AdminCompanyItem }) {
  const change = useCompanyListed();
  const off = item.listed === 1;
  return (
    <SwitchAction
      action={off ? '下架' : '上架'}
      name={item.name}
      off={off}
      confirm={off ? `下架后门户将不再列出该企业，详情页显示“该企业已下线”。确定下架“${item.name}”吗？` : `确定上架“${item.name}”吗？`}
      mutation={change}
      variables={{ id: item.id, listed: off ? 0 : 1 }}
      done={off ? MSG_COMPANY_LISTED_OFF : MSG_COMPANY_LISTED_ON}
    />
  );
}

const columns = [
  column.accessor('name', {
    id: 'name',
    header: '企业名称',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => <Link to={routerPath(`/admin/companyEdit?id=${row.original.id}`)}>{row.original.name}</Link>,
  }),
  column.accessor('code', { id: 'code', header: '统一社会信用代码', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('contact', { id: 'contact', header: '联系人', enableSorting: false, cell: ({ row }) => [row.original.contact, row.original.phone].filter(Boolean).join(' ') || '—' }),
  column.accessor('kind', { id: 'kind', header: '类型', enableSorting: false, cell: (c) => KIND_TEXT[c.getValue()] ?? c.getValue() }),
  column.accessor('listed', {
    id: 'listed',
    header: '状态',
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        {row.original.listed === 1 ? '已上架' : <span className={classes.off}>已下架</span>}
        {row.original.audit_status !== 1 && `（${AUDIT_TEXT[row.original.audit_status] ?? '审核中'}）`}
      </span>
    ),
  }),
  column.accessor('create_time', { id: 'create_time', header: '创建时间', sortFn: 'basic', sortDescFirst: true }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <span className={edit.actions}>
        <Link to={routerPath(`/admin/companyEdit?id=${row.original.id}`)} aria-label={`编辑 ${row.original.name}`}>
          编辑
        </Link>
        <ListedToggle item={row.original} />
      </span>
    ),
  }),
];

export function CompaniesList() {
  const { page, values, setPage, setFilters } = useListParams(['listed', 'keyword']);
  const listed = listedOf(values.listed);
  const keyword = values.keyword.trim();
  const list = useCompanyList({ keyword, listed, pageNum: page });
  return (
    <section aria-labelledby="companies-title">
      <h1 id="companies-title" className={lists.title}>
        企业管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <ListedFilter listed={listed} onChange={(v) => setFilters({ listed: v })} />
          <SearchBar value={keyword} label="企业名称或信用代码" placeholder="按企业名称或统一社会信用代码搜索" onSearch={(k) => setFilters({ keyword: k })} />
          <Button component={Link} to={routerPath('/admin/companyEdit')} size="xs">
            新增企业
          </Button>
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText="暂无企业">
          {(d) => (
            <>
              <DataTable columns={columns} data={d.items} getRowId={(c) => String(c.id)} label="企业列表" columnsKey="adminCompanyColumns" busy={list.isPlaceholderData} />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
