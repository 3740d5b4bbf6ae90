// /admin/orderInfo?order_no= (订单详情): one order whole, read-only — 订单信息 (status as the buyer reads it,
// times, the buyer with the whole phone, the seller, amounts), 商品 (the lines as bought), 收货地址 and the
// invoice, 支付与退款 (QR payments with their state, refunds; for a bank transfer the 汇款识别码 and the
// buyer's 回单), 物流 (express company and number) and 售后 (the request and its decision).
import { MSG_ADMIN_ORDER_MISSING, type AdminOrderDetail } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Empty, QueryState } from '@ws/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import detail from '@/shared/lists/detail.module.css';
import { FileGroups } from '@/shared/lists/file-groups';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useOrderInfo } from '../api/orders';
import classes from './orders.module.css';

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={detail.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={detail.section}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const infoText = (info: Record<string, unknown> | null, key: string): string => (info && typeof info[key] === 'string' ? (info[key] as string) : '');

/** 增值税专用发票：<title>（<taxpayer id>） · 已开票 — the kind the buyer chose, the title and id the order keeps, and the seller's progress. */
const invoiceText = (o: AdminOrderDetail) => {
  if (o.invoice.wanted !== 1) return '不开发票';
  const title = infoText(o.invoice.info, 'name');
  const id = infoText(o.invoice.info, 'identification');
  const state = o.invoice.state === 'issued' ? '已开票' : '待开票';
  return `${o.invoice.type_label || '需要发票'}：${title || '—'}${id ? `（${id}）` : ''} · ${state}`;
};

function Detail({ order: o }: { order: AdminOrderDetail }) {
  return (
    <article className={lists.panel} aria-labelledby="order-title">
      <div className={detail.head}>
        <h1 id="order-title">订单 {o.order_no}</h1>
        <span data-testid="order-status">{o.status}</span>
      </div>
      <Section id="order-info" title="订单信息">
        <Fields
          rows={[
            ['订单号', <span className={classes.no}>{o.order_no}</span>],
            ['主订单号', <span className={classes.no}>{o.main_order_no}</span>],
            ['状态', o.status],
            ...(o.cancel_note ? ([['取消说明', o.cancel_note]] as [string, ReactNode][]) : []),
            ['下单时间', o.create_time],
            ['付款时间', o.pay_time],
            ...(o.auto_cancel_time ? ([['付款期限', o.auto_cancel_time]] as [string, ReactNode][]) : []),
            ['发货时间', o.express_time],
            ['完成时间', o.confirm_time],
            ...(o.cancel_time ? ([['取消时间', o.cancel_time]] as [string, ReactNode][]) : []),
            ['买家', <Link to={routerPath(paths.adminUserInfo(o.buyer.user_id))}>{`${o.buyer.name || '未命名'} ${o.buyer.mobile}`}</Link>],
            ['企业', `${o.company.name}（ID ${o.company.id}）`],
            ['支付方式', o.pay_way],
            ['商品金额', `¥${o.amounts.goods}`],
            ['运费', `¥${o.amounts.express_fee}`],
            ['积分抵扣', o.amounts.points > 0 ? `${o.amounts.points} 积分（-¥${o.amounts.points_deduction}）` : '未使用'],
            ['订单金额', <span className={classes.amount}>¥{o.amounts.total}</span>],
            ...(o.amounts.wallet !== '0.00' ? ([['其中余额支付', `¥${o.amounts.wallet}`]] as [string, ReactNode][]) : []),
            ['已退款', o.amounts.refunded === '0.00' ? '—' : `¥${o.amounts.refunded}`],
            ['买家备注', o.remarks],
          ]}
        />
      </Section>
      <Section id="order-lines" title="商品">
        <div className={lists.scroll}>
          <table className={lists.table} aria-label="商品">
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">规格</th>
                <th scope="col">单价</th>
                <th scope="col">数量</th>
                <th scope="col">小计</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l, i) => (
                <tr key={`${i}-${l.product_id}`}>
                  <td>{l.product_name}</td>
                  <td>{l.atts_items_names || '默认'}</td>
                  <td className={classes.nowrap}>¥{l.price}</td>
                  <td className={classes.nowrap}>
                    {l.amount}
                    {l.unit}
                  </td>
                  <td className={classes.nowrap}>¥{l.subtotal}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="order-address" title="收货地址">
        <Fields
          rows={[
            ['收货人', o.address.contact],
            ['联系电话', o.address.phone],
            ['地址', [o.address.province, o.address.city, o.address.county, o.address.address].filter(Boolean).join(' ')],
            ['发票', invoiceText(o)],
          ]}
        />
      </Section>
      <Section id="order-pay" title="支付与退款">
        {o.pay_cate === 0 ? (
          <>
            <Fields rows={[['汇款识别码', <span className={classes.code}>{o.remit_code}</span>]]} />
            <FileGroups groups={[{ label: '转账回单', items: o.transfer_receipt }]} />
          </>
        ) : o.payments.length === 0 ? (
          <p className={classes.none}>暂无支付记录</p>
        ) : (
          <div className={lists.scroll}>
            <table className={lists.table} aria-label="支付记录">
              <thead>
                <tr>
                  <th scope="col">支付单号</th>
                  <th scope="col">金额</th>
                  <th scope="col">状态</th>
                  <th scope="col">创建时间</th>
                  <th scope="col">支付时间</th>
                </tr>
              </thead>
              <tbody>
                {o.payments.map((p) => (
                  <tr key={p.pay_no}>
                    <td className={classes.no}>{p.pay_no}</td>
                    <td className={classes.nowrap}>¥{p.amount}</td>
                    <td className={classes.nowrap}>{p.status_label}</td>
                    <td className={classes.nowrap}>{p.created_at}</td>
                    <td className={classes.nowrap}>{p.paid_at || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {o.refunds.length > 0 && (
          <div className={lists.scroll}>
            <table className={lists.table} aria-label="退款记录">
              <thead>
                <tr>
                  <th scope="col">退款单号</th>
                  <th scope="col">类型</th>
                  <th scope="col">金额</th>
                  <th scope="col">状态</th>
                  <th scope="col">退款时间</th>
                </tr>
              </thead>
              <tbody>
                {o.refunds.map((r) => (
                  <tr key={`${r.kind}-${r.refund_no}`}>
                    <td className={classes.no}>{r.refund_no || '—'}</td>
                    <td className={classes.nowrap}>{r.kind_label}</td>
                    <td className={classes.nowrap}>¥{r.amount}</td>
                    <td className={classes.nowrap}>{r.status_label}</td>
                    <td className={classes.nowrap}>{r.refunded_at || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section id="order-express" title="物流">
        {o.shipments.length === 0 ? (
          <p className={classes.none}>尚未发货</p>
        ) : (
          o.shipments.map((s, i) => (
            <Fields
              key={`${i}-${s.express_no}`}
              rows={[
                ['快递公司', s.express_name],
                ['快递单号', <span className={classes.no}>{s.express_no}</span>],
                ['发货时间', s.create_time],
                ['发货备注', s.remark],
              ]}
            />
          ))
        )}
      </Section>
      <Section id="order-aftersale" title="售后">
        {o.after_sale === null ? (
          <p className={classes.none}>无售后申请</p>
        ) : (
          <>
            <Fields
              rows={[
                ['售后类型', o.after_sale.cate_label],
                ['申请说明', o.after_sale.remark],
                ['申请时间', o.after_sale.create_time],
                ['处理结果', o.after_sale.status_label],
                ...(o.after_sale.audit_status === 2 ? ([['拒绝原因', o.after_sale.decide_reason]] as [string, ReactNode][]) : []),
                ...(o.after_sale.audit_status === 1 ? ([['退款', `¥${o.after_sale.refund}（${o.after_sale.refund_mode_label}）`]] as [string, ReactNode][]) : []),
                ['处理时间', o.after_sale.decide_time],
              ]}
            />
            {o.after_sale.file_items.length > 0 && <FileGroups groups={[{ label: '售后凭证', items: o.after_sale.file_items }]} />}
          </>
        )}
      </Section>
    </article>
  );
}

export function OrderDetail() {
  const [params] = useSearchParams();
  const orderNo = (params.get('order_no') ?? '').trim();
  const info = useOrderInfo(orderNo);
  return (
    <section>
      <p>
        <Link to={routerPath(paths.adminOrders())}>← 返回订单管理</Link>
      </p>
      {orderNo === '' ? <Empty text={MSG_ADMIN_ORDER_MISSING} /> : <QueryState query={info}>{(d) => <Detail order={d} />}</QueryState>}
    </section>
  );
}
