// /merchantOrders?vsstatus=: the company's orders, 20 per page, 已取消 left out by the server. Each shows
// the first item's image, name, price and quantity; 详情 opens /infoSelf in a new tab; 收款 (an unpaid
// offline order: the buyer's reference code and receipt are shown) asks 确定收款吗？ and says 收款成功;
// 发货 leads to /OrdersExpressEdit, a shipped order says 已发货.
import { MERCHANT_TABS, MERCHANT_TAB_LABELS, MERCHANT_PAGE_SIZE, type Order } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Button, ButtonLink, confirmDialog, formatYuan, notice, noticeFailure, Pager, QueryState, useListParams } from '@ws/ui';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useCollectPayment, useMerchantOrders } from '../api/merchant-orders';
import { toMerchantTab } from '../lib/tab';
import classes from './merchant.module.css';
import { safeUrl } from '@/shared/files';
import { isClosed } from '@/shared/orders';

export const MSG_COLLECT_CONFIRM = '确定收款吗？';


export function MerchantOrdersPage() {
  return (
    <MerchantOnly title="订单管理">
      <MerchantOrdersPageContent />
    </MerchantOnly>
  );
}

function MerchantOrdersPageContent() {
  const { page, values, setPage, setFilters } = useListParams(['vsstatus']);
  const tab = toMerchantTab(values.vsstatus);
  const list = useMerchantOrders(tab, page);
  const collect = useCollectPayment();

  const onCollect = async (o: Order) => {
    if (!(await confirmDialog({ message: MSG_COLLECT_CONFIRM }))) return;
    collect.mutate(o.order_no, { onSuccess: () => notice.success('收款成功'), onError: noticeFailure });
  };

  return (
    <PersonalLayout title="订单管理">
      <div className={classes.tabs} role="group" aria-label="订单状态">
        {MERCHANT_TABS.map((t) => (
          <Button key={t} size="xs" variant={t === tab ? 'filled' : 'default'} aria-pressed={t === tab} onClick={() => setFilters({ vsstatus: t === 'all' ? null : t })}>
            {MERCHANT_TAB_LABELS[t]}
          </Button>
        ))}
      </div>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <ul className={classes.list}>
              {d.items.map((o) => {
                const first = o.order_items[0];
                const img = first?.firstFile?.FileUrl ? safeUrl(first.firstFile.FileUrl) : null;
                const unpaidOffline = o.ispay === 0 && o.pay_cate === 0;
                return (
                  <li key={o.order_no} className={classes.order} aria-label={`订单 ${o.order_no}`}>
                    <div className={classes.head}>
                      <span>订单号：{o.order_no}</span>
                      <span>{o.create_time}</span>
                      <strong>{o.status}</strong>
                    </div>
                    <div className={classes.body}>
                      {img ? <img className={classes.thumb} src={img} alt={first?.product_name ?? ''} loading="lazy" width={72} height={72} /> : <span className={classes.thumb} aria-hidden="true" />}
                      <div className={classes.info}>
                        <div className={classes.name}>{first?.product_name ?? ''}</div>
                        {first?.atts_items_names && <div className={classes.meta}>{first.atts_items_names}</div>}
                        <div className={classes.meta}>
                          {formatYuan(first?.price)} × {first?.amount ?? 0}
                          {o.order_items.length > 1 ? `（共 ${o.order_items.length} 种商品）` : ''}
                        </div>
                        <div className={classes.meta}>
                          实付 {formatYuan(o.total)} · {o.pay_cate === 0 ? '线下转账' : '在线支付'} · 收货人 {o.contact}
                        </div>
                        {o.pay_cate === 0 && (
                          <div className={classes.transfer}>
                            汇款识别码：<strong>{o.remit_code || '—'}</strong>
                            <div className={classes.receipts}>
                              {o.transfer_receipt.length === 0
                                ? '买家尚未上传转账回单'
                                : o.transfer_receipt.map((f, i) => {
                                    const href = safeUrl(f.FileUrl);
                                    return href ? (
                                      <a key={href} href={href} target="_blank" rel="noopener noreferrer">
                                        转账回单{o.transfer_receipt.length > 1 ? i + 1 : ''}
                                      </a>
                                    ) : null;
                                  })}
                            </div>
                          </div>
                        )}
                      </div>
                    </div>
                    <div className={classes.actions}>
                      <ButtonLink size="xs" variant="default" newTab to={paths.infoSelf({ order_no: o.order_no, invoice_id: o.invoice_id || undefined, invoice_address_id: o.invoice_address_id || undefined, view: 'merchant' })}>
                        详情
                      </ButtonLink>
                      {o.ispay === 1 && !isClosed(o) && (
                        <ButtonLink size="xs" variant="default" newTab to={paths.merchantDeliveryNote(o.order_no)}>
                          打印发货单
                        </ButtonLink>
                      )}
                      {unpaidOffline && (
                        <Button size="xs" onClick={() => void onCollect(o)} disabled={collect.isPending}>
                          收款
                        </Button>
                      )}
                      {o.isexpress === 1 ? (
                        <Button size="xs" variant="light" disabled>
                          已发货
                        </Button>
                      ) : (
                        o.ispay === 1 &&
                        !isClosed(o) && (
                          <ButtonLink size="xs" to={paths.OrdersExpressEdit(o.order_no)}>
                            发货
                          </ButtonLink>
                        )
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager total={d.total} pageSize={MERCHANT_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </PersonalLayout>
  );
}
