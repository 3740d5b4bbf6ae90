// A 验证码 input with the send-code button beside it (the button checks the phone itself): the login,
// registration and password forms of the portal and the personal centre's password and account-deletion forms.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { Box, Group, TextInput, type TextInputProps } from '@mantine/core';
import type { SmsUsecate } from '@ws/api-sdk';
import { SmsCodeButton } from './sms-code-button';

export interface SmsCodeFieldProps extends Omit<TextInputProps, 'label'> {
  /** default 验证码 (the company forms say 手机验证码) */
  label?: string;
  phone: string;
  usecate: SmsUsecate;
}

export function SmsCodeField({ phone, usecate, label = '验证码', ...inputProps }: SmsCodeFieldProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        label={label}
        placeholder="请输入验证码"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        style={{ flex: 1 }}
        {...inputProps}
      />
      {/* the input's label line, so the button lines up with the input box */}
      <Box pt="calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2px)" style={{ flexShrink: 0 }}>
        <SmsCodeButton phone={phone} usecate={usecate} />
      </Box>
    </Group>
  );
}
