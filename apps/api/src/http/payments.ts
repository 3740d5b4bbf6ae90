// The payment provider's side of the QR payment flow, outside the contract (its protocol is WeChat's,
// not the envelope):
// - POST NOTIFY_PATH: the provider's payment notice (signed XML). Not a stand-in: the real provider
//   calls it in production too. Trust comes from the signature alone, never from the caller's address.
// - GET/POST SIMULATOR_PATH (demo only, this machine only: under /api/dev/): the page a code_url opens
//   in place of WeChat. Its 确认支付 button "pays" with the local provider, which posts a signed notice
//   to NOTIFY_PATH through the app's own HTTP handling, exactly as WeChat calls the notify URL.
import type { FastifyInstance } from 'fastify';
import { isProduction } from '../config';
import { LocalWechatPay, SIMULATOR_PATH, yuan } from '../modules/payments';
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

const notFound = () => page('<h1>微信支付（本地模拟）</h1><p class="err" role="alert">订单不存在或已过期</p>');

export function registerPayments(app: FastifyInstance, deps: Deps): void {
  // The notice is XML (text/xml or application/xml); read as text here only, in its own scope.
  void app.register(async (scope) => {
    scope.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: MAX_XML }, (_req, body, done) => done(null, body));
    scope.post(NOTIFY_PATH, async (request, reply) => {
      reply.header('content-type', 'text/xml; charset=utf-8').header('cache-control', 'no-store');
      const body = typeof request.body === 'string' ? request.body : '';
      const result = await deps.payments.acceptNotice(body);
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
