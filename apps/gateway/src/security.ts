import { createHash } from 'node:crypto';
/** Response headers for production (APP_ENV=production); shared by the gateway and the generated nginx config. */

/** The CSP source that allows exactly this inline script (sha256 of its text, base64). */
const inlineScriptSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The longest the app's scripts wait for the first screen's pictures (START_AFTER_PAINT_SCRIPT). */
export const PICTURES_FIRST_MS = 1000;

/**
 * The start script: on a page with a server-rendered first paint (pages.ts injectFirstPaint) it makes
 * #root inert (nothing can be typed into a field of the first paint, to be lost when the app's first
 * render replaces it; without scripts the page's links stay usable), and the app's scripts wait for the
 * first frame and then for the pictures of the first screen (those of #root that reach into the viewport,
 * PICTURES_FIRST_MS at most). Then it asks for the module preloads the page names
 * (link[data-after-paint]) and runs the entry (link[data-app-entry]); at once in a tab opened in the
 * background, which draws no frames, and in a tab whose gate hid the paint (it waits for the app alone).
 * So the stylesheets and the largest picture do not share a slow line with 100 kB of scripts, and the
 * entry's long first task does not hold the first paint back.
 */
export const START_AFTER_PAINT_SCRIPT =
  "const r=document.getElementById('root'),go=()=>{for(const l of document.querySelectorAll('link[data-after-paint]')){const n=document.createElement('link');n.rel='modulepreload';n.href=l.href;n.crossOrigin='';document.head.append(n)}import(document.querySelector('link[data-app-entry]').href)},first=()=>Promise.race([Promise.all([...r.querySelectorAll('img')].filter(i=>!i.complete&&i.getBoundingClientRect().top<innerHeight).map(i=>i.decode().catch(()=>{}))),new Promise(d=>setTimeout(d," +
  String(PICTURES_FIRST_MS) +
  "))]).then(go);r.inert=true;document.hidden||document.documentElement.hasAttribute('data-first-paint-off')?go():requestAnimationFrame(()=>setTimeout(first))";
/** CSP source of START_AFTER_PAINT_SCRIPT. */
export const START_AFTER_PAINT_HASH = inlineScriptSource(START_AFTER_PAINT_SCRIPT);

/**
 * A first paint shows the site as a logged-out visitor in Guangzhou with nothing chosen in this tab sees
 * it. This classic script, just before #root, marks <html data-first-paint-off> when that is not this tab
 * (a token, the 东莞 region, or a value under one of the session-storage keys the render read, listed in
 * its data-session-keys): a rule of the apps' global CSS then keeps the first paint hidden, and the tab
 * waits for the app's own first render as it would without one, instead of seeing another visitor's page.
 * A login route's paint is only the site's frame (data-shell: no account area, the screen a loader), the
 * same with a token or without, so a token does not hide it.
 */
export const FIRST_PAINT_GATE_SCRIPT =
  "(()=>{const d=document.currentScript.dataset,k=d.sessionKeys;let off=false;try{off=(d.shell===undefined&&!!localStorage.getItem('token'))||localStorage.getItem('region')==='2'||(k?k.split(','):[]).some(x=>sessionStorage.getItem(x)!==null)}catch{}if(off)document.documentElement.setAttribute('data-first-paint-off','')})()";
/** CSP source of FIRST_PAINT_GATE_SCRIPT. */
export const FIRST_PAINT_GATE_HASH = inlineScriptSource(FIRST_PAINT_GATE_SCRIPT);

/** Mantine needs inline styles; the token lives in local storage, so no foreign script. WeChat's QR page is framed. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  `script-src 'self' ${START_AFTER_PAINT_HASH} ${FIRST_PAINT_GATE_HASH}`,
  "object-src 'none'",
  "base-uri 'none'",
  // the login page frames WeChat's QR page (网站应用微信登录, open.weixin qrconnect); in demo mode the API's
  // emulator of it, which is served on this site's own origin ('self')
  "frame-src 'self' https://open.weixin.qq.com",
  "frame-ancestors 'self'",
].join('; ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Headers added to every HTML answer in production. */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'referrer-policy': REFERRER_POLICY,
};

/** Cache-Control of a page route's index.html: always revalidate, so a new release is picked up at once. */
export const PAGE_CACHE_CONTROL = 'no-cache';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
