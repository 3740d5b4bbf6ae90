// 短信登录 tab: 手机号 and 验证码 with the send-code button (usecate login) (spec 01 §5 "Login by SMS").
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { SmsCodeField, useForm } from '@ws/ui';
import { loginSmsRules } from '@ws/validators/account';
import { useLogin } from '../api/login';
import { showErrorDialog } from '../lib/show-api-error';
import { useFinishLogin } from '../lib/use-finish-login';

interface Values {
  user_mobile: string;
  smscode: string;
}

export function SmsLoginForm() {
  const form = useForm<Values>({ initialValues: { user_mobile: '', smscode: '' }, validate: loginSmsRules });
  const login = useLogin();
  const finishLogin = useFinishLogin();

  const submit = form.onSubmit((values) => {
    login.mutate(
      { user_mobile: values.user_mobile, login_type: 'smscode', smscode: values.smscode },
      { onSuccess: finishLogin, onError: showErrorDialog },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="短信登录">
      <Stack gap="md">
        <TextInput label="手机号" placeholder="请输入手机号" autoComplete="tel" inputMode="tel" {...form.getInputProps('user_mobile')} />
        <SmsCodeField phone={form.values.user_mobile} usecate="login" {...form.getInputProps('smscode')} />
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          登录
        </Button>
      </Stack>
    </form>
  );
}
