// /myUserMoney: the wallet balance and its history (10 a page).
import { Empty, Pager, QueryState, useListParams } from '@ws/ui';
import { WALLET_PAGE_SIZE, useWallet } from '../api/use-lists';
import { signedMoney } from '../lib/format';
import classes from './personal.module.css';

export function WalletPage() {
  const { page, setPage } = useListParams([]);
  const wallet = useWallet(page);
  return (
    <QueryState query={wallet}>
      {(d) => (
        <>
          <div className={classes.cards}>
            <div className={classes.card}>
              <div className={classes.cardValue}>¥{d.UserMoney}</div>
              <div className={classes.cardLabel}>钱包余额（元）</div>
            </div>
          </div>
          <h2 className={classes.sectionTitle}>余额明细</h2>
          {d.items.length === 0 ? (
            <Empty />
          ) : (
            <>
              <ul className={classes.rows} aria-label="余额明细">
                {d.items.map((r) => (
                  <li key={r.id} className={classes.row}>
                    <span className={classes.rowMain}>
                      {r.remark}
                      <br />
                      <span className={classes.muted}>{r.create_time}</span>
                    </span>
                    <span className={Number(r.amount) >= 0 ? classes.plus : classes.minus}>{signedMoney(r.amount)}</span>
                    <span className={classes.muted}>余额 {r.balance}</span>
                  </li>
                ))}
              </ul>
              <Pager total={d.total} pageSize={WALLET_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </>
      )}
    </QueryState>
  );
}
