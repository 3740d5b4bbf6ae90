// 企业会员 registration (spec 01 §5 "Enterprise registration", join/join2Usre): the company fields plus the
// login account (a phone) and password and the agreement. The SMS code goes to the login account's phone
// (usecate register), and the user's real code and enterprise name are sent (deliberate departure from
// the original's fixed values). The record starts under review; success: 注册成功, then /login.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { CompanyFields, noticeFailure, useForm } from '@ws/ui';
import { AgreementCheckbox } from '@/shared/agreement-checkbox';
import { useRegisterDone } from '@/shared/register-done';
import { useJoinRegister } from '../api/join-register';
import { emptyRegister, toRegisterPayload, validateRegister, type RegisterFormValues } from '../lib/company-form';

interface EnterpriseRegisterFormProps {
  /** opens the user agreement (the register page owns the dialog) */
  onShowAgreement?: () => void;
}

export function EnterpriseRegisterForm({ onShowAgreement }: EnterpriseRegisterFormProps) {
  const form = useForm<RegisterFormValues>({ initialValues: emptyRegister, validate: validateRegister });
  const register = useJoinRegister();
  const done = useRegisterDone();

  const submit = form.onSubmit((values) => {
    register.mutate(toRegisterPayload(values), { onSuccess: done, onError: noticeFailure });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="企业会员注册">
      <Stack gap="md">
        <CompanyFields
          form={form}
          smsPhone={form.values.user_mobile}
          smsUsecate="register"
          smsHint="验证码发送至登录账号（手机号）"
          accountFields={
            <>
              <TextInput
                label="登录账号"
                placeholder="请输入手机号，用于登录"
                inputMode="tel"
                autoComplete="username"
                withAsterisk
                {...form.getInputProps('user_mobile')}
              />
              <PasswordInput label="登录密码" placeholder="请输入登录密码" autoComplete="new-password" withAsterisk {...form.getInputProps('user_password')} />
            </>
          }
        />
        <AgreementCheckbox onShowAgreement={() => onShowAgreement?.()} invalid={Boolean(form.errors.agree)} {...form.getInputProps('agree', { type: 'checkbox' })} />
        <Button type="submit" fullWidth loading={register.isPending} disabled={register.isPending}>
          注册
        </Button>
      </Stack>
    </form>
  );
}
