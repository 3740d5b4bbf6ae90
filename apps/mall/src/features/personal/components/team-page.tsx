// /teams: direct (total2) and whole-team (total) counts, then the members, 20 a page.
import { formatYuan, Pager, QueryState, useListParams } from '@ws/ui';
import { TEAM_PAGE_SIZE, useTeamMembers, useTeamTotals } from '../api/use-lists';
import classes from './personal.module.css';

export function TeamPage() {
  const { page, setPage } = useListParams([]);
  const totals = useTeamTotals();
  const members = useTeamMembers(page);
  return (
    <>
      <QueryState query={totals} inline>
        {(t) => (
          <div className={classes.cards}>
            <div className={classes.card}>
              <div className={classes.cardValue}>{t.total2}</div>
              <div className={classes.cardLabel}>直推人数</div>
            </div>
            <div className={classes.card}>
              <div className={classes.cardValue}>{t.total}</div>
              <div className={classes.cardLabel}>团队人数</div>
            </div>
          </div>
        )}
      </QueryState>
      <h2 className={classes.sectionTitle}>团队成员</h2>
      <QueryState query={members} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <ul className={classes.rows} aria-label="团队成员">
              {d.items.map((m) => (
                <li key={m.user_id} className={classes.row}>
                  <span className={classes.rowMain}>
                    {m.name || '会员'}（ID {m.user_id}）{m.user_mobile}
                    <br />
                    <span className={classes.muted}>加入时间 {m.insert_time}</span>
                  </span>
                  <span>{m.user_level === 1 ? '直推' : `第${m.user_level}级`}</span>
                  <span>消费 {formatYuan(m.buyTotal)}</span>
                  <span>收益 {formatYuan(m.profitTotal)}</span>
                  <span>下级 {m.subpn} 人</span>
                </li>
              ))}
            </ul>
            <Pager total={d.total} pageSize={TEAM_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
