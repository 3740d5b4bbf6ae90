// /mySign: today's state (-1 shows the button, 1 signed) and the history, 20 a page (page in the URL).
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Pager, QueryState, notice, useListParams } from '@ws/ui';
import { SIGN_PAGE_SIZE, useIsSign, useSignHistory, useSignIn } from '../api/use-sign';
import { signedPoints } from '../lib/format';
import classes from './personal.module.css';

export const MSG_SIGNED = '签到成功';

export function SignPage() {
  const { page, setPage } = useListParams([]);
  const state = useIsSign();
  const history = useSignHistory(page);
  const signIn = useSignIn();
  const onSign = () =>
    signIn.mutate(undefined, {
      onSuccess: (r) => notice.success(`${MSG_SIGNED}，积分${signedPoints(r.points)}`),
      onError: (e) => notice.error(e.message),
    });
  return (
    <>
      <QueryState query={state} inline>
        {(s) =>
          s.status === 1 ? (
            <p role="status">今日已签到，明天再来吧~</p>
          ) : (
            <Button onClick={onSign} loading={signIn.isPending} disabled={signIn.isPending}>
              立即签到（+{s.reward}积分）
            </Button>
          )
        }
      </QueryState>
      <h2 className={classes.sectionTitle}>签到记录</h2>
      <QueryState query={history} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <ul className={classes.rows} aria-label="签到记录">
              {d.items.map((r) => (
                <li key={r.id} className={classes.row}>
                  <span className={classes.rowMain}>{r.create_time}</span>
                  <span className={classes.plus}>{signedPoints(r.points)}积分</span>
                </li>
              ))}
            </ul>
            <Pager total={d.total} pageSize={SIGN_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
