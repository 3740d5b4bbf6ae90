import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMockData, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { TrainingBlock } from './training-block';

// The default mock trainings run in July 2024: open on this day.
beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-06-15T10:00:00+08:00')));
afterEach(() => vi.restoreAllMocks());

describe('TrainingBlock', () => {
  it('shows the category tabs and 3 courses of the chosen one, with 立即报名 and detail links', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('listTrain', ({ payload }) => {
        asked.push(payload);
        const all = defaultMockData('listTrain', payload).items;
        const items = all.filter((t) => String(t.cate_id) === payload.cate_ids);
        return { items, total: items.length };
      }),
    );
    renderWithProviders(<TrainingBlock />);
    const block = screen.getByRole('region', { name: '安全培训' });
    expect(within(block).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/train');

    expect(await within(block).findByRole('tab', { name: '主要负责人培训' })).toHaveAttribute('aria-selected', 'true');
    const first = await within(block).findByRole('list', { name: '主要负责人培训' });
    expect(within(first).getByRole('link', { name: /^生产经营单位主要负责人安全培训/ })).toHaveAttribute('href', '/trainInfo?key=801');
    expect(within(first).getByRole('link', { name: /立即报名/ })).toHaveAttribute('href', '/application?key=801');
    expect(first).toHaveTextContent('¥680.00');
    expect(first).toHaveTextContent('2024-07-01 09:00:00 至 2024-07-03 17:00:00');
    expect(asked[0]).toEqual(expect.objectContaining({ cate_ids: '501', pageNum: '1', pageSize: '3' }));

    await userEvent.click(within(block).getByRole('tab', { name: '特种作业培训' }));
    const third = await within(block).findByRole('list', { name: '特种作业培训' });
    expect(within(third).getByRole('link', { name: /立即报名/ })).toHaveAttribute('href', '/application?key=803');
    expect(within(third).getByRole('link', { name: /^低压电工作业培训/ })).toHaveAttribute('href', '/trainInfo?key=803');
    await waitFor(() => expect(asked.at(-1)).toEqual(expect.objectContaining({ cate_ids: '503', pageSize: '3' })));
  });

  it('an ended course shows 报名已结束 instead of 立即报名', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-08-01T10:00:00+08:00'));
    renderWithProviders(<TrainingBlock />);
    const block = screen.getByRole('region', { name: '安全培训' });
    const first = await within(block).findByRole('list', { name: '主要负责人培训' });
    expect(within(first).getAllByText('报名已结束').length).toBeGreaterThan(0);
    expect(within(first).queryByRole('link', { name: /立即报名/ })).toBeNull();
  });

  it('an empty category shows 亲，未找到记录~', async () => {
    server.use(mockEndpoint('listTrain', { items: [], total: 0 }));
    renderWithProviders(<TrainingBlock />);
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
