// 导入银行流水: a .xlsx or .csv statement (date, amount, remitter, remark) read in the browser (@ws/sheets,
// loaded with this panel only), its lines sent to the server, which tells for each line which checkout its
// remark's 汇款识别码 names and whether the amount is what is due. A matched line offers 确认到账 (the dialog
// filled from the line); after a confirmation the lines are matched again. What cannot be read is said in
// Chinese, and the last good result stays.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { Badge, Button } from '@mantine/core';
import { STATEMENT_MATCH_LABELS, type StatementLine, type StatementMatch, type StatementMatchResult, type AdminTransferItem } from '@ws/api-sdk';
import { MSG_SHEET_UNREADABLE, readSheetFile, SheetError } from '@ws/sheets/read';
import { failureMessage } from '@ws/ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { DataTable, tableColumns } from '@/shared/table';
import { useStatementMatch } from '../api/transfers';
import { statementLines } from '../lib/statement';
import classes from './transfers.module.css';

const RESULT_COLOR: Record<StatementMatchResult, string> = { matched: 'teal', amount_mismatch: 'orange', paid: 'gray', not_found: 'red', bad_amount: 'red' };

export interface StatementImportProps {
  onConfirm: (transfer: AdminTransferItem, line: StatementLine) => void;
  /** bumps after each confirmation: the lines are matched again */
  confirmations: number;
}

const column = tableColumns<StatementMatch>();

export default function StatementImport({ onConfirm, confirmations }: StatementImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const match = useStatementMatch();
  const [fileName, setFileName] = useState('');
  const [lines, setLines] = useState<StatementLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate } = match;
  const seen = useRef(confirmations);
  useEffect(() => {
    if (seen.current === confirmations) return;
    seen.current = confirmations;
    if (lines.length > 0) mutate(lines);
  }, [confirmations, lines, mutate]);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setProblem(null);
    try {
      const read = statementLines(await readSheetFile(file));
      setFileName(file.name);
      setLines(read);
      mutate(read, { onError: (err) => setProblem(failureMessage(err)) });
    } catch (err) {
      setProblem(err instanceof SheetError ? err.message : MSG_SHEET_UNREADABLE);
    }
  };

  const columns = [
    column.accessor('line', { id: 'line', header: '行', enableHiding: false, sortFn: 'basic' }),
    column.accessor('date', { id: 'date', header: '日期', enableSorting: false }),
    column.accessor('amount', { id: 'amount', header: '金额', enableSorting: false }),
    column.accessor('remitter', { id: 'remitter', header: '付款人', enableSorting: false }),
    column.accessor('remark', { id: 'remark', header: '附言', enableSorting: false }),
    column.accessor('result', {
      id: 'result',
      header: '匹配结果',
      enableHiding: false,
      sortFn: 'basic',
      cell: (c) => (
        <Badge variant="light" color={RESULT_COLOR[c.getValue()]}>
          {STATEMENT_MATCH_LABELS[c.getValue()]}
        </Badge>
      ),
    }),
    column.display({
      id: 'transfer',
      header: '订单',
      enableSorting: false,
      cell: ({ row }) => {
        const t = row.original.transfer;
        return t ? (
          <span>
            <span className={classes.code}>{t.remit_code}</span> 应付 ¥{t.amount}
          </span>
        ) : (
          '—'
        );
      },
    }),
    column.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const { transfer, result } = row.original;
        return transfer && result === 'matched' ? (
          <Button size="compact-xs" onClick={() => onConfirm(transfer, row.original)} aria-label={`确认到账 第${row.original.line}行`}>
            确认到账
          </Button>
        ) : null;
      },
    }),
  ];

  const counts = (match.data ?? []).reduce<Partial<Record<StatementMatchResult, number>>>((a, m) => ({ ...a, [m.result]: (a[m.result] ?? 0) + 1 }), {});
  return (
    <section className={classes.import} aria-label="导入银行流水">
      <div className={classes.importHead}>
        <input ref={input} type="file" accept=".xlsx,.csv" hidden onChange={(e) => void choose(e)} aria-label="选择银行流水文件" />
        <Button variant="default" onClick={() => input.current?.click()} loading={match.isPending}>
          选择流水文件
        </Button>
        <span className={classes.hint}>支持 .xlsx、.csv：日期、金额、付款人、附言（附言中含汇款识别码），一次最多 500 条</span>
      </div>
      {problem && (
        <p role="alert" className={classes.problem}>
          {problem}
        </p>
      )}
      {match.data && (
        <>
          <p role="status" className={classes.summary}>
            {fileName}：共 {match.data.length} 条，
            {(Object.keys(STATEMENT_MATCH_LABELS) as StatementMatchResult[])
              .filter((r) => counts[r])
              .map((r) => `${STATEMENT_MATCH_LABELS[r]} ${counts[r]} 条`)
              .join('，')}
          </p>
          <DataTable columns={columns} data={match.data} getRowId={(m) => String(m.line)} label="流水匹配结果" columnsKey="adminStatementColumns" busy={match.isPending} />
        </>
      )}
    </section>
  );
}
