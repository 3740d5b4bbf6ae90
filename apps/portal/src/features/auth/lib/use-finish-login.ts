// The common end of every login path: notice 登录成功, then back to the page the user came from
// (a router navigation inside the portal, a full page load to a mall page), replacing /login in history.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { notice, useAppNavigate } from '@ws/ui';
import { loginTarget } from './login-target';

export const MSG_LOGIN_SUCCESS = '登录成功';

export function useFinishLogin(): () => void {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(() => {
    notice.success(MSG_LOGIN_SUCCESS);
    navigate(loginTarget(redirect), { replace: true });
  }, [navigate, redirect]);
}
