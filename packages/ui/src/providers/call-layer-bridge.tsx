import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { configureCallLayer } from '@ws/api-sdk';
import type { AppName } from '@ws/routes';
import { alertDialog } from '../feedback/dialogs';
import { goToLogin } from '../navigation/go-to-login';
import { isLoggingOut } from '../session/logout-state';
import { notLoginMessageFor } from './not-login-message';

const noop = () => {};

/**
 * Connects the call layer's hooks to the UI, from inside the router: code -1 / notlogin -> the notice
 * (as this app's part of the spec spells it) and /login?redirect=<current path>; HTTP 404 -> the alert
 * 糟糕，404啦，请刷新重试一下.
 */
export function CallLayerBridge({ app }: { app: AppName }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location, app });
  useLayoutEffect(() => {
    latest.current = { navigate, location, app };
  });

  useEffect(() => {
    configureCallLayer({
      onNotLoggedIn(message) {
        if (isLoggingOut()) return;
        const { navigate: nav, location: loc, app: current } = latest.current;
        goToLogin({ from: `${loc.pathname}${loc.search}`, app: current, navigate: nav, message: notLoginMessageFor(current, message) });
      },
      onHttp404(message) {
        void alertDialog({ message });
      },
    });
    return () => configureCallLayer({ onNotLoggedIn: noop, onHttp404: noop });
  }, []);

  return null;
}
