// /merchantDeliveryNote?order_no=: an order's 发货单 to print (one A4 page): the seller, the order, the
// consignee, the lines and totals, the buyer's remarks and a signature line. The print stylesheet leaves out
// everything but the note (the site's header, footer and the 打印 button).
import { useSearchParams } from 'react-router';
import { Button, formatYuan, QueryState } from '@ws/ui';
import { MerchantOnly } from '@/shared/merchant-gate';
import { useMerchantOrder } from '../api/merchant-orders';
import classes from './delivery-note.module.css';

export function DeliveryNotePage() {
  const [sp] = useSearchParams();
  const orderNo = sp.get('order_no')?.trim() ?? '';
  const order = useMerchantOrder(orderNo);
  return (
    <MerchantOnly title="发货单">
      <div className={classes.page}>
        {orderNo === '' ? (
          <p role="alert">订单不存在</p>
        ) : (
          <QueryState query={order}>
            {(o) => (
              <article className={classes.note} aria-label="发货单">
                <div className={classes.head}>
                  <h1>发货单</h1>
                  <p>{o.company_name}</p>
                </div>
                <dl className={classes.facts}>
                  <div>
                    <dt>订单号</dt>
                    <dd>{o.order_no}</dd>
                  </div>
                  <div>
                    <dt>下单时间</dt>
                    <dd>{o.create_time}</dd>
                  </div>
                  <div>
                    <dt>收货人</dt>
                    <dd>
                      {o.contact} {o.phone}
                    </dd>
                  </div>
                  <div>
                    <dt>收货地址</dt>
                    <dd>{`${o.province_name}${o.city_name}${o.county_name}${o.address}`}</dd>
                  </div>
                  {o.order_express && (
                    <div>
                      <dt>快递</dt>
                      <dd>
                        {o.order_express.express_name} {o.order_express.express_no}
                      </dd>
                    </div>
                  )}
                </dl>
                <table className={classes.lines}>
                  <thead>
                    <tr>
                      <th scope="col">商品</th>
                      <th scope="col">规格</th>
                      <th scope="col">数量</th>
                      <th scope="col">单价</th>
                      <th scope="col">金额</th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.order_items.map((l) => (
                      <tr key={l.id}>
                        <td>{l.product_name}</td>
                        <td>{l.atts_items_names || '—'}</td>
                        <td>
                          {l.amount}
                          {l.unit}
                        </td>
                        <td>{formatYuan(l.price)}</td>
                        <td>{formatYuan((Number(l.price) * l.amount).toFixed(2))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className={classes.totals}>
                  商品金额 {formatYuan(o.ptotal)} 运费 {formatYuan(o.express_fee)} 实付金额 {formatYuan(o.total)}
                </p>
                {o.remarks && <p>买家备注：{o.remarks}</p>}
                <p className={classes.sign}>发货人签字：＿＿＿＿＿＿  收货人签字：＿＿＿＿＿＿  日期：＿＿＿＿＿＿</p>
                <div className={classes.noPrint}>
                  <Button onClick={() => window.print()}>打印</Button>
                </div>
              </article>
            )}
          </QueryState>
        )}
      </div>
    </MerchantOnly>
  );
}
