import { screen, waitFor, within } from '@testing-library/react';
import type { Category, CompanySummary } from '@ws/api-sdk';
import { defaultMockData, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { createTestQueryClient, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { RecommendPage } from './recommend-page';

const cate = (cate_id: number, cate_name: string, parent_id = 0): Category => ({
  cate_id,
  cate_name,
  cate_value: `company_${cate_id}`,
  p_cate_value: 'company',
  parent_id,
  channel: '',
  remark: '',
  is_recommend: 0,
});

const COMPANY_CATEGORIES = [
  cate(2101, '安全咨询服务'),
  cate(2102, '消防工程与维保'),
  cate(2111, '安全评价', 2101),
  cate(2121, '消防设施维保', 2102),
  cate(2122, '消防工程施工', 2102),
];

const companies = (n: number, from = 1): CompanySummary[] =>
  Array.from({ length: n }, (_, i) => ({ ...fixtures.listcompany.items[0]!, id: from + i, name: `测试企业${from + i}` }));

/** Records every listcompany payload; answers `total` records, 20 per page. */
function recordListCompany(total = fixtures.listcompany.total) {
  const asked: Record<string, string | undefined>[] = [];
  server.use(
    mockEndpoint('menuList', ({ payload }) =>
      payload.cate_values === 'company' ? { items: COMPANY_CATEGORIES } : defaultMockData('menuList', payload),
    ),
    mockEndpoint('listcompany', ({ payload }) => {
      asked.push(payload);
      if (total === fixtures.listcompany.total) return fixtures.listcompany;
      const page = Number(payload.pageNum ?? 1);
      return { items: companies(Math.min(20, Math.max(0, total - (page - 1) * 20)), (page - 1) * 20 + 1), total };
    }),
  );
  return asked;
}

describe('RecommendPage', () => {
  it('shows the company category menu, a search, 供应商入驻 and cards to the company detail', async () => {
    const asked = recordListCompany();
    renderWithProviders(<RecommendPage />, { route: '/recommend' });

    const menu = await screen.findByRole('navigation', { name: '企业分类' });
    const entries = within(menu).getAllByRole('button').map((b) => b.textContent);
    expect(entries).toEqual(['全部', '安全咨询服务', '安全评价', '消防工程与维保', '消防设施维保', '消防工程施工']);
    expect(within(menu).getByRole('button', { name: '全部' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('textbox', { name: '企业名称' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '供应商入驻' })).toHaveAttribute('href', '/join');

    const cards = within(await screen.findByRole('list', { name: '企业列表' })).getAllByRole('link');
    expect(cards).toHaveLength(3);
    const first = fixtures.listcompany.items[0]!;
    expect(cards[0]).toHaveAttribute('href', `/companyDetail?key=${first.id}&currentName=${encodeURIComponent('推荐')}`);
    expect(cards[0]).toHaveTextContent(first.name);
    expect(cards[0]).toHaveTextContent(first.sub_cate_name);
    expect(cards[0]).toHaveTextContent(first.description);
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', first.firstFile?.FileUrl);
    // one page: no pager
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    expect(asked).toEqual([{ pageNum: '1', pageSize: '20' }]);
  });

  it('refetches with the chosen category (top-level or sub) and keyword, kept in the URL', async () => {
    const asked = recordListCompany();
    const { user, location } = renderWithProviders(<RecommendPage />, { route: '/recommend' });
    const menu = await screen.findByRole('navigation', { name: '企业分类' });
    await screen.findByRole('list', { name: '企业列表' });

    await user.click(within(menu).getByRole('button', { name: '消防工程与维保' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', cates: '2102' }));
    expect(location()).toBe('/recommend?cate=2102');
    expect(within(menu).getByRole('button', { name: '消防工程与维保' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(menu).getByRole('button', { name: '消防设施维保' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', cates: '2121' }));

    await user.type(screen.getByRole('textbox', { name: '企业名称' }), '消防{Enter}');
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', cates: '2121', keywords: '消防' }));
    expect(location()).toBe(`/recommend?cate=2121&keywords=${encodeURIComponent('消防')}`);

    await user.click(within(menu).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', keywords: '消防' }));
    expect(location()).toBe(`/recommend?keywords=${encodeURIComponent('消防')}`);
  });

  it('reads page and filters from the URL and pages with the pager', async () => {
    const asked = recordListCompany(45);
    const { user, location } = renderWithProviders(<RecommendPage />, { route: `/recommend?cate=2101&keywords=${encodeURIComponent('安全')}&page=2` });
    await screen.findByRole('list', { name: '企业列表' });
    expect(asked[0]).toEqual({ pageNum: '2', pageSize: '20', cates: '2101', keywords: '安全' });
    expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveValue('安全');
    expect(within(await screen.findByRole('navigation', { name: '企业分类' })).getByRole('button', { name: '安全咨询服务' })).toHaveAttribute('aria-current', 'true');

    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '3', pageSize: '20', cates: '2101', keywords: '安全' }));
    expect(location()).toBe(`/recommend?cate=2101&keywords=${encodeURIComponent('安全')}&page=3`);
    await waitFor(() => expect(within(screen.getByRole('list', { name: '企业列表' })).getAllByRole('link')).toHaveLength(5));
  });

  it('answers a keyword searched again from the cache (no second call)', async () => {
    const asked = recordListCompany();
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 } });
    const { user } = renderWithProviders(<RecommendPage />, { route: '/recommend', queryClient });
    await screen.findByRole('list', { name: '企业列表' });
    const box = screen.getByRole('textbox', { name: '企业名称' });
    for (const k of ['消防', '安全', '消防', '消防']) {
      await user.clear(box);
      await user.type(box, `${k}{Enter}`);
      await waitFor(() => expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveValue(k));
    }
    await new Promise((r) => setTimeout(r, 150));
    expect(asked.map((p) => p.keywords)).toEqual([undefined, '消防', '安全']);
  });

  it('shows 亲，未找到记录~ when no company matches', async () => {
    server.use(mockEndpoint('listcompany', { items: [], total: 0 }));
    renderWithProviders(<RecommendPage />, { route: `/recommend?keywords=${encodeURIComponent('没有')}` });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
