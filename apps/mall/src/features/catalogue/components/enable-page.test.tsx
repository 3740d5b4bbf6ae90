import type { Category } from '@ws/api-sdk';
import { envelope, mockEndpoint, PRODUCT_CARDS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('shows the units sold on each card (已售, what 销量 sorts by), 10,000 and more in 万', async () => {
    server.use(mockEndpoint('listproduct', envelope({ items: PRODUCT_CARDS.map((p, i) => ({ ...p, sales: [12_345, 36, 0][i]! })), total: 3 })));
    const { user, location } = renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable' });
    expect(await screen.findByRole('link', { name: /工业级烟雾报警器/ })).toHaveTextContent('已售 1.2万+');
    expect(screen.getByRole('link', { name: /安全生产标准化咨询/ })).toHaveTextContent('已售 36');
    expect(screen.getByRole('link', { name: /积分兑换/ })).toHaveTextContent('已售 0');
    await user.click(screen.getByRole('button', { name: '销量' }));
    await waitFor(() => expect(location()).toBe('/enable?sort_type=sales&sort_value=1'));
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

  describe('three category levels', () => {
    const node = (id: number, name: string, parent: number, children?: Category[]): Category => ({
      cate_id: id,
      cate_name: name,
      cate_value: `product_${id}`,
      p_cate_value: 'product',
      parent_id: parent,
      channel: '',
      remark: '',
      is_recommend: 0,
      ...(children ? { children } : {}),
    });
    const TREE = [
      node(2401, '个体防护装备', 0, [
        node(2411, '安全帽', 2401, [node(24111, 'ABS 安全帽', 2411), node(24112, '玻璃钢安全帽', 2411)]),
        node(2412, '防护口罩', 2401, [node(24121, '防尘口罩', 2412)]),
      ]),
    ];
    const crumb = () => screen.getByRole('navigation', { name: '当前位置' });

    it('opens the third level under the chosen sub-category; picking one filters by s_sub_cate and shows three levels in 当前位置', async () => {
      sessionStorage.clear();
      const seen: Record<string, unknown>[] = [];
      server.use(
        mockEndpoint('listCateNew', { items: TREE }),
        mockEndpoint('listproduct', ({ payload }) => {
          seen.push(payload as Record<string, unknown>);
          return envelope({ items: PRODUCT_CARDS, total: 3 });
        }),
      );
      const { user, location } = renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable?cate=2401&sub_cate=2411' });
      const menu = screen.getByRole('navigation', { name: '商品分类' });
      await user.click(await within(menu).findByRole('button', { name: 'ABS 安全帽' }));
      // the other sub-category's third level stays closed
      expect(within(menu).queryByRole('button', { name: '防尘口罩' })).not.toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/enable?cate=2401&sub_cate=2411&s_sub_cate=24111'));
      await waitFor(() => expect(seen.at(-1)).toMatchObject({ cate: '2401', sub_cate: '2411', s_sub_cate: '24111' }));
      expect(crumb()).toHaveTextContent('当前位置：赋能商城 > 个体防护装备 > 安全帽 > ABS 安全帽');
      expect(within(menu).getByRole('button', { name: 'ABS 安全帽' })).toHaveAttribute('aria-current', 'true');
      expect(sessionStorage.getItem('s_subs')).toBe('24111');
      expect(sessionStorage.getItem('enableSub')).toBe('2411');

      // the breadcrumb's second level goes back up
      await user.click(within(crumb()).getByRole('button', { name: '安全帽' }));
      await waitFor(() => expect(location()).toBe('/enable?cate=2401&sub_cate=2411'));
      expect(sessionStorage.getItem('s_subs')).toBeNull();
    });

    it('names all three levels when the link carries only s_sub_cate, or when /funeng stored the choice', async () => {
      server.use(mockEndpoint('listCateNew', { items: TREE }));
      const first = renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable?s_sub_cate=24112' });
      await waitFor(() => expect(crumb()).toHaveTextContent('个体防护装备 > 安全帽 > 玻璃钢安全帽'));
      first.unmount();

      sessionStorage.setItem('enableItem', '2401');
      sessionStorage.setItem('enableSub', '2412');
      sessionStorage.setItem('s_subs', '24121');
      renderWithProviders(<EnablePage />, { app: 'mall', route: '/enable' });
      await waitFor(() => expect(crumb()).toHaveTextContent('个体防护装备 > 防护口罩 > 防尘口罩'));
    });
  });
});
