// /myOrders?vsstatus= (spec 02 §2 Orders): tabs 全部, 待付款 notpay, 待发货 pay, 待收货 express, 已完成 confirm
// (已取消 hidden), 20 per page with the page and tab in the URL, the buttons of spec 02 §4 on each order.
import type { OrderTab } from '@ws/api-sdk';
import { ORDERS_PAGE_SIZE } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Pager, QueryState, useListParams } from '@ws/ui';
import { isOrderTab, ORDER_TAB_LABELS } from '@/shared/orders';
import { useOrders } from '../api/use-orders';
import { OrderCard } from './order-card';
import classes from './orders.module.css';

export function MyOrdersPage() {
  const { page, values, setPage } = useListParams(['vsstatus']);
  const tab: OrderTab = isOrderTab(values.vsstatus) ? values.vsstatus : 'all';
  const query = useOrders(tab, page);
  return (
    <div>
      <nav className={classes.tabs} aria-label="订单状态">
        {ORDER_TAB_LABELS.map((t) => (
          <AppLink key={t.value} className={classes.tab} to={paths.myOrders(t.value === 'all' ? undefined : t.value)} aria-current={t.value === tab ? 'page' : undefined}>
            {t.label}
          </AppLink>
        ))}
      </nav>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
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
