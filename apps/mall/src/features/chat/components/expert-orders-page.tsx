// /MyExpertChatOrders (spec 02 §2 Personal centre, §7 expert/listSelf): the user's consult orders, 20 a
// page, each paid one leading to its chat; the order detail is /infoSelf with order_no only. The route
// screen puts it in the personal centre's frame (its heading included).
import { paths } from '@ws/routes';
import { AppLink, formatDateTime, Pager, QueryState, useListParams } from '@ws/ui';
import { useExpertOrders } from '../api/chat-queries';
import classes from './chat.module.css';

export function ExpertOrdersPage() {
  const { page, setPage } = useListParams([]);
  const orders = useExpertOrders(page);
  return (
    <div className={classes.page}>
        <QueryState query={orders} isEmpty={(d) => d.items.length === 0}>
          {(d) => (
            <>
              <table className={classes.orders} aria-label="专家咨询订单">
                <thead>
                  <tr>
                    <th scope="col">专家</th>
                    <th scope="col">订单号</th>
                    <th scope="col">下单时间</th>
                    <th scope="col">金额</th>
                    <th scope="col">状态</th>
                    <th scope="col">操作</th>
                  </tr>
                </thead>
                <tbody>
                  {d.items.map((o) => (
                    <tr key={o.id}>
                      <td>{o.expert_name}</td>
                      <td>{o.order_no}</td>
                      <td>{formatDateTime(o.create_time)}</td>
                      <td>{`¥${o.total_price}`}</td>
                      <td>{o.ispay === 1 ? (o.is_confirm === 1 ? '已结束' : '咨询中') : '未支付'}</td>
                      <td className={classes.orderLinks}>
                        {o.ispay === 1 && o.to_user_id > 0 ? (
                          <AppLink to={paths.sessionChatitemExpert({ chat_type: 'chat_expert', to_user_id: o.to_user_id, to_user_name: o.expert_name, order_no: o.order_no })}>
                            进入咨询
                          </AppLink>
                        ) : null}
                        <AppLink to={paths.infoSelf({ order_no: o.order_no })}>查看订单</AppLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager total={d.total} pageSize={20} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
    </div>
  );
}
