import { screen, waitFor, within } from '@testing-library/react';
import { defaultMockData, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ContentCentrePage } from './content-centre-page';

type Asked = Record<string, string | undefined>;

const recordList = () => {
  const asked: Asked[] = [];
  server.use(
    mockEndpoint('listarticle', ({ payload }) => {
      asked.push(payload);
      return defaultMockData('listarticle', payload);
    }),
  );
  return asked;
};

const cards = async () => within(await screen.findByRole('list', { name: '文章列表' })).getAllByRole('link');

describe('/help/content', () => {
  it('shows the three tabs with 大事件 first: 10 per page with cover, title, author and time', async () => {
    const asked = recordList();
    renderWithProviders(<ContentCentrePage />, { route: '/help/content' });
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['大事件', '客户案例', '产品知识']);
    expect(screen.getByRole('tab', { name: '大事件' })).toHaveAttribute('aria-selected', 'true');
    const links = await cards();
    expect(links).toHaveLength(7);
    expect(asked[0]).toMatchObject({ channel: 'content', cate_id: '1829', pageNum: '1', pageSize: '10' });
    const first = links[0]!;
    expect(first).toHaveAttribute('href', `/detailPages?key=5001&currentName=${encodeURIComponent('内容中心')}`);
    expect(first).not.toHaveAttribute('target');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/demo/article-5001.jpg');
    expect(first).toHaveTextContent('作者：平台编辑部');
    expect(first).toHaveTextContent('2024-06-20 09:30:00');
  });

  it('opens on the tab of ?id= and switches tabs through the URL', async () => {
    const asked = recordList();
    const { user, location } = renderWithProviders(<ContentCentrePage />, { route: '/help/content?id=1831' });
    await cards();
    expect(screen.getByRole('tab', { name: '产品知识' })).toHaveAttribute('aria-selected', 'true');
    expect(asked[0]).toMatchObject({ cate_id: '1831' });
    await user.click(screen.getByRole('tab', { name: '客户案例' }));
    expect(location()).toBe('/help/content?id=1830');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ cate_id: '1830', pageNum: '1' }));
    expect(screen.getByRole('tab', { name: '客户案例' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pages at 10 (36 articles: 4 pages), page in the URL; a tab change starts at page 1', async () => {
    const asked = recordList();
    const { user, location } = renderWithProviders(<ContentCentrePage />, { route: '/help/content?id=1830' });
    await cards();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '第 4 页' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: '第 5 页' })).toBeNull();
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    expect(location()).toBe('/help/content?id=1830&page=2');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ cate_id: '1830', pageNum: '2' }));
    await user.click(screen.getByRole('tab', { name: '大事件' }));
    expect(location()).toBe('/help/content?id=1829');
  });

  it('falls back to 大事件 for an unknown id and shows Empty for an empty tab', async () => {
    server.use(mockEndpoint('listarticle', { items: [], total: 0, channel_name: '内容中心' }));
    renderWithProviders(<ContentCentrePage />, { route: '/help/content?id=999' });
    expect(screen.getByRole('tab', { name: '大事件' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
