import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../src/config';
import { FILES_CSP } from '../src/http/files';
import { allSeedAssets } from '../src/seed/all-assets';
import { adSeeds } from '../src/seed/data/ads';
import { articleSeeds } from '../src/seed/data/articles';
import { categorySeeds } from '../src/seed/data/categories';
import { companySeeds } from '../src/seed/data/companies';
import { expertSeeds } from '../src/seed/data/experts';
import { mediaSeeds } from '../src/seed/data/media';
import { trainingSeeds } from '../src/seed/data/training';
import { useHarness } from './helpers';

const SEED_DIR = path.join(ASSETS_DIR, 'seed');

describe('GET /api/files/*', () => {
  const h = useHarness();

  it('serves seed SVGs with nosniff and a sandboxing CSP', async () => {
    const res = await h.app.inject({ url: '/api/files/seed/banner-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    expect(res.headers['content-security-policy']).toBe(FILES_CSP);
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('serves the law PDFs the same way', async () => {
    const res = await h.app.inject({ url: '/api/files/seed/law-126-1.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(FILES_CSP);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for missing files and refuses to leave the folder', async () => {
    expect((await h.app.inject({ url: '/api/files/seed/missing.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/files/../src/config.ts' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/files/%2e%2e/src/config.ts' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/files/seed/' })).statusCode).toBe(404);
  });
});

describe('seed assets', () => {
  const referenced = () => {
    const urls = JSON.stringify([categorySeeds(), adSeeds(), articleSeeds(), expertSeeds(), companySeeds(), mediaSeeds(), trainingSeeds()]).match(
      /\/api\/files\/[^"]+/g,
    );
    return [...new Set(urls ?? [])];
  };

  it('are committed for every file the seed data references, and nothing points outside', () => {
    const urls = referenced();
    expect(urls.length).toBeGreaterThan(200);
    for (const url of urls) {
      expect(url.startsWith('/api/files/seed/'), url).toBe(true);
      expect(existsSync(path.join(SEED_DIR, url.slice('/api/files/seed/'.length))), url).toBe(true);
    }
    const all = JSON.stringify([categorySeeds(), adSeeds(), articleSeeds(), expertSeeds(), companySeeds(), mediaSeeds(), trainingSeeds()]);
    expect(all).not.toMatch(/https?:\/\//);
  });

  it('match what the generator writes and stay under 1 MB (the PDF documents under 5 MB)', () => {
    const assets = allSeedAssets();
    const onDisk = readdirSync(SEED_DIR).sort();
    expect(onDisk).toEqual(assets.map((a) => a.file).sort());
    let total = 0;
    let pdfs = 0;
    for (const a of assets) {
      const file = path.join(SEED_DIR, a.file);
      const rendered = a.render();
      expect(readFileSync(file).equals(Buffer.from(rendered)), `${a.file} is stale: run src/seed/generate-assets.ts`).toBe(true);
      if (a.file.endsWith('.pdf')) pdfs += statSync(file).size;
      else total += statSync(file).size;
    }
    expect(total).toBeLessThan(1024 * 1024);
    // Chinese documents carry a subset of a CJK font (seed/pdf.ts, PDFKit): about 100-115 KB each, some 60 KB of it
    // the subset's subroutine tables (PDFKit's subsetter keeps a one-byte slot for each one the glyphs do not use)
    expect(pdfs).toBeLessThan(5 * 1024 * 1024);
    // writing the 38 PDFs (PDFKit parses the font and subsets it for each) takes some 15-25 s
  }, 120_000);

  it('are script-free SVGs, well-formed PDFs and WebM clips', () => {
    for (const file of readdirSync(SEED_DIR)) {
      const buf = readFileSync(path.join(SEED_DIR, file));
      if (file.endsWith('.webm')) {
        // EBML magic, then the DocType webm (the demo clips of seed/data/media.ts)
        expect(buf.subarray(0, 4).toString('hex'), file).toBe('1a45dfa3');
        expect(buf.subarray(0, 64).includes(Buffer.from('webm')), file).toBe(true);
      } else if (file.endsWith('.svg')) {
        const text = buf.toString('utf8');
        expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
        expect(text).not.toMatch(/<script|on\w+=|href=/i);
      } else {
        expect(file.endsWith('.pdf'), file).toBe(true);
        const text = buf.toString('latin1');
        expect(text.startsWith('%PDF-1.4')).toBe(true);
        const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
        expect(text.slice(xref, xref + 4)).toBe('xref');
        // every object offset in the xref table points at "<n> 0 obj"
        const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
      }
    }
  });
});
