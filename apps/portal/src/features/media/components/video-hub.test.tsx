import { screen, waitFor, within } from '@testing-library/react';
import type { Media } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { VideoHub } from './video-hub';

const video = (id: number, name = `视频 ${id}`): Media => ({ ...fixtures.videoinfo, id, name, click_amount: 100 + id });

/** Answers `total` videos, 9 per page, and records every payload. */
const serveVideos = (total = 20) => {
  const calls: Record<string, string | undefined>[] = [];
  server.use(
    mockEndpoint('listvideo', ({ payload }) => {
      calls.push(payload);
      const page = Number(payload.pageNum ?? 1);
      const start = (page - 1) * 9;
      const n = Math.max(0, Math.min(9, total - start));
      return { items: Array.from({ length: n }, (_, i) => video(start + i + 1)), total };
    }),
  );
  return calls;
};

describe('/video', () => {
  it('shows 全部 and the video categories, and 9 videos with cover, name, author, time and clicks', async () => {
    const calls = serveVideos();
    let group: string | undefined;
    server.use(
      mockEndpoint('listcate', ({ payload }) => {
        group = payload.parent_cate_value;
        return fixtures.listcate;
      }),
    );
    renderWithProviders(<VideoHub />, { route: '/video' });
    const menu = screen.getByRole('navigation', { name: '视频分类' });
    expect(within(menu).getByRole('button', { name: '全部' })).toHaveAttribute('aria-current', 'true');
    expect(await within(menu).findByRole('button', { name: '安全生产' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: '消防安全' })).toBeInTheDocument();
    expect(group).toBe('video');

    const list = await screen.findByRole('list', { name: '视频列表' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(9);
    expect(links[0]).toHaveAttribute('href', '/videoDetail?key=1');
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[0]).toHaveTextContent('视频 1');
    expect(links[0]).toHaveTextContent('陈志强');
    expect(links[0]).toHaveTextContent('2026-03-08 10:00:00');
    expect(links[0]).toHaveTextContent('播放 101');
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', '/api/files/seed/video-1.svg');
    expect(calls[0]).toEqual({ pageNum: '1', pageSize: '9' });
    expect(screen.getByText('共 20 个视频')).toBeInTheDocument();
  });

  it('keeps category, keywords and page in the URL and sends them', async () => {
    const calls = serveVideos();
    const { user, location } = renderWithProviders(<VideoHub />, { route: '/video' });
    await screen.findByRole('list', { name: '视频列表' });

    await user.click(await screen.findByRole('button', { name: '消防安全' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: '1', pageSize: '9', cate: '2202' }));
    expect(location()).toBe('/video?cate=2202');
    expect(screen.getByRole('heading', { name: '消防安全' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '搜索视频' }), '灭火器{Enter}');
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: '1', pageSize: '9', cate: '2202', keywords: '灭火器' }));
    expect(location()).toBe(`/video?cate=2202&keywords=${encodeURIComponent('灭火器')}`);

    await user.click(await screen.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ pageNum: '2', cate: '2202', keywords: '灭火器' }));
    expect(location()).toContain('page=2');
    await waitFor(() => expect(within(screen.getByRole('list', { name: '视频列表' })).getAllByRole('link')).toHaveLength(9));
    expect(within(screen.getByRole('list', { name: '视频列表' })).getAllByRole('link')[0]).toHaveAttribute('href', '/videoDetail?key=10');
  });

  it('starts from the URL (reload / back)', async () => {
    const calls = serveVideos();
    renderWithProviders(<VideoHub />, { route: '/video?cate=2201&keywords=%E5%AE%89%E5%85%A8&page=3' });
    await waitFor(() => expect(calls[0]).toEqual({ pageNum: '3', pageSize: '9', cate: '2201', keywords: '安全' }));
    expect(screen.getByRole('textbox', { name: '搜索视频' })).toHaveValue('安全');
    expect(await screen.findByRole('button', { name: '安全生产' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not ask the server again for the same keywords', async () => {
    const calls = serveVideos();
    const { user } = renderWithProviders(<VideoHub />, { route: '/video' });
    await screen.findByRole('list', { name: '视频列表' });
    const box = screen.getByRole('textbox', { name: '搜索视频' });
    await user.type(box, '消防{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await user.clear(box);
    await user.type(box, '消防{Enter}');
    await screen.findByRole('list', { name: '视频列表' });
    expect(calls).toHaveLength(2);
  });

  it('shows 亲，未找到记录~ for an empty list, without a pager', async () => {
    serveVideos(0);
    renderWithProviders(<VideoHub />, { route: '/video?keywords=xyz' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('shows a loading state first', async () => {
    serveVideos();
    renderWithProviders(<VideoHub />, { route: '/video' });
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '视频列表' })).toBeInTheDocument();
  });
});
