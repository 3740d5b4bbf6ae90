// /forgetPassword (spec 01 §4 "Forgot password"): state 1 the form (手机号, 验证码, 新密码, 确认密码),
// state 2 the success result with a link back to /login. Failure: the server message in a dialog.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AppLink, noticeOutcome, PageContainer, SmsCodeField, useForm } from '@ws/ui';
import { forgetPasswordRules } from '@ws/validators/account';
import { useResetPassword } from '../api/reset-password';
import { showErrorDialog } from '../lib/show-api-error';
import { PasswordField } from './password-field';

export const MSG_RESET_SUCCESS = '修改密码成功';

interface Values {
  user_mobile: string;
  smscode: string;
  user_password: string;
  confirm_password: string;
}

function ResetSuccess() {
  return (
    <Stack align="center" gap="md" py="lg" role="status">
      <Text fz={48} lh={1} c="green" aria-hidden>
        ✓
      </Text>
      <Title order={2} size="h3">
        {MSG_RESET_SUCCESS}
      </Title>
      <Text c="dimmed" size="sm">
        请使用新密码登录
      </Text>
      <Button component={AppLink} to="/login">
        去登录
      </Button>
    </Stack>
  );
}

function ResetForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({
    initialValues: { user_mobile: '', smscode: '', user_password: '', confirm_password: '' },
    validate: forgetPasswordRules,
  });
  const reset = useResetPassword();

  const submit = form.onSubmit(({ user_mobile, smscode, user_password }) => {
    reset.mutate(
      { user_mobile, smscode, user_password },
      noticeOutcome(MSG_RESET_SUCCESS, onDone, showErrorDialog),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="找回密码">
      <Stack gap="md">
        <TextInput label="手机号" placeholder="请输入手机号" autoComplete="tel" inputMode="tel" {...form.getInputProps('user_mobile')} />
        <SmsCodeField phone={form.values.user_mobile} usecate="resetpwd" {...form.getInputProps('smscode')} />
        <PasswordField
          label="新密码"
          placeholder="至少8位，需包含大小写字母"
          autoComplete="new-password"
          {...form.getInputProps('user_password')}
        />
        <PasswordField
          label="确认密码"
          placeholder="请再次输入密码"
          autoComplete="new-password"
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          确定
        </Button>
      </Stack>
    </form>
  );
}

export function ForgetPasswordPage() {
  const [done, setDone] = useState(false);
  return (
    <PageContainer>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={480} mx="auto" my="xl">
        {done ? (
          <ResetSuccess />
        ) : (
          <>
            <Title order={1} size="h3" mb="md" ta="center">
              忘记密码
            </Title>
            <ResetForm onDone={() => setDone(true)} />
            <Text size="sm" ta="center" mt="md">
              想起密码了？
              <Anchor component={AppLink} to="/login" size="sm">
            返回登录
          </Anchor>
            </Text>
          </>
        )}
      </Paper>
    </PageContainer>
  );
}
