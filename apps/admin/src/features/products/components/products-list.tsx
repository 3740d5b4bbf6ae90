// /admin/products?status=&keyword=&page= (商品审核): the merchants' products by review state — 待审核 (oldest
// first: the order they came in), 已通过, 已驳回 — found by product or company name, all in the URL. Each row
// links to the product whole (/admin/productInfo), where it is decided or taken down. A change of a product on
// sale is listed under 待审核 / 已驳回 with 修改 beside its name; its own audit_status stays 已通过 (buyers keep
// buying the version on sale), so its row shows the state of the change: the tab's.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { ADMIN_PAGE_SIZE, ADMIN_PRODUCT_STATUS_LABELS, type AdminProductItem, type GoodsAuditStatus } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import lists from '@/shared/lists/list.module.css';
import { StatusBadge } from '@/shared/lists/status-badge';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { useProductList } from '../api/products';
import { toStatus } from '../lib/params';
import classes from './products.module.css';

const column = tableColumns<AdminProductItem>();

const price = (p: AdminProductItem) => (p.price_min === '' ? '—' : p.price_min === p.price_max ? `¥${p.price_min}` : `¥${p.price_min}–${p.price_max}`);

/** The review state a row shows: a change's is the tab's (the server lists it only under 待审核 and 已驳回). */
const reviewOf = (p: AdminProductItem, status: GoodsAuditStatus): GoodsAuditStatus => (p.change === 1 ? status : p.audit_status);

const columnsFor = (status: GoodsAuditStatus) => [
  column.accessor('img', {
    id: 'img',
    header: '图片',
    enableSorting: false,
    cell: (c) => (c.getValue() ? <img className={classes.thumb} src={c.getValue()} alt="" loading="lazy" width={48} height={48} /> : null),
  }),
  column.accessor('name', {
    id: 'name',
    header: '商品名称',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => (
      <span className={classes.nameCell}>
        <Link to={routerPath(paths.adminProductInfo(row.original.id))}>{row.original.name}</Link>
        {row.original.change === 1 && (
          <Badge size="xs" color="orange" variant="light" title="在售商品的修改">
            修改
          </Badge>
        )}
      </span>
    ),
  }),
  column.accessor('company_name', { id: 'company', header: '所属企业', enableSorting: false }),
  column.accessor('category', { id: 'category', header: '分类', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.display({ id: 'price', header: '价格', cell: ({ row }) => price(row.original) }),
  column.accessor('create_time', { id: 'create_time', header: '提交时间', sortFn: 'basic', sortDescFirst: true }),
  column.accessor('audit_status', {
    id: 'status',
    header: '状态',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={classes.status}>
        <StatusBadge status={reviewOf(row.original, status)} />
        {row.original.is_on_sale === 0 && <span className={classes.off}>已下架</span>}
      </span>
    ),
  }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={routerPath(paths.adminProductInfo(row.original.id))} aria-label={`查看 ${row.original.name}`}>
        {reviewOf(row.original, status) === 0 ? '审核' : '查看'}
      </Link>
    ),
  }),
];

const STATUSES: GoodsAuditStatus[] = [0, 1, 2];

export function ProductsList() {
  const { page, values, setPage, setFilters } = useListParams(['status', 'keyword']);
  const status = toStatus(values.status);
  const keyword = values.keyword.trim();
  const list = useProductList(status, keyword, page);
  const columns = useMemo(() => columnsFor(status), [status]);
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title" className={lists.title}>
        商品审核
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <div role="group" aria-label="审核状态" className={classes.tabs}>
            {STATUSES.map((s) => (
              <Button key={s} size="xs" variant={s === status ? 'filled' : 'default'} aria-pressed={s === status} onClick={() => setFilters({ status: s === 0 ? '' : String(s) })}>
                {ADMIN_PRODUCT_STATUS_LABELS[s]}
              </Button>
            ))}
          </div>
          <SearchBar value={keyword} label="关键词" placeholder="商品名称 / 企业名称" onSearch={(k) => setFilters({ keyword: k })} />
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText={status === 0 ? '暂无待审核的商品' : '暂无商品'}>
          {(d) => (
            <>
              <DataTable columns={columns} data={d.items} getRowId={(p) => String(p.id)} label="商品列表" columnsKey="adminProductColumns" busy={list.isPlaceholderData} />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
