import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { LAW_CATEGORIES } from '@ws/api-sdk';
import { delay } from 'msw';
import { defaultMockData, envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ArticleListPage } from './article-list-page';

type Asked = Record<string, string | undefined>;

/** Records every listarticle payload and answers the default mock (7 items of 36, with a source). */
const recordList = () => {
  const asked: Asked[] = [];
  server.use(
    mockEndpoint('listarticle', ({ payload }) => {
      asked.push(payload);
      const data = defaultMockData('listarticle', payload);
      return { ...data, items: data.items.map((a) => ({ ...a, add_from: '广东省应急管理厅' })) };
    }),
  );
  return asked;
};

const list = () => screen.findByRole('list', { name: /文章列表$/ });

describe('/article', () => {
  it('shows a loading state, then the policy channel by default: 20 per page, title, source and time', async () => {
    const asked = recordList();
    renderWithProviders(<ArticleListPage />, { route: '/article' });
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const items = within(await list()).getAllByRole('link');
    expect(items).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 1, name: '政策解读' })).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ channel: 'policy', pageNum: '1', pageSize: '20' });
    expect(asked[0]).not.toHaveProperty('cate_id');
    expect(items[0]).toHaveTextContent('广东省应急管理厅关于做好2024年安全生产月活动的通知');
    expect(items[0]).toHaveTextContent('来源：广东省应急管理厅');
    expect(items[0]).toHaveTextContent('2024-06-20 09:30:00');
    expect(sessionStorage.getItem('channel')).toBe('policy');
  });

  it('opens each item in a new tab at /detailPages with the channel name', async () => {
    recordList();
    renderWithProviders(<ArticleListPage />, { route: '/article?channel=news' });
    const first = within(await list()).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', `/detailPages?key=5001&currentName=${encodeURIComponent('新闻资讯')}`);
    expect(first).toHaveAttribute('target', '_blank');
    expect(first.getAttribute('rel')).toContain('noopener');
  });

  it('reads the channel from session storage when the URL has none', async () => {
    sessionStorage.setItem('channel', 'case');
    const asked = recordList();
    renderWithProviders(<ArticleListPage />, { route: '/acticleList' });
    await list();
    expect(screen.getByRole('heading', { level: 1, name: '风险案例' })).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ channel: 'case' });
  });

  it('filters by category (with 全部), keeps it in the URL, and switches channels', async () => {
    loginAs();
    const asked = recordList();
    const menus: Asked[] = [];
    server.use(
      mockEndpoint('menuList', ({ payload }) => {
        menus.push(payload);
        return defaultMockData('menuList', payload);
      }),
    );
    const { user, location } = renderWithProviders(<ArticleListPage />, { route: '/article?channel=law' });
    const menu = await screen.findByRole('navigation', { name: '法律法规' });
    expect(menus[0]).toMatchObject({ cate_values: 'law' });
    for (const c of LAW_CATEGORIES) expect(await within(menu).findByRole('button', { name: c.name })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: '全部' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(menu).getByRole('button', { name: '消防咨询' }));
    expect(location()).toBe('/article?channel=law&cate=123');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ channel: 'law', cate_id: '123', pageNum: '1' }));
    expect(within(menu).getByRole('button', { name: '消防咨询' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(menu).getByRole('button', { name: '全部' }));
    expect(location()).toBe('/article?channel=law');

    await user.click(within(screen.getByRole('navigation', { name: '资讯频道' })).getByRole('button', { name: '企业防灾' }));
    expect(location()).toBe('/article?channel=prevention');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ channel: 'prevention' }));
    expect(sessionStorage.getItem('channel')).toBe('prevention');
  });

  it('searches by keyword; the same search again is answered from the cache', async () => {
    const asked = recordList();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity } } });
    const { user, location } = renderWithProviders(<ArticleListPage />, { route: '/article?channel=news', queryClient });
    await list();
    const box = screen.getByRole('textbox', { name: '关键词' });
    await user.type(box, '消防{Enter}');
    expect(location()).toBe(`/article?channel=news&keywords=${encodeURIComponent('消防')}`);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ channel: 'news', keywords: '消防' }));
    const calls = asked.length;

    await user.clear(box);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(location()).toBe('/article?channel=news'));
    await user.type(box, '消防{Enter}');
    await waitFor(() => expect(location()).toBe(`/article?channel=news&keywords=${encodeURIComponent('消防')}`));
    await list();
    expect(asked.filter((p) => p.keywords === '消防')).toHaveLength(1);
    expect(asked.length).toBe(calls);
  });

  it('pages at 20 with the pager, page in the URL', async () => {
    const asked = recordList();
    const { user, location } = renderWithProviders(<ArticleListPage />, { route: '/article?channel=policy' });
    await list();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '第 2 页' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: '第 3 页' })).toBeNull();
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    expect(location()).toBe('/article?channel=policy&page=2');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ pageNum: '2', pageSize: '20' }));
  });

  it('starts on the page of the URL', async () => {
    const asked = recordList();
    renderWithProviders(<ArticleListPage />, { route: '/article?channel=case&page=2' });
    await list();
    expect(asked[0]).toMatchObject({ channel: 'case', pageNum: '2' });
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the pager when everything fits on one page', async () => {
    server.use(mockEndpoint('listarticle', { items: [defaultMockData('listarticle', {}).items[0]!], total: 1, channel_name: '政策解读' }));
    renderWithProviders(<ArticleListPage />, { route: '/article' });
    expect(within(await list()).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('shows 亲，未找到记录~ for an empty list, and the server message on failure', async () => {
    server.use(mockEndpoint('listarticle', { items: [], total: 0, channel_name: '政策解读' }));
    const { unmount } = renderWithProviders(<ArticleListPage />, { route: '/article?keywords=zzz' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    unmount();

    server.use(mockEndpoint('listarticle', envelope(null, { ok: false, msg: '服务器繁忙，请稍后重试' })));
    renderWithProviders(<ArticleListPage />, { route: '/article' });
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后重试');
  });

  it('law channel logged out: 未登录或超时，请重新登陆 and /login with the way back, nothing loaded', async () => {
    const asked = recordList();
    const { location } = renderWithProviders(<ArticleListPage />, { route: '/article?channel=law&cate=122' });
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/article?channel=law&cate=122')}`));
    expect(asked).toEqual([]);
  });

  it('law channel from session storage also needs login', async () => {
    sessionStorage.setItem('channel', 'law');
    const { location } = renderWithProviders(<ArticleListPage />, { route: '/article' });
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    await waitFor(() => expect(location()).toMatch(/^\/login\?redirect=/));
  });

  it('law channel logged in: the list, its categories in the menu', async () => {
    loginAs();
    const asked = recordList();
    renderWithProviders(<ArticleListPage />, { route: '/article?channel=law' });
    expect(within(await list()).getAllByRole('link')[0]).toHaveAttribute('href', `/detailPages?key=5001&currentName=${encodeURIComponent('法律法规')}`);
    expect(asked[0]).toMatchObject({ channel: 'law' });
  });

  it('shows the loading skeleton until a slow answer arrives', async () => {
    server.use(
      mockEndpoint('listarticle', async ({ payload }) => {
        await delay(150);
        return defaultMockData('listarticle', payload);
      }),
    );
    renderWithProviders(<ArticleListPage />, { route: '/article' });
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await list()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });
});
