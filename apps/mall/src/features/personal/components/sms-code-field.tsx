// A 验证码 input with the send-code button beside it (the button checks the phone itself).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { Box, Group, TextInput, type TextInputProps } from '@mantine/core';
import type { SmsUsecate } from '@ws/api-sdk';
import { SmsCodeButton } from '@ws/ui';

interface SmsCodeFieldProps extends Omit<TextInputProps, 'label'> {
  phone: string;
  usecate: SmsUsecate;
}

export function SmsCodeField({ phone, usecate, ...inputProps }: SmsCodeFieldProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        label="验证码"
        placeholder="请输入手机验证码"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        style={{ flex: 1 }}
        {...inputProps}
      />
      <Box pt="calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2px)" style={{ flexShrink: 0 }}>
        <SmsCodeButton phone={phone} usecate={usecate} />
      </Box>
    </Group>
  );
}
