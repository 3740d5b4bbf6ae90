import { envelope, mockEndpoint, PRODUCT_CARDS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { EnablePage } from './enable-page';

describe('/enable', () => {
  it('shows cards with ¥ prices when logged in, each opening /enableInfo in a new tab', async () => {
    localStorage.setItem('token', 't');
    renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable' });
    const link = await screen.findByRole('link', { name: /工业级烟雾报警器/ });
    expect(link).toHaveAttribute('href', '/enableInfo?id=401');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('¥168.00');
    expect(link).toHaveTextContent('2 个规格');
  });

  it('says how to see prices to visitors', async () => {
    server.use(mockEndpoint('listproduct', envelope({ items: PRODUCT_CARDS.map((p) => ({ ...p, price: '' })), total: 3 })));
    renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable' });
    expect(await screen.findAllByText('登录后查看价格')).toHaveLength(3);
  });

  it('sends the category, keyword and sort from the URL, and the price tab toggles the direction', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('listproduct', ({ payload }) => {
        seen.push(payload as Record<string, unknown>);
        return envelope({ items: PRODUCT_CARDS, total: 3 });
      }),
    );
    const { user, location } = renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable?cate=2401&keywords=安全帽' });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ cate: '2401', keywords: '安全帽', sort_type: 'uni', pageSize: '20' }));
    await user.click(screen.getByRole('button', { name: '价格' }));
    await waitFor(() => expect(location()).toContain('sort_type=price'));
    await user.click(screen.getByRole('button', { name: /价格/ }));
    await waitFor(() => expect(location()).toContain('sort_value=1'));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sort_type: 'price', sort_value: '1' }));
  });

  it('shows 亲，未找到记录~ when nothing matches', async () => {
    server.use(mockEndpoint('listproduct', envelope({ items: [], total: 0 })));
    renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable?keywords=无' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
