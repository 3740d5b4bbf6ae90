// A server render (the first paint) has no DOM, so nothing can sanitize rich text there: it must never
// reach the markup, neither through the lazy RichText nor through a sanitizer that gives up.
//
// Runs in jsdom with `window` and `document` taken away for each test: the shared setup file touches
// `window` when it loads, so this file cannot run in the node environment until that setup tolerates it.
import { renderToString } from 'react-dom/server';
import { RichText as LazyRichText } from './lazy-rich-text';
import { RichText } from './rich-text';
import { sanitizeHtml } from './sanitize';

const DIRTY = '<p>正文内容</p><img src=x onerror=alert(1)>';

/** Nothing of the rich text made it into the markup. */
const expectNoRichText = (html: string) => {
  expect(html).not.toMatch(/<img|onerror|alert\(1\)|正文内容/);
};

beforeEach(() => {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
});
// before the shared setup's afterEach, which clears window.localStorage
afterEach(() => vi.unstubAllGlobals());

describe('rich text in a server render', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('the lazy RichText renders its skeleton, never the html', () => {
    const html = renderToString(<LazyRichText html={DIRTY} />);
    expect(html).toContain('aria-label="加载中"');
    expectNoRichText(html);
    // the skeleton itself, not a Suspense fallback left for the client to fill in
    expect(html).not.toContain('<!--$');
  });

  it('stays the skeleton once the eager module has loaded (a later render pass)', async () => {
    renderToString(<LazyRichText html={DIRTY} />);
    await import('./rich-text');
    await new Promise((r) => setTimeout(r, 0));
    const html = renderToString(<LazyRichText html={DIRTY} />);
    expect(html).toContain('aria-label="加载中"');
    expectNoRichText(html);
    expect(html).not.toContain('<!--$');
  });

  it('sanitizeHtml throws without a window instead of passing the html through', () => {
    expect(() => sanitizeHtml(DIRTY)).toThrow('sanitizeHtml needs a DOM');
    // and keeps throwing: no half-built sanitizer is cached by the first attempt
    expect(() => sanitizeHtml(DIRTY)).toThrow('sanitizeHtml needs a DOM');
  });

  it('the eager RichText cannot render it either', () => {
    let html = '';
    expect(() => {
      html = renderToString(<RichText html={DIRTY} />);
    }).toThrow('sanitizeHtml needs a DOM');
    expectNoRichText(html);
  });
});
