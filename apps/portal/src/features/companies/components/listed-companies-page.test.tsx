import { screen, waitFor, within } from '@testing-library/react';
import type { CompanySummary } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ListedCompaniesPage } from './listed-companies-page';

const row = (i: number): CompanySummary => ({
  id: 1000 + i,
  name: `广州测试企业${i}有限公司`,
  sub_cate_name: i % 2 ? '消防设施维保' : '安全评价',
  create_time: `2026-02-${String((i % 28) + 1).padStart(2, '0')} 09:05:07`,
  firstFile: null,
  description: '',
});

describe('ListedCompaniesPage', () => {
  it('lists name, sub-category and creation time (YYYY-MM-DD HH:mm:ss), each linking the company detail', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('listcompany', ({ payload }) => {
        asked.push(payload);
        return fixtures.listcompany;
      }),
    );
    renderWithProviders(<ListedCompaniesPage />, { route: '/listcompany' });
    expect(screen.getByRole('heading', { level: 1, name: '入驻企业' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '入驻企业' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['企业名称', '企业类型', '入驻时间']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(fixtures.listcompany.items.length);
    fixtures.listcompany.items.forEach((c, i) => {
      const cells = within(rows[i]!).getAllByRole('cell').map((td) => td.textContent);
      expect(cells).toEqual([c.name, c.sub_cate_name, c.create_time]);
      expect(within(rows[i]!).getByRole('link', { name: c.name })).toHaveAttribute(
        'href',
        `/companyDetail?key=${c.id}&currentName=${encodeURIComponent('入驻企业')}`,
      );
    });
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(screen.getByText(`共 ${fixtures.listcompany.total} 家`)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    expect(asked).toEqual([{ pageNum: '1', pageSize: '20' }]);
  });

  it('pages 20 at a time with the pager, the page kept in the URL', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('listcompany', ({ payload }) => {
        asked.push(payload);
        const page = Number(payload.pageNum);
        const n = Math.min(20, 45 - (page - 1) * 20);
        return { items: Array.from({ length: n }, (_, i) => row((page - 1) * 20 + i + 1)), total: 45 };
      }),
    );
    const { user, location } = renderWithProviders(<ListedCompaniesPage />, { route: '/listcompany' });
    const table = await screen.findByRole('table', { name: '入驻企业' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getAllByRole('button', { name: /^第 \d 页$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '3', pageSize: '20' }));
    expect(location()).toBe('/listcompany?page=3');
    await waitFor(() => expect(within(screen.getByRole('table', { name: '入驻企业' })).getAllByRole('row')).toHaveLength(6));
    expect(screen.getByRole('link', { name: '广州测试企业41有限公司' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '2', pageSize: '20' }));
    expect(location()).toBe('/listcompany?page=2');
  });

  it('starts on the page given in the URL', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('listcompany', ({ payload }) => {
        asked.push(payload);
        return { items: [row(21)], total: 21 };
      }),
    );
    renderWithProviders(<ListedCompaniesPage />, { route: '/listcompany?page=2' });
    await screen.findByRole('link', { name: '广州测试企业21有限公司' });
    expect(asked).toEqual([{ pageNum: '2', pageSize: '20' }]);
    expect(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows 亲，未找到记录~ when there is no company', async () => {
    server.use(mockEndpoint('listcompany', { items: [], total: 0 }));
    renderWithProviders(<ListedCompaniesPage />, { route: '/listcompany' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
