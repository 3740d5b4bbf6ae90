// /integral: the points balance and the ledger, 20 a page, + for positive amounts.
import { Empty, Pager, QueryState, useListParams } from '@ws/ui';
import { POINTS_PAGE_SIZE, usePoints } from '../api/use-lists';
import { signedPoints } from '../lib/format';
import classes from './personal.module.css';

export function PointsPage() {
  const { page, setPage } = useListParams([]);
  const points = usePoints(page);
  return (
    <QueryState query={points}>
      {(d) => (
        <>
          <div className={classes.cards}>
            <div className={classes.card}>
              <div className={classes.cardValue} data-testid="points-balance">
                {d.ProfitJifen}
              </div>
              <div className={classes.cardLabel}>当前积分（100积分=1元）</div>
            </div>
          </div>
          <h2 className={classes.sectionTitle}>积分明细</h2>
          {d.items.length === 0 ? (
            <Empty />
          ) : (
            <>
              <ul className={classes.rows} aria-label="积分明细">
                {d.items.map((r) => (
                  <li key={r.id} className={classes.row}>
                    <span className={classes.rowMain}>
                      {r.remark}
                      <br />
                      <span className={classes.muted}>{r.create_time}</span>
                    </span>
                    <span className={r.total > 0 ? classes.plus : classes.minus}>{signedPoints(r.total)}</span>
                    <span className={classes.muted}>余额 {r.cur_total}</span>
                  </li>
                ))}
              </ul>
              <Pager total={d.total} pageSize={POINTS_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </>
      )}
    </QueryState>
  );
}
