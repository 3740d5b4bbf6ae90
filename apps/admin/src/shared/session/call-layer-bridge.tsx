import { useLayoutEffect, useRef } from 'react';
import { configureCallLayer } from '@ws/api-sdk';
import { alertDialog } from '@ws/ui';
import { useEndSession } from './end-session';
import { staffToken } from './staff-session';

const noop = () => {};

/**
 * The call layer as the console needs it: the staff token on every call (never the members' session), a
 * not-logged-in answer ends the staff session and goes to /admin/login?redirect=<this page>, and the
 * HTTP 404 alert. Configured in a layout effect, before any screen's read starts.
 */
export function CallLayerBridge() {
  const end = useEndSession();
  const latest = useRef(end);
  useLayoutEffect(() => {
    latest.current = end;
  });
  useLayoutEffect(() => {
    configureCallLayer({
      token: staffToken,
      onNotLoggedIn: (message) => void latest.current('expired', message),
      onHttp404: (message) => void alertDialog({ message }),
    });
    return () => configureCallLayer({ onNotLoggedIn: noop, onHttp404: noop, token: () => null });
  }, []);
  return null;
}
