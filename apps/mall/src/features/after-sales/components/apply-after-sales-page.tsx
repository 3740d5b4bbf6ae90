// /applyAfterSales?order_no=: a return / exchange request for an order: type (noreasonreturn, goodsproblem,
// others), remark, at least one image (请选择上传图片), 提交成功. Once a request exists (获取成功) the page
// shows it read-only with its audit status and the seller's decision (the refund: amount, 原路退回 / 商家线下退款
// and its state; or the reason of a refusal). A failure shows the server's message.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  AFTER_SALES_CATES,
  AFTER_SALES_CATE_LABELS,
  AFTER_SALES_REFUND_MODE_LABELS,
  AFTER_SALES_REFUND_STATE_LABELS,
  ApiError,
  type AfterSales,
  type AfterSalesCate,
  type UploadedFile,
} from '@ws/api-sdk';
import { formatYuan, notice, QueryState, UploadField, uploadFieldProps, useForm } from '@ws/ui';
import { afterSalesRules } from '@ws/validators/mall';
import { PersonalLayout } from '@/shared/personal-layout';
import { useAfterSales, useApplyAfterSales } from '../api/after-sales';
import classes from './after-sales.module.css';
import { safeUrl } from '@/shared/files';

interface Values {
  cate: AfterSalesCate;
  remark: string;
  file_items: UploadedFile[];
}


export function AfterSalesView({ record }: { record: AfterSales }) {
  return (
    <section aria-label="售后申请">
      <p className={classes.field}>
        <span className={classes.label}>订单号</span>
        {record.order_no}
      </p>
      <p className={classes.field}>
        <span className={classes.label}>售后类型</span>
        {AFTER_SALES_CATE_LABELS[record.cate]}
      </p>
      <p className={classes.field}>
        <span className={classes.label}>审核状态</span>
        <strong>{record.audit_status_name}</strong>
      </p>
      <p className={classes.field}>
        <span className={classes.label}>问题描述</span>
        {record.remark || '—'}
      </p>
      <p className={classes.field}>
        <span className={classes.label}>申请时间</span>
        {record.create_time}
      </p>
      <Decision record={record} />
      <ul className={classes.images} aria-label="售后图片">
        {record.file_items.map((f) => {
          const src = safeUrl(f.FileUrl);
          return src ? (
            <li key={src}>
              <img src={src} alt={f.FileName ?? '售后图片'} loading="lazy" width={96} height={96} />
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}

/** The seller's decision: 待处理, or 已同意退款 with the refund (amount, 原路退回 / 商家线下退款, its state), or 已拒绝 with the reason;
 *  then the platform's (售后仲裁) with its reason, when it decided. */
function Decision({ record }: { record: AfterSales }) {
  return (
    <div className={classes.decision} aria-label="处理结果">
      <p className={classes.field}>
        <span className={classes.label}>处理结果</span>
        <strong>{record.decision_name}</strong>
      </p>
      {record.audit_status === 1 && (
        <>
          <p className={classes.field}>
            <span className={classes.label}>退款金额</span>
            {formatYuan(record.refund_price)}
          </p>
          {record.refund_mode && (
            <p className={classes.field}>
              <span className={classes.label}>退款方式</span>
              {AFTER_SALES_REFUND_MODE_LABELS[record.refund_mode]}
            </p>
          )}
          {record.refund_state && (
            <p className={classes.field}>
              <span className={classes.label}>退款状态</span>
              {AFTER_SALES_REFUND_STATE_LABELS[record.refund_state]}
            </p>
          )}
          {record.refund_mode === 'offline' && <p className={classes.hint}>商家将通过线下转账退回款项，请留意查收。</p>}
        </>
      )}
      {record.audit_status === 2 && (record.decide_reason || !record.arbitration) && (
        <p className={classes.field}>
          <span className={classes.label}>拒绝原因</span>
          {record.decide_reason || '—'}
        </p>
      )}
      {record.decide_time && (
        <p className={classes.field}>
          <span className={classes.label}>处理时间</span>
          {record.decide_time}
        </p>
      )}
      {record.arbitration && (
        <>
          <p className={classes.field}>
            <span className={classes.label}>平台仲裁</span>
            {record.arbitration_name}
          </p>
          <p className={classes.field}>
            <span className={classes.label}>仲裁理由</span>
            {record.arbitration_reason}
          </p>
          <p className={classes.field}>
            <span className={classes.label}>仲裁时间</span>
            {record.arbitrated_at}
          </p>
        </>
      )}
    </div>
  );
}

function AfterSalesForm({ orderNo }: { orderNo: string }) {
  const apply = useApplyAfterSales();
  const form = useForm<Values>({ initialValues: { cate: 'noreasonreturn', remark: '', file_items: [] }, validate: afterSalesRules });
  const submit = form.onSubmit((v) => {
    apply.mutate(
      { order_no: orderNo, cate: v.cate, remark: v.remark.trim(), file_items: v.file_items },
      {
        onSuccess: () => notice.success('提交成功'),
        onError: (e) => {
          if (e instanceof ApiError && (e.kind === 'notLoggedIn' || e.kind === 'http404')) return;
          notice.error(e.message || '提交失败');
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="申请售后" className={classes.form}>
      <Stack gap="sm">
        <TextInput label="订单号" value={orderNo} readOnly />
        <Radio.Group label="售后类型" withAsterisk {...form.getInputProps('cate')}>
          <Group gap="md" mt={6}>
            {AFTER_SALES_CATES.map((c) => (
              <Radio key={c} value={c} label={AFTER_SALES_CATE_LABELS[c]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea label="问题描述" placeholder="请描述遇到的问题" rows={3} maxLength={500} {...form.getInputProps('remark')} />
        <UploadField label="上传图片" required multiple max={9} {...uploadFieldProps(form, 'file_items')} />
        <Group>
          <Button type="submit" loading={apply.isPending} disabled={apply.isPending}>
            提交
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ApplyAfterSalesPage() {
  const [params] = useSearchParams();
  const orderNo = (params.get('order_no') ?? '').trim().slice(0, 40);
  const record = useAfterSales(orderNo);
  return (
    <PersonalLayout title="申请售后">
      {orderNo === '' ? (
        <p role="alert">订单不存在</p>
      ) : (
        <QueryState query={record}>{(r) => (r ? <AfterSalesView record={r} /> : <AfterSalesForm orderNo={orderNo} />)}</QueryState>
      )}
    </PersonalLayout>
  );
}
