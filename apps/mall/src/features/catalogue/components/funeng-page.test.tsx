import type { Category } from '@ws/api-sdk';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { FunengPage } from './funeng-page';

describe('/funeng', () => {
  it('has one section per top-level category with up to 4 cards; a title stores the choice and goes to /enable', async () => {
    const { user, location } = renderWithProviders(<FunengPage />, { app: 'mall', route: '/funeng' });
    const section = (await screen.findByRole('heading', { name: '劳保用品' }, { timeout: 5000 })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('link').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(within(section).getAllByRole('link').length).toBeLessThanOrEqual(4);
    expect(screen.getByRole('heading', { name: '消防器材' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '劳保用品' }));
    expect(sessionStorage.getItem('enableItem')).toBe('401');
    expect(location()).toBe('/enable?cate=401');
  });

  it('a sub-category stores both levels', async () => {
    const { user, location } = renderWithProviders(<FunengPage />, { app: 'mall', route: '/funeng' });
    const section = (await screen.findByRole('heading', { name: '消防器材' }, { timeout: 5000 })).closest('section')!;
    await user.click(within(section).getByRole('button', { name: '灭火器' }));
    expect(sessionStorage.getItem('enableSub')).toBe('4021');
    expect(location()).toBe('/enable?cate=402&sub_cate=4021');
  });

  it('a recommended third-level category stores all three levels and /enable opens on it', async () => {
    const node = (id: number, name: string, parent: number, extra: Partial<Category> = {}): Category => ({
      cate_id: id, cate_name: name, cate_value: `product_${id}`, p_cate_value: 'product', parent_id: parent, channel: '', remark: '', is_recommend: 0, ...extra,
    });
    const tree = [node(2402, '消防器材', 0, { children: [node(2421, '灭火器', 2402, { children: [node(24211, '干粉灭火器', 2421, { is_recommend: 1 }), node(24212, '二氧化碳灭火器', 2421)] })] })];
    server.use(mockEndpoint('listCateNew', { items: tree }));
    const { user, location } = renderWithProviders(<FunengPage />, { app: 'mall', route: '/funeng' });
    const section = (await screen.findByRole('heading', { name: '消防器材' }, { timeout: 5000 })).closest('section')!;
    // only the recommended third level is offered next to the sub-categories
    expect(within(section).queryByRole('button', { name: '二氧化碳灭火器' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '干粉灭火器' }));
    expect(sessionStorage.getItem('enableItem')).toBe('2402');
    expect(sessionStorage.getItem('enableSub')).toBe('2421');
    expect(sessionStorage.getItem('s_subs')).toBe('24211');
    expect(location()).toBe('/enable?cate=2402&sub_cate=2421&s_sub_cate=24211');
  });
});
