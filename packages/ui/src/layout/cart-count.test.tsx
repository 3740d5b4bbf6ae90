import { screen, waitFor, within } from '@testing-library/react';
import { apiKey, CART_ORDER_NO } from '@ws/api-sdk';
import { CART_ITEMS, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders, setupMockApi } from '../testing';
import { CART_COUNT_DELAY_MS } from './cart-count';
import { SideBar } from './side-bar';
import { SiteHeader } from './site-header';

const server = setupMockApi();

function Chrome() {
  return (
    <>
      <SiteHeader />
      <SideBar />
    </>
  );
}

const header = () => screen.getByRole('banner');
const sideBar = () => screen.getByRole('navigation', { name: '快捷入口' });
const settled = { timeout: CART_COUNT_DELAY_MS + 3000 };

describe('the cart count in the header and the side bar', () => {
  it('logged in: after the page settled, both show the number of cart lines, read with the cart page’s own query', async () => {
    loginAs({ name: '张三' });
    let asked = 0;
    server.use(
      mockEndpoint('cartList', ({ payload }) => {
        asked++;
        expect(payload).toMatchObject({ order_no: CART_ORDER_NO });
        return { items: CART_ITEMS };
      }),
    );
    const { queryClient } = renderWithProviders(<Chrome />, { app: 'mall' });
    // the link is there at once, the count only after the page settled (never a first-screen call)
    expect(within(header()).getByRole('link', { name: '购物车' })).toHaveAttribute('href', '/cart');
    expect(asked).toBe(0);
    const link = await within(header()).findByRole('link', { name: '购物车，2种商品' }, settled);
    expect(link).toHaveTextContent('购物车2');
    expect(within(sideBar()).getByRole('link', { name: '购物车，2种商品' })).toHaveAttribute('href', '/cart');
    expect(within(sideBar()).getByTestId('side-cart-count')).toHaveTextContent('2');
    // one call for both, under the cart page's key
    expect(asked).toBe(1);
    expect(queryClient.getQueryData(apiKey('cartList', { order_no: CART_ORDER_NO }))).toEqual({ items: CART_ITEMS });
  });

  it('follows the cart: an invalidation of cartList (adding to the cart) shows the new count', async () => {
    loginAs();
    let lines = CART_ITEMS.slice(0, 1);
    server.use(mockEndpoint('cartList', () => ({ items: lines })));
    const { queryClient } = renderWithProviders(<Chrome />, { app: 'mall' });
    await within(header()).findByRole('link', { name: '购物车，1种商品' }, settled);
    lines = CART_ITEMS;
    await queryClient.invalidateQueries({ queryKey: apiKey('cartList') });
    await waitFor(() => expect(within(header()).getByRole('link', { name: '购物车，2种商品' })).toBeInTheDocument());
    expect(within(sideBar()).getByRole('link', { name: '购物车，2种商品' })).toBeInTheDocument();
    // an empty cart: the link without a count
    lines = [];
    await queryClient.invalidateQueries({ queryKey: apiKey('cartList') });
    await waitFor(() => expect(within(header()).getByRole('link', { name: '购物车' })).toBeInTheDocument());
    expect(within(header()).queryByTestId('header-cart-count')).not.toBeInTheDocument();
  });

  it('logged out: no header link, the side bar’s plain 购物车, and nothing asked', async () => {
    let asked = 0;
    server.use(
      mockEndpoint('cartList', () => {
        asked++;
        return { items: CART_ITEMS };
      }),
    );
    renderWithProviders(<Chrome />, { app: 'mall' });
    await new Promise((r) => setTimeout(r, CART_COUNT_DELAY_MS + 300));
    expect(within(header()).queryByRole('link', { name: /购物车/ })).not.toBeInTheDocument();
    expect(within(sideBar()).getByRole('link', { name: '购物车' })).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
