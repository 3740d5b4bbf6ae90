import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { PreviewPage } from './preview-page';

const at = (id: string) => `/preview?id=${encodeURIComponent(id)}`;

/** The storage's answer to the page's HEAD check of a document. */
const storage = (status: number) => {
  const asked: string[] = [];
  server.use(
    http.head('*/api/files/*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status });
    }),
  );
  return asked;
};

describe('/preview', () => {
  it('frames a document of our own storage, full width, once the storage has it', async () => {
    const asked = storage(200);
    const { container } = renderWithProviders(<PreviewPage />, { route: at('/api/files/seed/law-122-1.pdf') });
    const frame = await screen.findByTitle('文件预览');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/files/seed/law-122-1.pdf');
    expect(container.querySelectorAll('iframe, object, embed')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual(['/api/files/seed/law-122-1.pdf']);
  });

  it('a missing document: a clear message instead of the server answer, nothing framed', async () => {
    storage(404);
    const { container } = renderWithProviders(<PreviewPage />, { route: at('/api/files/seed/missing.pdf') });
    expect(await screen.findByRole('alert')).toHaveTextContent('文件不存在或已被删除');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/homePage');
  });

  it('a storage failure: a message with 重试, which frames the document once it answers', async () => {
    storage(503);
    const { user } = renderWithProviders(<PreviewPage />, { route: at('/api/files/seed/law-122-1.pdf') });
    expect(await screen.findByRole('alert')).toHaveTextContent('文件暂时无法打开，请稍后重试');
    storage(200);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('文件预览')).toHaveAttribute('src', '/api/files/seed/law-122-1.pdf');
  });

  it('a Word document: offers the download with a short explanation instead of a blank frame', async () => {
    const asked = storage(200);
    const { container } = renderWithProviders(<PreviewPage />, { route: at('/api/files/docs/law-126-penalty.docx') });
    expect(screen.getByRole('alert')).toHaveTextContent('该文件不支持在线预览');
    expect(screen.getByText(/Word 文档（\.docx），浏览器无法直接打开。请下载后用 Word 或 WPS/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: '下载文件' });
    expect(download).toHaveAttribute('href', '/api/files/docs/law-126-penalty.docx');
    expect(download).toHaveAttribute('download', 'law-126-penalty.docx');
    expect(container.querySelector('iframe, object, embed')).toBeNull();
    expect(asked).toEqual([]);
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
    expect(container.querySelector('iframe, object, embed, a[download]')).toBeNull();
  });

  it('refuses a missing id', () => {
    const { container } = renderWithProviders(<PreviewPage />, { route: '/preview' });
    expect(screen.getByRole('alert')).toHaveTextContent('无法预览该文件');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
