// 售后仲裁's dialogs, in a chunk of their own: the request's detail (what the buyer asked and why, the images
// large, the order and what is left to refund, the seller's decision, the platform's) and the decision
// (判定退款 with the amount prefilled with what is left, or 关闭申请; the reason required and shown to the buyer
// and the seller). The server decides once: its refusal (该售后申请已处理, an amount above what is left) is told
// and the form keeps what was typed.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal, Textarea, TextInput } from '@mantine/core';
import {
  ADMIN_AFTER_SALES_ACTION_LABELS,
  ADMIN_AFTER_SALES_WAIT_LABELS,
  AFTER_SALES_REFUND_MODE_LABELS,
  AFTER_SALES_REFUND_STATE_LABELS,
  MAX_ARBITRATION_REASON,
  MSG_ARBITRATION_CLOSED,
  MSG_ARBITRATION_REFUNDED,
  type AdminAfterSalesAction,
  type AdminAfterSalesItem,
} from '@ws/api-sdk';
import { notice, noticeFailure, useForm } from '@ws/ui';
import { useDecideAfterSales } from '../api/after-sales';
import { reasonRule, refundRule } from '../lib/decide-rules';
import classes from './after-sales.module.css';

export interface DetailDialogProps {
  item: AdminAfterSalesItem | null;
  onClose: () => void;
  onDecide: (item: AdminAfterSalesItem, action: AdminAfterSalesAction) => void;
}

export function DetailDialog({ item, onClose, onDecide }: DetailDialogProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="售后详情" size="lg" closeButtonProps={{ 'aria-label': '关闭' }}>
      {item && (
        <div aria-label="售后详情">
          <dl className={classes.facts}>
            <dt>订单号</dt>
            <dd>{item.order_no}</dd>
            <dt>商家</dt>
            <dd>{item.order.company_name}</dd>
            <dt>买家</dt>
            <dd>
              {item.buyer.name || '—'} {item.buyer.mobile}
            </dd>
            <dt>支付方式</dt>
            <dd>{item.order.pay_cate_name}</dd>
            <dt>实付金额</dt>
            <dd className={classes.amount}>¥{item.order.total}</dd>
            <dt>已退 / 可退</dt>
            <dd>
              ¥{item.order.refunded} / ¥{item.order.refundable}
            </dd>
            <dt>商品</dt>
            <dd>
              <ul className={classes.lines}>
                {item.order.items.map((l, i) => (
                  <li key={i}>
                    {l.product_name}
                    {l.atts_items_names && ` ${l.atts_items_names}`} × {l.amount} ¥{l.price}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>售后类型</dt>
            <dd>{item.cate_name}</dd>
            <dt>申请原因</dt>
            <dd>{item.remark || '—'}</dd>
            <dt>申请时间</dt>
            <dd>{item.create_time}</dd>
            <dt>商家处理</dt>
            <dd>
              {item.wait_reason ? ADMIN_AFTER_SALES_WAIT_LABELS[item.wait_reason] : item.audit_status === 2 && item.decide_reason ? '商家已拒绝' : item.decision_name}
              {item.decide_reason && `：${item.decide_reason}`}
              {item.decide_time && <span className={classes.hint}>（{item.decide_time}）</span>}
            </dd>
            {item.arbitration && (
              <>
                <dt>平台仲裁</dt>
                <dd>
                  {item.arbitration_name}：{item.arbitration_reason}
                  <span className={classes.hint}>
                    （{item.arbitrated_by} {item.arbitrated_at}）
                  </span>
                </dd>
              </>
            )}
            {item.audit_status === 1 && (
              <>
                <dt>退款</dt>
                <dd>
                  ¥{item.refund_price}
                  {item.refund_mode && ` · ${AFTER_SALES_REFUND_MODE_LABELS[item.refund_mode]}`}
                  {item.refund_state && ` · ${AFTER_SALES_REFUND_STATE_LABELS[item.refund_state]}`}
                </dd>
              </>
            )}
          </dl>
          <h3 className={classes.hint}>买家上传的图片</h3>
          <ul className={classes.images}>
            {item.file_items.map((f, i) => (
              <li key={f.FileUrl}>
                <a href={f.FileUrl} target="_blank" rel="noopener noreferrer">
                  <img src={f.FileUrl} alt={`售后图片${i + 1}`} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
          {item.wait_reason && (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => onDecide(item, 'close')}>
                关闭申请
              </Button>
              <Button onClick={() => onDecide(item, 'refund')}>判定退款</Button>
            </Group>
          )}
        </div>
      )}
    </Modal>
  );
}

export interface DecideDialogProps {
  item: AdminAfterSalesItem | null;
  action: AdminAfterSalesAction;
  onClose: () => void;
}

export function DecideDialog({ item, action, onClose }: DecideDialogProps) {
  const decide = useDecideAfterSales();
  const refund = action === 'refund';
  const form = useForm({
    initialValues: { refund_price: item?.order.refundable ?? '', reason: '' },
    validate: { reason: reasonRule, refund_price: refund ? refundRule(item?.order.refundable ?? '0') : () => null },
  });
  const busy = decide.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  const title = ADMIN_AFTER_SALES_ACTION_LABELS[action];
  const submit = form.onSubmit((values) => {
    if (!item || busy) return;
    decide.mutate(
      { id: item.id, action, reason: values.reason.trim(), ...(refund ? { refund_price: values.refund_price.trim() } : {}) },
      {
        onSuccess: () => {
          notice.success(refund ? MSG_ARBITRATION_REFUNDED : MSG_ARBITRATION_CLOSED);
          onClose();
        },
        onError: noticeFailure,
      },
    );
  });
  return (
    <Modal opened={item !== null} onClose={close} title={title} closeButtonProps={{ 'aria-label': '关闭' }}>
      {item && (
        <form onSubmit={submit} noValidate aria-label={title}>
          <dl className={classes.facts}>
            <dt>订单号</dt>
            <dd>{item.order_no}</dd>
            <dt>实付金额</dt>
            <dd>¥{item.order.total}</dd>
            <dt>可退金额</dt>
            <dd className={classes.amount}>¥{item.order.refundable}</dd>
            <dt>退款方式</dt>
            <dd>{AFTER_SALES_REFUND_MODE_LABELS[item.order.pay_cate === 1 ? 'online' : 'offline']}</dd>
          </dl>
          {refund && <TextInput label="退款金额（元）" required inputMode="decimal" autoComplete="off" mb="sm" {...form.getInputProps('refund_price')} />}
          <Textarea
            label="仲裁理由"
            description="买家和商家都会看到"
            required
            rows={4}
            maxLength={MAX_ARBITRATION_REASON}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close} disabled={busy}>
              取消
            </Button>
            <Button type="submit" color={refund ? undefined : 'red'} loading={busy} disabled={busy}>
              {refund ? '确定退款' : '确定关闭'}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
