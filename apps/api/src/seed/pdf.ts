// The seed's PDF documents (law texts, courseware handouts, management templates): Chinese text on A4
// pages, written with PDFKit, which embeds the machine's CJK font as a subset (its glyphs for the characters
// used, with a ToUnicode map, so every reader shows the same characters and copy/search works).
// Deterministic: the same text and font give the same bytes (fixed dates; the file ID is derived from them).
//
// The committed files under apps/api/assets/seed/ are what the site serves. They are written by
// `pnpm --filter @ws/api exec tsx src/seed/generate-assets.ts` on a machine with Noto Sans CJK (Debian:
// apt-get install fonts-noto-cjk; or SEED_CJK_FONT=<path to NotoSansCJK-Regular.ttc>). Without the font,
// a document "renders" as its committed bytes (documentPdfAsset), like the demo video clips.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { ASSETS_DIR } from '../config';

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

/** Where Debian (fonts-noto-cjk) and other systems put the font; SEED_CJK_FONT overrides. */
const CJK_FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  '/System/Library/Fonts/NotoSansCJK-Regular.ttc',
];
/** The face of the collection the documents use (Simplified Chinese glyph forms). */
const CJK_FACE = 'NotoSansCJKsc-Regular';

/** The CJK font file to use, or null when the machine has none. */
export const findCjkFont = (): string | null => {
  const fromEnv = process.env.SEED_CJK_FONT?.trim();
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CJK_FONT_CANDIDATES.find((p) => existsSync(p)) ?? null;
};

/** The documents' date (PDF Info CreationDate): fixed, so the bytes do not change from run to run. */
const DOCUMENT_DATE = new Date(Date.UTC(2026, 0, 1));

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 64;
const TOP = 76;
const BOTTOM = PAGE_H - 76;
const TEXT_W = PAGE_W - 2 * MARGIN_X;
const FOOTER_Y = PAGE_H - 40;

const INK = '#1a1c21';
const GRAY = '#666b75';
const FOOTER_GRAY = '#80858f';

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
  /** left edge and baseline, from the top-left corner of the page */
  x: number;
  y: number;
  style: Style;
}

/** Lay the document out on pages: lines with their positions (`width` measures a string at a size). */
function layout(doc: PdfDocument, width: (s: string, size: number) => number): Line[][] {
  const pages: Line[][] = [[]];
  let y = TOP;

  const place = (text: string, style: Style, first: boolean) => {
    const page = pages[pages.length - 1]!;
    const left = MARGIN_X + (first ? style.indent : style.hanging);
    const x = style.center ? (PAGE_W - width(text, style.size)) / 2 : left;
    page.push({ text, x, y, style });
  };

  const block = (text: string, style: Style) => {
    const chars = [...text];
    y += style.before;
    let first = true;
    let i = 0;
    while (i < chars.length) {
      const room = TEXT_W - (first ? style.indent : style.hanging);
      let w = 0;
      let j = i;
      while (j < chars.length) {
        const cw = width(chars[j]!, style.size);
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
      if (y + style.lead > BOTTOM) {
        pages.push([]);
        y = TOP;
      }
      y += style.lead;
      place(chars.slice(i, j).join(''), style, first);
      first = false;
      i = j;
    }
  };

  block(doc.title, STYLE.title);
  if (doc.subtitle) block(doc.subtitle, STYLE.subtitle);
  y += 10;
  for (const b of doc.blocks) block(b.text, STYLE[b.kind]);
  return pages;
}

/** The font files read so far (a collection is about 20 MB: read once, not once per document). */
const fontBytes = new Map<string, Buffer>();
/** Each font's character advances at 1000 pt, measured once (by the library's text layout). */
const advances = new Map<string, Map<string, number>>();

/** A PDF of `doc` with the CJK font at `fontFile` embedded as a subset. */
export function documentPdf(doc: PdfDocument, fontFile: string): Uint8Array {
  let font = fontBytes.get(fontFile);
  if (!font) fontBytes.set(fontFile, (font = readFileSync(fontFile)));
  const pdf = new PDFDocument({
    size: [PAGE_W, PAGE_H],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.4',
    lang: 'zh-CN',
    displayTitle: true,
    info: { Title: doc.title, Subject: doc.subject ?? '', Creator: 'ws-safety-platform seed', CreationDate: DOCUMENT_DATE },
  });
  // a collection (.ttc) holds several faces: take the Simplified Chinese one by its PostScript name
  if (/\.(ttc|otc)$/i.test(fontFile)) pdf.font(font, CJK_FACE);
  else pdf.font(font);

  // a line's width is the sum of its characters' advances (the layout measures character by character)
  let widths = advances.get(fontFile);
  if (!widths) advances.set(fontFile, (widths = new Map()));
  const advance = (ch: string) => {
    let w = widths.get(ch);
    if (w === undefined) widths.set(ch, (w = pdf.fontSize(1000).widthOfString(ch)));
    return w;
  };
  const width = (s: string, size: number) => [...s].reduce((sum, ch) => sum + advance(ch), 0) * (size / 1000);
  const pages = layout(doc, width);
  // the page footers, centred (measured here: measuring sets the font size, so not while drawing)
  const footers = pages.map((_, p) => {
    const text = `— 第 ${p + 1} 页，共 ${pages.length} 页 —`;
    return { text, x: (PAGE_W - width(text, 9)) / 2 };
  });
  pages.forEach((lines, p) => {
    pdf.addPage();
    for (const l of lines) {
      const color = l.style.gray ? GRAY : INK;
      pdf.fontSize(l.style.size).fillColor(color);
      // bold: the outline stroked as well as filled (the font has one weight)
      if (l.style.bold) pdf.strokeColor(color).lineWidth(0.35);
      pdf.text(l.text, l.x, l.y, { lineBreak: false, baseline: 'alphabetic', fill: true, stroke: l.style.bold });
    }
    pdf.fontSize(9).fillColor(FOOTER_GRAY);
    pdf.text(footers[p]!.text, footers[p]!.x, FOOTER_Y, { lineBreak: false, baseline: 'alphabetic' });
  });
  pdf.end();

  // PDFKit writes the whole file while end() runs; read it back from the stream's buffer
  const chunks: Buffer[] = [];
  for (let chunk: unknown = pdf.read(); chunk !== null; chunk = pdf.read()) chunks.push(chunk as Buffer);
  const out = Buffer.concat(chunks);
  if (!out.subarray(-7).toString('latin1').includes('%%EOF')) throw new Error(`${doc.title}: the PDF was not written in full`);
  return out;
}

/**
 * A seed document as a file asset: written from the text with the machine's CJK font, or, on a machine
 * without one, the committed file as it is (see the top of this file).
 */
export function documentPdfAsset(file: string, doc: PdfDocument): Uint8Array {
  const font = findCjkFont();
  if (font) return documentPdf(doc, font);
  const committed = path.join(ASSETS_DIR, 'seed', file);
  if (existsSync(committed)) return readFileSync(committed);
  throw new Error(`${file}: no CJK font on this machine (apt-get install fonts-noto-cjk, or set SEED_CJK_FONT) and no committed copy`);
}
