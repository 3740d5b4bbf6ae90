import { screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { browser, loginAs, renderWithProviders, setupMockApi } from '../testing';
import { AppRoutes, type Screens } from './app-routes';

setupMockApi();
afterEach(() => vi.restoreAllMocks());

const screens: Screens = {
  '/homePage': lazy(async () => ({ default: () => <h1>首页内容</h1> })),
  '/myInquiry': lazy(async () => ({ default: () => <h1>我的询价内容</h1> })),
  '/preview': lazy(async () => ({ default: () => <h1>预览内容</h1> })),
  '/login': lazy(async () => ({ default: () => <h1>登录内容</h1> })),
};

const renderAt = (route: string, app: 'portal' | 'mall' = 'portal') => renderWithProviders(<AppRoutes app={app} screens={screens} />, { route, app });

describe('AppRoutes', () => {
  it('renders a lazy screen inside the site layout and sets the title', async () => {
    renderAt('/homePage');
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('首页 - 安服通'));
  });

  it('matches paths case-insensitively', async () => {
    renderAt('/HOMEPAGE');
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeInTheDocument();
  });

  it('shows NotFound for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/homePage');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 安服通'));
  });

  it('shows ComingSoon for a route of this app without a screen', async () => {
    renderAt('/article?channel=law');
    expect(await screen.findByRole('heading', { name: '即将上线' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('文章列表 - 安服通'));
  });

  it('guards a requiresLogin route that has no screen yet: a visitor goes to /login, not to 即将上线', async () => {
    const { location } = renderAt('/MyInquiryInfo?id=3');
    expect(await screen.findByRole('heading', { name: '登录内容' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '即将上线' })).not.toBeInTheDocument();
    expect(location()).toMatch(/^\/login\?redirect=/);
  });

  it('shows ComingSoon to a logged-in user on a requiresLogin route without a screen', async () => {
    loginAs();
    renderAt('/MyInquiryInfo?id=3');
    expect(await screen.findByRole('heading', { name: '即将上线' })).toBeInTheDocument();
  });

  it('redirects / to /homePage keeping the query', async () => {
    const { location } = renderAt('/?from=ad');
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeInTheDocument();
    expect(location()).toBe('/homePage?from=ad');
  });

  it('does a full page load to a route of the other app', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderAt('/cart?x=1');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/cart?x=1'));
  });

  it('guards requiresLogin routes', async () => {
    const { location } = renderAt('/myInquiry');
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '登录内容' })).toBeInTheDocument();
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/myInquiry')}`);
  });

  it('opens requiresLogin routes when logged in', async () => {
    loginAs();
    renderAt('/myInquiry');
    expect(await screen.findByRole('heading', { name: '我的询价内容' })).toBeInTheDocument();
  });

  it('hides the header on routes whose header flag is off', async () => {
    renderAt('/preview?id=/uploads/a.pdf');
    expect(await screen.findByRole('heading', { name: '预览内容' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
