import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MSG_RELOGIN } from '@ws/api-sdk';
import { PageLoader } from '../layout/page-loader';
import { goToLogin } from '../navigation/go-to-login';
import { isLoggingOut } from '../session/logout-state';
import { useSession } from '../session/use-session';
import { useAppName } from './app-context';

function LoginRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const app = useAppName();
  const from = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (isLoggingOut()) return;
    goToLogin({ from, app, navigate, replace: true, message: MSG_RELOGIN });
  }, [from, app, navigate]);
  return <PageLoader />;
}

/** Renders children only with a token; otherwise notice 未登录或超时，请重新登陆 and /login?redirect=… */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  if (!token) return <LoginRedirect />;
  return <>{children}</>;
}
