// The one confirm dialog and the one alert dialog (Mantine modals) with the spec's button texts.
// The Modal CSS comes with the lazily loaded ModalsProvider (providers/modals-view.tsx). A text message
// is a plain paragraph styled like <Text size="sm">: this module is in every entry chunk (the 404 alert).
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import classes from './dialogs.module.css';

export interface ConfirmDialogOptions {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface AlertDialogOptions {
  title?: ReactNode;
  message: ReactNode;
}

const body = (message: ReactNode) => (typeof message === 'string' ? <p className={classes.message}>{message}</p> : message);

/** Ask a question; resolves true on 确定, false on 取消 / close / Escape. */
export function confirmDialog({ title = '提示', message, confirmLabel = '确定', cancelLabel = '取消' }: ConfirmDialogOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (v: boolean) => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    modals.openConfirmModal({
      title,
      children: body(message),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

const openAlerts = new Map<string, Promise<void>>();
let alertSeq = 0;

/**
 * Show a message with one 确定 button; resolves when it is closed. The same text is shown once while
 * it is open (several failing calls give one 404 alert), and every caller waits for that one.
 */
export function alertDialog({ title = '提示', message }: AlertDialogOptions): Promise<void> {
  const key = typeof message === 'string' ? `text:${message}` : `node:${++alertSeq}`;
  const open = openAlerts.get(key);
  if (open) return open;
  const p = new Promise<void>((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      openAlerts.delete(key);
      resolve();
    };
    modals.openConfirmModal({
      title,
      children: body(message),
      labels: { confirm: '确定', cancel: '' },
      cancelProps: { style: { display: 'none' }, 'aria-hidden': true, tabIndex: -1 },
      onConfirm: settle,
      onClose: settle,
    });
  });
  openAlerts.set(key, p);
  return p;
}
