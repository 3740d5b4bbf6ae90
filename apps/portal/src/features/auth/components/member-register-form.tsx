// 普通会员 registration (spec 01 §5 "Ordinary registration"): 手机号, 验证码 (usecate register),
// 密码, 所在区域, 邀请码, 账号名 and the agreement. The real SMS code is sent (deliberate departure from
// the original, which sent a fixed value). Failure: the server message as an error notice, inputs kept.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { PROVINCE_CODE, type RegisterReq } from '@ws/api-sdk';
import { noticeFailure, RegionSelect, SmsCodeField, useForm } from '@ws/ui';
import { registerRules } from '@ws/validators/account';
import { REGION_PROVINCE_NAME } from '@ws/validators/company-form';
import { AgreementCheckbox } from '@/shared/agreement-checkbox';
import { useRegisterDone } from '@/shared/register-done';
import { useRegister } from '../api/register';
import { PasswordField } from './password-field';

const AgreementModal = lazy(() => import('./agreement-modal'));

interface Values {
  user_mobile: string;
  smscode: string;
  user_password: string;
  city_code: string;
  city: string;
  county_code: string;
  county: string;
  tuijianma: string;
  user_account: string;
  agree: boolean;
}

const initialValues: Values = {
  user_mobile: '',
  smscode: '',
  user_password: '',
  city_code: '',
  city: '',
  county_code: '',
  county: '',
  tuijianma: '',
  user_account: '',
  agree: false,
};

export const toRegisterPayload = (v: Values): RegisterReq => ({
  user_mobile: v.user_mobile,
  smscode: v.smscode,
  user_password: v.user_password,
  province: REGION_PROVINCE_NAME,
  province_code: String(PROVINCE_CODE),
  city: v.city,
  city_code: v.city_code,
  county: v.county,
  county_code: v.county_code,
  ...(v.tuijianma.trim() ? { tuijianma: v.tuijianma.trim() } : {}),
  ...(v.user_account.trim() ? { user_account: v.user_account.trim() } : {}),
});

export function MemberRegisterForm() {
  const form = useForm<Values>({ initialValues, validate: registerRules });
  const register = useRegister();
  const done = useRegisterDone();
  const [agreementOpen, setAgreementOpen] = useState(false);
  // mounted from the first opening on, so that closing keeps its transition
  const [agreementLoaded, setAgreementLoaded] = useState(false);

  const submit = form.onSubmit((values) => {
    register.mutate(toRegisterPayload(values), { onSuccess: done, onError: noticeFailure });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="普通会员注册">
      <Stack gap="md">
        <TextInput label="手机号" placeholder="请输入手机号" autoComplete="tel" inputMode="tel" {...form.getInputProps('user_mobile')} />
        <SmsCodeField phone={form.values.user_mobile} usecate="register" {...form.getInputProps('smscode')} />
        <PasswordField
          label="密码"
          placeholder="至少8位，需包含大小写字母"
          autoComplete="new-password"
          {...form.getInputProps('user_password')}
        />
        <RegionSelect
          label="所在区域"
          required={false}
          cityCode={form.values.city_code}
          countyCode={form.values.county_code}
          error={form.errors.county_code as string | undefined}
          onCityChange={(city) => {
            form.setValues({ city_code: city?.code ?? '', city: city?.name ?? '', county_code: '', county: '' });
          }}
          onCountyChange={(county) => {
            form.setValues({ county_code: county?.code ?? '', county: county?.name ?? '' });
            form.clearFieldError('county_code');
          }}
        />
        <TextInput label="邀请码" placeholder="选填" {...form.getInputProps('tuijianma')} />
        <TextInput label="账号名" placeholder="选填" autoComplete="username" {...form.getInputProps('user_account')} />
        <AgreementCheckbox
          onShowAgreement={() => {
            setAgreementLoaded(true);
            setAgreementOpen(true);
          }}
          invalid={Boolean(form.errors.agree)}
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={register.isPending} disabled={register.isPending}>
          注册
        </Button>
      </Stack>
      {agreementLoaded && (
        <Suspense fallback={null}>
          <AgreementModal opened={agreementOpen} onClose={() => setAgreementOpen(false)} />
        </Suspense>
      )}
    </form>
  );
}
