// /admin/experts?listed=&keyword=&page= (专家管理): the experts the portal lists, found by name or phone and
// by 上架 state, all in the URL, newest first, each with its title, consult price (免费 for 0), the bound
// member and its state; a row opens the expert's editor, and 下架 / 上架 takes it off the portal's lists (its
// detail then says 该专家已下线) or puts it back, after a confirmation.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { ADMIN_PAGE_SIZE, MSG_EXPERT_LISTED_OFF, MSG_EXPERT_LISTED_ON, type AdminExpertItem } from '@ws/api-sdk';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { Link } from 'react-router';
import edit from '@/shared/lists/edit.module.css';
import { ListedFilter, listedOf } from '@/shared/lists/listed-filter';
import lists from '@/shared/lists/list.module.css';
import { SwitchAction } from '@/shared/lists/switch-action';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { useExpertList, useExpertListed } from '../api/experts';
import classes from './experts.module.css';

const column = tableColumns<AdminExpertItem>();

/** '0.00' reads 免费, any other price ¥ and its yuan. */
const priceText = (price: string) => (Number(price) === 0 ? '免费' : `¥${price}`);
const AUDIT_TEXT: Record<number, string> = { 1: '审核通过', 2: '审核不通过' };

function ListedToggle({ item }: { item: AdminExpertItem }) {
  const change = useExpertListed();
  const off = item.listed === 1;
  return (
    <SwitchAction
      action={off ? '下架' : '上架'}
      name={item.name}
      off={off}
      confirm={off ? `下架后门户将不再列出该专家，详情页显示“该专家已下线”。确定下架“${item.name}”吗？` : `确定上架“${item.name}”吗？`}
      mutation={change}
      variables={{ id: item.id, listed: off ? 0 : 1 }}
      done={off ? MSG_EXPERT_LISTED_OFF : MSG_EXPERT_LISTED_ON}
    />
  );
}

const columns = [
  column.accessor('name', {
    id: 'name',
    header: '姓名',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => <Link to={routerPath(`/admin/expertEdit?id=${row.original.id}`)}>{row.original.name}</Link>,
  }),
  column.accessor('title', { id: 'title', header: '职称', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('phone', { id: 'phone', header: '电话', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('price', { id: 'price', header: '咨询价格', enableSorting: false, cell: (c) => priceText(c.getValue()) }),
  column.accessor('user_mobile', {
    id: 'member',
    header: '绑定会员',
    enableSorting: false,
    cell: ({ row }) => (row.original.user_id ? `${row.original.user_name || '会员'}（${row.original.user_mobile}）` : <span className={classes.off}>未绑定</span>),
  }),
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
        <Link to={routerPath(`/admin/expertEdit?id=${row.original.id}`)} aria-label={`编辑 ${row.original.name}`}>
          编辑
        </Link>
        <ListedToggle item={row.original} />
      </span>
    ),
  }),
];

export function ExpertsList() {
  const { page, values, setPage, setFilters } = useListParams(['listed', 'keyword']);
  const listed = listedOf(values.listed);
  const keyword = values.keyword.trim();
  const list = useExpertList({ keyword, listed, pageNum: page });
  return (
    <section aria-labelledby="experts-title">
      <h1 id="experts-title" className={lists.title}>
        专家管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <ListedFilter listed={listed} onChange={(v) => setFilters({ listed: v })} />
          <SearchBar value={keyword} label="姓名或电话" placeholder="按姓名或电话搜索" onSearch={(k) => setFilters({ keyword: k })} />
          <Button component={Link} to={routerPath('/admin/expertEdit')} size="xs">
            新增专家
          </Button>
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText="暂无专家">
          {(d) => (
            <>
              <DataTable columns={columns} data={d.items} getRowId={(e) => String(e.id)} label="专家列表" columnsKey="adminExpertColumns" busy={list.isPlaceholderData} />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
