// The mall's routes inside the shared layout: /cart needs login; a logged-in user sees the header's
// welcome on a mall route; the lazy /cart screen renders; a route without a screen says 即将上线.
import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '@ws/ui';
import { browser, loginAs, renderWithProviders } from '@ws/ui/testing';
import { screens } from './screens';

const renderMall = (route: string) => renderWithProviders(<AppRoutes app="mall" screens={screens} />, { app: 'mall', route });

afterEach(() => vi.restoreAllMocks());

describe('mall routes', () => {
  it('sends a logged-out visitor of /cart to /login with the notice and the way back', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderMall('/cart');
    // /login belongs to the portal: a full page load, with the notice carried over to be shown there
    await waitFor(() => expect(replace.mock.calls.length + assign.mock.calls.length).toBeGreaterThan(0));
    const url = [...replace.mock.calls, ...assign.mock.calls][0]?.[0];
    expect(url).toBe('/login?redirect=%2Fcart');
    expect(window.sessionStorage.getItem('path')).toBe('/cart');
    expect(JSON.parse(window.sessionStorage.getItem('pendingNotice') ?? 'null')).toEqual({ kind: 'warning', message: '未登录或超时，请重新登陆' });
    expect(screen.queryByRole('heading', { name: '购物车' })).not.toBeInTheDocument();
  });

  it('shows the header welcome and the cart to a logged-in user', async () => {
    loginAs({ name: '张三' });
    renderMall('/cart');
    // the first import of the lazy screen is transformed on the fly: allow it time
    expect(await screen.findByRole('heading', { name: '购物车' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('欢迎您，张三')).toBeInTheDocument();
    expect(await screen.findAllByTestId('cart-line')).not.toHaveLength(0);
  });

  it('shows 即将上线 for a mall route without a screen, inside the shared header and footer', async () => {
    loginAs({ name: '张三' });
    // every mall route gets a screen; without one in the table, the route says 即将上线
    renderWithProviders(<AppRoutes app="mall" screens={{}} />, { app: 'mall', route: '/funeng' });
    expect(await screen.findByRole('heading', { name: '即将上线' })).toBeInTheDocument();
    expect(screen.getByText('欢迎您，张三')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('matches mall routes case-insensitively', async () => {
    loginAs();
    renderMall('/CART');
    // the first import of the lazy screen is transformed on the fly: allow it time
    expect(await screen.findByRole('heading', { name: '购物车' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
