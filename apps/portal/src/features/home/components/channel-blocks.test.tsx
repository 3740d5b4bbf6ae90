import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_CHANNELS, SESSION_KEYS } from '@ws/api-sdk';
import { defaultMockData, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ChannelBlocks } from './channel-blocks';

describe('ChannelBlocks', () => {
  it('shows the 5 newest items of each channel with their dates, detail links and 更多', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('listarticle', ({ payload }) => {
        asked.push(payload);
        return defaultMockData('listarticle', payload);
      }),
    );
    renderWithProviders(<ChannelBlocks />);

    for (const { channel, name } of HOME_CHANNELS) {
      const block = screen.getByRole('region', { name });
      const list = await within(block).findByRole('list', { name });
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(5);
      const first = links[0]!;
      expect(first).toHaveAttribute('href', `/detailPages?key=5001&currentName=${encodeURIComponent(name)}`);
      expect(first).toHaveAttribute('target', '_blank');
      expect(first).toHaveTextContent('2024-06-20 09:30:00');
      expect(within(block).getByRole('link', { name: '更多' })).toHaveAttribute('href', `/article?channel=${channel}`);
    }
    for (const { channel } of HOME_CHANNELS)
      expect(asked).toContainEqual(expect.objectContaining({ channel, pageNum: '1', pageSize: '5' }));
  });

  it('更多 stores the channel in session storage', async () => {
    renderWithProviders(<ChannelBlocks />);
    const block = screen.getByRole('region', { name: '企业防灾' });
    await within(block).findAllByRole('link', { name: /2024-06/ });
    await userEvent.click(within(block).getByRole('link', { name: '更多' }));
    expect(window.sessionStorage.getItem(SESSION_KEYS.channel)).toBe('prevention');
  });

  it('an empty channel shows 亲，未找到记录~ and the others still render', async () => {
    server.use(
      mockEndpoint('listarticle', ({ payload }) =>
        payload.channel === 'case' ? { items: [], total: 0, channel_name: '风险案例' } : defaultMockData('listarticle', payload),
      ),
    );
    renderWithProviders(<ChannelBlocks />);
    const empty = screen.getByRole('region', { name: '风险案例' });
    expect(await within(empty).findByText('亲，未找到记录~')).toBeInTheDocument();
    const policy = screen.getByRole('region', { name: '政策解读' });
    expect(await within(policy).findAllByRole('link', { name: /2024-06/ })).toHaveLength(5);
  });
});
