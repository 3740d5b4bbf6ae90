// The personal centre's ledgers (/integral 我的积分, /myUserMoney 我的钱包): the balance, then the history
// rows (what, when, the signed change, the balance after it) with the pager; 亲，未找到记录~ when empty.
import type { ReactNode } from 'react';
import { Empty, Pager } from '@ws/ui';
import classes from './ledger-list.module.css';

export interface LedgerRow {
  id: number;
  remark: string;
  time: string;
  /** the signed change as shown: +10, -3.50 */
  change: string;
  /** an income (green) or an outgo (red) */
  income: boolean;
  /** the balance after this row */
  balance: string;
}

export interface LedgerListProps {
  balance: { value: ReactNode; label: string; testId?: string };
  /** the history's heading and the list's name: 积分明细, 余额明细 */
  title: string;
  rows: LedgerRow[];
  total: number;
  pageSize: number;
  page: number;
  onPageChange(page: number): void;
}

export function LedgerList({ balance, title, rows, total, pageSize, page, onPageChange }: LedgerListProps) {
  return (
    <>
      <div className={classes.balance}>
        <div className={classes.balanceValue} data-testid={balance.testId}>
          {balance.value}
        </div>
        <div className={classes.balanceLabel}>{balance.label}</div>
      </div>
      <h2 className={classes.title}>{title}</h2>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <>
          <ul className={classes.list} aria-label={title}>
            {rows.map((r) => (
              <li key={r.id} className={classes.entry}>
                <span className={classes.what}>
                  {r.remark}
                  <span className={classes.when}>{r.time}</span>
                </span>
                <span className={r.income ? classes.income : classes.outgo}>{r.change}</span>
                <span className={classes.when}>余额 {r.balance}</span>
              </li>
            ))}
          </ul>
          <Pager total={total} pageSize={pageSize} page={page} onChange={onPageChange} />
        </>
      )}
    </>
  );
}
