import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import { PreviewPage } from './preview-page';

const at = (id: string) => `/preview?id=${encodeURIComponent(id)}`;

describe('/preview', () => {
  it('frames a document of our own storage, full width', () => {
    const { container } = renderWithProviders(<PreviewPage />, { route: at('/api/files/seed/law-122-1.pdf') });
    const frame = screen.getByTitle('文件预览');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/files/seed/law-122-1.pdf');
    expect(container.querySelectorAll('iframe, object, embed')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    'javascript:alert(document.cookie)',
    'https://evil.example/a.pdf',
    '//evil.example/api/files/a.pdf',
    '/api/files/../open/uni/articleinfo?id=1',
    '/api/files/%2e%2e/src/config.ts',
    'data:text/html,<script>alert(1)</script>',
    '/homePage',
  ])('refuses %s with 无法预览该文件 and frames nothing', (id) => {
    const { container } = renderWithProviders(<PreviewPage />, { route: at(id) });
    expect(screen.getByRole('alert')).toHaveTextContent('无法预览该文件');
    expect(container.querySelector('iframe, object, embed')).toBeNull();
  });

  it('refuses a missing id', () => {
    const { container } = renderWithProviders(<PreviewPage />, { route: '/preview' });
    expect(screen.getByRole('alert')).toHaveTextContent('无法预览该文件');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
