// The 登录密码 tab: phone, SMS code (usecate resetpwd), new password and its confirmation, with the spec's
// messages (请输入手机号码, 请正确输入手机号码, 请输入手机验证码, 请输入密码, 密码必须包含大小写字母,
// 请再次输入密码, 两次输入密码不一致!). The server ends every session of the account on success, so this one
// ends too: the login page says 密码已修改，请重新登录 and returns here.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useSession, notice, signOutTo, SmsCodeField, useForm } from '@ws/ui';
import { uconfigResetPasswordRules } from '@ws/validators/account';
import { useResetPassword } from '../api/use-account';
import classes from './personal.module.css';

/** The show-password button at a finger's size (Mantine's default is about 23 px at this input size). */
const TOGGLE_SIZE = { '--psi-button-size': '2rem' } as CSSProperties;

export const MSG_PASSWORD_CHANGED = '密码已修改，请重新登录';

export function PasswordForm() {
  const phone = useSession((s) => s.phone);
  const form = useForm({
    initialValues: { user_mobile: phone ?? '', smscode: '', user_password: '', confirm_password: '' },
    validate: uconfigResetPasswordRules,
  });
  const reset = useResetPassword();
  const submit = form.onSubmit(({ user_mobile, smscode, user_password }) =>
    reset.mutate(
      { user_mobile, smscode, user_password },
      {
        onSuccess: () => signOutTo(MSG_PASSWORD_CHANGED),
        onError: (e) => notice.error(e.message),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="修改登录密码" className={classes.form}>
      <Stack gap="sm">
        <TextInput label="手机号码" inputMode="tel" autoComplete="tel" maxLength={11} {...form.getInputProps('user_mobile')} />
        <SmsCodeField placeholder="请输入手机验证码" phone={form.values.user_mobile} usecate="resetpwd" {...form.getInputProps('smscode')} />
        <PasswordInput label="新密码" placeholder="需包含大小写字母" autoComplete="new-password" style={TOGGLE_SIZE} {...form.getInputProps('user_password')} />
        <PasswordInput label="确认密码" placeholder="请再次输入密码" autoComplete="new-password" style={TOGGLE_SIZE} {...form.getInputProps('confirm_password')} />
        <div>
          <Button type="submit" loading={reset.isPending} disabled={reset.isPending}>
            确认修改
          </Button>
        </div>
      </Stack>
    </form>
  );
}
