// The payment provider's side of the QR payment flow, outside the contract (its protocol is WeChat's,
// not the envelope):
// - POST NOTIFY_PATH: the provider's payment notice (signed XML). Not a stand-in: the real provider
//   calls it in production too. Trust comes from the signature alone, never from the caller's address.
// - GET/POST SIMULATOR_PATH (demo only, this machine only: under /api/dev/): the page a code_url opens
//   in place of WeChat. Its 确认支付 button "pays" with the local provider, which posts a signed notice
//   to NOTIFY_PATH through the app's own HTTP handling, exactly as WeChat calls the notify URL.
// - GET/POST MWEB_PATH (demo only, this machine only): WeChat's H5 cashier page (the mweb_url a phone's
//   browser is sent to, with &redirect_url=): 确认支付 pays as above and then goes back to redirect_url, as
//   WeChat does after an H5 payment; 取消支付 goes back unpaid.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isProduction } from '../config';
import { LocalWechatPay, MWEB_PATH, SIMULATOR_PATH, yuan } from '../modules/payments';
import { MAX_XML, noticeReply } from '../modules/payments';
import type { Deps } from './handler';
import { str } from './parse';
import { escapeHtml, sendPage, standInPage } from './stand-in-page';

export const NOTIFY_PATH = '/api/pay/wechat/notify';

const SIMULATOR_CSS = `
  .amount { margin: 16px 0; font-size: 32px; font-weight: bold; text-align: center; color: #1f2329; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 14px; }
  dt { color: #646a73; } dd { margin: 0; word-break: break-all; }`;
const page = (body: string) => standInPage('微信支付（本地模拟）', body, SIMULATOR_CSS);

const send = sendPage;

const MWEB_TITLE = '微信支付（演示）';
const mwebPage = (body: string) => standInPage(MWEB_TITLE, body, SIMULATOR_CSS);

/**
 * The page to go back to after the H5 cashier: an address of this site only (a path, or a URL of this host
 * or of this machine), never another site's; null when there is none or it is not one.
 */
function returnUrl(raw: string, request: FastifyRequest): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return raw;
  try {
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
    return local || u.hostname === request.hostname ? u.href : null;
  } catch {
    return null;
  }
}

const notFound = () => page('<h1>微信支付（本地模拟）</h1><p class="err" role="alert">订单不存在或已过期</p>');

/** `onNotice`: told each notice's outcome (applied, already, refused, error), for the metrics. */
export function registerPayments(app: FastifyInstance, deps: Deps, onNotice: (outcome: string) => void = () => {}): void {
  // The notice is XML (text/xml or application/xml); read as text here only, in its own scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: MAX_XML }, (_req, body, done) => done(null, body));
    scope.post(NOTIFY_PATH, async (request, reply) => {
      reply.header('content-type', 'text/xml; charset=utf-8').header('cache-control', 'no-store');
      const body = typeof request.body === 'string' ? request.body : '';
      let result: Awaited<ReturnType<typeof deps.payments.acceptNotice>>;
      try {
        result = await deps.payments.acceptNotice(body);
      } catch (err) {
        onNotice('error');
        throw err;
      }
      onNotice(result.ok ? result.outcome : 'refused');
      if (!result.ok) request.log.warn({ reason: result.reason }, 'payment notice refused');
      return reply.send(result.ok ? noticeReply(true, 'OK') : noticeReply(false, result.reason));
    });
  });

  const provider = deps.payments.provider;
  if (isProduction(deps.appEnv) || !(provider instanceof LocalWechatPay)) return;
  // the stand-in calls the notify URL through this app's HTTP handling (routing, parsing, hooks)
  provider.setNotifier(async (xml) => {
    const res = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: xml });
    return res.body;
  });

  // like WeChat's own notice after a merchant refund: the order was cancelled before the money came, and the
  // payment service gave it back while answering the notice (the buyer must not think the order is paid)
  const refundNote = (fen: number) => (fen > 0 ? `<p class="err" role="alert">该订单已取消，商户已将 ¥${yuan(fen)} 原路退回。</p>` : '');

  app.get(SIMULATOR_PATH, async (request, reply) => {
    const pr = str((request.query as Record<string, unknown>).pr, 64);
    const order = provider.orderByPr(pr);
    if (!order) return send(reply.code(404), notFound());
    const paid = order.paid !== null;
    return send(
      reply,
      page(`<h1>微信支付（本地模拟）</h1>
<p>这是本地演示环境中代替微信支付的页面：点击确认支付后，本页以微信支付的方式向服务器发送已签名的支付通知。</p>
<div class="amount">¥${yuan(order.amountFen)}</div>
<dl><dt>商品</dt><dd>${escapeHtml(order.description)}</dd><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd></dl>
${
  paid
    ? `<p class="ok" role="status">该订单已支付</p>${refundNote(provider.refundedFen(order.orderNo))}`
    : `<form method="post" action="${SIMULATOR_PATH}">
  <input type="hidden" name="pr" value="${escapeHtml(pr)}">
  <button type="submit">确认支付</button>
</form>`
}`),
    );
  });

  app.get(MWEB_PATH, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const prepayId = str(q.prepay_id, 64);
    const pkg = str(q.package, 32);
    const order = provider.mwebOrder(prepayId, pkg);
    if (!order) return send(reply.code(404), mwebPage(`<h1>${MWEB_TITLE}</h1><p class="err" role="alert">订单不存在或已过期</p>`));
    const rawBack = str(q.redirect_url, 2000);
    const back = returnUrl(rawBack, request);
    if (rawBack && !back) return send(reply.code(400), mwebPage(`<h1>${MWEB_TITLE}</h1><p class="err" role="alert">商家参数格式有误，请联系商家解决</p>`));
    const paid = order.paid !== null;
    const cancel = back ? `<p><a href="${escapeHtml(back)}">取消支付，返回商家</a></p>` : '';
    return send(
      reply,
      mwebPage(`<h1>${MWEB_TITLE}</h1>
<p>这是本地演示环境中代替微信支付 H5 收银台的页面：确认支付后，本页以微信支付的方式向服务器发送已签名的支付通知，然后返回商家页面。</p>
<div class="amount">¥${yuan(order.amountFen)}</div>
<dl><dt>商品</dt><dd>${escapeHtml(order.description)}</dd><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd></dl>
${
  paid
    ? `<p class="ok" role="status">该订单已支付</p>${back ? `<p><a href="${escapeHtml(back)}">返回商家</a></p>` : ''}`
    : `<form method="post" action="${MWEB_PATH}">
  <input type="hidden" name="prepay_id" value="${escapeHtml(prepayId)}">
  <input type="hidden" name="package" value="${escapeHtml(pkg)}">
  <input type="hidden" name="redirect_url" value="${escapeHtml(back ?? '')}">
  <button type="submit">确认支付</button>
</form>${cancel}`
}`),
    );
  });

  app.post(MWEB_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const prepayId = str(body.prepay_id, 64);
    const order = provider.mwebOrder(prepayId, str(body.package, 32));
    if (!order) return send(reply.code(404), mwebPage(`<h1>${MWEB_TITLE}</h1><p class="err" role="alert">订单不存在或已过期</p>`));
    const back = returnUrl(str(body.redirect_url, 2000), request);
    const { reply: answer } = await provider.pay(prepayId);
    // like WeChat: back to the merchant's page whatever the notice's fate; the page asks for the pay status
    if (back) return reply.code(303).header('cache-control', 'no-store').header('location', back).send();
    const accepted = answer !== null && answer.includes('<return_code><![CDATA[SUCCESS]]></return_code>');
    return send(reply, mwebPage(`<h1>${MWEB_TITLE}</h1><div class="amount">¥${yuan(order.amountFen)}</div>${accepted ? '<p class="ok" role="status">支付成功</p>' : '<p class="err" role="alert">已付款，但商户未确认支付通知</p>'}`));
  });

  app.post(SIMULATOR_PATH, async (request, reply) => {
    const pr = str(((request.body ?? {}) as Record<string, unknown>).pr, 64);
    if (!provider.orderByPr(pr)) return send(reply.code(404), notFound());
    const { order, reply: answer } = await provider.pay(pr);
    const accepted = answer !== null && answer.includes('<return_code><![CDATA[SUCCESS]]></return_code>');
    return send(
      reply,
      page(`<h1>微信支付（本地模拟）</h1>
<div class="amount">¥${yuan(order.amountFen)}</div>
${accepted ? `<p class="ok" role="status">支付成功</p>${refundNote(provider.refundedFen(order.orderNo))}<p>请返回电脑端，页面将自动刷新支付状态。</p>` : '<p class="err" role="alert">已付款，但商户未确认支付通知（稍后查询订单时将自动确认）</p>'}`),
    );
  });
}
