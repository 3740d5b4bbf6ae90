import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { MediaBlock } from './media-block';

describe('MediaBlock', () => {
  it('shows 3 videos, then lives and courseware per tab, each opening its detail in a new tab', async () => {
    renderWithProviders(<MediaBlock />);
    const block = screen.getByRole('region', { name: '视频课堂' });
    expect(within(block).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/school');

    const videos = within(await within(block).findByRole('list', { name: '视频' })).getAllByRole('link');
    expect(videos).toHaveLength(3);
    expect(videos[0]).toHaveAttribute('href', '/videoDetail?key=701');
    expect(videos[0]).toHaveAttribute('target', '_blank');
    expect(videos[0]).toHaveTextContent('有限空间作业安全警示教育');
    expect(videos[0]).toHaveTextContent('2024-05-18 14:00:00');

    await userEvent.click(within(block).getByRole('tab', { name: '直播' }));
    const lives = within(await within(block).findByRole('list', { name: '直播' })).getAllByRole('link');
    expect(lives).toHaveLength(3);
    expect(lives[0]).toHaveAttribute('href', '/listlive?key=711');
    expect(lives[0]).toHaveAttribute('target', '_blank');

    await userEvent.click(within(block).getByRole('tab', { name: '课件' }));
    const courses = within(await within(block).findByRole('list', { name: '课件' })).getAllByRole('link');
    expect(courses[0]).toHaveAttribute('href', '/courseware?key=721');
    expect(courses[0]).toHaveAttribute('target', '_blank');
  });

  it('asks for 3 items', async () => {
    let pageSize: string | undefined;
    server.use(
      mockEndpoint('listvideo', ({ payload }) => {
        pageSize = payload.pageSize;
        return { items: [], total: 0 };
      }),
    );
    renderWithProviders(<MediaBlock />);
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(pageSize).toBe('3');
  });
});
