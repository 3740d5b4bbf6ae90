import { screen, waitFor, within } from '@testing-library/react';
import type { Training } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { TrainPage } from './train-page';

const training = (id: number): Training => ({ ...fixtures.trainInfo, id, name: `培训班 ${id}`, price: id === 3 ? '0.00' : '980.00' });

/** 16 trainings, 9 per page; every payload recorded. */
const serveTrainings = (total = 16) => {
  const calls: Record<string, string | undefined>[] = [];
  server.use(
    mockEndpoint('listTrain', ({ payload }) => {
      calls.push(payload);
      const page = Number(payload.pageNum ?? 1);
      const start = (page - 1) * 9;
      const n = Math.max(0, Math.min(9, total - start));
      return { items: Array.from({ length: n }, (_, i) => training(start + i + 1)), total };
    }),
  );
  return calls;
};

// The fixture trainings run 2026-12-01 – 12-05: open on this day.
beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T10:00:00+08:00')));
afterEach(() => vi.restoreAllMocks());

describe('/train', () => {
  it('shows the training categories and cards with cover, name, price, dates, detail and 立即报名 links', async () => {
    const calls = serveTrainings();
    let menuPayload: Record<string, string | undefined> | undefined;
    server.use(
      mockEndpoint('trainMenuList', ({ payload }) => {
        menuPayload = payload;
        return fixtures.trainMenuList;
      }),
    );
    renderWithProviders(<TrainPage />, { route: '/train' });
    const menu = screen.getByRole('navigation', { name: '培训分类' });
    expect(await within(menu).findByRole('button', { name: '主要负责人培训' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '主要负责人培训', '安全管理人员培训', '特种作业培训']);
    expect(menuPayload).toMatchObject({ parent_cate_value: 'train' });

    const list = await screen.findByRole('list', { name: '培训列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    const first = items[0]!;
    const detail = within(first).getAllByRole('link')[0]!;
    expect(detail).toHaveAttribute('href', '/trainInfo?key=1');
    expect(detail).toHaveTextContent('开班：2026-12-01 09:00:00');
    expect(detail).toHaveTextContent('结束：2026-12-05 17:00:00');
    expect(detail.querySelector('img')).toHaveAttribute('src', '/api/files/seed/training-1.svg');
    expect(within(first).getByText('¥980.00')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '立即报名：培训班 1' })).toHaveAttribute('href', '/application?key=1');
    expect(within(items[2]!).getByText('免费')).toBeInTheDocument();
    expect(calls[0]).toEqual({ pageNum: '1', pageSize: '9', parent_cate_value: 'train' });
    expect(screen.getByText('共 16 个培训班')).toBeInTheDocument();
  });

  it('an ended training shows 报名已结束 instead of 立即报名', async () => {
    server.use(
      mockEndpoint('listTrain', {
        items: [training(1), { ...training(2), update_time: '2026-02-09 09:00:00', end_time: '2026-02-12 17:30:00' }],
        total: 2,
      }),
    );
    renderWithProviders(<TrainPage />, { route: '/train' });
    const list = await screen.findByRole('list', { name: '培训列表' });
    const [open, ended] = within(list).getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: '立即报名：培训班 1' })).toBeInTheDocument();
    expect(within(ended!).getByText('报名已结束')).toBeInTheDocument();
    expect(within(ended!).queryByRole('link', { name: /立即报名/ })).toBeNull();
  });

  it('filters by category and keywords, and pages, all kept in the URL', async () => {
    const calls = serveTrainings();
    const { user, location } = renderWithProviders(<TrainPage />, { route: '/train' });
    await screen.findByRole('list', { name: '培训列表' });
    await user.click(await screen.findByRole('button', { name: '特种作业培训' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: '1', pageSize: '9', parent_cate_value: 'train', cate_ids: '503' }));
    expect(location()).toBe('/train?cate=503');
    expect(screen.getByRole('heading', { name: '特种作业培训' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '搜索培训' }), '电工{Enter}');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ cate_ids: '503', keywords: '电工', pageNum: '1' }));
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ cate_ids: '503', keywords: '电工', pageNum: '2' }));
    expect(location()).toBe(`/train?cate=503&keywords=${encodeURIComponent('电工')}&page=2`);
    await waitFor(() => expect(within(screen.getByRole('list', { name: '培训列表' })).getAllByRole('listitem')).toHaveLength(7));

    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(location()).toBe(`/train?keywords=${encodeURIComponent('电工')}`);
  });

  it('shows 亲，未找到记录~ for an empty list', async () => {
    serveTrainings(0);
    renderWithProviders(<TrainPage />, { route: '/train?keywords=none' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});
