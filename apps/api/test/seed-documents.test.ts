// The seed's PDF documents are Chinese documents with a CJK font embedded (a subset), readable and
// searchable in any reader: not Helvetica with "?" for every Chinese character.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../src/config';
import { allSeedAssets } from '../src/seed/all-assets';
import { loadCjkFont } from '../src/seed/cjk-font';
import { articleSeeds } from '../src/seed/data/articles';
import { mediaSeeds } from '../src/seed/data/media';
import { documentPdf } from '../src/seed/pdf';

const SEED_DIR = path.join(ASSETS_DIR, 'seed');

/** The streams of a PDF, inflated where compressed. */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const s = pdf.indexOf('stream\n', at, 'latin1');
    if (s === -1) break;
    const e = pdf.indexOf('\nendstream', s, 'latin1');
    const dictStart = pdf.lastIndexOf('<<', s, 'latin1');
    const dict = pdf.toString('latin1', dictStart, s);
    const data = pdf.subarray(s + 7, e);
    out.push((dict.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1'));
    at = e + 10;
  }
  return out;
}

/** The characters a PDF's ToUnicode maps show. */
function mappedText(pdf: Buffer): Set<string> {
  const cmap = streams(pdf).find((s) => s.includes('beginbfchar')) ?? '';
  const chars = new Set<string>();
  for (const m of cmap.matchAll(/<[0-9A-F]{4}> <([0-9A-F]{4,8})>/g)) {
    const hex = m[1]!;
    const units = hex.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16));
    chars.add(String.fromCharCode(...units));
  }
  return chars;
}

/** The PDF's Info title (UTF-16BE hex). */
function infoTitle(pdf: Buffer): string {
  const m = /\/Title <FEFF([0-9A-F]*)>/.exec(pdf.toString('latin1'));
  if (!m) return '';
  return String.fromCharCode(...m[1]!.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16)));
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
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/Subtype \/Type0 \/BaseFont \/[A-Z]{6}\+NotoSansCJK/);
    expect(text).toContain('/Encoding /Identity-H');
    expect(text).toContain('/FontFile3');
    expect(text).toContain('/Subtype /CIDFontType0C');
    expect(text).not.toContain('Helvetica');
    const title = infoTitle(pdf);
    // the document's title is its download name (without .pdf), at most marked as an excerpt
    expect(title.startsWith(name.replace(/\.pdf$/, '').replace(/（(模板|范本)）$/, ''))).toBe(true);
    const shown = mappedText(pdf);
    for (const ch of title) expect(shown.has(ch), `${file}: ${ch}`).toBe(true);
    expect(shown.has('第') || shown.has('课')).toBe(true);
  });

  it.skipIf(!loadCjkFont())('are written from the text with the machine font (committed files current)', () => {
    const font = loadCjkFont()!;
    const pdf = Buffer.from(documentPdf({ title: '测试文档', blocks: [{ kind: 'paragraph', text: '第一条　安全第一，预防为主，综合治理。' }] }, font));
    for (const ch of '测试文档安全第一综合治理') expect(mappedText(pdf).has(ch)).toBe(true);
    // generate-assets.ts output equals what is committed (files.test.ts checks every asset this way too)
    const law = allSeedAssets().find((a) => a.file === 'law-126-1.pdf')!;
    expect(Buffer.from(law.render()).equals(readFileSync(path.join(SEED_DIR, 'law-126-1.pdf')))).toBe(true);
  });
});
