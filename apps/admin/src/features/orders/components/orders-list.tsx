// /admin/orders?order_no=&mobile=&company=&status=&from=&to=&page= (订单管理): every order, found by its
// number (or its checkout's), the buyer's whole phone, the seller (id or name), the buyer's status tabs and
// the closed ones, and the creation days, all in the URL so that reload and back work; the shared DataTable
// (phones masked by the server; the number opens 订单详情), 20 a page with @ws/ui's Pager, loading / empty /
// error by QueryState. The server counts up to ADMIN_ORDER_COUNT_CAP orders: beyond, the search narrows.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import {
  ADMIN_ORDER_COUNT_CAP,
  ADMIN_ORDER_STATUS_LABELS,
  ADMIN_ORDER_STATUSES,
  ADMIN_PAGE_SIZE,
  MSG_ADMIN_ORDER_EMPTY,
  type AdminOrderItem,
} from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Pager, QueryState, useListParams } from '@ws/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { useOrderList } from '../api/orders';
import { filterProblem, ORDER_FILTER_KEYS, toFilters, type OrderFilters } from '../lib/params';
import classes from './orders.module.css';

const column = tableColumns<AdminOrderItem>();

const COLUMNS = [
  column.accessor('order_no', {
    id: 'order_no',
    header: '订单号',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => (
      <Link className={classes.no} to={routerPath(paths.adminOrderInfo(row.original.order_no))} aria-label={`查看订单 ${row.original.order_no}`}>
        {row.original.order_no}
      </Link>
    ),
  }),
  column.accessor('create_time', { id: 'create_time', header: '下单时间', sortFn: 'basic', sortDescFirst: true, cell: (c) => <span className={classes.nowrap}>{c.getValue()}</span> }),
  column.display({
    id: 'buyer',
    header: '买家',
    cell: ({ row }) => (
      <span className={classes.nowrap}>
        {row.original.buyer.name || '未命名'} {row.original.buyer.mobile}
      </span>
    ),
  }),
  column.accessor((o) => o.company.name, { id: 'company', header: '企业', enableSorting: false }),
  column.accessor('total', { id: 'total', header: '订单金额', enableSorting: false, cell: (c) => <span className={classes.amount}>¥{c.getValue()}</span> }),
  column.accessor('pay_way', { id: 'pay_way', header: '支付方式', enableSorting: false, cell: (c) => <span className={classes.nowrap}>{c.getValue()}</span> }),
  column.accessor('status', { id: 'status', header: '状态', enableSorting: false, cell: (c) => <span className={classes.nowrap}>{c.getValue()}</span> }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={routerPath(paths.adminOrderInfo(row.original.order_no))} aria-label={`订单 ${row.original.order_no} 详情`}>
        详情
      </Link>
    ),
  }),
];

function Filters({ filters, onApply }: { filters: OrderFilters; onApply: (next: Record<string, string>) => void }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const get = (k: string) => String(data.get(k) ?? '').trim();
    onApply({ order_no: get('order_no'), mobile: get('mobile').replace(/\s/g, ''), company: get('company'), from: get('from'), to: get('to') });
  };
  return (
    // keyed by the URL's filters: back / forward and 重置 show what is searched
    <form key={JSON.stringify(filters)} className={classes.form} role="search" aria-label="订单搜索" onSubmit={submit}>
      <label className={classes.field}>
        订单号
        <input type="text" name="order_no" defaultValue={filters.orderNo} placeholder="订单号 / 主订单号" maxLength={40} />
      </label>
      <label className={classes.field}>
        买家手机
        <input type="tel" name="mobile" defaultValue={filters.mobile} placeholder="11 位手机号" maxLength={20} inputMode="numeric" />
      </label>
      <label className={classes.field}>
        企业
        <input type="text" name="company" defaultValue={filters.company} placeholder="企业名称 / 企业 ID" maxLength={50} />
      </label>
      <span className={classes.field}>
        下单日期
        <span className={classes.period}>
          <input type="date" name="from" aria-label="下单日期从" defaultValue={filters.from} />至
          <input type="date" name="to" aria-label="下单日期至" defaultValue={filters.to} />
        </span>
      </span>
      <span className={classes.buttons}>
        <Button type="submit" size="xs">
          搜索
        </Button>
        <Button type="button" size="xs" variant="default" onClick={() => onApply({ order_no: '', mobile: '', company: '', from: '', to: '', status: '' })}>
          重置
        </Button>
      </span>
    </form>
  );
}

export function OrdersList() {
  const { page, values, setPage, setFilters } = useListParams(ORDER_FILTER_KEYS);
  const filters = toFilters(values);
  const problem = filterProblem(filters);
  const list = useOrderList(filters, page, problem === null);
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className={lists.title}>
        订单管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <label className={classes.field}>
            状态
            <select value={filters.status} onChange={(e) => setFilters({ status: e.currentTarget.value === 'all' ? '' : e.currentTarget.value })}>
              {ADMIN_ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ADMIN_ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <Filters filters={filters} onApply={setFilters} />
        </div>
        {problem !== null ? (
          <p role="alert" className={classes.problem}>
            {problem}
          </p>
        ) : (
          <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText={MSG_ADMIN_ORDER_EMPTY}>
            {(d) => (
              <>
                <DataTable columns={COLUMNS} data={d.items} getRowId={(o) => o.order_no} label="订单列表" columnsKey="adminOrderColumns" busy={list.isPlaceholderData} />
                <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
                {d.total >= ADMIN_ORDER_COUNT_CAP && <p className={classes.capped}>匹配的订单超过 {ADMIN_ORDER_COUNT_CAP.toLocaleString('zh-CN')} 条，仅显示最新的部分；请按订单号、手机号、企业或日期缩小范围。</p>}
              </>
            )}
          </QueryState>
        )}
      </div>
    </section>
  );
}
