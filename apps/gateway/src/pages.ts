/**
 * The gateway's own answers when an app cannot be served (no build yet, dev server down), and the
 * resource hints it writes into a page's HTML (hints.ts decides which).
 */
import type { AppName } from '@ws/routes';
import type { PageHint } from './hints';
import { FIRST_PAINT_GATE_SCRIPT, START_AFTER_PAINT_SCRIPT } from './security';

const APP_LABEL: Record<AppName, string> = { portal: '门户 portal', mall: '商城 mall', admin: '运营后台 admin' };

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

/**
 * The reads a first paint was made from, for the client's first render (packages/ui first-paint-data.ts):
 * JSON in a script element the browser never runs; `<` escaped, so no text in it can close the element.
 */
const firstPaintData = (data: string | undefined): string =>
  data === undefined ? '' : `<script type="application/json" id="first-paint-data">${data.replace(/</g, '\\u003c')}</script>`;

/**
 * The page with a server-rendered first paint (server-render.ts) inside its empty #root and the route's
 * title. The start script makes #root inert until the app's first render replaces the markup (nothing
 * typed into a field of the first paint is lost; without scripts its links still work). The scripts start
 * after the first frame
 * (START_AFTER_PAINT_SCRIPT): the entry script becomes a link marked data-app-entry, and every module
 * preload a link marked data-after-paint, which fetches nothing by itself. A page without an empty #root
 * or Vite's entry script is left alone. Call it after injectHints, so that the screen's preloads are in.
 */
/** Session-storage key names as the apps spell them; anything else is left out of the gate's list. */
const SESSION_KEY = /^[A-Za-z0-9_-]{1,40}$/;

export const injectFirstPaint = (
  html: string,
  paint: { html: string; title: string; data?: string; sessionKeys?: readonly string[]; shell?: boolean },
): string => {
  const root = /<div id="root"><\/div>/;
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!root.test(html) || !entry.test(html)) return html;
  return html
    .replace(/<link rel="modulepreload"/g, '<link data-after-paint="modulepreload"')
    .replace(entry, (_, src: string) => `<link data-app-entry href="${src}">\n    <script type="module">${START_AFTER_PAINT_SCRIPT}</script>`)
    .replace(
      root,
      () =>
        `<script data-session-keys="${(paint.sessionKeys ?? []).filter((k) => SESSION_KEY.test(k)).join(',')}"${paint.shell ? ' data-shell' : ''}>${FIRST_PAINT_GATE_SCRIPT}</script>` +
        `<div id="root" data-first-paint>${paint.html}</div>${firstPaintData(paint.data)}`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(paint.title)}</title>`);
};
