import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { RichText as LazyRichText } from './lazy-rich-text';
import { RichText } from './rich-text';
import { sanitizeHtml } from './sanitize';

const DIRTY = [
  '<p id="p">正文<b>加粗</b></p>',
  '<script>window.__pwned = 1</script>',
  '<style>body{display:none}</style>',
  '<img src="/uploads/a.png" alt="图" onerror="window.__pwned = 2">',
  '<a href="javascript:alert(1)">坏链接</a>',
  '<a href="JaVaScRiPt:alert(1)">坏链接2</a>',
  '<a href="https://www.mem.gov.cn/">应急管理部</a>',
  '<a href="/detailPages?key=1">站内</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="x.swf"></object>',
  '<form action="https://evil.example/"><input name="pwd"></form>',
  '<div style="position:fixed;top:0;color:red" onclick="alert(1)">样式</div>',
].join('');

describe('sanitizeHtml', () => {
  it('removes scripts, styles, frames, plugins, forms, handlers and javascript: URLs', () => {
    const out = sanitizeHtml(DIRTY);
    expect(out).not.toMatch(/<script|<style|<iframe|<object|<form|<input|onerror|onclick|javascript:|position/i);
    expect(out).toContain('<b>加粗</b>');
    expect(out).toContain('color:red');
  });

  it('handles empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('RichText', () => {
  it('renders sanitized HTML; links open in a new tab with rel noopener', () => {
    renderWithProviders(<RichText html={DIRTY} />);
    expect(screen.getByText('加粗').tagName).toBe('B');
    const container = screen.getByText('加粗').closest('.mantine-Typography-root') as HTMLElement;
    expect(container).not.toBeNull();
    expect(container.querySelector('script, style, iframe, object, form')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByRole('img', { name: '图' })).toHaveAttribute('src', '/uploads/a.png');

    // javascript: links lose their href (no longer links)
    expect(screen.queryByRole('link', { name: '坏链接' })).not.toBeInTheDocument();
    expect(screen.getByText('坏链接')).not.toHaveAttribute('href');
    expect(screen.getByText('坏链接2')).not.toHaveAttribute('href');

    const out = screen.getByRole('link', { name: '应急管理部' });
    expect(out).toHaveAttribute('target', '_blank');
    expect(out.getAttribute('rel')).toContain('noopener');
    expect(out.getAttribute('rel')).toContain('noreferrer');
    expect(screen.getByRole('link', { name: '站内' })).toHaveAttribute('rel', 'noopener');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('the lazy RichText of @ws/ui renders the same after loading DOMPurify', async () => {
    renderWithProviders(<LazyRichText html={DIRTY} />);
    expect(await screen.findByText('加粗')).toBeInTheDocument();
    const container = screen.getByText('加粗').closest('.mantine-Typography-root') as HTMLElement;
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });
});
