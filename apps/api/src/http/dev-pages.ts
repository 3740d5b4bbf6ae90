// Dev-only HTML page standing in for WeChat's phone-side confirmation (DESIGN.md: WeChat QR login via a
// local confirm page). The QR code encodes its URL; the form posts without script to the same path.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiFail, type Deps } from './handler';
import { str } from './parse';
import { CONFIRM_PAGE_PATH, confirmWechatTicket } from '../handlers/account';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>微信扫码登录确认</title>
<style>
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #f2f3f5; color: #1f2329; }
  main { max-width: 360px; margin: 48px auto; padding: 28px 24px; background: #fff; border-radius: 12px; box-shadow: 0 4px 16px rgba(0,0,0,.08); }
  h1 { margin: 0 0 8px; font-size: 20px; text-align: center; }
  p { color: #646a73; font-size: 14px; line-height: 1.6; }
  label { display: block; margin: 16px 0 6px; font-size: 14px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font-size: 16px; border: 1px solid #d0d3d6; border-radius: 8px; }
  button { width: 100%; margin-top: 20px; padding: 12px; font-size: 16px; color: #fff; background: #07c160; border: 0; border-radius: 8px; cursor: pointer; }
  .ok { color: #07c160; font-weight: bold; text-align: center; }
  .err { color: #d83931; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function form(ticket: string, phone = '', error = ''): string {
  return page(`<h1>微信扫码登录确认</h1>
<p>这是本地开发环境中代替微信的确认页：输入已注册的手机号并确认，电脑端即可完成登录。</p>
${error ? `<p class="err" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${CONFIRM_PAGE_PATH}">
  <input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
  <label for="phone">手机号</label>
  <input id="phone" name="phone" type="tel" inputmode="numeric" maxlength="11" autocomplete="tel" value="${escapeHtml(phone)}" aria-label="手机号" required>
  <button type="submit">确认登录</button>
</form>`);
}

const send = (reply: FastifyReply, html: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(html);

export function registerDevPages(app: FastifyInstance, deps: Deps): void {
  app.get(CONFIRM_PAGE_PATH, async (request, reply) => {
    const ticket = str((request.query as Record<string, unknown>).ticket, 64);
    return send(reply, form(ticket));
  });
  app.post(CONFIRM_PAGE_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const ticket = str(body.ticket, 64);
    const phone = str(body.phone, 20);
    try {
      await confirmWechatTicket(deps.db, deps.clock, ticket, phone);
    } catch (err) {
      if (err instanceof ApiFail) return send(reply, form(ticket, phone, err.message));
      throw err;
    }
    return send(reply, page('<h1>微信扫码登录确认</h1><p class="ok">已确认登录</p><p>请返回电脑端继续操作。</p>'));
  });
}
