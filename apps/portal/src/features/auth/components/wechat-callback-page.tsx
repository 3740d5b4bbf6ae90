// /wxLoginCallback: where WeChat sends the window after the scan (redirect_uri?code=CODE&state=STATE). The
// code goes to the API once, with this tab's key for the state; a bound WeChat account is logged in and
// sent back where the login began, an unbound one gets the phone form (手机号 + SMS code, usecate login)
// that binds it to the member and logs in. A missing key (another tab or browser, a forged or old link)
// shows 登录已失效，请重新扫码 without asking the API.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { Button, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LoginResult } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, failureMessage, notice, PageContainer, SmsCodeField, useAppNavigate, useForm } from '@ws/ui';
import { messages } from '@ws/validators/messages';
import { phone11 } from '@ws/validators/account';
import { required } from '@ws/validators/rules';
import { useWechatBind, useWechatCallback } from '../api/wechat-login-callback';
import { establishSession } from '../lib/establish-session';
import { loginTarget } from '../lib/login-target';
import { showErrorDialog } from '../lib/show-api-error';
import { MSG_LOGIN_SUCCESS } from '../lib/use-finish-login';
import { forgetWechatLogin, readWechatLogin, type WechatLoginSession } from '../lib/wechat-login-session';

export const MSG_WECHAT_STALE = '登录已失效，请重新扫码';
export const MSG_WECHAT_DENIED = '未获得微信授权，请重新扫码';

const bindRules = {
  user_mobile: phone11(messages.uconfigPhoneRequired),
  smscode: required(messages.mobileCodeRequired),
};

function Failed({ message, redirect }: { message: string; redirect: string | null }) {
  return (
    <Stack align="center" gap="md">
      <Text c="red" role="alert">
        {message}
      </Text>
      <Button component={AppLink} to={paths.login(redirect ?? undefined)} variant="light">
        返回登录
      </Button>
    </Stack>
  );
}

function BindForm({ state, session, nickname, onLogin }: { state: string; session: WechatLoginSession; nickname: string; onLogin: (r: LoginResult) => Promise<void> }) {
  const form = useForm({ initialValues: { user_mobile: '', smscode: '' }, validate: bindRules });
  const bind = useWechatBind();
  const [finishing, setFinishing] = useState(false);
  const busy = bind.isPending || finishing;
  const submit = form.onSubmit((values) => {
    bind.mutate(
      { state, browser_key: session.key, user_mobile: values.user_mobile, smscode: values.smscode },
      {
        onSuccess: (login) => {
          setFinishing(true);
          onLogin(login).catch((e: unknown) => {
            setFinishing(false);
            showErrorDialog(e);
          });
        },
        onError: showErrorDialog,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="绑定手机号">
      <Stack gap="md">
        <Text size="sm">
          微信账号{nickname ? `「${nickname}」` : ''}尚未绑定本站账号。请验证您的手机号，绑定后即可使用微信扫码直接登录。
        </Text>
        <TextInput label="手机号" placeholder="请输入手机号码" autoComplete="tel" inputMode="tel" maxLength={11} {...form.getInputProps('user_mobile')} />
        <SmsCodeField phone={form.values.user_mobile} usecate="login" {...form.getInputProps('smscode')} />
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          绑定并登录
        </Button>
      </Stack>
    </form>
  );
}

export function WechatCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  // read once: the entry is removed when the login ends
  const [session] = useState(() => readWechatLogin(state));
  const callback = useWechatCallback();
  const [finishError, setFinishError] = useState<string | null>(null);
  const sent = useRef(false);

  const onLogin = useCallback(
    async (login: LoginResult) => {
      await establishSession(login);
      forgetWechatLogin(state);
      notice.success(MSG_LOGIN_SUCCESS);
      navigate(loginTarget(session?.redirect ?? null), { replace: true });
    },
    [navigate, session, state],
  );

  useEffect(() => {
    // once per page: WeChat's code can be exchanged only once (React's strict mode runs effects twice)
    if (sent.current || !session || !code || !state) return;
    sent.current = true;
    callback.mutate(
      { code, state, browser_key: session.key },
      {
        onSuccess: (r) => {
          if (r.status === 'login') onLogin(r.login).catch((e: unknown) => setFinishError(failureMessage(e) ?? MSG_WECHAT_STALE));
        },
        onError: () => forgetWechatLogin(state),
      },
    );
  }, [callback, code, onLogin, session, state]);

  let body;
  if (!session) body = <Failed message={MSG_WECHAT_STALE} redirect={null} />;
  else if (!code) body = <Failed message={MSG_WECHAT_DENIED} redirect={session.redirect} />;
  else if (callback.isError) body = <Failed message={failureMessage(callback.error) ?? MSG_WECHAT_STALE} redirect={session.redirect} />;
  else if (finishError) body = <Failed message={finishError} redirect={session.redirect} />;
  else if (callback.data?.status === 'bind') body = <BindForm state={state} session={session} nickname={callback.data.nickname} onLogin={onLogin} />;
  else
    body = (
      <Stack align="center" gap="sm" py="lg">
        <Loader size="sm" aria-label="正在登录" />
        <Text size="sm" role="status">
          正在使用微信登录…
        </Text>
      </Stack>
    );

  return (
    <PageContainer>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={440} mx="auto" my="xl">
        <Title order={1} size="h3" mb="md" ta="center">
          微信登录
        </Title>
        {body}
      </Paper>
    </PageContainer>
  );
}
