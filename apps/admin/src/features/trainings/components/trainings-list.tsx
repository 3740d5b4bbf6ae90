// /admin/trainings?cate=&keyword=&page= (培训管理): the portal's trainings by category, found by name, all in
// the URL, newest first, each with its price (免费 for 0), start and end and its live / paid sign-ups; a row
// opens the training's editor or its sign-ups.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { ADMIN_PAGE_SIZE, type AdminTrainingItem } from '@ws/api-sdk';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { Link } from 'react-router';
import classes from '@/shared/lists/edit.module.css';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { useTrainCategories, useTrainingList } from '../api/trainings';

const column = tableColumns<AdminTrainingItem>();

/** '0.00' reads 免费, any other price ¥ and its yuan. */
const priceText = (price: string) => (Number(price) === 0 ? '免费' : `¥${price}`);

const columns = [
  column.accessor('name', {
    id: 'name',
    header: '培训名称',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => <Link to={routerPath(`/admin/trainingEdit?id=${row.original.id}`)}>{row.original.name}</Link>,
  }),
  column.accessor('cate_name', { id: 'cate', header: '分类', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('price', { id: 'price', header: '价格', enableSorting: false, cell: (c) => priceText(c.getValue()) }),
  column.accessor('start_time', { id: 'start_time', header: '开始时间', sortFn: 'basic', sortDescFirst: true }),
  column.accessor('end_time', { id: 'end_time', header: '结束时间', enableSorting: false }),
  column.accessor('signups', { id: 'signups', header: '报名（已支付）', enableSorting: false, cell: ({ row }) => `${row.original.signups}（${row.original.paid}）` }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <span className={classes.actions}>
        <Link to={routerPath(`/admin/trainingEdit?id=${row.original.id}`)} aria-label={`编辑 ${row.original.name}`}>
          编辑
        </Link>
        <Link to={routerPath(`/admin/trainingSignups?id=${row.original.id}`)} aria-label={`报名名单 ${row.original.name}`}>
          报名名单
        </Link>
      </span>
    ),
  }),
];

export function TrainingsList() {
  const { page, values, setPage, setFilters } = useListParams(['cate', 'keyword']);
  const cats = useTrainCategories();
  const cateId = /^\d{1,9}$/.test(values.cate) ? Number(values.cate) : null;
  const keyword = values.keyword.trim();
  const list = useTrainingList(cateId, keyword, page);
  return (
    <section aria-labelledby="trainings-title">
      <h1 id="trainings-title" className={lists.title}>
        培训管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <label className={classes.select}>
            分类
            <select value={cateId === null ? '' : String(cateId)} onChange={(e) => setFilters({ cate: e.currentTarget.value })}>
              <option value="">全部</option>
              {(cats.data?.items ?? []).map((c) => (
                <option key={c.cate_id} value={String(c.cate_id)}>
                  {c.cate_name}
                </option>
              ))}
            </select>
          </label>
          <SearchBar value={keyword} label="培训名称" placeholder="按培训名称搜索" onSearch={(k) => setFilters({ keyword: k })} />
          <Button component={Link} to={routerPath('/admin/trainingEdit')} size="xs">
            新建培训
          </Button>
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText="暂无培训">
          {(d) => (
            <>
              <DataTable columns={columns} data={d.items} getRowId={(t) => String(t.id)} label="培训列表" columnsKey="adminTrainingColumns" busy={list.isPlaceholderData} />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
