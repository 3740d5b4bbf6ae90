import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { SignPage } from './sign-page';

configure({ asyncUtilTimeout: 4000 });

/** A server with `total` sign-ins, newest (highest id) first, paged by pageNum and pageSize. */
function signServer(total: number) {
  const asked: { pageNum: number; pageSize: number }[] = [];
  server.use(
    mockEndpoint('isSign', { status: 1, reward: 10 }),
    mockEndpoint('signListByUser', ({ payload }) => {
      const pageNum = Number(payload.pageNum);
      const pageSize = Number(payload.pageSize);
      asked.push({ pageNum, pageSize });
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return { items: ids.map((id) => ({ id, create_time: `2026-01-01 08:00:${String(id % 60).padStart(2, '0')}`, points: 10 })), total };
    }),
  );
  return asked;
}

const rows = () => within(screen.getByRole('list', { name: '签到记录' })).getAllByRole('listitem');
const more = () => screen.getByRole('button', { name: '加载更多' });

describe('/mySign history: 20 a request, 10 shown at a time', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows 10 of the first 20, reveals the other 10 without a request, then fetches the next 20', async () => {
    const asked = signServer(45);
    const { user } = renderWithProviders(<SignPage />, { app: 'mall' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByTestId('sign-count')).toHaveTextContent('已显示 10 条，共 45 条');
    expect(asked).toEqual([{ pageNum: 1, pageSize: 20 }]);

    await user.click(more());
    expect(rows()).toHaveLength(20);
    expect(asked).toHaveLength(1);

    await user.click(more());
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(asked).toEqual([
      { pageNum: 1, pageSize: 20 },
      { pageNum: 2, pageSize: 20 },
    ]);
    // newest first, no row twice across the two pages
    const shown = rows().map((li) => li.textContent);
    expect(new Set(shown).size).toBe(30);

    await user.click(more());
    expect(rows()).toHaveLength(40);
    expect(asked).toHaveLength(2);
    await user.click(more());
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(asked.at(-1)).toEqual({ pageNum: 3, pageSize: 20 });
    expect(screen.getByTestId('sign-count')).toHaveTextContent('已显示 45 条，共 45 条');
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('has no 加载更多 when everything is shown, and the empty text with no sign-ins', async () => {
    signServer(7);
    const { unmount } = renderWithProviders(<SignPage />, { app: 'mall' });
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    unmount();
    signServer(0);
    renderWithProviders(<SignPage />, { app: 'mall' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('exactly 20: the second 10 are revealed and nothing more is asked', async () => {
    const asked = signServer(20);
    const { user } = renderWithProviders(<SignPage />, { app: 'mall' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(more());
    expect(rows()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
