// The one notice helper (Mantine notifications) for the spec's texts: 登录成功, 退出成功, 未登录或超时，请重新登陆 …
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { IconAlertTriangle, IconCheck, IconInfo, IconX } from '../icons/icons';
import { setSessionItem, takeSessionItem } from '../utils/session-storage';

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

const STYLE: Record<NoticeKind, { color: string; icon: ReactNode; autoClose: number }> = {
  success: { color: 'teal', icon: <IconCheck size={18} strokeWidth={2.4} />, autoClose: 3000 },
  error: { color: 'red', icon: <IconX size={18} strokeWidth={2.4} />, autoClose: 4500 },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} strokeWidth={2.2} />, autoClose: 4000 },
  info: { color: 'brand', icon: <IconInfo size={18} strokeWidth={2.2} />, autoClose: 3000 },
};

const show = (kind: NoticeKind) => (message: string) => {
  const s = STYLE[kind];
  // The same text of the same kind shows once while it is on screen (parallel failing calls).
  notifications.show({ id: `notice-${kind}-${message}`, position: 'top-center', message, color: s.color, icon: s.icon, autoClose: s.autoClose });
};

/** `notice.success('退出成功')` … short toasts at the top centre of the page. */
export const notice = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
} as const;

const PENDING_KEY = 'pendingNotice';

/**
 * Keep a notice for the next page load (a full load, e.g. to the other app, would lose the toast).
 * False when storage is unavailable: the caller shows it now instead.
 */
export function carryNotice(kind: NoticeKind, message: string): boolean {
  return setSessionItem(PENDING_KEY, JSON.stringify({ kind, message }));
}

type Carried = { kind: NoticeKind; message: string } | null;
let taken: { value: Carried } | undefined;

/**
 * Take (once per page load) the notice carried over from the previous page load. Read during the first
 * render: a screen's effect may carry a new notice before the providers' effects run.
 */
export function takeCarriedNotice(): Carried {
  if (taken) return taken.value;
  let value: Carried = null;
  const raw = takeSessionItem(PENDING_KEY);
  try {
    const parsed = raw ? (JSON.parse(raw) as { kind?: unknown; message?: unknown } | null) : null;
    if (parsed && typeof parsed.kind === 'string' && parsed.kind in STYLE && typeof parsed.message === 'string') {
      value = { kind: parsed.kind as NoticeKind, message: parsed.message };
    }
  } catch {
    // a malformed entry: nothing to show
  }
  taken = { value };
  return value;
}

/** Show a notice taken with takeCarriedNotice (the same text shows once while on screen). */
export function showCarriedNotice(carried: Carried): void {
  if (carried) notice[carried.kind](carried.message);
}

/** Tests only: forget what this page load already took. */
export function resetCarriedNoticeForTests(): void {
  taken = undefined;
}
