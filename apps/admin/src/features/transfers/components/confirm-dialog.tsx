// 确认到账 of one offline checkout: what the statement must show (汇款识别码, the amount due, the orders) and
// the statement's line as the staff member reads it (到账金额 required; 到账日期, 付款人, 备注 for the audit
// log). Opened from a row of the list (empty) or from a matched statement line (filled from the line). The
// server compares the amount with what is due and makes the orders paid once; its refusal (金额不一致 …,
// 订单已收款或已取消) is told and the form keeps what was typed. Loaded when first wanted.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { MSG_TRANSFER_CONFIRMED, type AdminTransferItem, type StatementLine } from '@ws/api-sdk';
import { notice, noticeFailure, useForm } from '@ws/ui';
import { useConfirmTransfer } from '../api/transfers';
import { amountRule } from '../lib/confirm-rules';
import classes from './transfers.module.css';

export interface ConfirmDialogProps {
  transfer: AdminTransferItem | null;
  /** the statement line it was matched with, when opened from an import */
  line?: StatementLine | undefined;
  onClose: () => void;
  onConfirmed?: () => void;
}

export default function ConfirmDialog({ transfer, line, onClose, onConfirmed }: ConfirmDialogProps) {
  const confirm = useConfirmTransfer();
  const form = useForm({
    initialValues: { amount: line?.amount ?? '', statement_date: line?.date ?? '', remitter: line?.remitter ?? '', remark: line?.remark ?? '' },
    validate: { amount: amountRule },
  });
  const busy = confirm.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!transfer || busy) return;
    confirm.mutate(
      { remit_code: transfer.remit_code, ...values },
      {
        onSuccess: () => {
          notice.success(MSG_TRANSFER_CONFIRMED);
          onConfirmed?.();
          onClose();
        },
        onError: noticeFailure,
      },
    );
  });
  return (
    <Modal opened={transfer !== null} onClose={close} title="确认到账" closeButtonProps={{ 'aria-label': '关闭' }}>
      {transfer && (
        <form onSubmit={submit} noValidate aria-label="确认到账">
          <dl className={classes.facts}>
            <dt>汇款识别码</dt>
            <dd className={classes.code}>{transfer.remit_code}</dd>
            <dt>应付金额</dt>
            <dd className={classes.amount}>¥{transfer.amount}</dd>
            <dt>买家</dt>
            <dd>
              {transfer.buyer.name || '—'} {transfer.buyer.mobile}
            </dd>
            <dt>订单</dt>
            <dd>
              {transfer.orders.map((o) => (
                <div key={o.order_no}>
                  {o.order_no} · {o.company_name} · ¥{o.total}
                </div>
              ))}
            </dd>
          </dl>
          <TextInput label="到账金额（元）" required inputMode="decimal" autoComplete="off" data-autofocus {...form.getInputProps('amount')} />
          <TextInput label="到账日期" placeholder="如 2026-11-28" mt="sm" maxLength={20} {...form.getInputProps('statement_date')} />
          <TextInput label="付款人" mt="sm" maxLength={100} {...form.getInputProps('remitter')} />
          <TextInput label="备注" mt="sm" maxLength={200} {...form.getInputProps('remark')} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close} disabled={busy}>
              取消
            </Button>
            <Button type="submit" loading={busy} disabled={busy}>
              确认到账
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
