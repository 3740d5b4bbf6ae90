// /offline?orderNo=&total_price= (spec 02 §2, §3 Transfer info): the bank account to transfer to
// (/api/transfer/info), the order's details and amount, the remittance reference code (汇款识别码) to
// write on the transfer, the upload of the transfer receipt (回单) that the merchant sees, continue
// shopping (/funeng) and a link to customer service (/session). The amount shown is the server's.
import { ApiError, MAX_RECEIPT_FILES, MSG_RECEIPT_SAVED, type UploadedFile } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatYuan, notice, QueryState, UploadField, UPLOAD_DOCUMENT_ACCEPT } from '@ws/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMainOrder, useTransferInfo, useUploadReceipt } from '../api/use-checkout';
import classes from './checkout.module.css';
import { OrderLines } from './order-lines';

function Receipt({ orderNo, saved, editable }: { orderNo: string; saved: { FileName?: string; FileUrl: string }[]; editable: boolean }) {
  const [files, setFiles] = useState<UploadedFile[]>(() => saved.map((f) => ({ FileName: f.FileName ?? '', FileUrl: f.FileUrl })));
  const upload = useUploadReceipt();
  const onSave = async () => {
    try {
      await upload.mutateAsync({ order_no: orderNo, file_items: files });
      notice.success(MSG_RECEIPT_SAVED);
    } catch (err) {
      if (!(err instanceof ApiError && err.kind === 'notLoggedIn')) notice.error(err instanceof Error ? err.message : '上传失败，请稍后重试');
    }
  };
  return (
    <section className={classes.section} aria-label="转账回单">
      <h2>转账回单</h2>
      <p className={classes.muted}>转账后请上传银行回单，商家核对到账后确认收款并发货。</p>
      <UploadField label="转账回单" accept={UPLOAD_DOCUMENT_ACCEPT} value={files} onChange={setFiles} multiple max={MAX_RECEIPT_FILES} disabled={!editable} />
      {editable && (
        <button type="button" className={classes.button} style={{ marginTop: '0.5rem' }} disabled={upload.isPending || files.length === 0} onClick={() => void onSave()}>
          {upload.isPending ? '提交中…' : '提交回单'}
        </button>
      )}
    </section>
  );
}

export function OfflinePage() {
  const [sp] = useSearchParams();
  const orderNo = (sp.get('orderNo') ?? '').trim();
  const main = useMainOrder(orderNo);
  const transfer = useTransferInfo();
  if (!orderNo) return <p>订单不存在</p>;
  return (
    <div>
      <h1 className={classes.title}>线下转账</h1>
      <QueryState query={main}>
        {(m) => (
          <>
            <section className={classes.section} aria-label="订单信息">
              <h2>订单信息</h2>
              <dl className={classes.grid}>
                <dt>订单号</dt>
                <dd>{m.main_order_no}</dd>
                <dt>应付金额</dt>
                <dd className={classes.total} data-testid="offline-total">
                  {formatYuan(m.total_price)}
                </dd>
                <dt>汇款识别码</dt>
                <dd className={classes.code} data-testid="remit-code">
                  {m.remit_code}
                </dd>
                <dt>状态</dt>
                <dd>{m.cancelled ? '已取消' : m.ispay ? '已收款' : '待付款'}</dd>
              </dl>
              {m.auto_cancel_time ? <p className={classes.hint}>请于 {m.auto_cancel_time} 前完成转账，逾期订单将自动取消</p> : null}
              {m.orders.map((o) => (
                <div key={o.order_no}>
                  <p className={classes.muted}>
                    {o.company_name} · 订单 {o.order_no}
                  </p>
                  <OrderLines lines={o.order_items} />
                </div>
              ))}
            </section>
            <section className={classes.section} aria-label="收款信息">
              <h2>收款信息</h2>
              <QueryState query={transfer}>
                {(t) => (
                  <dl className={classes.grid}>
                    <dt>收款单位</dt>
                    <dd>{t.company}</dd>
                    <dt>开户银行</dt>
                    <dd>{t.bank}</dd>
                    <dt>银行账号</dt>
                    <dd>{t.bank_account}</dd>
                    <dt>联行号</dt>
                    <dd>{t.cnaps}</dd>
                    <dt>税号</dt>
                    <dd>{t.duty_paragraph}</dd>
                    <dt>电话</dt>
                    <dd>{t.phone}</dd>
                    <dt>地址</dt>
                    <dd>{t.address}</dd>
                    <dt>说明</dt>
                    <dd>{t.remarks}</dd>
                  </dl>
                )}
              </QueryState>
              <p>
                转账附言请填写汇款识别码 <strong>{m.remit_code}</strong>
              </p>
            </section>
            <Receipt key={m.main_order_no} orderNo={m.main_order_no} saved={m.transfer_receipt} editable={m.cancelled === 0 && m.ispay === 0} />
          </>
        )}
      </QueryState>
      <div className={classes.row}>
        <AppLink className={classes.button} to="/funeng">
          继续购物
        </AppLink>
        <AppLink className={classes.button} to="/session">
          联系客服
        </AppLink>
        <AppLink className={classes.button} to={paths.myOrders('notpay')}>
          查看订单
        </AppLink>
      </div>
    </div>
  );
}
