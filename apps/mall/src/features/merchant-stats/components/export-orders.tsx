// 导出订单: a period of China dates (default the last 30 days ending today), checked before any call, then
// every page of the period's orders (EXPORT_PAGE_SIZE a call, 已导出 n / total meanwhile) written as
// 订单导出_<start>_<end>.xlsx by the mall's spreadsheet writer (loaded on the first export). No orders: a
// notice and no file; a failed page: the call's failure notice and no file.
import { isExportPeriod, MSG_EXPORT_PERIOD } from '@ws/api-sdk';
import { Button, notice, noticeFailure, TextField } from '@ws/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fetchExportRows } from '../api/stats';
import { EXPORT_SHEET, exportFileName, exportSheet, MSG_EXPORT_NONE } from '../lib/export-rows';
import { defaultPeriod } from '../lib/period';
import classes from './stats.module.css';

export function ExportOrders() {
  const [period, setPeriod] = useState(() => defaultPeriod());
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const change = (key: 'start' | 'end', value: string) => {
    setPeriod((p) => ({ ...p, [key]: value }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { start, end } = period;
    if (!isExportPeriod(start, end)) {
      setError(MSG_EXPORT_PERIOD);
      notice.error(MSG_EXPORT_PERIOD);
      return;
    }
    setError(null);
    setBusy(true);
    setProgress(null);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const rows = await fetchExportRows(start, end, (read, total) => setProgress({ read, total }), controller.signal);
      if (rows.length === 0) {
        notice.info(MSG_EXPORT_NONE);
        return;
      }
      const { saveXlsx } = await import('@ws/sheets/xlsx-write');
      saveXlsx(exportSheet(rows), EXPORT_SHEET, exportFileName(start, end));
    } catch (err) {
      if (!controller.signal.aborted) noticeFailure(err);
    } finally {
      if (!controller.signal.aborted) {
        setBusy(false);
        setProgress(null);
      }
    }
  };

  return (
    <section className={classes.section} aria-labelledby="stats-export">
      <h2 id="stats-export" className={classes.sectionTitle}>
        导出订单
      </h2>
      <form className={classes.exportForm} onSubmit={(e) => void submit(e)} noValidate aria-label="导出订单">
        <TextField
          type="date"
          label="开始日期"
          size="sm"
          className={classes.dateField}
          value={period.start}
          onChange={(e) => change('start', e.currentTarget.value)}
          error={error !== null}
          aria-describedby={error ? 'stats-export-error' : undefined}
          disabled={busy}
        />
        <TextField
          type="date"
          label="结束日期"
          size="sm"
          className={classes.dateField}
          value={period.end}
          onChange={(e) => change('end', e.currentTarget.value)}
          error={error !== null}
          aria-describedby={error ? 'stats-export-error' : undefined}
          disabled={busy}
        />
        <Button type="submit" size="sm" loading={busy} disabled={busy}>
          导出订单
        </Button>
      </form>
      {error && (
        <p id="stats-export-error" className={classes.exportError}>
          {error}
        </p>
      )}
      <p className={classes.progress} role="status" aria-live="polite">
        {busy ? (progress ? `已导出 ${progress.read} / ${progress.total}` : '正在导出…') : ''}
      </p>
    </section>
  );
}
