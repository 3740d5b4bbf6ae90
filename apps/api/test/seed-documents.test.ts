// The seed's PDF documents are Chinese documents with a CJK font embedded (a subset), readable and
// searchable in any reader: not Helvetica with "?" for every Chinese character.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../src/config';
import { allSeedAssets } from '../src/seed/all-assets';
import { articleSeeds } from '../src/seed/data/articles';
import { mediaSeeds } from '../src/seed/data/media';
import { documentPdf, findCjkFont, type PdfDocument } from '../src/seed/pdf';

const SEED_DIR = path.join(ASSETS_DIR, 'seed');

interface PdfObject {
  /** the object's text (a stream's dictionary) */
  body: string;
  /** a stream's data, inflated where compressed */
  data?: Buffer;
}

/** A PDF's objects by number (found through its xref table) and its trailer. */
function readPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const objects = new Map<number, PdfObject>();
  [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].forEach((m, i) => {
    const start = text.indexOf('obj\n', Number(m[1])) + 4;
    const streamAt = text.indexOf('\nstream\n', start);
    const endAt = text.indexOf('\nendobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const body = text.slice(start, streamAt);
      const raw = pdf.subarray(streamAt + 8, streamAt + 8 + Number(/\/Length (\d+)/.exec(body)?.[1]));
      objects.set(i + 1, { body, data: body.includes('/FlateDecode') ? inflateSync(raw) : raw });
    } else objects.set(i + 1, { body: text.slice(start, endAt) });
  });
  const trailer = text.slice(text.lastIndexOf('\ntrailer\n'));
  /** the object a key of `body` refers to (`/Key n 0 R`) */
  const ref = (body: string, key: string): PdfObject => {
    const n = new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(body)?.[1];
    const obj = objects.get(Number(n));
    if (!obj) throw new Error(`no /${key} reference in ${body.slice(0, 80)}`);
    return obj;
  };
  return { objects: [...objects.values()], trailer, ref };
}

/** A PDF literal string's value: escapes undone, UTF-16BE (with its byte order mark) decoded. */
function literalString(s: string): string {
  const inner = /^\s*\(([\s\S]*)\)\s*$/.exec(s)?.[1] ?? '';
  const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(
    inner.replace(/\\([0-7]{1,3}|.)/g, (_, e: string) => (/^[0-7]/.test(e) ? String.fromCharCode(Number.parseInt(e, 8)) : (named[e] ?? e))),
    'latin1',
  );
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

/** What a reader extracts from a PDF: each page's text (through the font's ToUnicode map), line by line. */
function readDocument(pdf: Buffer) {
  const { objects, trailer, ref } = readPdf(pdf);
  const font = objects.find((o) => /\/Subtype \/Type0\b/.test(o.body));
  if (!font) throw new Error('no Type0 font');
  const cidFont = ref(font.body, 'DescendantFonts');
  const descriptor = ref(cidFont.body, 'FontDescriptor');
  const fontFile = ref(descriptor.body, 'FontFile3');

  // the ToUnicode map: bfrange arrays and bfchar entries, code -> text
  const cmap = ref(font.body, 'ToUnicode').data!.toString('latin1');
  const unicode = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const m of cmap.matchAll(/<([0-9a-f]{4})>\s*<[0-9a-f]{4}>\s*\[([^\]]*)\]/gi)) {
    [...m[2]!.matchAll(/<([0-9a-f\s]*)>/gi)].forEach((e, k) => unicode.set(Number.parseInt(m[1]!, 16) + k, utf16(e[1]!)));
  }
  for (const section of cmap.match(/beginbfchar[\s\S]*?endbfchar/g) ?? []) {
    for (const m of section.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f\s]+)>/gi)) unicode.set(Number.parseInt(m[1]!, 16), utf16(m[2]!));
  }

  const codes: number[] = [];
  const pagesObj = objects.find((o) => /\/Type \/Pages\b/.test(o.body))!;
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesObj.body)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const pages = kids.map((n) => {
    const page = objects[n - 1]!;
    const content = ref(page.body, 'Contents').data!.toString('latin1');
    const lines = [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((tj) =>
      [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)]
        .flatMap((s) => s[1]!.match(/.{4}/g) ?? [])
        .map((h) => {
          const code = Number.parseInt(h, 16);
          codes.push(code);
          return unicode.get(code) ?? '\uFFFD';
        })
        .join(''),
    );
    return lines.join('\n');
  });
  const info = ref(trailer, 'Info').body;
  const infoString = (key: string) => (new RegExp(`/${key} \\d+ 0 R`).test(info) ? literalString(ref(info, key).body) : '');
  return { font, cidFont, descriptor, fontFile, pages, codes, unicode, title: infoString('Title'), subject: infoString('Subject') };
}

const documents = [
  ...articleSeeds().flatMap((a) => a.resourceItems),
  ...mediaSeeds().flatMap((m) => m.resourceItems),
].filter((f) => f.FileUrl.endsWith('.pdf'));

describe('seed PDF documents', () => {
  it('are law texts, courseware and templates', () => {
    expect(documents.filter((d) => d.FileUrl.includes('/law-')).length).toBeGreaterThanOrEqual(15);
    expect(documents.filter((d) => d.FileUrl.includes('/course-')).length).toBeGreaterThanOrEqual(5);
  });

  it.each(documents.map((d) => [d.FileUrl.split('/').pop() ?? '', d.FileName ?? ''] as const))('%s is a Chinese document with an embedded CJK font', (file, name) => {
    const pdf = readFileSync(path.join(SEED_DIR, file));
    expect(pdf.toString('latin1')).not.toContain('Helvetica');
    const doc = readDocument(pdf);
    expect(doc.font.body).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular\b/);
    expect(doc.font.body).toMatch(/\/Encoding \/Identity-H\b/);
    expect(doc.cidFont.body).toMatch(/\/Subtype \/CIDFontType0\b/);
    expect(doc.fontFile.body).toMatch(/\/Subtype \/CIDFontType0C\b/);
    // a subset: the font program holds the glyphs used (the whole face's CFF is about 16 MB)
    expect(doc.fontFile.data!.length).toBeLessThan(300_000);
    expect(pdf.length).toBeLessThan(200_000);
    // every glyph shown is a real one (code 0 is .notdef: a character the font lacks) and maps to text
    expect(doc.codes.length).toBeGreaterThan(100);
    expect(doc.codes.filter((c) => c === 0 || !doc.unicode.has(c))).toEqual([]);

    // the document's title is its download name (without .pdf), at most marked as an excerpt
    expect(doc.title.startsWith(name.replace(/\.pdf$/, '').replace(/（(模板|范本)）$/, ''))).toBe(true);
    // and what a reader extracts: the title on page 1, the body text, the page footers
    expect(doc.pages[0]!.split('\n')[0]).toBe(doc.title);
    const text = doc.pages.join('\n');
    expect(text.includes('第一条') || text.includes('课程') || text.includes('适用范围')).toBe(true);
    doc.pages.forEach((p, i) => expect(p.endsWith(`— 第 ${i + 1} 页，共 ${doc.pages.length} 页 —`)).toBe(true));
  });

  it.skipIf(!findCjkFont())('are written from the text with the machine font (committed files current, the same bytes every time)', () => {
    const font = findCjkFont()!;
    const sample: PdfDocument = {
      title: '测试文档',
      subtitle: '演示',
      subject: '测试',
      blocks: [
        { kind: 'heading', text: '第一章　总则' },
        { kind: 'paragraph', text: `第一条\u3000安全第一，预防为主，综合治理。${'生产经营单位应当遵守本法和其他有关安全生产的法律、法规。'.repeat(60)}` },
        { kind: 'item', text: '（一）建立健全全员安全生产责任制和安全生产规章制度，加大对安全生产资金、物资、技术、人员的投入保障力度；' },
        { kind: 'note', text: '本文件为演示用文本。' },
      ],
    };
    const pdf = Buffer.from(documentPdf(sample, font));
    const doc = readDocument(pdf);
    expect(doc.title).toBe('测试文档');
    expect(doc.subject).toBe('测试');
    expect(doc.pages.length).toBe(2);
    const lines = doc.pages.join('\n').split('\n');
    expect(lines.slice(0, 4)).toEqual(['测试文档', '演示', '第一章　总则', expect.stringMatching(/^第一条\u3000安全第一，预防为主，综合治理。生产/)]);
    // wrapped lines: no line starts with a closing mark
    for (const line of lines) expect(line, line).not.toMatch(/^[，。、；：！？）》]/);
    expect(lines).toContain('人员的投入保障力度；');
    expect(doc.codes.filter((c) => c === 0 || !doc.unicode.has(c))).toEqual([]);
    // deterministic: the same text gives the same bytes
    expect(Buffer.from(documentPdf(sample, font)).equals(pdf)).toBe(true);
    // generate-assets.ts output equals what is committed (files.test.ts checks every asset this way too)
    const law = allSeedAssets().find((a) => a.file === 'law-126-1.pdf')!;
    expect(Buffer.from(law.render()).equals(readFileSync(path.join(SEED_DIR, 'law-126-1.pdf')))).toBe(true);
  }, 60_000);
});
