// The browser's half of a WeChat login's state (CSRF): a random key made before wxlogin/create, kept in this
// tab's session storage under the state the API answers, with the page to return to. WeChat sends the same
// tab back to /wxLoginCallback, which presents the key again; another browser (or a forged link) has none.
import { getSessionItem, setSessionItem } from '@ws/ui';

const PREFIX = 'wxLogin.';

export interface WechatLoginSession {
  key: string;
  /** the login page's ?redirect= (null when absent) */
  redirect: string | null;
}

/** 32 random bytes as hex (crypto.getRandomValues works on plain http too, unlike crypto.subtle). */
export function newBrowserKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function saveWechatLogin(state: string, session: WechatLoginSession): void {
  setSessionItem(`${PREFIX}${state}`, JSON.stringify(session));
}

export function readWechatLogin(state: string): WechatLoginSession | null {
  if (!state) return null;
  const raw = getSessionItem(`${PREFIX}${state}`);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<WechatLoginSession>;
    return typeof v.key === 'string' && v.key ? { key: v.key, redirect: typeof v.redirect === 'string' ? v.redirect : null } : null;
  } catch {
    return null;
  }
}

export function forgetWechatLogin(state: string): void {
  setSessionItem(`${PREFIX}${state}`, null);
}

/**
 * The qrconnect page as WeChat's wxLogin.js frames it: the authorize URL with self_redirect=false (WeChat
 * then sends the top window to the callback) and without the #wechat_redirect fragment. Null for anything
 * but an http(s) URL (a server-given `javascript:` never becomes a frame).
 */
export function framedQrconnectUrl(authorizeUrl: string): string | null {
  try {
    const protocol = new URL(authorizeUrl, window.location.origin).protocol;
    if (protocol !== 'https:' && protocol !== 'http:') return null;
  } catch {
    return null;
  }
  const base = authorizeUrl.split('#')[0] ?? authorizeUrl;
  return `${base}${base.includes('?') ? '&' : '?'}self_redirect=false`;
}
