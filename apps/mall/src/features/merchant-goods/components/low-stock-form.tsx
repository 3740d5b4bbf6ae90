// The company's 库存不足 threshold (default 10): a product whose total stock is below it shows the badge.
import { MAX_LOW_STOCK_THRESHOLD, MSG_LOW_STOCK_INVALID, MSG_LOW_STOCK_SAVED } from '@ws/api-sdk';
import { Button, noticeOutcome, TextField } from '@ws/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useLowStockThreshold } from '../api/goods-list';
import classes from './goods.module.css';

export function LowStockForm({ threshold }: { threshold: number }) {
  const [text, setText] = useState(String(threshold));
  const [error, setError] = useState<string | null>(null);
  const save = useLowStockThreshold();
  useEffect(() => setText(String(threshold)), [threshold]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!/^\d{1,5}$/.test(t) || Number(t) > MAX_LOW_STOCK_THRESHOLD) {
      setError(MSG_LOW_STOCK_INVALID);
      return;
    }
    setError(null);
    save.mutate(Number(t), noticeOutcome(MSG_LOW_STOCK_SAVED, () => {}));
  };

  return (
    <form className={classes.threshold} onSubmit={submit} noValidate aria-label="库存预警设置">
      <TextField
        label="库存预警值"
        description="总库存低于此值时显示库存不足"
        inputMode="numeric"
        maxLength={5}
        size="xs"
        style={{ width: 180 }}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
      />
      <Button type="submit" size="xs" variant="default" loading={save.isPending} disabled={save.isPending}>
        保存
      </Button>
    </form>
  );
}
