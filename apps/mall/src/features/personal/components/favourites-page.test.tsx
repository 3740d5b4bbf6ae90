import type { FavouriteItem } from '@ws/api-sdk';
import { envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { FavouritesPage } from './favourites-page';

const ARTICLE: FavouriteItem = { id: 1, xid: 11, b_type: 'article', title: '安全生产法解读', file_url: '', create_time: '2026-05-01 10:00:00' };
const PRODUCT: FavouriteItem = { id: 2, xid: 401, b_type: 'product', title: '手提式干粉灭火器', file_url: '/api/files/seed/product-1.svg', create_time: '2026-05-02 10:00:00' };

describe('/myFav with product favourites', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('lists products beside articles: each kind named, a product opening /enableInfo with its picture', async () => {
    server.use(mockEndpoint('favListByUser', { items: [PRODUCT, ARTICLE], total: 2 }));
    renderWithProviders(<FavouritesPage />, { app: 'mall', route: '/myFav' });
    const list = await screen.findByRole('list', { name: '我的收藏' });
    const [product, article] = within(list).getAllByRole('listitem');
    expect(within(product!).getByText('商品')).toBeInTheDocument();
    const link = within(product!).getByRole('link', { name: '手提式干粉灭火器' });
    expect(link).toHaveAttribute('href', '/enableInfo?id=401');
    expect(link.querySelector('img')).toHaveAttribute('src', '/api/files/seed/product-1.svg');
    expect(within(article!).getByText('文章')).toBeInTheDocument();
    expect(within(article!).getByRole('link', { name: '安全生产法解读' })).toHaveAttribute('href', expect.stringContaining('/detailPages?key=11'));
  });

  it('全部 / 文章 / 商品 ask for that kind (kept in the URL); 取消收藏 of a product deletes it as a product', async () => {
    const asked: unknown[] = [];
    const deleted: unknown[] = [];
    server.use(
      mockEndpoint('favListByUser', ({ payload }) => {
        asked.push(payload);
        const kind = (payload as { b_type?: string }).b_type;
        const items = [PRODUCT, ARTICLE].filter((f) => !kind || f.b_type === kind);
        return { items, total: items.length };
      }),
      mockEndpoint('deleteByUserFav', ({ payload }) => {
        deleted.push(payload);
        return envelope({ status: -1 as const, id: null }, { msg: '取消成功' });
      }),
    );
    const { user, location } = renderWithProviders(<FavouritesPage />, { app: 'mall', route: '/myFav' });
    const kinds = screen.getByRole('group', { name: '收藏类型' });
    expect(within(kinds).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('link', { name: '安全生产法解读' });
    expect(asked[0]).not.toHaveProperty('b_type');

    await user.click(within(kinds).getByRole('button', { name: '商品' }));
    await waitFor(() => expect(location()).toBe('/myFav?b_type=product'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '安全生产法解读' })).not.toBeInTheDocument());
    expect(asked.at(-1)).toMatchObject({ b_type: 'product' });
    expect(within(kinds).getByRole('button', { name: '商品' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '取消收藏' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeInTheDocument();
    expect(deleted).toEqual([{ b_type: 'product', id: 2 }]);
  });
});
