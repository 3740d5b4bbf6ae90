// The header's unread chat count: a link to /session with the number of messages the user has not read.
// Asked only when logged in, after the page settled (it is never part of the first screen's calls), then
// every minute; nothing shows while there is nothing unread or the call fails.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '@ws/api-sdk';
import { AppLink } from '../navigation/app-link';
import { useSession } from '../session/use-session';
import classes from './site-header.module.css';

export const UNREAD_DELAY_MS = 2000;
export const UNREAD_REFRESH_MS = 60_000;

export function ChatUnreadBadge() {
  const userId = useSession((s) => (s.token ? (s.userId ?? '') : null));
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSettled(true), UNREAD_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  const unread = useQuery({
    queryKey: ['chat-unread', userId],
    queryFn: ({ signal }) => call('chatUnread', {}, { signal }),
    enabled: userId !== null && settled,
    refetchInterval: UNREAD_REFRESH_MS,
    retry: false,
  });
  const total = unread.data?.total ?? 0;
  if (userId === null || total <= 0) return null;
  return (
    <AppLink to="/session" className={classes.topLink} aria-label={`在线咨询，${total}条未读消息`}>
      消息<span className={classes.unreadBadge}>{total > 99 ? '99+' : total}</span>
    </AppLink>
  );
}
