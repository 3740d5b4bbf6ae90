// The frame of the local stand-in pages (WeChat login confirm, WeChat Pay simulator): a small script-free
// HTML page with its own strict CSP, the look of a phone-side confirmation screen.
import type { FastifyReply } from 'fastify';

import { escapeHtml } from '../kernel/html';

export { escapeHtml };

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const BASE_CSS = `
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #f2f3f5; color: #1f2329; }
  main { max-width: 360px; margin: 48px auto; padding: 28px 24px; background: #fff; border-radius: 12px; box-shadow: 0 4px 16px rgba(0,0,0,.08); }
  h1 { margin: 0 0 8px; font-size: 20px; text-align: center; }
  p { color: #646a73; font-size: 14px; line-height: 1.6; }
  button { width: 100%; margin-top: 20px; padding: 12px; font-size: 16px; color: #fff; background: #07c160; border: 0; border-radius: 8px; cursor: pointer; }
  .ok { color: #07c160; font-weight: bold; text-align: center; }
  .err { color: #d83931; }`;

/** A whole page: `title` (escaped) in <title>, `body` (already escaped by the caller) in <main>. */
export function standInPage(title: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS}${css}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** Send a stand-in page: HTML, its CSP, nosniff, never cached. */
export const sendPage = (reply: FastifyReply, html: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(html);
