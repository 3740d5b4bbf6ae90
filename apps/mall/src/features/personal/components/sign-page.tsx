// /mySign: today's state (-1 shows the button, 1 signed) and the history. The spec's "20 a page, 10
// loaded": the server is asked for 20 rows at a time and the list shows 10 of them; 加载更多 shows the other
// 10, and only the click after that fetches the next 20.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { QueryState, notice } from '@ws/ui';
import { useRef, useState } from 'react';
import { SIGN_SHOW_STEP, useIsSign, useSignHistory, useSignIn } from '../api/use-sign';
import { signedPoints } from '../lib/format';
import classes from './personal.module.css';

export const MSG_SIGNED = '签到成功';
export const LOAD_MORE = '加载更多';

function SignHistory() {
  const history = useSignHistory();
  const [shown, setShown] = useState(SIGN_SHOW_STEP);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = history;
  return (
    <QueryState query={history} isEmpty={(d) => d.pages[0]?.items.length === 0}>
      {(d) => {
        const loaded = d.pages.flatMap((p) => p.items);
        const total = d.pages.at(-1)?.total ?? 0;
        const rows = loaded.slice(0, shown);
        const more = rows.length < loaded.length || hasNextPage;
        const onMore = () => {
          // the rows of the page already here first; the next page only once they are all shown
          if (shown >= loaded.length && hasNextPage) void fetchNextPage();
          setShown((n) => n + SIGN_SHOW_STEP);
        };
        return (
          <>
            <ul className={classes.rows} aria-label="签到记录">
              {rows.map((r) => (
                <li key={r.id} className={classes.row}>
                  <span className={classes.rowMain}>{r.create_time}</span>
                  <span className={classes.plus}>{signedPoints(r.points)}积分</span>
                </li>
              ))}
            </ul>
            <p className={classes.muted} role="status" data-testid="sign-count">
              已显示 {rows.length} 条，共 {total} 条
            </p>
            {more && (
              <Button variant="default" onClick={onMore} loading={isFetchingNextPage} disabled={isFetchingNextPage}>
                {LOAD_MORE}
              </Button>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

export function SignPage() {
  const state = useIsSign();
  const signIn = useSignIn();
  // A double click sends its second click before the button re-renders disabled: it would be answered
  // 今日已签到 in red right after 签到成功. One sign-in in flight, whatever the button shows.
  const busy = useRef(false);
  const onSign = () => {
    if (busy.current) return;
    busy.current = true;
    signIn.mutate(undefined, {
      onSuccess: (r) => notice.success(`${MSG_SIGNED}，积分${signedPoints(r.points)}`),
      onError: (e) => notice.error(e.message),
      onSettled: () => {
        busy.current = false;
      },
    });
  };
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
      <SignHistory />
    </>
  );
}
