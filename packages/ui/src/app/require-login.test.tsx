import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { browser, loginAs, renderWithProviders } from '../testing';
import { RequireLogin } from './require-login';

afterEach(() => vi.restoreAllMocks());

const ui = (
  <Routes>
    <Route
      path="/myInquiry"
      element={
        <RequireLogin>
          <div>我的询价列表</div>
        </RequireLogin>
      }
    />
    <Route
      path="/cart"
      element={
        <RequireLogin>
          <div>购物车内容</div>
        </RequireLogin>
      }
    />
    <Route path="/login" element={<div>登录页</div>} />
  </Routes>
);

describe('RequireLogin', () => {
  it('shows the screen with a token', () => {
    loginAs();
    renderWithProviders(ui, { route: '/myInquiry' });
    expect(screen.getByText('我的询价列表')).toBeInTheDocument();
  });

  it('without a token: notice 未登录或超时，请重新登陆 and /login?redirect=<path>', async () => {
    const { location } = renderWithProviders(ui, { route: '/myInquiry?page=2' });
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/myInquiry?page=2')}`);
    expect(sessionStorage.getItem('path')).toBe('/myInquiry?page=2');
    expect(screen.queryByText('我的询价列表')).not.toBeInTheDocument();
  });

  it('in the mall the login screen (portal) is a full page load', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderWithProviders(ui, { route: '/cart', app: 'mall' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/cart')}`));
    expect(screen.queryByText('购物车内容')).not.toBeInTheDocument();
  });
});
