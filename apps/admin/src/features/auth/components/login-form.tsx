// /admin/login: 账号 and 密码, 登录 (busy while the call runs; Enter submits). Empty fields say 请输入账号 /
// 请输入密码 without a call; the server's refusal (账号或密码错误) shows above the button. On success the staff
// token and profile are kept (the console's own keys) and the console opens where the login was asked for
// (an internal /admin path only), else 工作台. Where the server asks for the second factor (production), the
// 动态验证码 field appears (the authenticator's 6 digits, or a one-time recovery code) and the form is sent again.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Loader.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG_SECOND_FACTOR_REQUIRED, MSG_SECOND_FACTOR_WRONG, MSG_STAFF_LOGIN_OK } from '@ws/api-sdk';
import { safeAdminRedirect } from '@ws/routes';
import { failureMessage, notice } from '@ws/ui';
import { CONSOLE_NAME } from '@/shared/layout';
import { routerPath } from '@/shared/navigation';
import { staffSession } from '@/shared/session';
import { useAdminLogin } from '../api/admin-login';
import { checkStaffLogin } from '../lib/login-rules';
import classes from './login-form.module.css';

interface Errors {
  account?: string;
  password?: string;
}

export function LoginForm() {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const login = useAdminLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    const next: Errors = checkStaffLogin({ account, password });
    setErrors(next);
    setFailure(null);
    if (next.account || next.password) return;
    login.mutate(
      { account: account.trim(), password, ...(askCode && code.trim() ? { code: code.trim() } : {}) },
      {
        onSuccess: (session) => {
          const target = safeAdminRedirect(params.get('redirect'));
          staffSession.signIn(session);
          notice.success(MSG_STAFF_LOGIN_OK);
          void navigate(routerPath(target), { replace: true });
        },
        onError: (error) => {
          const message = failureMessage(error);
          if (message === MSG_SECOND_FACTOR_REQUIRED || message === MSG_SECOND_FACTOR_WRONG) setAskCode(true);
          setFailure(message);
        },
      },
    );
  };

  return (
    <main className={classes.page}>
      <form className={classes.card} onSubmit={submit} noValidate aria-label="登录">
        <h1 className={classes.title}>{CONSOLE_NAME}</h1>
        <p className={classes.subtitle}>工作人员登录</p>
        <Stack gap="md">
          <TextInput
            label="账号"
            name="account"
            autoComplete="username"
            maxLength={50}
            value={account}
            error={errors.account}
            onChange={(e) => setAccount(e.currentTarget.value)}
          />
          <PasswordInput
            label="密码"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {askCode && (
            <TextInput
              label="动态验证码"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={10}
              description="身份验证器 App 中的 6 位数字；手机丢失时可输入恢复码"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoFocus
            />
          )}
          {failure && (
            <p className={classes.failure} role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
            登录
          </Button>
        </Stack>
      </form>
    </main>
  );
}
