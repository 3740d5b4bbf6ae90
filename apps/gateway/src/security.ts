/** Response headers for production (APP_ENV=production); shared by the gateway and the generated nginx config. */

/**
 * The start script: on a page with a server-rendered first paint (pages.ts injectFirstPaint) it makes
 * #root inert (nothing can be typed into a field of the first paint, to be lost when the app's first
 * render replaces it; without scripts the page's links stay usable), and the app's scripts wait for the
 * first frame. Then it asks for the module preloads the page names
 * (link[data-after-paint]) and runs the entry (link[data-app-entry]); in a tab opened in the background,
 * which draws no frames, at once. So the stylesheets and the largest picture do not share the line with
 * the scripts, and the entry's long first task does not hold the first paint back. Allowed by its hash.
 */
export const START_AFTER_PAINT_SCRIPT =
  "const r=document.getElementById('root'),go=()=>{for(const l of document.querySelectorAll('link[data-after-paint]')){const n=document.createElement('link');n.rel='modulepreload';n.href=l.href;n.crossOrigin='';document.head.append(n)}import(document.querySelector('link[data-app-entry]').href)};r.inert=true;document.hidden?go():requestAnimationFrame(()=>setTimeout(go))";
/** CSP source of START_AFTER_PAINT_SCRIPT (sha256, base64; security.test.ts checks it). */
export const START_AFTER_PAINT_HASH = "'sha256-2HWgbsMqmEUDx4lm+lOCqGaEuvxN3/iMw0MllUy019U='";

/**
 * The first paint shows the site as a logged-out visitor in Guangzhou with nothing chosen in this tab sees
 * it. This classic script, just before #root, marks <html data-first-paint-off> when that is not this tab
 * (a token, the 东莞 region, or a value under one of the session-storage keys the render read, listed in
 * its data-session-keys): a rule of the apps' global CSS then keeps the first paint hidden, and the tab
 * waits for the app's own first render as it would without one, instead of seeing another visitor's page.
 */
export const FIRST_PAINT_GATE_SCRIPT =
  "(()=>{const k=document.currentScript.dataset.sessionKeys;let off=false;try{off=!!localStorage.getItem('token')||localStorage.getItem('region')==='2'||(k?k.split(','):[]).some(x=>sessionStorage.getItem(x)!==null)}catch{}if(off)document.documentElement.setAttribute('data-first-paint-off','')})()";
/** CSP source of FIRST_PAINT_GATE_SCRIPT. */
export const FIRST_PAINT_GATE_HASH = "'sha256-tXQdWDserKi80dxik+8I5Tq6EBKGQB+yebzzrhJ6f0o='";

/** Mantine needs inline styles; the token lives in local storage, so no foreign script. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  `script-src 'self' ${START_AFTER_PAINT_HASH} ${FIRST_PAINT_GATE_HASH}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'self'",
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
