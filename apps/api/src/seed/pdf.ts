// The seed's PDF documents (law texts, courseware handouts, management templates): Chinese text on A4
// pages, written here with the machine's CJK font embedded as a subset (cjk-font.ts), so every reader
// shows the same characters. Deterministic: the same text and font give the same bytes.
//
// The committed files under apps/api/assets/seed/ are what the site serves. They are written by
// `pnpm --filter @ws/api exec tsx src/seed/generate-assets.ts` on a machine with Noto Sans CJK (Debian:
// apt-get install fonts-noto-cjk; or SEED_CJK_FONT=<path to NotoSansCJK-Regular.ttc>). Without the font,
// a document "renders" as its committed bytes (documentPdfAsset), like the demo video clips.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { ASSETS_DIR } from '../config';
import { loadCjkFont, type CjkFont } from './cjk-font';

export interface PdfBlock {
  /** heading: a section title; paragraph: body text (first line indented); item: a list entry (lines after
   * the first indented); note: small print */
  kind: 'heading' | 'paragraph' | 'item' | 'note';
  text: string;
}

export interface PdfDocument {
  title: string;
  /** a line under the title (issuer, date) */
  subtitle?: string;
  blocks: PdfBlock[];
  /** the document's subject (PDF Info) */
  subject?: string;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN_X = 64;
const TOP = PAGE_H - 76;
const BOTTOM = 76;
const TEXT_W = PAGE_W - 2 * MARGIN_X;

interface Style {
  size: number;
  lead: number;
  bold: boolean;
  gray: boolean;
  before: number;
  indent: number;
  hanging: number;
  center: boolean;
}

const STYLE: Record<PdfBlock['kind'] | 'title' | 'subtitle', Style> = {
  title: { size: 19, lead: 28, bold: true, gray: false, before: 0, indent: 0, hanging: 0, center: true },
  subtitle: { size: 10.5, lead: 18, bold: false, gray: true, before: 4, indent: 0, hanging: 0, center: true },
  heading: { size: 13, lead: 22, bold: true, gray: false, before: 12, indent: 0, hanging: 0, center: false },
  paragraph: { size: 11, lead: 20, bold: false, gray: false, before: 4, indent: 22, hanging: 0, center: false },
  item: { size: 11, lead: 20, bold: false, gray: false, before: 2, indent: 0, hanging: 33, center: false },
  note: { size: 9.5, lead: 16, bold: false, gray: true, before: 14, indent: 0, hanging: 0, center: false },
};

/** Characters that may not start a line (they hang at the end of the previous one). */
const NO_LINE_START = new Set([...'，。、；：！？）》」』】”’,.;:!?)%']);
/** Characters that may not end a line. */
const NO_LINE_END = new Set([...'（《「『【“‘(']);
const LATIN = /[A-Za-z0-9]/;

interface Line {
  text: string;
  x: number;
  y: number;
  style: Style;
}

/** Lay the document out on pages: lines with their positions. */
function layout(doc: PdfDocument, font: CjkFont): Line[][] {
  const pages: Line[][] = [[]];
  let y = TOP;
  const width = (s: string, size: number) => [...s].reduce((w, ch) => w + (font.advance(font.glyphOf(ch.codePointAt(0)!)) * size) / 1000, 0);

  const place = (text: string, style: Style, first: boolean) => {
    const page = pages[pages.length - 1]!;
    const left = MARGIN_X + (first ? style.indent : style.hanging);
    const x = style.center ? (PAGE_W - width(text, style.size)) / 2 : left;
    page.push({ text, x, y, style });
  };

  const block = (text: string, style: Style) => {
    const chars = [...text];
    y -= style.before;
    let first = true;
    let i = 0;
    while (i < chars.length) {
      const room = TEXT_W - (first ? style.indent : style.hanging);
      let w = 0;
      let j = i;
      while (j < chars.length) {
        const cw = (font.advance(font.glyphOf(chars[j]!.codePointAt(0)!)) * style.size) / 1000;
        if (w + cw > room && j > i) break;
        w += cw;
        j += 1;
      }
      if (j < chars.length) {
        // hang a closing mark; keep Latin words and opening marks with what follows
        if (NO_LINE_START.has(chars[j]!)) j += 1;
        else {
          let k = j;
          while (k > i + 1 && ((LATIN.test(chars[k - 1]!) && LATIN.test(chars[k]!)) || NO_LINE_END.has(chars[k - 1]!))) k -= 1;
          if (k > i + 1) j = k;
        }
      }
      if (y - style.lead < BOTTOM) {
        pages.push([]);
        y = TOP;
      }
      y -= style.lead;
      place(chars.slice(i, j).join(''), style, first);
      first = false;
      i = j;
    }
  };

  block(doc.title, STYLE.title);
  if (doc.subtitle) block(doc.subtitle, STYLE.subtitle);
  y -= 10;
  for (const b of doc.blocks) block(b.text, STYLE[b.kind]);
  return pages;
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
/** A PDF text string in UTF-16BE (with its byte order mark), as hex. */
const utf16Hex = (s: string) => `<FEFF${[...s].map((ch) => {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x10000) return hex4(cp);
  const v = cp - 0x10000;
  return hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
}).join('')}>`;
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '').replace(/\.$/, ''));

/** A PDF of `doc` with the given CJK font embedded as a subset. Throws on a character the font lacks. */
export function documentPdf(doc: PdfDocument, font: CjkFont): Uint8Array {
  const pages = layout(doc, font);
  const total = pages.length;
  const footer = (n: number) => `— 第 ${n} 页，共 ${total} 页 —`;

  // every character used, in first-use order: CID i+1 is the i-th glyph (CID 0 is .notdef)
  const texts = [...pages.flat().map((l) => l.text), ...pages.map((_, i) => footer(i + 1))];
  const gids: number[] = [0];
  const cidOf = new Map<number, number>();
  const unicodeOf = new Map<number, number>();
  for (const t of texts) {
    for (const ch of t) {
      const cp = ch.codePointAt(0)!;
      const gid = font.glyphOf(cp);
      if (gid === 0 && ch.trim() !== '') throw new Error(`the font has no glyph for ${JSON.stringify(ch)} (U+${hex4(cp)})`);
      if (!cidOf.has(gid)) {
        cidOf.set(gid, gids.length);
        gids.push(gid);
      }
      if (!unicodeOf.has(cidOf.get(gid)!)) unicodeOf.set(cidOf.get(gid)!, cp);
    }
  }
  const encode = (s: string) => `<${[...s].map((ch) => hex4(cidOf.get(font.glyphOf(ch.codePointAt(0)!))!)).join('')}>`;

  const tag = createHash('sha256')
    .update(gids.join(','))
    .digest()
    .subarray(0, 6)
    .reduce((s, b) => s + String.fromCharCode(65 + (b % 26)), '');
  const fontName = `${tag}+${font.postscriptName}`;
  const cff = font.subset(gids, fontName);

  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
  const deflated = (dict: string, data: Buffer) => stream(`${dict} /Filter /FlateDecode`.trim(), deflateSync(data, { level: 9 }));

  const catalog = add(''); // filled in below (needs the pages' number)
  const pagesObj = add('');
  const fontFile = add(deflated('/Subtype /CIDFontType0C', cff));
  const [x0, y0, x1, y1] = font.bbox;
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${fontName} /Flags 4 /FontBBox [${x0} ${y0} ${x1} ${y1}] /ItalicAngle 0 /Ascent ${font.ascent} /Descent ${font.descent} /CapHeight ${font.capHeight} /StemV 80 /FontFile3 ${fontFile} 0 R >>`,
  );
  const widths = gids.map((g) => font.advance(g)).join(' ');
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${fontName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [0 [${widths}]] >>`,
  );
  const entries = [...unicodeOf.entries()].sort((a, b) => a[0] - b[0]);
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100);
    chunks.push(`${part.length} beginbfchar\n${part.map(([cid, cp]) => `<${hex4(cid)}> ${utf16Hex(String.fromCodePoint(cp)).replace('<FEFF', '<')}`).join('\n')}\nendbfchar`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const toUnicode = add(deflated('', Buffer.from(cmap, 'latin1')));
  const type0 = add(`<< /Type /Font /Subtype /Type0 /BaseFont /${fontName} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`);

  const pageIds: number[] = [];
  pages.forEach((lines, p) => {
    const ops: string[] = [];
    for (const l of lines) {
      const color = l.style.gray ? '0.4 0.42 0.46' : '0.1 0.11 0.13';
      ops.push(
        'BT',
        `${color} rg ${color} RG`,
        l.style.bold ? '2 Tr 0.35 w' : '0 Tr',
        `/F1 ${num(l.style.size)} Tf`,
        `${num(l.x)} ${num(l.y)} Td`,
        `${encode(l.text)} Tj`,
        'ET',
      );
    }
    const foot = footer(p + 1);
    const fw = [...foot].reduce((w, ch) => w + (font.advance(font.glyphOf(ch.codePointAt(0)!)) * 9) / 1000, 0);
    ops.push('BT', '0.5 0.52 0.56 rg 0 Tr', '/F1 9 Tf', `${num((PAGE_W - fw) / 2)} 40 Td`, `${encode(foot)} Tj`, 'ET');
    const content = add(deflated('', Buffer.from(ops.join('\n'), 'latin1')));
    pageIds.push(
      add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${type0} 0 R >> >> /Contents ${content} 0 R >>`),
    );
  });
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (zh-CN) >>`, 'latin1');
  objects[pagesObj - 1] = Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`, 'latin1');
  const info = add(`<< /Title ${utf16Hex(doc.title)} /Subject ${utf16Hex(doc.subject ?? '')} /Producer (ws-safety-platform seed) >>`);

  const out: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = out[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(size);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    out.push(obj);
    size += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  out.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${size}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(out);
}

/**
 * A seed document as a file asset: written from the text with the machine's CJK font, or, on a machine
 * without one, the committed file as it is (see the top of this file).
 */
export function documentPdfAsset(file: string, doc: PdfDocument): Uint8Array {
  const font = loadCjkFont();
  if (font) return documentPdf(doc, font);
  const committed = path.join(ASSETS_DIR, 'seed', file);
  if (existsSync(committed)) return readFileSync(committed);
  throw new Error(`${file}: no CJK font on this machine (apt-get install fonts-noto-cjk, or set SEED_CJK_FONT) and no committed copy`);
}
