// 网站应用微信登录 (open.weixin.qq.com qrconnect, OAuth 2.0 authorization code), spoken the same way in
// both modes: production asks WeChat with WECHAT_LOGIN_APP_ID / _APP_SECRET (loadConfig refuses to start
// without them and WECHAT_LOGIN_REDIRECT_URI); demo mode asks this API's own emulator of open.weixin
// (wechat-emulator.ts) with demo credentials, so the demo runs the production code path.
// The secret, the code and the tokens never reach a log line or an error message.
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../kernel';

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/qrconnect';
export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
/** The emulator's prefix on this API (demo only, this machine only). */
export const WECHAT_EMULATOR_PREFIX = '/api/wechat-open-emulator';
/** The portal page WeChat sends the browser back to (packages/routes). */
export const WECHAT_CALLBACK_PATH = '/wxLoginCallback';
export const WECHAT_DEMO_APP_ID = 'wxd0e0000000000de0';

/** What production needs (config.ts PRODUCTION_SERVICES); the two hosts are optional. */
export const WECHAT_LOGIN_PRODUCTION_VARS = ['WECHAT_LOGIN_APP_ID', 'WECHAT_LOGIN_APP_SECRET', 'WECHAT_LOGIN_REDIRECT_URI'] as const;

export interface WechatLoginSettings {
  /** 'real': open.weixin itself (or whatever the two hosts say); 'emulator': this API answers (demo) */
  mode: 'real' | 'emulator';
  appId: string;
  appSecret: string;
  /** the qrconnect page; null: this site's emulator on the origin the browser used (demo) */
  authorizeUrl: string | null;
  /** where /sns/oauth2/access_token and /sns/userinfo are asked (server to server) */
  apiBase: string;
  /** the callback page's absolute URL; null: WECHAT_CALLBACK_PATH on the origin the browser used (demo) */
  redirectUri: string | null;
}

/** The emulator on `apiOrigin` (http://127.0.0.1:<port>) with demo credentials: a fresh secret per process. */
export const wechatEmulatorSettings = (apiOrigin: string, redirectUri: string | null = null): WechatLoginSettings => ({
  mode: 'emulator',
  appId: WECHAT_DEMO_APP_ID,
  appSecret: randomBytes(16).toString('hex'),
  authorizeUrl: null,
  apiBase: `${apiOrigin.replace(/\/+$/, '')}${WECHAT_EMULATOR_PREFIX}`,
  redirectUri,
});

/**
 * Production: WECHAT_LOGIN_APP_ID, _APP_SECRET, _REDIRECT_URI, and optionally WECHAT_LOGIN_AUTHORIZE_URL /
 * WECHAT_LOGIN_API_BASE (default WeChat's hosts). Demo: the emulator of the API on `apiOrigin`, whatever the
 * credentials say, so a demo never asks WeChat; WECHAT_LOGIN_REDIRECT_URI is honoured when set.
 */
export function wechatLoginSettingsFromEnv(env: NodeJS.ProcessEnv, production: boolean, apiOrigin: string): WechatLoginSettings {
  const v = (name: string) => env[name]?.trim() ?? '';
  if (!production) return wechatEmulatorSettings(apiOrigin, v('WECHAT_LOGIN_REDIRECT_URI') || null);
  return {
    mode: 'real',
    appId: v('WECHAT_LOGIN_APP_ID'),
    appSecret: v('WECHAT_LOGIN_APP_SECRET'),
    authorizeUrl: v('WECHAT_LOGIN_AUTHORIZE_URL') || WECHAT_AUTHORIZE_URL,
    apiBase: (v('WECHAT_LOGIN_API_BASE') || WECHAT_API_BASE).replace(/\/+$/, ''),
    redirectUri: v('WECHAT_LOGIN_REDIRECT_URI'),
  };
}

/**
 * The qrconnect URL exactly as WeChat documents it: appid, redirect_uri (URL-encoded), response_type=code,
 * scope=snsapi_login, state, then #wechat_redirect.
 */
export function qrconnectUrl(authorizeUrl: string, appId: string, redirectUri: string, state: string): string {
  return (
    `${authorizeUrl}?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_login&state=${encodeURIComponent(state)}#wechat_redirect`
  );
}

export const accessTokenUrl = (apiBase: string, appId: string, secret: string, code: string): string =>
  `${apiBase}/sns/oauth2/access_token?appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}` +
  `&code=${encodeURIComponent(code)}&grant_type=authorization_code`;

export const userInfoUrl = (apiBase: string, accessToken: string, openid: string): string =>
  `${apiBase}/sns/userinfo?access_token=${encodeURIComponent(accessToken)}&openid=${encodeURIComponent(openid)}`;

/** The WeChat account a code stands for. */
export interface WechatIdentity {
  unionid: string;
  openid: string;
  nickname: string;
}

export const MSG_WECHAT_CODE_INVALID = '微信授权已失效，请重新扫码';
export const MSG_WECHAT_CODE_USED = '微信授权已使用，请重新扫码';
export const MSG_WECHAT_MISCONFIGURED = '微信登录配置有误，请联系客服';
export const MSG_WECHAT_UNAVAILABLE = '微信服务暂时不可用，请稍后重试';
export const MSG_WECHAT_NO_UNIONID = '未能获取微信账号信息，请稍后重试';

/** WeChat's errcode as a message for the member; the code itself goes to the log (never the request's URL). */
export function wechatErrorMessage(errcode: number): string {
  switch (errcode) {
    case 40029: // invalid code
    case 42003: // code timeout
    case 41008: // missing code
      return MSG_WECHAT_CODE_INVALID;
    case 40163: // code been used
      return MSG_WECHAT_CODE_USED;
    case 40125: // invalid appsecret
    case 40013: // invalid appid
    case 41002: // appid missing
    case 41004: // appsecret missing
    case 40001: // invalid credential
      return MSG_WECHAT_MISCONFIGURED;
    case 40003: // invalid openid
    case 42001: // access_token expired
    case 40014: // invalid access_token
      return MSG_WECHAT_CODE_INVALID;
    default:
      return MSG_WECHAT_UNAVAILABLE;
  }
}

/** A refusal by WeChat: the member sees `message`; `errcode` is for the log. */
export class WechatApiError extends DomainError {
  constructor(
    readonly errcode: number,
    readonly step: 'access_token' | 'userinfo',
  ) {
    super(wechatErrorMessage(errcode));
  }
}

type Fetch = typeof fetch;
const TIMEOUT_MS = 8000;

async function getJson(fetchFn: Fetch, url: string): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetchFn(url, { method: 'GET', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    // the URL carries the secret or a token: never in the error
    throw new DomainError(MSG_WECHAT_UNAVAILABLE);
  }
  if (!res.ok) throw new DomainError(MSG_WECHAT_UNAVAILABLE);
  try {
    // WeChat answers JSON as text/plain
    const body = JSON.parse(await res.text()) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new DomainError(MSG_WECHAT_UNAVAILABLE);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const errcodeOf = (body: Record<string, unknown>) => (typeof body.errcode === 'number' && body.errcode !== 0 ? body.errcode : null);

/**
 * The code's WeChat account: access_token with the code, then userinfo with the token (the nickname and
 * the unionid, which identifies the person across the company's WeChat apps).
 */
export async function identityFromCode(settings: WechatLoginSettings, code: string, fetchFn: Fetch = fetch): Promise<WechatIdentity> {
  const token = await getJson(fetchFn, accessTokenUrl(settings.apiBase, settings.appId, settings.appSecret, code));
  const tokenError = errcodeOf(token);
  if (tokenError !== null) throw new WechatApiError(tokenError, 'access_token');
  const accessToken = str(token.access_token);
  const openid = str(token.openid);
  if (!accessToken || !openid) throw new DomainError(MSG_WECHAT_UNAVAILABLE);
  const info = await getJson(fetchFn, userInfoUrl(settings.apiBase, accessToken, openid));
  const infoError = errcodeOf(info);
  if (infoError !== null) throw new WechatApiError(infoError, 'userinfo');
  const unionid = str(info.unionid) || str(token.unionid);
  if (!unionid) throw new DomainError(MSG_WECHAT_NO_UNIONID);
  return { unionid: unionid.slice(0, 128), openid: (str(info.openid) || openid).slice(0, 128), nickname: str(info.nickname).slice(0, 64) };
}
