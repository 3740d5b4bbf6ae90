// Dev-only HTML page standing in for WeChat's phone-side confirmation (DESIGN.md: WeChat QR login via a
// local confirm page). The QR code encodes its URL; the form posts without script to the same path.
import type { FastifyInstance } from 'fastify';
import { type Deps } from './handler';
import { DomainError } from '../kernel';
import { str } from './parse';
import { escapeHtml, sendPage, standInPage } from './stand-in-page';
import { CONFIRM_PAGE_PATH, confirmWechatTicket } from '../modules/account';

const PAGE_TITLE = '微信扫码登录确认';
const FORM_CSS = `
  label { display: block; margin: 16px 0 6px; font-size: 14px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font-size: 16px; border: 1px solid #d0d3d6; border-radius: 8px; }`;
const page = (body: string) => standInPage(PAGE_TITLE, body, FORM_CSS);

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

const send = sendPage;

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
      if (err instanceof DomainError) return send(reply, form(ticket, phone, err.message));
      throw err;
    }
    return send(reply, page('<h1>微信扫码登录确认</h1><p class="ok">已确认登录</p><p>请返回电脑端继续操作。</p>'));
  });
}
