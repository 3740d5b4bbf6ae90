// @vitest-environment node
// Rich text in a server render: sanitized by the same DOMPurify rules on jsdom's DOM, or not drawn at all.
import { JSDOM } from 'jsdom';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { RichText } from './lazy-rich-text';
import { enableServerRichText } from './server-rich-text';

const DIRTY = '<p>安全生产责任制</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a><a href="https://example.com/law">外链</a><iframe src="https://evil.example"></iframe>';

describe('RichText in a server render', () => {
  it('draws the sanitized text once the renderer brought a DOM, never a script, handler or frame', () => {
    expect(typeof window).toBe('undefined');
    enableServerRichText(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Window & typeof globalThis);
    const html = renderToString(
      <MantineProvider>
        <RichText html={DIRTY} />
      </MantineProvider>,
    );
    expect(html).toContain('安全生产责任制');
    expect(html).toContain('链接');
    expect(html).not.toMatch(/onerror|<script|javascript:|<iframe/i);
    // links open in a new tab without access to the page, as in the browser
    expect(html).toContain('<a href="https://example.com/law" target="_blank" rel="noopener noreferrer nofollow">外链</a>');
  });
});
