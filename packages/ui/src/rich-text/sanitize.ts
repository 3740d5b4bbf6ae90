import DOMPurify, { type Config } from 'dompurify';
import { isInternalPath } from '@ws/routes';

// Tags that must never come from rich text: scripts, styles, frames, plugins, forms and document-level tags.
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'noscript', 'template', 'svg', 'math'];
const FORBID_ATTR = ['srcdoc', 'formaction', 'action', 'xlink:href', 'ping'];
// http(s), mailto, tel and relative URLs; everything else (javascript:, vbscript:, file: …) is dropped
// (DOMPurify still lets data: images through on <img>, which cannot run script).
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// Inline styles stay (editors use them for alignment and colours) but cannot lift text out of the article.
const RISKY_STYLE = /(?:^|;)\s*(?:position|z-index|behavior|-moz-binding)\s*:[^;]*/gi;

const CONFIG: Config = {
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;
/** A server render's DOM (jsdom, set by setSanitizerDom): the same DOMPurify rules where there is no window. */
let serverWindow: (Window & typeof globalThis) | null = null;

/** Sanitize with this DOM where there is no window (the first-paint renderer, server-rich-text.ts). */
export function setSanitizerDom(w: Window & typeof globalThis): void {
  serverWindow = w;
  purifier = null;
}

const getPurifier = (): Purifier => {
  if (purifier) return purifier;
  const w = typeof window === 'undefined' ? serverWindow : window;
  // Never pass rich text through unsanitized: without a DOM there is no sanitizer.
  if (!w) throw new Error('sanitizeHtml needs a DOM');
  // A private instance: our hooks do not leak into other users of DOMPurify.
  const p = DOMPurify(w);
  p.addHook('afterSanitizeAttributes', (n) => {
    if (n.nodeType !== 1) return;
    const node = n as Element;
    const style = node.getAttribute('style');
    if (style !== null) {
      const safe = style.replace(RISKY_STYLE, '').replace(/^\s*;/, '').trim();
      if (safe) node.setAttribute('style', safe);
      else node.removeAttribute('style');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href === null) return;
      // Every link of rich text opens in a new tab without access to this window.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', isInternalPath(href) ? 'noopener' : 'noopener noreferrer nofollow');
    }
  });
  purifier = p;
  return p;
};

/**
 * Sanitize HTML from the server: no script/style/iframe/object/embed/form, no on* handlers, no
 * javascript:/data: URLs, no risky inline positioning; links get target _blank and rel noopener.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(String(html), CONFIG) as string;
}
