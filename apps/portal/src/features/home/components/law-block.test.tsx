import { screen, within } from '@testing-library/react';
import { LAW_CATEGORIES } from '@ws/api-sdk';
import { defaultMockData, envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { LawBlock } from './law-block';

describe('LawBlock', { timeout: 20_000 }, () => {
  it('shows six law lists of 5 items by category from one homeLawLists read, with detail links and 更多 per category', async () => {
    const lawLists: Record<string, string | undefined>[] = [];
    const single: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('homeLawLists', ({ payload }) => {
        lawLists.push(payload);
        return defaultMockData('homeLawLists', payload);
      }),
      mockEndpoint('listarticle', ({ payload }) => {
        single.push(payload);
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
    }
    expect(lawLists).toEqual([{ cate_ids: '122,123,124,125,126,127' }]);
    expect(single).toEqual([]);
  });

  it('reads each list on its own when homeLawLists fails', async () => {
    const asked: Record<string, string | undefined>[] = [];
    server.use(
      mockEndpoint('homeLawLists', envelope(null, { ok: false, msg: '服务繁忙' })),
      mockEndpoint('listarticle', ({ payload }) => {
        asked.push(payload);
        return defaultMockData('listarticle', payload);
      }),
    );
    renderWithProviders(<LawBlock />);
    const block = screen.getByRole('region', { name: '法律法规' });
    for (const c of LAW_CATEGORIES) {
      const list = await within(within(block).getByRole('region', { name: c.name })).findByRole('list', { name: c.name });
      expect(within(list).getAllByRole('link')).toHaveLength(5);
      expect(asked).toContainEqual(expect.objectContaining({ channel: 'law', cate_id: String(c.id), pageSize: '5' }));
    }
    expect(asked).toHaveLength(6);
  });
});
