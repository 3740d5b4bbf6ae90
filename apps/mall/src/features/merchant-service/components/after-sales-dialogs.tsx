// 售后处理's two decisions. 同意退款: full (the paid amount, the default) or partial (yuan, 2 decimals, at most
// what was paid), saying how the money goes back (原路退回 for a QR payment, the merchant's own transfer for an
// offline one). 拒绝: a required reason (请填写拒绝原因, at most 200 characters). Buttons disabled while sending.
import {
  MAX_AFTER_SALES_REASON,
  MSG_AFTER_SALES_APPROVED,
  MSG_AFTER_SALES_REASON_REQUIRED,
  MSG_AFTER_SALES_REJECTED,
  type MerchantAfterSales,
} from '@ws/api-sdk';
import { Button, formatYuan, Modal, notice, noticeFailure, Radio, RadioGroup, TextareaField, TextField } from '@ws/ui';
import { useState, type FormEvent } from 'react';
import { useApproveAfterSales, useRejectAfterSales } from '../api/after-sales';
import { normalYuan, refundAmountError } from '../lib/money';
import classes from './merchant-service.module.css';

export function ApproveDialog({ record, onClose }: { record: MerchantAfterSales | null; onClose: () => void }) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="同意退款">
      {record && <ApproveForm key={record.id} record={record} onClose={onClose} />}
    </Modal>
  );
}

function ApproveForm({ record, onClose }: { record: MerchantAfterSales; onClose: () => void }) {
  const approve = useApproveAfterSales();
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const online = record.pay_cate === 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let refund = record.total_price;
    if (kind === 'partial') {
      const err = refundAmountError(amount, record.total_price);
      setError(err);
      if (err) return;
      refund = normalYuan(amount);
    }
    approve.mutate(
      { id: record.id, refund_price: refund },
      {
        onSuccess: () => {
          notice.success(MSG_AFTER_SALES_APPROVED);
          onClose();
        },
        onError: noticeFailure,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="同意退款">
      <div className={classes.stack}>
        <p className={classes.hint}>
          订单 {record.order_no} 实付 {formatYuan(record.total_price)}
        </p>
        <RadioGroup label="退款金额" orientation="vertical" value={kind} onChange={(v) => setKind(v === 'partial' ? 'partial' : 'full')}>
          <Radio value="full" label={`全额退款（${formatYuan(record.total_price)}）`} />
          <Radio value="partial" label="部分退款" />
        </RadioGroup>
        {kind === 'partial' && (
          <TextField
            label="退款金额（元）"
            required
            inputMode="decimal"
            placeholder={`最多 ${record.total_price}`}
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={12}
          />
        )}
        <p className={classes.hint} role="note">
          {online ? '该订单为在线支付，退款将原路退回买家。' : '该订单为线下转账，同意后需由商家线下转账退回买家。'}
        </p>
        <div className={classes.dialogButtons}>
          <Button type="button" variant="default" onClick={onClose} disabled={approve.isPending}>
            取消
          </Button>
          <Button type="submit" loading={approve.isPending} disabled={approve.isPending}>
            确定退款
          </Button>
        </div>
      </div>
    </form>
  );
}

export function RejectDialog({ record, onClose }: { record: MerchantAfterSales | null; onClose: () => void }) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="拒绝售后">
      {record && <RejectForm key={record.id} record={record} onClose={onClose} />}
    </Modal>
  );
}

function RejectForm({ record, onClose }: { record: MerchantAfterSales; onClose: () => void }) {
  const reject = useRejectAfterSales();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setError(MSG_AFTER_SALES_REASON_REQUIRED);
      return;
    }
    reject.mutate(
      { id: record.id, reason: text },
      {
        onSuccess: () => {
          notice.success(MSG_AFTER_SALES_REJECTED);
          onClose();
        },
        onError: noticeFailure,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="拒绝售后">
      <div className={classes.stack}>
        <TextareaField
          label="拒绝原因"
          required
          placeholder={MSG_AFTER_SALES_REASON_REQUIRED}
          rows={3}
          maxLength={MAX_AFTER_SALES_REASON}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <div className={classes.dialogButtons}>
          <Button type="button" variant="default" onClick={onClose} disabled={reject.isPending}>
            取消
          </Button>
          <Button type="submit" color="red" loading={reject.isPending} disabled={reject.isPending}>
            确定拒绝
          </Button>
        </div>
      </div>
    </form>
  );
}
