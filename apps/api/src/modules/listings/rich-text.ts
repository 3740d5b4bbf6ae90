// The product intro's sanitizer: a merchant's rich text is stored only as this allowlist rebuilds it, so
// the mall shows it without trusting the client (the browser's DOMPurify is a second line, not the first).
//
// The API has no DOM, so the input is read by a small tokenizer and the output is written from the tokens
// alone: only allowlisted tags with allowlisted attributes, every attribute value re-quoted and escaped,
// text with < and > escaped, comments and declarations dropped, the content of script-like elements
// dropped, open tags closed in order. Whatever the tokenizer misreads in hostile input, the output is
// markup it wrote itself, which a browser reads one way. A URL is checked after its character references
// are decoded, and written back escaped, so what the browser sees is what was checked.

/** Tags kept (their attributes below); any other tag is dropped and its text kept. */
const TAG_ATTRS: Record<string, readonly string[]> = {
  p: ['align'],
  div: ['align'],
  span: [],
  br: [],
  hr: [],
  h1: ['align'],
  h2: ['align'],
  h3: ['align'],
  h4: ['align'],
  h5: ['align'],
  h6: ['align'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  small: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: ['border', 'cellpadding', 'cellspacing', 'width'],
  caption: [],
  colgroup: ['span'],
  col: ['span', 'width'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'align', 'width'],
  td: ['colspan', 'rowspan', 'align', 'width'],
  figure: [],
  figcaption: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};
/** Attributes every kept tag may have. */
const GLOBAL_ATTRS = ['style', 'title'];
const VOID = new Set(['br', 'hr', 'img', 'col']);
/** Elements whose whole content goes with them (scripts, styles, frames, plugins, forms, foreign content). */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'select',
  'option',
  'svg',
  'math',
  'head',
]);
/** Deeper nesting is flattened (its tags dropped, text kept). */
const MAX_DEPTH = 64;

/** Inline style properties kept (alignment, colours, sizes, spacing, borders). */
const STYLE_PROPS = new Set([
  'text-align',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-decoration',
  'line-height',
  'text-indent',
  'letter-spacing',
  'vertical-align',
  'width',
  'height',
  'max-width',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'border',
  'border-collapse',
  'border-color',
  'border-style',
  'border-width',
]);
const STYLE_VALUE = /^[\w\s#.,%+-]*(?:rgba?\([\d\s.,%]*\)[\w\s#.,%+-]*)*$/;

export interface RichTextOptions {
  /** whether an <img> may keep this src (decoded): the site's own files only */
  imageAllowed: (src: string) => boolean;
}

interface Attr {
  name: string;
  value: string;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The value of an attribute with its numeric and common named character references decoded. */
function decodeRefs(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as written: < and > escaped, & kept only where it starts a character reference. */
const escapeText = (s: string) =>
  s.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether a URL holds a space, a control character or a backslash (which browsers read in their own ways). */
const hasOddCharacter = (url: string): boolean => {
  for (const ch of url) {
    const c = ch.codePointAt(0) ?? 0;
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f) || ch === '\\') return true;
  }
  return false;
};

/** A link's target: http(s), mailto, tel or a path of this site; nothing with a control character or space. */
function safeHref(raw: string): string | null {
  const url = decodeRefs(raw).trim();
  if (url === '' || hasOddCharacter(url)) return null;
  if (/^(?:https?:\/\/[^/]|mailto:|tel:)/i.test(url)) return url;
  return /^\/(?!\/)/.test(url) ? url : null;
}

/** The kept declarations of a style attribute, or '' when none is left. */
function safeStyle(raw: string): string {
  const style = decodeRefs(raw);
  if (/[\\<>]|\/\*|expression|url\s*\(|@import/i.test(style)) return '';
  const kept: string[] = [];
  for (const decl of style.split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const prop = decl.slice(0, at).trim().toLowerCase();
    const value = decl.slice(at + 1).trim();
    if (STYLE_PROPS.has(prop) && value !== '' && value.length <= 100 && STYLE_VALUE.test(value)) kept.push(`${prop}: ${value}`);
  }
  return kept.join('; ');
}

const SIZE = /^\d{1,5}%?$/;

/** The attributes a kept tag may carry, checked; null drops the tag (an <img> without an allowed src). */
function keptAttrs(tag: string, attrs: Attr[], options: RichTextOptions): Attr[] | null {
  const allowed = TAG_ATTRS[tag] ?? [];
  const out: Attr[] = [];
  const seen = new Set<string>();
  for (const { name, value } of attrs) {
    if (seen.has(name) || !(allowed.includes(name) || GLOBAL_ATTRS.includes(name))) continue;
    seen.add(name);
    let kept: string | null = decodeRefs(value);
    if (name === 'href') kept = safeHref(value);
    else if (name === 'src') {
      const src = decodeRefs(value).trim();
      kept = src !== '' && !hasOddCharacter(src) && options.imageAllowed(src) ? src : null;
    } else if (name === 'style') kept = safeStyle(value) || null;
    else if (['width', 'height', 'border', 'cellpadding', 'cellspacing', 'colspan', 'rowspan', 'span', 'start'].includes(name)) kept = SIZE.test(kept.trim()) ? kept.trim() : null;
    else if (name === 'align') kept = /^(?:left|right|center|justify)$/i.test(kept.trim()) ? kept.trim().toLowerCase() : null;
    else kept = kept.slice(0, 500);
    if (kept !== null) out.push({ name, value: kept });
  }
  if (tag === 'img' && !out.some((a) => a.name === 'src')) return null;
  if (tag === 'a' && out.some((a) => a.name === 'href')) {
    out.push({ name: 'target', value: '_blank' }, { name: 'rel', value: 'noopener noreferrer nofollow' });
  }
  return out;
}

type Token = { kind: 'text'; text: string } | { kind: 'start'; tag: string; attrs: Attr[]; selfClosing: boolean } | { kind: 'end'; tag: string };

/** Reads the attributes of a start tag from `i` (just after its name): the attributes and where the tag ends. */
function readAttrs(html: string, i: number): { attrs: Attr[]; end: number; selfClosing: boolean } | null {
  const attrs: Attr[] = [];
  const n = html.length;
  let selfClosing = false;
  while (i < n) {
    const c = html[i]!;
    if (c === '>') return { attrs, end: i + 1, selfClosing };
    if (/[\s/]/.test(c)) {
      selfClosing = c === '/';
      i++;
      continue;
    }
    selfClosing = false;
    const nameMatch = /^[^\s"'>/=]+/.exec(html.slice(i, i + 200));
    if (!nameMatch) {
      i++;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    i += nameMatch[0].length;
    while (i < n && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && /\s/.test(html[i]!)) i++;
      const q = html[i];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const m = /^[^\s>]*/.exec(html.slice(i))!;
        value = m[0];
        i += value.length;
      }
    }
    attrs.push({ name, value });
  }
  return null;
}

/** The tokens of an HTML fragment (text, start and end tags); comments and declarations are skipped. */
function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const n = html.length;
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close < 0 ? n : close + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const close = html.indexOf('>', i);
      i = close < 0 ? n : close + 1;
      continue;
    }
    const end = /^<\/([a-z][a-z0-9]*)[^>]*>/i.exec(html.slice(i, i + 300));
    if (end) {
      flush();
      tokens.push({ kind: 'end', tag: end[1]!.toLowerCase() });
      i += end[0].length;
      continue;
    }
    const start = /^<([a-z][a-z0-9]*)/i.exec(html.slice(i, i + 64));
    if (!start) {
      // a '<' that opens no tag is text
      text += '<';
      i++;
      continue;
    }
    const tag = start[1]!.toLowerCase();
    const read = readAttrs(html, i + start[0].length);
    if (!read) break; // an unclosed tag at the end: the rest is dropped
    flush();
    i = read.end;
    if (DROP_CONTENT.has(tag)) {
      if (tag === 'plaintext') break;
      // the content up to the element's own end tag goes with it
      const re = new RegExp(`</${tag}[\\s/>]`, 'ig');
      re.lastIndex = i;
      const m = re.exec(html);
      if (!m) break;
      const close = html.indexOf('>', m.index);
      i = close < 0 ? n : close + 1;
      continue;
    }
    tokens.push({ kind: 'start', tag, attrs: read.attrs, selfClosing: read.selfClosing });
  }
  flush();
  return tokens;
}

/** The intro as stored: the allowlisted markup of `html`, balanced (see the top of this file). */
export function sanitizeRichText(html: string, options: RichTextOptions): string {
  const out: string[] = [];
  const open: string[] = [];
  for (const t of tokenize(html)) {
    if (t.kind === 'text') {
      out.push(escapeText(t.text));
    } else if (t.kind === 'start') {
      if (!(t.tag in TAG_ATTRS) || open.length >= MAX_DEPTH) continue;
      const attrs = keptAttrs(t.tag, t.attrs, options);
      if (!attrs) continue;
      out.push(`<${t.tag}${attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')}>`);
      if (!VOID.has(t.tag)) open.push(t.tag);
    } else {
      const at = open.lastIndexOf(t.tag);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()!}>`);
    }
  }
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  return out.join('').trim();
}
