/**
 * The gateway's own answers when an app cannot be served (no build yet, dev server down), and the
 * resource hints it writes into a page's HTML (hints.ts decides which).
 */
import type { AppName } from '@ws/routes';
import type { PageHint } from './hints';

const APP_LABEL: Record<AppName, string> = { portal: '门户 portal', mall: '商城 mall' };

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain-text 503 body: the app's build output is missing. */
export const notBuiltText = (app: AppName, distDir?: string): string =>
  [
    `服务暂不可用：${APP_LABEL[app]} 应用尚未构建${distDir ? `（缺少 ${distDir}/index.html）` : ''}。请先运行 pnpm build（或 npm start）。`,
    `Service unavailable: the ${app} app has not been built${distDir ? ` (missing ${distDir}/index.html)` : ''}. Run \`pnpm build\` (or \`npm start\`) first.`,
    '',
  ].join('\n');

/** Seconds between reloads of the "dev server starting" page. */
export const DEV_RETRY_SECONDS = 2;

/** Self-refreshing 503 page for a page route while the app's Vite dev server is down or restarting. */
export const devServerDownHtml = (app: AppName, devUrl: string): string => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="${DEV_RETRY_SECONDS}">
<title>开发服务器启动中… / Dev server starting…</title>
</head>
<body>
<h1>开发服务器启动中…</h1>
<p>${escapeHtml(APP_LABEL[app])} 的 Vite 开发服务器（${escapeHtml(devUrl)}）尚未就绪，本页每 ${DEV_RETRY_SECONDS} 秒自动刷新。</p>
<p>The ${escapeHtml(app)} Vite dev server (${escapeHtml(devUrl)}) is not answering yet; this page reloads every ${DEV_RETRY_SECONDS} s.</p>
</body>
</html>
`;

/** Body of an API answer when the API server cannot be reached, in the spec's envelope. */
export const apiUnavailableBody = (status: number): string =>
  JSON.stringify({ ok: false, msg: '服务暂不可用，请稍后重试', code: status, data: null });

/** One `<link>` per hint. Every value is escaped: image paths come from the API's data. */
export const renderHints = (hints: readonly PageHint[]): string =>
  hints
    .map((h) => {
      const attrs = [`rel="${h.rel}"`];
      if (h.as) attrs.push(`as="${h.as}"`);
      attrs.push(`href="${escapeHtml(h.href)}"`);
      if (h.crossorigin) attrs.push('crossorigin');
      if (h.fetchpriority) attrs.push(`fetchpriority="${h.fetchpriority}"`);
      if (h.media) attrs.push(`media="${escapeHtml(h.media)}"`);
      return `<link ${attrs.join(' ')}>`;
    })
    .join('\n    ');

/**
 * The page with the hints at the end of its <head> (after Vite's entry script, module preloads and
 * stylesheet, which keep their places and priorities). A page without a </head> is left alone.
 */
export const injectHints = (html: string, hints: readonly PageHint[]): string => {
  if (hints.length === 0) return html;
  const at = html.search(/<\/head\s*>/i);
  if (at === -1) return html;
  return `${html.slice(0, at)}  ${renderHints(hints)}\n  ${html.slice(at)}`;
};
