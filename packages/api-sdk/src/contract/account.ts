// Account: login, SMS codes, registration, password reset, logout, profile, WeChat QR login (spec 01 §4-§8).
import { forgetPasswordPayloadRules, messages, registerPayloadRules, sendSmsRules } from '@ws/validators';
import * as v from 'valibot';
import { ep } from './endpoint-def';
import { fields, none, oneOf, optOneOf, optText, rules, secret, text, type InputOf } from './schema';

export interface LoginUser {
  user_id: number;
  user_account: string;
  name: string;
  user_mobile: string;
}

export interface LoginResult {
  token: string;
  loginUser: LoginUser;
}

export type Role = 'member' | 'company' | 'salesman' | 'isexpert' | 'custuser';

export interface Profile {
  user_id: number;
  user_mobile: string;
  user_account: string;
  name: string;
  roles: Role[];
  IsCustUser: 0 | 1;
  IsExpert: 0 | 1;
  /** earnings (ProfitMoney), wallet (UserMoney), points (ProfitJifen), team size */
  ProfitMoney: string;
  UserMoney: string;
  ProfitJifen: number;
  /** the whole team (every level below the user) */
  TeamNum: number;
  /** the user's company records; 0 shows the upgrade button */
  company2_amount: number;
}

/** deleteaccount: the code that proves the phone when deleting one's account (never a login code). */
export type SmsUsecate = 'login' | 'resetpwd' | 'register' | 'companyjoin' | 'deleteaccount';

export interface SmsOutboxEntry {
  phone: string;
  usecate: SmsUsecate;
  code: string;
  create_time: string;
}

export interface WechatTicket {
  ticket: string;
  /** the URL of WeChat's QR page (the same as authorize_url) */
  qr_url: string;
  expire_seconds: number;
  /**
   * true in demo mode (APP_ENV demo), where the QR opens this site's own confirm page instead of WeChat:
   * the login page says so in a marked demo banner. Absent or false: never such a hint.
   */
  demo?: boolean;
  /**
   * WeChat's qrconnect URL for this login (open.weixin.qq.com, or in demo mode this site's emulator of it):
   * the panel frames it (with self_redirect=false) and WeChat sends the top window to the callback page.
   */
  authorize_url?: string;
  /** the OAuth state of this login (the ticket); the callback must come back with it */
  state?: string;
}

/**
 * wxlogin/callback: `login` when the WeChat account is bound to a member (logged in); `bind` when it is not
 * bound yet: the callback page asks for the member's phone and SMS code (wxlogin/bind).
 */
export type WechatCallbackResult = { status: 'login'; login: LoginResult; nickname: string } | { status: 'bind'; login: null; nickname: string };

/** The caller's WeChat binding (/uconfig 个人资料). */
export interface WechatBinding {
  bound: boolean;
  /** the WeChat nickname at binding time ('' when not bound) */
  nickname: string;
  /** YYYY-MM-DD HH:mm:ss, China time; null when not bound */
  bound_at: string | null;
}

export interface WechatTicketStatus {
  status: 'waiting' | 'confirmed' | 'expired';
  login: LoginResult | null;
}

const SMS_USECATES = ['login', 'resetpwd', 'register', 'companyjoin', 'deleteaccount'] as const satisfies readonly SmsUsecate[];

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const accountInput = /* @__PURE__ */ (() => ({
  /** the login type decides which spec rules apply: the handler checks them */
  login: fields({
    user_mobile: text(100),
    login_type: optOneOf(['password', 'smscode'], 'password'),
    user_password: secret(),
    smscode: secret(20),
  }),
  sendsms: v.pipe(
    fields({
      ac: optOneOf(['appvercode'], 'appvercode'),
      phone: text(20),
      usecate: oneOf(SMS_USECATES, undefined, messages.smsUsecateInvalid),
      expireTime: v.optional(v.unknown()) as unknown as v.GenericSchema<5 | undefined, unknown>,
    }),
    rules(sendSmsRules),
  ),
  register: v.pipe(
    fields({
      tuijianma: optText(20),
      user_account: optText(40),
      province: text(20),
      province_code: text(12),
      city: text(20),
      city_code: text(12),
      county: text(20),
      county_code: text(12),
      user_mobile: text(20),
      smscode: secret(20),
      user_password: secret(),
    }),
    rules(registerPayloadRules),
  ),
  resetPwd: v.pipe(
    fields({ user_mobile: text(20), smscode: secret(20), user_password: secret() }),
    rules(forgetPasswordPayloadRules),
  ),
  logout: none(),
  profile: none(),
  /** browser_key: a random key the browser keeps in session storage; the callback must present it again */
  wechatQrCreate: fields({ browser_key: optText(128) }),
  wechatQrStatus: fields({ ticket: text(64) }),
  wechatLoginCallback: fields({ code: text(256), state: text(64), browser_key: secret(128) }),
  wechatLoginBind: fields({ state: text(64), browser_key: secret(128), user_mobile: text(20), smscode: secret(20) }),
  wechatBinding: none(),
  wechatUnbind: none(),
  devSmsOutbox: fields({ phone: text(20) }),
}))();

type In = typeof accountInput;
export type LoginReq = InputOf<In['login']>;
export type SendSmsReq = InputOf<In['sendsms']>;
export type RegisterReq = InputOf<In['register']>;
export type ResetPwdReq = InputOf<In['resetPwd']>;

export const account = {
  login: ep<In['login'], LoginResult>()({ method: 'GET', path: '/pc/user/login', auth: false }),
  sendsms: ep<In['sendsms'], null>()({ method: 'POST', path: '/open/uni/sendsms', auth: false }),
  register: ep<In['register'], null>()({ method: 'POST', path: '/pc/user/register', auth: false }),
  resetPwd: ep<In['resetPwd'], null>()({ method: 'POST', path: '/pc/user/resetPwd', auth: false }),
  logout: ep<In['logout'], null>()({ method: 'POST', path: '/pc/user/logout', auth: false }),
  profile: ep<In['profile'], Profile>()({ method: 'GET', path: '/user/dev-api/system/user', auth: true }),
  wechatQrCreate: ep<In['wechatQrCreate'], WechatTicket>()({ method: 'POST', path: '/open/uni/wxlogin/create', auth: false }),
  wechatQrStatus: ep<In['wechatQrStatus'], WechatTicketStatus>()({ method: 'GET', path: '/open/uni/wxlogin/status', auth: false }),
  wechatLoginCallback: ep<In['wechatLoginCallback'], WechatCallbackResult>()({ method: 'POST', path: '/open/uni/wxlogin/callback', auth: false }),
  wechatLoginBind: ep<In['wechatLoginBind'], LoginResult>()({ method: 'POST', path: '/open/uni/wxlogin/bind', auth: false }),
  wechatBinding: ep<In['wechatBinding'], WechatBinding>()({ method: 'GET', path: '/pc/user/wxbind', auth: true }),
  wechatUnbind: ep<In['wechatUnbind'], null>()({ method: 'POST', path: '/pc/user/wxunbind', auth: true }),
  devSmsOutbox: ep<In['devSmsOutbox'], { items: SmsOutboxEntry[] }>()({ method: 'GET', path: '/dev/sms-outbox', auth: false, devOnly: true }),
} as const;
