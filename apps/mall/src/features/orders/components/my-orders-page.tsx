// /myOrders?vsstatus= (spec 02 §2 Orders): tabs 全部, 待付款 notpay, 待发货 pay, 待收货 express, 已完成 confirm
// (已取消 hidden), 20 per page with the page and tab in the URL, the buttons of spec 02 §4 on each order.
// A search (order number, product or supplier, order days) narrows every tab and stays in the URL.
import type { OrderTab } from '@ws/api-sdk';
import { ORDERS_PAGE_SIZE } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Pager, QueryState, useListParams } from '@ws/ui';
import { isOrderTab, ORDER_TAB_LABELS } from '@/shared/orders';
import { useOrders } from '../api/use-orders';
import { OrderCard } from './order-card';
import { isSearching, OrderSearch } from './order-search';
import classes from './orders.module.css';

export const MSG_NO_MATCH = '没有符合条件的订单';

export function MyOrdersPage() {
  const { page, values, setPage, setFilters } = useListParams(['vsstatus', 'keyword', 'start', 'end']);
  const tab: OrderTab = isOrderTab(values.vsstatus) ? values.vsstatus : 'all';
  const search = { keyword: values.keyword.trim(), start: values.start, end: values.end };
  const query = useOrders(tab, page, search);
  const searching = isSearching(search);
  return (
    <div>
      <OrderSearch value={search} onSearch={(next) => setFilters(next)} />
      <nav className={classes.tabs} aria-label="订单状态">
        {ORDER_TAB_LABELS.map((t) => (
          <AppLink
            key={t.value}
            className={classes.tab}
            to={paths.myOrders(t.value === 'all' ? undefined : t.value, search)}
            aria-current={t.value === tab ? 'page' : undefined}
          >
            {t.label}
          </AppLink>
        ))}
      </nav>
      {searching && query.data && (
        <p className={classes.searchSummary} role="status">
          找到 {query.data.total} 个订单
        </p>
      )}
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} emptyText={searching ? MSG_NO_MATCH : undefined}>
        {(data) => (
          <>
            {data.items.map((o) => (
              <OrderCard key={o.order_no} order={o} />
            ))}
            <Pager total={data.total} pageSize={ORDERS_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
