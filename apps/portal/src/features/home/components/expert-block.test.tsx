import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMockData, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ExpertBlock } from './expert-block';

describe('ExpertBlock', () => {
  it('shows the five filter groups and 4 expert cards linking their detail', async () => {
    renderWithProviders(<ExpertBlock />);
    const block = screen.getByRole('region', { name: '在线专家' });
    for (const label of ['行业', '领域', '专项', '供需', '推荐']) {
      const group = await within(block).findByRole('group', { name: label });
      expect(within(group).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(within(screen.getByRole('group', { name: '推荐' })).getByRole('button', { name: '环保服务' })).toBeInTheDocument();

    const cards = within(await within(block).findByRole('list', { name: '专家列表' })).getAllByRole('link');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveAttribute('href', '/detailInfo?id=601');
    expect(cards[0]).toHaveTextContent('赵六');
    expect(cards[0]).toHaveTextContent('高级工程师');
    expect(cards[0]).toHaveTextContent('广州安信安全技术有限公司');
    expect(cards[0]).toHaveTextContent('安全评价');
    expect(within(block).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/expert');
  });

  it('refetches with the chosen categories (recommend as recommendIds), 4 per page', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('listexpert', ({ payload }) => {
        asked.push(payload);
        const data = defaultMockData('listexpert', payload);
        return payload.industry === '201' ? { items: data.items.slice(0, 1), total: 1 } : data;
      }),
    );
    renderWithProviders(<ExpertBlock />);
    await screen.findByRole('list', { name: '专家列表' });
    expect(asked[0]).toEqual({ pageNum: '1', pageSize: '4' });

    await userEvent.click(within(screen.getByRole('group', { name: '行业' })).getByRole('button', { name: '化工' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '4', industry: '201' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '专家列表' })).getAllByRole('link')).toHaveLength(1));
    expect(within(screen.getByRole('group', { name: '行业' })).getByRole('button', { name: '化工' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(screen.getByRole('group', { name: '推荐' })).getByRole('button', { name: '环保服务' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '4', industry: '201', recommendIds: '39' }),
    );

    await userEvent.click(within(screen.getByRole('group', { name: '行业' })).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '4', recommendIds: '39' }));
  });

  it('shows 亲，未找到记录~ when no expert matches', async () => {
    server.use(mockEndpoint('listexpert', { items: [], total: 0 }));
    renderWithProviders(<ExpertBlock />);
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
