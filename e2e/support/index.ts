// Helpers for journeys: demo accounts, unique phones, the dev SMS outbox, login (through the UI or the
// API), and envelope-unwrapping API calls. Import from '../support'.
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { API_PORT, BASE_URL, GATEWAY_PORT } from './env';

/** An amount as the apps print it (formatYuan of @ws/ui): ¥, thousands with commas, two decimals. */
export function yuan(v: string | number): string {
  const [whole = '0', cents = '00'] = Math.abs(Number(v)).toFixed(2).split('.');
  return `${Number(v) < 0 ? '-' : ''}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Password of every seeded demo account. */
export const DEMO_PASSWORD = 'Demo1234';

/** The seeded demo accounts (TEAM-BRIEF "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  member: { phone: '13800000001', name: '张三', password: DEMO_PASSWORD },
  company: { phone: '13800000002', name: '李四', company: '广州安信安全技术有限公司', password: DEMO_PASSWORD },
  salesman: { phone: '13800000003', name: '王五', password: DEMO_PASSWORD },
  expert: { phone: '13800000004', name: '赵六', password: DEMO_PASSWORD },
  customerService: { phone: '13800000005', name: '客服小安', password: DEMO_PASSWORD },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

const issued = new Set<string>();
/** A phone number no other test uses: '139' + 8 random digits (never a demo account, which start 138). */
export const uniquePhone = (prefix = '139'): string => {
  for (;;) {
    const phone = prefix + String(randomInt(0, 100_000_000)).padStart(11 - prefix.length, '0');
    if (!issued.has(phone)) {
      issued.add(phone);
      return phone;
    }
  }
};

export interface Envelope<T> {
  ok: boolean;
  code: number;
  msg: string;
  data: T;
}

/** GET /api<path> with query params; returns the envelope (asserting HTTP 200). */
export const apiGet = async <T = unknown>(request: APIRequestContext, apiPath: string, params: Record<string, string | number> = {}, token?: string) => {
  const res = await request.get(`/api${apiPath}`, { params, headers: token ? { token } : {} });
  expect(res.status(), `GET /api${apiPath}`).toBe(200);
  return (await res.json()) as Envelope<T>;
};

/** POST /api<path> with a JSON body; returns the envelope (asserting HTTP 200). */
export const apiPost = async <T = unknown>(request: APIRequestContext, apiPath: string, body: unknown = {}, token?: string) => {
  const res = await request.post(`/api${apiPath}`, { data: body, headers: token ? { token } : {} });
  expect(res.status(), `POST /api${apiPath}`).toBe(200);
  return (await res.json()) as Envelope<T>;
};

interface OutboxItem {
  phone: string;
  usecate: string;
  code: string;
  create_time: string;
}

/**
 * The latest SMS code sent to `phone` (GET /api/dev/sms-outbox?phone=, newest first), polling until one
 * arrives. `usecate` narrows to one use (login, resetpwd, register, companyjoin); `notCode` waits for a
 * code different from one already read (after a resend).
 */
export const readSmsCode = async (
  request: APIRequestContext,
  phone: string,
  { usecate, notCode, timeoutMs = 10_000 }: { usecate?: string; notCode?: string; timeoutMs?: number } = {},
): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const env = await apiGet<{ items: OutboxItem[] }>(request, '/dev/sms-outbox', { phone });
    expect(env.ok, `sms outbox: ${env.msg}`).toBe(true);
    const item = env.data.items.find((i) => (!usecate || i.usecate === usecate) && i.code !== notCode);
    if (item) return item.code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone}${usecate ? ` (${usecate})` : ''} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

/**
 * The newest code the demo outbox holds for a phone ('' when none): pass it to readSmsCode as notCode before
 * asking for a new one, when another journey may have sent this phone a code already.
 */
export const latestSmsCode = async (request: APIRequestContext, phone: string, usecate?: string): Promise<string> => {
  const env = await apiGet<{ items: OutboxItem[] }>(request, '/dev/sms-outbox', { phone });
  expect(env.ok, `sms outbox: ${env.msg}`).toBe(true);
  return env.data.items.find((i) => !usecate || i.usecate === usecate)?.code ?? '';
};

/** The area a member registers in when the area is not what a journey is about (广州市天河区). */
export const TEST_AREA = { province: '广东省', province_code: '440000', city: '广州市', city_code: '440100', county: '天河区', county_code: '440106' };

/**
 * Register a new member through the API, its SMS code read from the demo outbox, and log it in; answers
 * the phone and a token. For journeys that need a member of their own (rows no other journey touches).
 */
export const registerMemberByApi = async (
  request: APIRequestContext,
  { phone = uniquePhone(), password = DEMO_PASSWORD, tuijianma }: { phone?: string; password?: string; tuijianma?: string } = {},
): Promise<{ phone: string; token: string }> => {
  const sent = await apiPost(request, '/open/uni/sendsms', { ac: 'appvercode', phone, usecate: 'register', expireTime: 5 });
  expect(sent.ok, `sendsms: ${sent.msg}`).toBe(true);
  const smscode = await readSmsCode(request, phone, { usecate: 'register' });
  const registered = await apiPost(request, '/pc/user/register', { ...TEST_AREA, user_mobile: phone, smscode, user_password: password, ...(tuijianma ? { tuijianma } : {}) });
  expect(registered.ok, `register: ${registered.msg}`).toBe(true);
  const login = await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: password });
  expect(login.ok, `login: ${login.msg}`).toBe(true);
  return { phone, token: login.data.token };
};

/**
 * Waits until the app has taken the page over from the gateway's server-rendered first paint (its first
 * render replaces that markup): for journeys that measure elements, which the takeover would swap under them.
 */
export const appReady = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-first-paint', { timeout: 15_000 });

/** Log in through the login screen (账号登录 form: 手机号, 密码, 登录) and wait until the app has left /login. */
export const login = async (page: Page, phone: string, password: string = DEMO_PASSWORD, redirect?: string) => {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  const form = page.getByRole('form', { name: '账号登录' });
  await form.getByLabel('手机号', { exact: true }).fill(phone);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/i, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
};

interface LoginResult {
  token: string;
  loginUser: { user_id: number; user_account: string; name: string; user_mobile?: string };
}

/**
 * Log in without the UI: call the login API and write the session keys the apps read (spec 01 §3) into
 * the page's origin before any page script runs. Returns the token. Use when login is not what is tested.
 */
export const loginByApi = async (page: Page, phone: string, password: string = DEMO_PASSWORD): Promise<string> => {
  const env = await apiGet<LoginResult>(page.request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: password });
  expect(env.ok, `login ${phone}: ${env.msg}`).toBe(true);
  const { token, loginUser } = env.data;
  await page.addInitScript(
    ({ token, userId, phone, name }) => {
      try {
        // once per tab, so that a later logout in the test stays logged out
        if (window.localStorage.getItem('token') === null && !window.sessionStorage.getItem('__e2e_login_done')) {
          window.localStorage.setItem('token', token);
          window.localStorage.setItem('userId', userId);
          window.localStorage.setItem('phone', phone);
          window.localStorage.setItem('loginName', name);
          window.localStorage.setItem('login', '1');
          window.sessionStorage.setItem('__e2e_login_done', '1');
        }
      } catch {
        /* about:blank and other opaque origins have no storage */
      }
    },
    { token, userId: String(loginUser.user_id), phone: loginUser.user_mobile ?? phone, name: loginUser.name },
  );
  return token;
};
