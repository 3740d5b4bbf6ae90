// A bank statement's rows (as @ws/sheets reads them) as the lines the server matches: date, amount (the
// credit: what came in), remitter, remark. Banks name their columns differently (交易日期 / 记账日期,
// 贷方金额 / 收入金额 / 金额, 对方户名 / 付款人, 附言 / 摘要 / 用途 …): the first of the first ten rows that names
// a date and an amount column is the header; without one the columns are date, amount, remitter, remark in
// that order. Rows without an amount (totals' labels, debits) are left out; Excel's date serials become days.
import { MAX_STATEMENT_LINES, MSG_STATEMENT_EMPTY, MSG_STATEMENT_TOO_LONG, type StatementLine } from '@ws/api-sdk';
import { excelSerialDate, SheetError, type Rows } from '@ws/sheets/read';

const DATE = /日期|时间|date/i;
const CREDIT = /贷方|收入|入账|credit/i;
const AMOUNT = /金额|amount/i;
const DEBIT = /借方|支出|debit/i;
const REMITTER = /对方户名|对方名称|对方账户名|付款人|付款方|汇款人|户名|remitter|payer/i;
const REMARK = /附言|摘要|备注|用途|说明|remark|memo/i;

interface Columns {
  date: number;
  amount: number;
  remitter: number;
  remark: number;
}

const find = (row: string[], re: RegExp, not?: RegExp) => row.findIndex((c) => re.test(c) && !(not && not.test(c)));

/** The header row's place and its columns, or null when no row of the first ten names a date and an amount. */
export function headerOf(rows: Rows): { at: number; columns: Columns } | null {
  for (let at = 0; at < Math.min(rows.length, 10); at++) {
    const row = rows[at]!;
    const date = find(row, DATE);
    const credit = find(row, CREDIT, DEBIT);
    const amount = credit >= 0 ? credit : find(row, AMOUNT, DEBIT);
    if (date >= 0 && amount >= 0) return { at, columns: { date, amount, remitter: find(row, REMITTER), remark: find(row, REMARK) } };
  }
  return null;
}

/** The statement's lines; SheetError with a Chinese message when there are none or too many. */
export function statementLines(rows: Rows): StatementLine[] {
  const header = headerOf(rows);
  const columns = header?.columns ?? { date: 0, amount: 1, remitter: 2, remark: 3 };
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '') : '');
  const lines = rows
    .slice(header ? header.at + 1 : 0)
    .map((row) => {
      const date = cell(row, columns.date);
      return { date: excelSerialDate(date) ?? date, amount: cell(row, columns.amount), remitter: cell(row, columns.remitter), remark: cell(row, columns.remark) };
    })
    .filter((l) => l.amount !== '');
  if (lines.length === 0) throw new SheetError(MSG_STATEMENT_EMPTY);
  if (lines.length > MAX_STATEMENT_LINES) throw new SheetError(MSG_STATEMENT_TOO_LONG);
  return lines;
}
