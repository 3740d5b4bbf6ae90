import { screen, within } from '@testing-library/react';
import { LAW_CATEGORIES } from '@ws/api-sdk';
import { defaultMockData, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { LawBlock } from './law-block';

describe('LawBlock', () => {
  it('shows six law lists of 5 items by category, with detail links and 更多 per category', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('listarticle', ({ payload }) => {
        asked.push(payload);
        return defaultMockData('listarticle', payload);
      }),
    );
    renderWithProviders(<LawBlock />);
    const block = screen.getByRole('region', { name: '法律法规' });
    expect(within(block).getAllByRole('link', { name: '更多' })[0]).toHaveAttribute('href', '/article?channel=law');

    for (const c of LAW_CATEGORIES) {
      const sub = within(block).getByRole('region', { name: c.name });
      const list = await within(sub).findByRole('list', { name: c.name });
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(5);
      expect(links[0]).toHaveAttribute('href', `/detailPages?key=5001&currentName=${encodeURIComponent('法律法规')}`);
      expect(links[0]).toHaveAttribute('target', '_blank');
      expect(within(sub).getByRole('link', { name: '更多' })).toHaveAttribute('href', `/article?channel=law&cate=${c.id}`);
      expect(asked).toContainEqual(expect.objectContaining({ channel: 'law', cate_id: String(c.id), pageSize: '5' }));
    }
  });
});
