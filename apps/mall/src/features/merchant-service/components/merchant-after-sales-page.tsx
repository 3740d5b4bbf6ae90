// /merchantAfterSales?tab=: 售后处理, the requests on the company's orders in the tabs 待处理 / 已同意 / 已拒绝
// (tab in the URL, 20 per page). Each shows the buyer, the reason, the images (click to enlarge), the order
// (link to its merchant view) and, once decided, the decision. 同意退款 opens a dialog (full or partial amount,
// 原路退回 or the merchant's own transfer back); 拒绝 asks for a reason (请填写拒绝原因).
import {
  AFTER_SALES_REFUND_MODE_LABELS,
  AFTER_SALES_REFUND_STATE_LABELS,
  AFTER_SALES_PAGE_SIZE,
  AFTER_SALES_TABS,
  AFTER_SALES_TAB_LABELS,
  type AfterSalesTab,
  type MerchantAfterSales,
} from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Button, formatYuan, Pager, QueryState, useListParams } from '@ws/ui';
import { lazy, Suspense, useState } from 'react';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useMerchantAfterSales } from '../api/after-sales';
import { safeUrl } from '@/shared/files';

import { ImageGallery } from './image-gallery';
import classes from './merchant-service.module.css';

// The decision dialogs load with the first 同意退款 / 拒绝: Mantine's Modal stays out of the first load.
const ApproveDialog = lazy(() => import('./after-sales-dialogs').then((m) => ({ default: m.ApproveDialog })));
const RejectDialog = lazy(() => import('./after-sales-dialogs').then((m) => ({ default: m.RejectDialog })));

const toTab = (v: string): AfterSalesTab => ((AFTER_SALES_TABS as readonly string[]).includes(v) ? (v as AfterSalesTab) : 'pending');

export function MerchantAfterSalesPage() {
  return (
    <MerchantOnly title="售后处理">
      <AfterSalesContent />
    </MerchantOnly>
  );
}

function AfterSalesContent() {
  const { page, values, setPage, setFilters } = useListParams(['tab']);
  const tab = toTab(values.tab);
  const list = useMerchantAfterSales(tab, page);
  const [approving, setApproving] = useState<MerchantAfterSales | null>(null);
  const [rejecting, setRejecting] = useState<MerchantAfterSales | null>(null);
  const counts = list.data?.counts;

  return (
    <PersonalLayout title="售后处理">
      <div className={classes.tabs} role="group" aria-label="售后状态">
        {AFTER_SALES_TABS.map((t) => (
          <Button key={t} size="xs" variant={t === tab ? 'filled' : 'default'} aria-pressed={t === tab} onClick={() => setFilters({ tab: t === 'pending' ? null : t })}>
            {AFTER_SALES_TAB_LABELS[t]}
            {counts ? `（${counts[t]}）` : ''}
          </Button>
        ))}
      </div>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <ul className={classes.list}>
              {d.items.map((r) => (
                <AfterSalesCard key={r.id} record={r} onApprove={() => setApproving(r)} onReject={() => setRejecting(r)} />
              ))}
            </ul>
            <Pager total={d.total} pageSize={AFTER_SALES_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
      {approving !== null && (
        <Suspense fallback={null}>
          <ApproveDialog record={approving} onClose={() => setApproving(null)} />
        </Suspense>
      )}
      {rejecting !== null && (
        <Suspense fallback={null}>
          <RejectDialog record={rejecting} onClose={() => setRejecting(null)} />
        </Suspense>
      )}
    </PersonalLayout>
  );
}

function AfterSalesCard({ record: r, onApprove, onReject }: { record: MerchantAfterSales; onApprove: () => void; onReject: () => void }) {
  return (
    <li className={classes.card} aria-label={`售后申请 ${r.order_no}`}>
      <div className={classes.head}>
        <span>
          订单号：
          <AppLink to={paths.infoSelf({ order_no: r.order_no, view: 'merchant' })} newTab>
            {r.order_no}
          </AppLink>
        </span>
        <span>申请时间：{r.create_time}</span>
        <span className={classes.status}>{r.decision_name}</span>
      </div>
      <p className={classes.row}>
        <span className={classes.label}>买家</span>
        {r.buyer_name} {r.buyer_mobile}
      </p>
      <p className={classes.row}>
        <span className={classes.label}>售后类型</span>
        {r.cate_name}
      </p>
      <p className={classes.row}>
        <span className={classes.label}>申请原因</span>
        {r.remark || '—'}
      </p>
      <ImageGallery files={r.file_items} label="售后图片" />
      <ul className={classes.lines} aria-label="订单商品">
        {r.items.map((l, i) => {
          const src = safeUrl(l.firstFile?.FileUrl);
          return (
            <li key={`${l.product_name}-${l.atts_items_names}-${i}`}>
              {src ? <img className={classes.lineImg} src={src} alt={l.product_name} loading="lazy" width={40} height={40} /> : null}
              <span>
                {l.product_name}
                {l.atts_items_names ? `（${l.atts_items_names}）` : ''} {formatYuan(l.price)} × {l.amount}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={classes.row}>
        <span className={classes.label}>实付金额</span>
        {formatYuan(r.total_price)} · {r.pay_cate_name}
      </p>
      <Decision record={r} />
      {r.audit_status === 0 && (
        <div className={classes.actions}>
          <Button size="xs" variant="default" onClick={onReject}>
            拒绝
          </Button>
          <Button size="xs" onClick={onApprove}>
            同意退款
          </Button>
        </div>
      )}
    </li>
  );
}

function Decision({ record: r }: { record: MerchantAfterSales }) {
  if (r.audit_status === 0) return null;
  return (
    <div className={classes.decision} aria-label="处理结果">
      {r.audit_status === 1 ? (
        <>
          <div>
            {r.arbitration === 'refund' ? '平台判定退款' : '已同意退款'}：{formatYuan(r.refund_price)}
            {r.refund_mode ? ` · ${AFTER_SALES_REFUND_MODE_LABELS[r.refund_mode]}` : ''}
            {r.refund_state ? ` · ${AFTER_SALES_REFUND_STATE_LABELS[r.refund_state]}` : ''}
          </div>
          {r.refund_mode === 'offline' && <div className={classes.hint}>请通过线下转账将退款退回买家</div>}
        </>
      ) : (
        (r.decide_reason || !r.arbitration) && <div>拒绝原因：{r.decide_reason || '—'}</div>
      )}
      {r.decide_time && <div className={classes.hint}>处理时间：{r.decide_time}</div>}
      {r.arbitration && (
        <div>
          {r.arbitration_name}：{r.arbitration_reason}
          <span className={classes.hint}>（{r.arbitrated_at}）</span>
        </div>
      )}
    </div>
  );
}
