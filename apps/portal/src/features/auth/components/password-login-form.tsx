// 账号登录 tab: 手机号 (placeholder 手机号/用户名/邮箱) and 密码 (spec 01 §5 "Login by account").
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@ws/ui';
import { loginPasswordRules } from '@ws/validators/account';
import { useLogin } from '../api/login';
import { showErrorDialog } from '../lib/show-api-error';
import { useFinishLogin } from '../lib/use-finish-login';
import { PasswordField } from './password-field';

interface Values {
  user_mobile: string;
  user_password: string;
}

export function PasswordLoginForm() {
  const form = useForm<Values>({ initialValues: { user_mobile: '', user_password: '' }, validate: loginPasswordRules });
  const login = useLogin();
  const finishLogin = useFinishLogin();

  const submit = form.onSubmit((values) => {
    login.mutate(
      { user_mobile: values.user_mobile, login_type: 'password', user_password: values.user_password },
      { onSuccess: finishLogin, onError: showErrorDialog },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="账号登录">
      <Stack gap="md">
        <TextInput
          label="手机号"
          placeholder="手机号/用户名/邮箱"
          autoComplete="username"
          {...form.getInputProps('user_mobile')}
        />
        <PasswordField label="密码" placeholder="请输入密码" autoComplete="current-password" {...form.getInputProps('user_password')} />
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          登录
        </Button>
      </Stack>
    </form>
  );
}
