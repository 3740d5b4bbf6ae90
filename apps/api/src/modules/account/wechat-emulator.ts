// open.weixin.qq.com emulated for demo mode (never registered in production; like every stand-in it
// answers this machine only), at WECHAT_EMULATOR_PREFIX:
//   GET  connect/qrconnect       WeChat's QR page: checks appid, redirect_uri (on the callback domain),
//                                response_type=code, scope=snsapi_login; shows a QR code of its confirm page
//                                (what a phone's WeChat would open) and, for a demo on one machine, a form to
//                                confirm as a demo WeChat user (nickname → a fixed demo unionid), marked 演示.
//                                Confirmed, it sends the top window (self_redirect=false, the default) to
//                                redirect_uri?code=CODE&state=STATE, as WeChat does.
//   GET  connect/confirm         the "phone" page of a QR code; POST confirms (from the phone or the QR page)
//   GET  connect/l/qrconnect     what the QR page polls while a phone confirms
//   GET  sns/oauth2/access_token the code's token: appid and secret checked (40013, 40125), the code unknown
//                                (40029), used (40163) or older than 5 minutes (42003) refused
//   GET  sns/userinfo            the token's WeChat user (openid, nickname, unionid …)
// Its state lives in this process's memory: a demo runs one API process.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { MINUTE, type Clock } from '../../kernel/time';
import { WECHAT_EMULATOR_PREFIX, type WechatLoginSettings } from './wechat-login';
import { escapeHtml } from '../../kernel/html';

const P = WECHAT_EMULATOR_PREFIX;
export const EMULATOR_QRCONNECT_PATH = `${P}/connect/qrconnect`;
const CONFIRM_PATH = `${P}/connect/confirm`;
const POLL_PATH = `${P}/connect/l/qrconnect`;
const QR_TTL_MS = 5 * MINUTE;
const CODE_TTL_MS = 5 * MINUTE;
const TOKEN_TTL_MS = 120 * MINUTE;
const MAX_ENTRIES = 5000;
export const DEMO_NICKNAME = '演示微信用户';

export interface WechatEmulatorOptions {
  settings: Pick<WechatLoginSettings, 'appId' | 'appSecret' | 'redirectUri'>;
  clock: Clock;
  isLocal: (ip: string) => boolean;
  localOnlyMessage: string;
}

interface QrSession {
  appid: string;
  redirectUri: string;
  state: string;
  selfRedirect: boolean;
  at: number;
  /** set when a phone confirmed: where the QR page sends the window */
  target: string | null;
}
interface Grant {
  unionid: string;
  openid: string;
  nickname: string;
  at: number;
  used: boolean;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64url');
/** The demo WeChat user of a nickname: the same unionid every time (per nickname), an openid per app. */
export const demoIdentity = (appid: string, nickname: string) => ({
  unionid: `oDemoU${digest(`union:${nickname}`).slice(0, 22)}`,
  openid: `oDemoO${digest(`open:${appid}:${nickname}`).slice(0, 22)}`,
  nickname,
});

const q = (request: FastifyRequest, name: string): string => {
  const v = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

const CSS = `
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #fff; color: #1f2329; text-align: center; }
  main { max-width: 320px; margin: 0 auto; padding: 16px 12px; }
  h1 { margin: 4px 0 8px; font-size: 17px; }
  p { color: #646a73; font-size: 13px; line-height: 1.6; margin: 6px 0; }
  .qr svg { width: 168px; height: 168px; }
  .demo { margin-top: 10px; padding: 10px; border: 1px dashed #f0a020; border-radius: 8px; background: #fffaf0; text-align: left; }
  .tag { display: inline-block; padding: 0 6px; margin-right: 4px; color: #fff; background: #f0a020; border-radius: 4px; font-size: 12px; }
  label { display: block; margin: 8px 0 4px; font-size: 13px; }
  input { box-sizing: border-box; width: 100%; padding: 8px 10px; font-size: 15px; border: 1px solid #d0d3d6; border-radius: 6px; }
  button { width: 100%; margin-top: 10px; padding: 10px; font-size: 15px; color: #fff; background: #07c160; border: 0; border-radius: 6px; cursor: pointer; }
  .err { color: #d83931; }
  .ok { color: #07c160; font-weight: bold; }`;

function page(title: string, body: string, nonce = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style${nonce ? ` nonce="${nonce}"` : ''}>${CSS}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function sendHtml(reply: FastifyReply, html: string, o: { nonce?: string; frameBy?: string | null; formTo?: string | null } = {}) {
  const extra = (s: string | null | undefined) => (s && s !== 'null' ? ` ${s}` : '');
  const csp = [
    "default-src 'none'",
    o.nonce ? `style-src 'nonce-${o.nonce}'; script-src 'nonce-${o.nonce}'` : "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self'${extra(o.formTo)}`,
    "base-uri 'none'",
    // the login page of the site frames the QR page, as websites frame WeChat's
    `frame-ancestors 'self'${extra(o.frameBy)}`,
  ].join('; ');
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(html);
}

const withCode = (redirectUri: string, code: string, state: string) =>
  `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;

export function registerWechatOpenEmulator(app: FastifyInstance, o: WechatEmulatorOptions): void {
  const sessions = new Map<string, QrSession>();
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const now = () => o.clock.now().getTime();

  const prune = () => {
    const t = now();
    for (const [k, s] of sessions) if (t - s.at > QR_TTL_MS || sessions.size > MAX_ENTRIES) sessions.delete(k);
    for (const [k, g] of codes) if (t - g.at > CODE_TTL_MS * 2 || codes.size > MAX_ENTRIES) codes.delete(k);
    for (const [k, g] of tokens) if (t - g.at > TOKEN_TTL_MS || tokens.size > MAX_ENTRIES) tokens.delete(k);
  };

  /** The callback domain: WECHAT_LOGIN_REDIRECT_URI's host when set, else the host the browser used. */
  const allowedHost = (request: FastifyRequest) => {
    if (o.settings.redirectUri) {
      try {
        return new URL(o.settings.redirectUri).host;
      } catch {
        return '';
      }
    }
    return request.host;
  };

  const issueCode = (session: QrSession, nickname: string): string => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { ...demoIdentity(session.appid, nickname), at: now(), used: false });
    return code;
  };

  /** false (and answered 403) for a caller elsewhere: a stand-in serves this machine only */
  const local = (request: FastifyRequest, reply: FastifyReply): boolean => {
    reply.header('cache-control', 'no-store');
    if (!o.isLocal(request.ip)) {
      void reply.code(403).send({ errcode: 40164, errmsg: o.localOnlyMessage });
      return false;
    }
    prune();
    return true;
  };
  const errorPage = (reply: FastifyReply, message: string) =>
    sendHtml(reply.code(200), page('微信登录', `<h1>微信登录</h1><p class="err" role="alert">${escapeHtml(message)}</p>`));

  app.get(EMULATOR_QRCONNECT_PATH, async (request, reply) => {
    if (!local(request, reply)) return reply;
    const appid = q(request, 'appid');
    const redirectUri = q(request, 'redirect_uri');
    if (!appid || !sameText(appid, o.settings.appId)) return errorPage(reply, 'AppID 参数错误');
    let target: URL | null = null;
    try {
      target = new URL(redirectUri);
    } catch {
      target = null;
    }
    if (!target || !/^https?:$/.test(target.protocol) || target.host !== allowedHost(request)) return errorPage(reply, 'redirect_uri 参数错误');
    if (q(request, 'response_type') !== 'code') return errorPage(reply, 'response_type 参数错误');
    if (q(request, 'scope') !== 'snsapi_login') return errorPage(reply, 'Scope 参数错误或没有 Scope 权限');
    const uuid = randomBytes(12).toString('base64url');
    const selfRedirect = q(request, 'self_redirect') === 'true';
    sessions.set(uuid, { appid, redirectUri, state: q(request, 'state').slice(0, 128), selfRedirect, at: now(), target: null });
    const proto = request.protocol === 'https' ? 'https' : 'http';
    const confirmUrl = `${proto}://${request.host}${CONFIRM_PATH}?uuid=${uuid}`;
    const svg = await QRCode.toString(confirmUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    const nonce = randomBytes(12).toString('base64');
    const frame = selfRedirect ? '_self' : '_top';
    const body = `<h1>微信登录</h1>
<div class="qr" role="img" aria-label="微信登录二维码">${svg}</div>
<p id="tip">请使用微信扫描二维码登录</p>
<div class="demo">
<p><span class="tag">演示</span>这是本地演示环境中代替微信开放平台的页面，不会连接真实的微信。</p>
<form method="post" action="${CONFIRM_PATH}" target="${frame}">
<input type="hidden" name="uuid" value="${uuid}">
<input type="hidden" name="from" value="page">
<label for="nickname">演示微信昵称</label>
<input id="nickname" name="nickname" maxlength="32" value="${escapeHtml(DEMO_NICKNAME)}" required>
<button type="submit">演示：以此微信确认登录</button>
</form>
</div>
<script nonce="${nonce}">
(function(){var t=setInterval(function(){fetch(${JSON.stringify(`${POLL_PATH}?uuid=${uuid}`)},{cache:'no-store'}).then(function(r){return r.json()}).then(function(d){
if(d.status==='confirmed'&&d.redirect){clearInterval(t);(${selfRedirect ? 'window' : 'window.top'}).location.href=d.redirect}
else if(d.status==='expired'){clearInterval(t);document.getElementById('tip').textContent='二维码已失效，请刷新'}}).catch(function(){})},1500)})();
</script>`;
    return sendHtml(reply, page('微信登录', body, nonce), { nonce, frameBy: target.origin, formTo: target.origin });
  });

  app.get(POLL_PATH, async (request, reply) => {
    if (!local(request, reply)) return reply;
    const session = sessions.get(q(request, 'uuid'));
    if (!session) return { status: 'expired' };
    if (!session.target) return { status: 'waiting' };
    sessions.delete(q(request, 'uuid'));
    return { status: 'confirmed', redirect: session.target };
  });

  const phoneForm = (uuid: string, error = '') =>
    page(
      '微信登录确认',
      `<h1>微信登录确认</h1>
<p><span class="tag">演示</span>本地演示环境中代替手机微信的确认页。</p>
${error ? `<p class="err" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${CONFIRM_PATH}">
<input type="hidden" name="uuid" value="${escapeHtml(uuid)}">
<input type="hidden" name="from" value="phone">
<label for="nickname">演示微信昵称</label>
<input id="nickname" name="nickname" maxlength="32" value="${escapeHtml(DEMO_NICKNAME)}" required>
<button type="submit">确认登录</button>
</form>`,
    );

  app.get(CONFIRM_PATH, async (request, reply) => {
    if (!local(request, reply)) return reply;
    const uuid = q(request, 'uuid').slice(0, 64);
    return sendHtml(reply, sessions.has(uuid) ? phoneForm(uuid) : page('微信登录确认', '<h1>微信登录确认</h1><p class="err" role="alert">二维码已失效，请在电脑上刷新</p>'));
  });

  app.post(CONFIRM_PATH, async (request, reply) => {
    if (!local(request, reply)) return reply;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const uuid = typeof body.uuid === 'string' ? body.uuid.slice(0, 64) : '';
    const nickname = (typeof body.nickname === 'string' ? body.nickname.trim() : '').slice(0, 32) || DEMO_NICKNAME;
    const session = sessions.get(uuid);
    if (!session || session.target) return errorPage(reply, '二维码已失效，请刷新');
    const target = withCode(session.redirectUri, issueCode(session, nickname), session.state);
    if (body.from === 'phone') {
      // the QR page (polling) sends the computer's window on
      session.target = target;
      return sendHtml(reply, page('微信登录确认', '<h1>微信登录确认</h1><p class="ok">已确认登录</p><p>请回到电脑上继续操作。</p>'));
    }
    sessions.delete(uuid);
    return reply.redirect(target, 302);
  });

  const json = (reply: FastifyReply, body: object) => reply.header('content-type', 'application/json; encoding=utf-8').send(JSON.stringify(body));
  const err = (reply: FastifyReply, errcode: number, errmsg: string) => json(reply, { errcode, errmsg: `${errmsg}, rid: ${randomBytes(4).toString('hex')}` });

  app.get(`${P}/sns/oauth2/access_token`, async (request, reply) => {
    if (!local(request, reply)) return reply;
    const appid = q(request, 'appid');
    const secret = q(request, 'secret');
    const code = q(request, 'code');
    if (!appid) return err(reply, 41002, 'appid missing');
    if (!sameText(appid, o.settings.appId)) return err(reply, 40013, 'invalid appid');
    if (!secret) return err(reply, 41004, 'appsecret missing');
    if (!sameText(secret, o.settings.appSecret)) return err(reply, 40125, 'invalid appsecret');
    if (!code) return err(reply, 41008, 'missing code');
    if (q(request, 'grant_type') !== 'authorization_code') return err(reply, 40002, 'invalid grant_type');
    const grant = codes.get(code);
    if (!grant) return err(reply, 40029, 'invalid code');
    if (grant.used) return err(reply, 40163, 'code been used');
    if (now() - grant.at > CODE_TTL_MS) return err(reply, 42003, 'code expired');
    grant.used = true;
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, { ...grant, at: now() });
    return json(reply, {
      access_token: accessToken,
      expires_in: TOKEN_TTL_MS / 1000,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: grant.openid,
      scope: 'snsapi_login',
      unionid: grant.unionid,
    });
  });

  app.get(`${P}/sns/userinfo`, async (request, reply) => {
    if (!local(request, reply)) return reply;
    const grant = tokens.get(q(request, 'access_token'));
    if (!grant) return err(reply, 40001, 'invalid credential, access_token is invalid or not latest');
    if (now() - grant.at > TOKEN_TTL_MS) return err(reply, 42001, 'access_token expired');
    if (q(request, 'openid') !== grant.openid) return err(reply, 40003, 'invalid openid');
    return json(reply, {
      openid: grant.openid,
      nickname: grant.nickname,
      sex: 0,
      province: '',
      city: '',
      country: 'CN',
      headimgurl: '',
      privilege: [],
      unionid: grant.unionid,
    });
  });
}
