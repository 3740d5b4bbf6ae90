import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError, call } from '@ws/api-sdk';
import type { SmsUsecate } from '@ws/validators/constants';
import { alertDialog } from '../feedback/dialogs';
import { notice } from '../feedback/notice';

/** Seconds before another code may be requested (spec: the button counts down 60 s). */
export const SMS_COUNTDOWN_SECONDS = 60;

export interface SmsCodeButtonProps extends Omit<ButtonProps, 'children' | 'loading' | 'disabled'> {
  /** the phone number the code goes to */
  phone: string | null | undefined;
  /** login, resetpwd, register or companyjoin */
  usecate: SmsUsecate;
  /** extra condition that disables the button (for example while the form submits) */
  disabled?: boolean;
  /** after the server accepted the request */
  onSent?: () => void;
}

/**
 * 获取验证码: checks the phone (请正确填写手机号码), calls sendsms, notices 发送成功 and counts down
 * 60 s ({n}秒后重新获取); a refusal shows the server's message in a dialog.
 */
export function SmsCodeButton({ phone, usecate, disabled, onSent, variant = 'light', ...buttonProps }: SmsCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);
  const mounted = useRef(true);
  // guards double clicks before `sending` renders
  const busy = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const send = async () => {
    if (busy.current || left > 0) return;
    busy.current = true;
    try {
      await request();
    } finally {
      busy.current = false;
    }
  };

  const request = async () => {
    // The validators load with the first click: they stay out of the entry chunk that holds the header.
    const { smsPhoneError } = await import('@ws/validators/account');
    const error = smsPhoneError(phone);
    if (error) {
      notice.warning(error);
      return;
    }
    setSending(true);
    let failure: string | null = null;
    try {
      await call('sendsms', { ac: 'appvercode', phone: String(phone).trim(), usecate, expireTime: 5 });
      if (mounted.current) {
        notice.success('发送成功');
        setLeft(SMS_COUNTDOWN_SECONDS);
        onSent?.();
      }
    } catch (e) {
      // not logged in and 404 are already shown by the call layer
      if (!(e instanceof ApiError && (e.kind === 'notLoggedIn' || e.kind === 'http404'))) {
        failure = e instanceof Error && e.message ? e.message : '发送失败';
      }
    } finally {
      if (mounted.current) setSending(false);
    }
    if (failure) await alertDialog({ message: failure });
  };

  return (
    <Button
      type="button"
      variant={variant}
      {...buttonProps}
      loading={sending}
      disabled={disabled || left > 0}
      onClick={() => void send()}
      aria-live="polite"
    >
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
