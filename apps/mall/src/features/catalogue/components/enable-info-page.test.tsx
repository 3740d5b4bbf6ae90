import type { CartItem } from '@ws/api-sdk';
import { CART_ITEMS, envelope, mockEndpoint, PRODUCT_DETAIL } from '@ws/api-sdk/mocks';
import { browser, renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { EnableInfoPage, SERVICE_TEXT } from './enable-info-page';

const render = () => renderWithProviders(<EnableInfoPage />, { app: 'mall', route: '/enableInfo?id=401' });

describe('/enableInfo', () => {
  it('shows the price range with 含税13%, facts, parameters, the first 2 comments and then all', async () => {
    localStorage.setItem('token', 't');
    server.use(
      mockEndpoint('listremark', ({ payload }) => {
        const size = Number(payload.pageSize);
        const items = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, user_mobile: '138********', create_time: '2026-11-01 10:00:00', content: `评价${i + 1}`, score: '4.5', file_items: [], order_no: `W${i}`, xid: 401, item_id: 0, xcate: 'product' as const }));
        return envelope({ items: items.slice(0, size), total: 3 });
      }),
    );
    const { user } = render();
    expect(await screen.findByTestId('price-range')).toHaveTextContent('¥35.00 - ¥60.00');
    expect(screen.getByText('含税13%')).toBeInTheDocument();
    expect(screen.getByText('P2411-001')).toBeInTheDocument();
    expect(screen.getByText('东莞市')).toBeInTheDocument();
    expect(screen.getByText('GB 2811-2019')).toBeInTheDocument();
    expect(await screen.findByText('评价2')).toBeInTheDocument();
    expect(screen.queryByText('评价3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看全部评价' }));
    expect(await screen.findByText('评价3')).toBeInTheDocument();
  });

  it('询价 beside the supplier opens the inquiry form for that company with this product filled in', async () => {
    render();
    const link = await screen.findByRole('link', { name: '询价' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/inquiry');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      company_id: '11',
      company_name: '东莞市安泰劳保用品有限公司',
      product_name: 'ABS 透气安全帽 V 型',
      pcode: 'P2411-001',
      quantity: '2',
    });
  });

  it('服务 shows the merchant service text, the standard text when there is none', async () => {
    server.use(mockEndpoint('productinfo', envelope({ ...PRODUCT_DETAIL, service_text: '正品保障 · 次日发货', city_name: '佛山市' })));
    const first = render();
    expect(await screen.findByText('正品保障 · 次日发货')).toBeInTheDocument();
    expect(screen.getByText('佛山市')).toBeInTheDocument();
    expect(screen.queryByText(SERVICE_TEXT)).not.toBeInTheDocument();
    first.unmount();

    server.use(mockEndpoint('productinfo', envelope({ ...PRODUCT_DETAIL, service_text: '' })));
    render();
    expect(await screen.findByText(SERVICE_TEXT)).toBeInTheDocument();
  });

  it('visitors see no price and are sent to log in by 加入购物车', async () => {
    server.use(mockEndpoint('productinfo', envelope({ ...PRODUCT_DETAIL, price: '', price_max: '', skus: PRODUCT_DETAIL.skus.map((s) => ({ ...s, price: '' })) })));
    // /login is the portal's: a full page load
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = render();
    expect(await screen.findByRole('link', { name: '登录后查看价格' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2FenableInfo%3Fid%3D401');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    assign.mockRestore();
  });

  it('the drawer picks the SKU of two attributes: price, stock, sold-out items, then 加入购物车成功', async () => {
    localStorage.setItem('token', 't');
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('buygoods', ({ payload }) => {
        sent.push(payload);
        return envelope({ id: 903, amount: 2 }, { msg: '加入购物车成功' });
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: '加入购物车' }));
    const drawer = await screen.findByRole('dialog');
    // opens on 黄色,标准款 with the quantity at min_amount 2
    expect(within(drawer).getByTestId('sku-price')).toHaveTextContent('¥35.00');
    expect(within(drawer).getByRole('textbox', { name: '购买数量' })).toHaveValue('2');
    await user.click(within(drawer).getByRole('button', { name: '带护目镜款' }));
    expect(within(drawer).getByTestId('sku-price')).toHaveTextContent('¥60.00');
    // 红色,带护目镜款 is sold out: 红色 cannot be picked with 带护目镜款
    expect(within(drawer).getByRole('button', { name: '红色' })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: '标准款' }));
    await user.click(within(drawer).getByRole('button', { name: '红色' }));
    expect(within(drawer).getByText('已选：红色,标准款')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('加入购物车成功')).toBeInTheDocument();
    expect(sent).toEqual([{ product_id: 401, amount: 2, atts_items_ids: [2, 3], atts_items_names: '红色,标准款', buycate: 'cart' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('buy now makes the new line the quick order (enable/orderOn) and goes to /checkoutQuick?order=888888', async () => {
    localStorage.setItem('token', 't');
    const chosen: unknown[] = [];
    server.use(
      mockEndpoint('orderOn', ({ payload }) => {
        chosen.push(payload);
        return { order_no: '888888', pending: 0 as const, items: [] };
      }),
    );
    const { user, location } = render();
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/checkoutQuick?order=888888'));
    expect(chosen).toEqual([{ order_no: '888888', ids: [903] }]);
  });

  it('disables confirm when the only SKU is sold out', async () => {
    localStorage.setItem('token', 't');
    server.use(mockEndpoint('productinfo', envelope({ ...PRODUCT_DETAIL, skus: PRODUCT_DETAIL.skus.map((s) => ({ ...s, stock: 0 })) })));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: '加入购物车' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: '已售罄' })).toBeDisabled();
  });
});

describe('/enableInfo as a B2B buyer expects it', () => {
  it('当前位置: 首页 > the category path, each level opening /enable on it > the product', async () => {
    render();
    const crumb = await screen.findByRole('navigation', { name: '当前位置' });
    expect(within(crumb).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/homePage');
    expect(within(crumb).getByRole('link', { name: '个体防护装备' })).toHaveAttribute('href', '/enable?cate=2401');
    expect(within(crumb).getByRole('link', { name: '安全帽' })).toHaveAttribute('href', '/enable?cate=2401&sub_cate=2411');
    expect(within(crumb).getByRole('link', { name: 'ABS 安全帽' })).toHaveAttribute('href', '/enable?cate=2401&sub_cate=2411&s_sub_cate=24111');
    expect(within(crumb).getByText('ABS 透气安全帽 V 型')).toHaveAttribute('aria-current', 'page');
    expect(crumb).toHaveTextContent('当前位置：首页>个体防护装备>安全帽>ABS 安全帽>ABS 透气安全帽 V 型');
  });

  it('收藏 (logged in): asks InfoFavActive for the product, then 收藏成功 / 取消成功 as it toggles', async () => {
    localStorage.setItem('token', 't');
    const asked: { name: string; payload: unknown }[] = [];
    server.use(
      mockEndpoint('InfoFavActive', ({ payload }) => (asked.push({ name: 'state', payload }), { status: -1 as const, id: null })),
      mockEndpoint('addByUserFav', ({ payload }) => (asked.push({ name: 'add', payload }), { status: 1 as const, id: 77 })),
      mockEndpoint('deleteByUserFav', ({ payload }) => (asked.push({ name: 'delete', payload }), { status: -1 as const, id: null })),
    );
    const { user } = render();
    const off = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect(off).toBeEnabled());
    expect(off).toHaveAttribute('aria-pressed', 'false');
    expect(asked[0]).toEqual({ name: 'state', payload: { b_type: 'product', xid: '401' } });
    await user.click(off);
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    const on = await screen.findByRole('button', { name: '已收藏' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(asked[1]).toEqual({ name: 'add', payload: { b_type: 'product', xid: 401 } });
    await user.click(on);
    expect(await screen.findByText('取消成功')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(asked[2]).toEqual({ name: 'delete', payload: { b_type: 'product', xid: 401, id: 77 } });
  });

  it('收藏 (visitor): no state call; the click says 未登录或超时，请重新登陆 and goes to log in', async () => {
    const state = vi.fn(() => ({ status: -1 as const, id: null }));
    const add = vi.fn(() => ({ status: 1 as const, id: 1 }));
    server.use(mockEndpoint('InfoFavActive', state), mockEndpoint('addByUserFav', add));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: '收藏' }));
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2FenableInfo%3Fid%3D401');
    expect(state).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('the cart icon counts the cart lines and follows 加入购物车; the buttons and icons are the buy bar', { timeout: 15_000 }, async () => {
    localStorage.setItem('token', 't');
    let lines: CartItem[] = CART_ITEMS.slice(0, 1);
    server.use(
      mockEndpoint('cartList', () => ({ items: lines })),
      mockEndpoint('buygoods', () => {
        lines = CART_ITEMS;
        return envelope({ id: 902, amount: 2 }, { msg: '加入购物车成功' });
      }),
    );
    const { user } = render();
    const bar = await screen.findByTestId('buy-bar');
    expect(within(bar).getByRole('button', { name: '加入购物车' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: '客服' })).toHaveAttribute('href', '/session');
    // the count comes once the page settled (after 2 s): never one of the first screen's calls
    const cart = await within(bar).findByRole('link', { name: '购物车，1种商品' }, { timeout: 5000 });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveAttribute('target', '_blank');
    await user.click(within(bar).getByRole('button', { name: '加入购物车' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('加入购物车成功')).toBeInTheDocument();
    expect(await within(bar).findByRole('link', { name: '购物车，2种商品' })).toBeInTheDocument();
    expect(within(bar).getByTestId('info-cart-count')).toHaveTextContent('2');
  });
});

describe('half stars', () => {
  it('rounds to a half star between 0 and 5', async () => {
    const { halfStars } = await import('./stars');
    expect([halfStars(4.5), halfStars(4.3), halfStars(4.8), halfStars(7), halfStars(-1), halfStars(Number.NaN)]).toEqual([4.5, 4.5, 5, 5, 0, 0]);
  });
});
