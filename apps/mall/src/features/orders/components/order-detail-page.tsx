// /infoSelf?order_no= (spec 02 §2 Orders): times, delivery address, items, invoice info and address (the
// invoice kind the order asked for, 增值税专用发票 …, the title and its type, the taxpayer id and a VAT special
// invoice's registered address, phone, bank and account: @/shared/orders orderInvoiceRows), amounts,
// points used, logistics (the express company and number once shipped, and the timeline: express-timeline), and the
// buttons (pay while unpaid); an unpaid order says when it will be cancelled automatically. The merchant
// list opens the same page with view=merchant: the seller's read-only view (no buyer buttons). An expert
// consult's order opens here too (order_no only): the order, the expert, amount, payment and its chat.
// 打印订单 prints the order alone (no site header, menu or buttons).
import { INVOICE_STATE_LABELS, type ConsultOrderInfo, type Order } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatYuan, QueryState } from '@ws/ui';
import { useSearchParams } from 'react-router';
import { checkoutPaymentNote, orderAddressLine, orderInvoiceRows, paidLabel, refundedAmount, useInvoiceKind } from '@/shared/orders';
import { useMerchantOrder, useOrder } from '../api/use-orders';
import { ExpressTimeline } from './express-timeline';
import { InvoiceIssue } from './invoice-issue';
import { OrderActions } from './order-actions';
import classes from './orders.module.css';

const PAY_CATE_LABEL = ['线下转账', '在线支付'] as const;

function Rows({ rows }: { rows: [string, string | number | null | undefined][] }) {
  return (
    <dl className={classes.grid}>
      {rows
        .filter(([, v]) => v !== '' && v !== null && v !== undefined)
        .map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

export function OrderDetail({ order, merchantView = false }: { order: Order; merchantView?: boolean }) {
  const invoiceRows = orderInvoiceRows(order, useInvoiceKind(order));
  return (
    <div>
      <section className={classes.section} aria-label="订单信息">
        <h2>
          订单状态：<span className={classes.status}>{order.status}</span>
        </h2>
        {checkoutPaymentNote(order) ? <p className={classes.hint}>{checkoutPaymentNote(order)}</p> : null}
        {order.auto_cancel_time ? <p className={classes.hint}>请尽快支付，未支付订单将于 {order.auto_cancel_time} 自动取消</p> : null}
        {order.cancel_note ? <p className={classes.hint}>{order.cancel_note}</p> : null}
        {refundedAmount(order) ? <p className={classes.hint}>已退款 {formatYuan(refundedAmount(order))}</p> : null}
        <Rows
          rows={[
            ['订单号', order.order_no],
            ['商家', order.company_name],
            ['支付方式', PAY_CATE_LABEL[order.pay_cate]],
            ['下单时间', order.create_time],
            ['支付时间', order.pay_time],
            ['发货时间', order.express_time],
            ['收货时间', order.confirm_time],
            ['取消时间', order.cancel_time],
            ['汇款识别码', order.remit_code],
            ['发货方式', order.delivery],
            ['期望交货日期', order.expected_deliverys],
            ['备注', order.remarks],
          ]}
        />
        <div className={classes.detailActions}>
          {merchantView ? null : <OrderActions order={order} showDetail={false} />}
          {/* a purchase order on paper for the buyer's records or approval: the page without the site around it */}
          <button type="button" className={`${classes.button} ${classes.noPrint}`} onClick={() => window.print()}>
            打印订单
          </button>
        </div>
      </section>
      <section className={classes.section} aria-label="收货地址">
        <h2>收货地址</h2>
        <Rows
          rows={[
            ['收货人', order.contact],
            ['手机号码', order.phone],
            ['地址', orderAddressLine(order)],
          ]}
        />
      </section>
      <section className={classes.section} aria-label="商品信息">
        <h2>商品信息</h2>
        {order.order_items.map((l) => (
          <div key={l.id} className={classes.line}>
            {l.firstFile ? <img src={l.firstFile.FileUrl} alt={l.product_name} loading="lazy" width={56} height={56} /> : null}
            <div className={classes.lineName}>
              <div>{l.product_name}</div>
              <div className={classes.muted}>
                {[l.atts_items_names, l.sku_code ? `编码 ${l.sku_code}` : ''].filter(Boolean).join(' · ')}
              </div>
            </div>
            <span>{formatYuan(l.price)}</span>
            <span>
              ×{l.amount}
              {l.unit}
            </span>
          </div>
        ))}
      </section>
      <section className={classes.section} aria-label="金额">
        <h2>金额</h2>
        <Rows
          rows={[
            ['商品金额', formatYuan(order.ptotal)],
            ['运费', formatYuan(order.express_fee)],
            ['使用积分', order.use_profit_jifen > 0 ? `${order.use_profit_jifen}（抵扣 ${formatYuan(order.jifen_deduction)}）` : '0'],
            [paidLabel(order), formatYuan(order.total)],
            ...(Number(order.use_user_money) > 0 ? ([['其中余额支付', formatYuan(order.use_user_money)]] as [string, string][]) : []),
            ['其中税额（13%）', formatYuan(order.tax)],
          ]}
        />
      </section>
      <section className={classes.section} aria-label="发票信息">
        <h2>发票信息</h2>
        {invoiceRows ? (
          <>
            <Rows
              rows={[
                ['开票状态', order.invoice_state === 'issued' ? `${INVOICE_STATE_LABELS.issued}（${order.invoice_time}）` : INVOICE_STATE_LABELS.pending],
                ...invoiceRows,
              ]}
            />
            {order.invoice_files.length > 0 && (
              <ul className={classes.invoiceFiles} aria-label="电子发票">
                {order.invoice_files.map((f, i) => (
                  <li key={f.FileUrl}>
                    <a href={f.FileUrl} download={f.FileName || undefined} target="_blank" rel="noopener noreferrer">
                      下载电子发票{order.invoice_files.length > 1 ? ` ${i + 1}` : ''}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {merchantView ? <InvoiceIssue order={order} /> : null}
          </>
        ) : (
          <p className={classes.muted}>不开发票</p>
        )}
      </section>
      <section className={classes.section} aria-label="物流信息">
        <h2>物流信息</h2>
        {order.order_express ? (
          <Rows
            rows={[
              ['快递公司', order.order_express.express_name],
              ['快递单号', order.order_express.express_no],
              ['发货时间', order.express_time],
              ['收货时间', order.confirm_time],
            ]}
          />
        ) : (
          <p className={classes.muted}>暂无物流信息</p>
        )}
        {order.order_express ? <ExpressTimeline orderNo={order.order_no} merchantView={merchantView} /> : null}
      </section>
    </div>
  );
}

/** An expert consult's order: what was consulted, paid and when, and the way to its chat once paid. */
function ConsultOrderDetail({ order }: { order: ConsultOrderInfo }) {
  const chat =
    order.ispay === 1 && order.to_user_id > 0
      ? paths.sessionChatitemExpert({ chat_type: 'chat_expert', to_user_id: order.to_user_id, to_user_name: order.to_user_name, order_no: order.order_no })
      : null;
  return (
    <section className={classes.section} aria-label="订单信息">
      <h2>
        订单状态：<span className={classes.status}>{order.status}</span>
      </h2>
      <Rows
        rows={[
          ['订单号', order.order_no],
          ['订单类型', '专家咨询'],
          ['咨询专家', order.expert_name],
          ['订单金额', order.pass === 1 ? `${formatYuan(order.total_price)}（免费咨询）` : formatYuan(order.total_price)],
          ['支付状态', order.ispay === 1 ? '已支付' : '未支付'],
          ['下单时间', order.create_time],
          ['支付时间', order.pay_time],
        ]}
      />
      <div style={{ marginTop: '0.75rem' }}>
        {chat ? (
          <AppLink className={classes.primary} to={chat}>
            进入咨询
          </AppLink>
        ) : (
          <p className={classes.muted}>订单未支付，支付后即可与专家咨询</p>
        )}
      </div>
    </section>
  );
}

export function OrderDetailPage() {
  const [sp] = useSearchParams();
  const orderNo = (sp.get('order_no') ?? '').trim();
  const merchantView = sp.get('view') === 'merchant';
  const buyer = useOrder(merchantView ? '' : orderNo);
  const seller = useMerchantOrder(orderNo, merchantView);
  if (!orderNo) return <p>订单不存在</p>;
  return (
    <QueryState query={merchantView ? seller : buyer}>
      {(order) => ('expert_id' in order ? <ConsultOrderDetail order={order} /> : <OrderDetail order={order} merchantView={merchantView} />)}
    </QueryState>
  );
}
