import { screen, waitFor, within } from '@testing-library/react';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import type { Article } from '@ws/api-sdk';
import { browser, loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ArticleDetailPage } from './article-detail-page';

afterEach(() => vi.restoreAllMocks());

type Asked = Record<string, unknown>;

const ARTICLE_DETAIL: Article = fixtures.articleinfo;

const LAW: Article = {
  ...ARTICLE_DETAIL,
  id: 301,
  title: '中华人民共和国消防法',
  channel: 'law',
  cate_id: 123,
  cate_name: '消防咨询',
  add_from: '国家法律法规数据库',
  intro: '<p>全文请查看或下载附件。</p>',
  resource_items: [{ FileName: '中华人民共和国消防法.pdf', FileUrl: '/api/files/seed/law-123-1.pdf' }],
  recommendIds: [36],
};

const at = (key: number | string, currentName = '政策解读') => `/detailPages?key=${key}&currentName=${encodeURIComponent(currentName)}`;
const title = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/detailPages', () => {
  it('shows the breadcrumb, title, time, source, author and the sanitized rich text', async () => {
    const asked: Asked[] = [];
    server.use(mockEndpoint('articleinfo', ({ payload }) => (asked.push(payload), ARTICLE_DETAIL)));
    renderWithProviders(<ArticleDetailPage />, { route: at(101) });
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await title(ARTICLE_DETAIL.title);
    expect(asked).toEqual([{ id: '101' }]);
    expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('当前位置›政策解读');
    expect(screen.getByText('2026-03-12 09:30:00')).toBeInTheDocument();
    expect(screen.getByText('来源：广东省应急管理厅')).toBeInTheDocument();
    expect(screen.getByText('作者：省应急管理厅')).toBeInTheDocument();
    expect(await screen.findByText('压实企业主体责任')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('runs nothing from a rich text that carries a script or an onerror attribute', async () => {
    const w = window as unknown as { __xss?: number };
    delete w.__xss;
    server.use(
      mockEndpoint('articleinfo', {
        ...ARTICLE_DETAIL,
        title: '安全提示：警惕钓鱼链接',
        intro: '<p>防范要点</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2"><a href="javascript:window.__xss=3">链接</a>',
      }),
    );
    const { container } = renderWithProviders(<ArticleDetailPage />, { route: at(102, '新闻资讯') });
    expect(await screen.findByText('防范要点')).toBeInTheDocument();
    const article = container.querySelector('article')!;
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|javascript:/i);
    await new Promise((r) => setTimeout(r, 50));
    expect(w.__xss).toBeUndefined();
  });

  it('answers 文章不存在 for a missing key and shows the server message for an unknown one', async () => {
    const { unmount } = renderWithProviders(<ArticleDetailPage />, { route: '/detailPages?key=abc' });
    expect(screen.getByText('文章不存在')).toBeInTheDocument();
    unmount();
    server.use(mockEndpoint('articleinfo', envelope(null, { ok: false, msg: '文章不存在' })));
    renderWithProviders(<ArticleDetailPage />, { route: at(999) });
    expect(await screen.findByRole('alert')).toHaveTextContent('文章不存在');
  });

  describe('favourite', () => {
    it('logged out: no state call; a click shows 未登录或超时，请重新登陆 and goes to /login', async () => {
      const state = vi.fn(() => ({ status: -1 as const, id: null }));
      const add = vi.fn(() => ({ status: 1 as const, id: 9 }));
      server.use(mockEndpoint('InfoFavActive', state), mockEndpoint('addByUserFav', add));
      const { user, location } = renderWithProviders(<ArticleDetailPage />, { route: at(101) });
      await title(ARTICLE_DETAIL.title);
      const button = screen.getByRole('button', { name: '收藏' });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await user.click(button);
      expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(at(101))}`));
      expect(state).not.toHaveBeenCalled();
      expect(add).not.toHaveBeenCalled();
    });

    it('logged in: InfoFavActive on load, then 收藏成功 / 取消成功 as it toggles', async () => {
      loginAs();
      const asked: { name: string; payload: unknown; token: string | null }[] = [];
      server.use(
        mockEndpoint('InfoFavActive', ({ payload, token }) => (asked.push({ name: 'state', payload, token }), { status: -1 as const, id: null })),
        mockEndpoint('addByUserFav', ({ payload }) => (asked.push({ name: 'add', payload, token: null }), { status: 1 as const, id: 77 })),
        mockEndpoint('deleteByUserFav', ({ payload }) => (asked.push({ name: 'delete', payload, token: null }), { status: -1 as const, id: null })),
      );
      const { user } = renderWithProviders(<ArticleDetailPage />, { route: at(101) });
      await title(ARTICLE_DETAIL.title);
      await waitFor(() => expect(screen.getByRole('button', { name: '收藏' })).toBeEnabled());
      expect(asked[0]).toEqual({ name: 'state', payload: { b_type: 'article', xid: '101' }, token: 'test-token' });

      await user.click(screen.getByRole('button', { name: '收藏' }));
      expect(await screen.findByText('收藏成功')).toBeInTheDocument();
      const on = await screen.findByRole('button', { name: '已收藏' });
      expect(on).toHaveAttribute('aria-pressed', 'true');
      expect(asked[1]).toEqual({ name: 'add', payload: { b_type: 'article', xid: 101 }, token: null });

      await user.click(on);
      expect(await screen.findByText('取消成功')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
      expect(asked[2]).toEqual({ name: 'delete', payload: { b_type: 'article', xid: 101, id: 77 }, token: null });
    });

    it('shows 已收藏 when the article is already a favourite, and a server refusal as an error', async () => {
      loginAs();
      server.use(
        mockEndpoint('InfoFavActive', { status: 1, id: 5 }),
        mockEndpoint('deleteByUserFav', envelope(null, { ok: false, msg: '操作失败' })),
      );
      const { user } = renderWithProviders(<ArticleDetailPage />, { route: at(101) });
      const on = await screen.findByRole('button', { name: '已收藏' });
      await user.click(on);
      expect(await screen.findByText('操作失败')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '已收藏' })).toBeInTheDocument();
    });
  });

  describe('share', () => {
    it('opens Weibo, QQ and Qzone with the page URL and title; WeChat shows a QR of the page', async () => {
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      const { user } = renderWithProviders(<ArticleDetailPage />, { route: at(101) });
      await title(ARTICLE_DETAIL.title);
      const page = encodeURIComponent(`${window.location.origin}${at(101)}`);
      const t = encodeURIComponent(ARTICLE_DETAIL.title);
      const share = screen.getByRole('group', { name: '分享' });
      await user.click(within(share).getByRole('button', { name: '分享到微博' }));
      expect(open).toHaveBeenLastCalledWith(`https://service.weibo.com/share/share.php?url=${page}&title=${t}`, '_blank', 'noopener');
      await user.click(within(share).getByRole('button', { name: '分享到QQ' }));
      expect(open).toHaveBeenLastCalledWith(`https://connect.qq.com/widget/shareqq/index.html?url=${page}&title=${t}`, '_blank', 'noopener');
      await user.click(within(share).getByRole('button', { name: '分享到QQ空间' }));
      expect(open).toHaveBeenLastCalledWith(`https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${page}&title=${t}`, '_blank', 'noopener');

      await user.click(within(share).getByRole('button', { name: '分享到微信' }));
      // the popover's code comes on demand
      expect(await screen.findByText('微信扫一扫分享', undefined, { timeout: 8000 })).toBeInTheDocument();
      expect(await screen.findByLabelText(/本页二维码|二维码加载中/)).toBeInTheDocument();
      expect(open).toHaveBeenCalledTimes(3);
    }, 15000);
  });

  describe('consult', () => {
    it('a law article keeps its ids in lawId and goes to /expert?channel=company', async () => {
      loginAs();
      server.use(mockEndpoint('articleinfo', LAW));
      const { user, location } = renderWithProviders(<ArticleDetailPage />, { route: at(301, '法律法规') });
      await title(LAW.title);
      await user.click(screen.getByRole('button', { name: '咨询专家' }));
      expect(sessionStorage.getItem('lawId')).toBe('36');
      expect(location()).toBe('/expert?channel=company');
    });

    it('another article goes to /session (the mall: a full page load)', async () => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      const { user } = renderWithProviders(<ArticleDetailPage />, { route: at(101) });
      await title(ARTICLE_DETAIL.title);
      await user.click(screen.getByRole('button', { name: '在线咨询' }));
      expect(assign).toHaveBeenCalledWith('/session');
    });
  });

  describe('law articles', () => {
    it('show the PDF inline from our own storage, with a full-screen preview and a download', async () => {
      loginAs();
      server.use(mockEndpoint('articleinfo', LAW));
      renderWithProviders(<ArticleDetailPage />, { route: at(301, '法律法规') });
      await title(LAW.title);
      expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('法律法规');
      expect(screen.getByTitle('中华人民共和国消防法（PDF）')).toHaveAttribute('src', '/api/files/seed/law-123-1.pdf');
      expect(screen.getByRole('link', { name: '全屏查看' })).toHaveAttribute('href', `/preview?id=${encodeURIComponent('/api/files/seed/law-123-1.pdf')}`);
      expect(screen.getByRole('link', { name: '下载 PDF' })).toHaveAttribute('download', '中华人民共和国消防法.pdf');
      expect(screen.queryByText('作者：省应急管理厅')).toBeNull();
    });

    it('offer a Word document as a download, without a frame', async () => {
      loginAs();
      server.use(mockEndpoint('articleinfo', { ...LAW, resource_items: [{ FileName: '处罚办法.docx', FileUrl: '/api/files/docs/law-126-penalty.docx' }] }));
      const { container } = renderWithProviders(<ArticleDetailPage />, { route: at(301, '法律法规') });
      await title(LAW.title);
      const link = screen.getByRole('link', { name: '下载 处罚办法.docx' });
      expect(link).toHaveAttribute('href', '/api/files/docs/law-126-penalty.docx');
      expect(link).toHaveAttribute('download', '处罚办法.docx');
      expect(container.querySelector('iframe')).toBeNull();
    });

    it('never frame or link a document from outside our storage', async () => {
      loginAs();
      server.use(
        mockEndpoint('articleinfo', {
          ...LAW,
          resource_items: [
            { FileName: 'x.pdf', FileUrl: 'https://evil.example/x.pdf' },
            { FileName: 'y.pdf', FileUrl: 'javascript:alert(1)' },
          ],
        }),
      );
      const { container } = renderWithProviders(<ArticleDetailPage />, { route: at(301, '法律法规') });
      await title(LAW.title);
      expect(await screen.findByText('全文请查看或下载附件。')).toBeInTheDocument();
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.innerHTML).not.toContain('evil.example');
    });

    it('logged out: the server answers -1, the user gets 未登录或超时，请重新登陆 and /login', async () => {
      server.use(mockEndpoint('articleinfo', envelope(null, { code: -1, msg: '未登录或超时' })));
      const { location } = renderWithProviders(<ArticleDetailPage />, { route: at(301, '法律法规') });
      expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(at(301, '法律法规'))}`));
    });
  });
});
