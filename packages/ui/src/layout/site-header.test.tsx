import { act, screen, waitFor, within } from '@testing-library/react';
import { reloadSession, sessionStore } from '@ws/api-sdk';
import { browser, createMockHandlers, envelope, fixtures, loginAs, renderWithProviders, setupMockApi } from '../testing';
import { SiteHeader } from './site-header';

const server = setupMockApi();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteHeader: login state', () => {
  it('shows 注册 and 登录 when logged out', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/欢迎您/)).not.toBeInTheDocument();
  });

  it('shows 欢迎您，name, 会员中心 (mall: full load) and 退出 when logged in', () => {
    loginAs({ name: '张三' });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByText('欢迎您，张三')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会员中心' })).toHaveAttribute('href', '/personal');
    expect(screen.getByRole('button', { name: '退出' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it.each(['', 'null'])('shows the phone when the name is %j', (name) => {
    loginAs({ name, user_mobile: '13800000009' });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByText('欢迎您，13800000009')).toBeInTheDocument();
  });

  it('asks before logging out, then signs out, keeps 退出成功 for the reload and reloads /homePage', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    let logoutCalls = 0;
    server.use(
      ...createMockHandlers({
        logout: () => {
          logoutCalls += 1;
          return envelope(null, { code: -1, msg: '未登录或超时' });
        },
      }),
    );
    loginAs();
    const { user } = renderWithProviders(<SiteHeader />, { route: '/article' });

    await user.click(screen.getByRole('button', { name: '退出' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要退出登录吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/homePage'));
    // shown by the page load of /homePage (use-logout.test.tsx)
    expect(sessionStorage.getItem('pendingNotice')).toBe(JSON.stringify({ kind: 'success', message: '退出成功' }));
    // a failed (expired) logout call is ignored: no 未登录 notice
    expect(screen.queryByText('未登录或超时，请重新登陆')).not.toBeInTheDocument();
    expect(logoutCalls).toBe(1);
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('keeps the session when the logout is cancelled', async () => {
    loginAs();
    const { user } = renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: '退出' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.getState().token).toBe('test-token');
    expect(screen.getByText('欢迎您，张三')).toBeInTheDocument();
  });
});

describe('SiteHeader: the way back after login', () => {
  it('the 登录 link carries the page the user is on', () => {
    renderWithProviders(<SiteHeader />, { route: '/detailInfo?id=3' });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2FdetailInfo%3Fid%3D3');
  });

  it('keeps the earlier page on an account screen, and carries none from the home page', () => {
    const first = renderWithProviders(<SiteHeader />, { route: '/register?redirect=%2Fcart' });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
    first.unmount();
    const second = renderWithProviders(<SiteHeader />, { route: '/login?redirect=https%3A%2F%2Fevil.example' });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    second.unmount();
    renderWithProviders(<SiteHeader />, { route: '/homePage' });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  });
});

describe('SiteHeader: a token the server no longer accepts', () => {
  it('is cleared: the header shows 注册 / 登录, without a notice and without leaving the page', async () => {
    server.use(...createMockHandlers({ profile: envelope(null, { ok: false, code: -1, msg: '未登录或超时' }) }));
    loginAs({ name: '张三' }, 'revoked-token');
    const { location } = renderWithProviders(<SiteHeader />, { route: '/detailPages?key=26' });
    expect(screen.getByText('欢迎您，张三')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2FdetailPages%3Fkey%3D26');
    expect(screen.queryByText(/欢迎您/)).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('未登录或超时，请重新登陆')).not.toBeInTheDocument();
    expect(location()).toBe('/detailPages?key=26');
  });

  it('a token the server accepts stays', async () => {
    let checks = 0;
    server.use(
      ...createMockHandlers({
        profile: () => {
          checks += 1;
          return fixtures.profile;
        },
      }),
    );
    loginAs({ name: '张三' });
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(checks).toBe(1));
    expect(screen.getByText('欢迎您，张三')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('test-token');
  });
});

describe('SiteHeader: region', () => {
  it('stores the region and reads it back from storage after a reload', async () => {
    const first = renderWithProviders(<SiteHeader />);
    const select = screen.getByRole('combobox', { name: '选择地区' });
    expect(select).toHaveValue('1');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['广州', '东莞']);

    await first.user.selectOptions(select, '2');
    expect(localStorage.getItem('region')).toBe('2');
    first.unmount();

    // a "reload": the store is rebuilt from storage
    sessionStore.setState({ region: '1' });
    localStorage.setItem('region', '2');
    reloadSession();
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('combobox', { name: '选择地区' })).toHaveValue('2');
  });
});

describe('SiteHeader: navigation', () => {
  const EXPECTED = [
    ['首页', '/homePage'],
    ['推荐', '/recommend'],
    ['法律法规', '/article?channel=law'],
    ['环保服务', '/channelPolicy?channel=policy&recommendId=39'],
    ['安全生产', '/channelPolicy?channel=policy&recommendId=1902'],
    ['消防服务', '/channelPolicy?channel=policy&recommendId=36'],
    ['特种设备', '/channelPolicy?channel=policy&recommendId=37'],
    ['职业卫生', '/channelPolicy?channel=policy&recommendId=38'],
    ['专家在线', '/expert'],
    ['百家大讲堂', '/school'],
    ['入驻企业', '/joinList'],
    ['安全培训', '/train'],
    ['赋能', '/funeng'],
  ];

  it('renders the quicknav ads in the spec order with the spec targets, ignoring server links and unknown ids', async () => {
    const items = [...fixtures.listads.items].reverse().map((a) => ({ ...a, link: 'javascript:alert(1)' }));
    items.push({ id: 99, cate_value: 'quicknav', title: '外部链接', link: 'https://evil.example/', firstFile: null });
    server.use(...createMockHandlers({ listads: { items } }));
    renderWithProviders(<SiteHeader />);

    const nav = screen.getByRole('navigation', { name: '主导航' });
    await within(nav).findByRole('link', { name: '法律法规' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(EXPECTED);
    expect(within(nav).queryByText('外部链接')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '帮助中心' })).toBeInTheDocument();
  });

  it('writes channel and recommendIds to session storage and navigates on a quicknav click', async () => {
    const { user, location } = renderWithProviders(<SiteHeader />, { route: '/homePage' });
    await user.click(await screen.findByRole('link', { name: '环保服务' }));
    expect(sessionStorage.getItem('channel')).toBe('policy');
    expect(sessionStorage.getItem('recommendIds')).toBe('39');
    expect(location()).toBe('/channelPolicy?channel=policy&recommendId=39');
    expect(screen.getByRole('link', { name: '环保服务' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '安全生产' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the active item (case-insensitive path)', async () => {
    renderWithProviders(<SiteHeader />, { route: '/HOMEPAGE' });
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: '专家在线' })).not.toHaveAttribute('aria-current');
  });

  it('lists help categories and items in the 帮助中心 dropdown; an item opens /help/orders?id= in a new tab', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    const { user, location } = renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: '帮助中心' }));
    const menu = await screen.findByRole('menu');
    for (const cate of fixtures.listHelpByCate.items) {
      expect(await within(menu).findByText(cate.cate_name)).toBeInTheDocument();
      for (const item of cate.items) expect(within(menu).getByRole('menuitem', { name: item.name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole('menuitem', { name: '配送方式' }));
    expect(sessionStorage.getItem('helpMeunId')).toBe('35');
    expect(open).toHaveBeenCalledWith('/help/orders?id=35');
    expect(location()).toBe('/');
  });

  it('opens the help dropdown with the keyboard', async () => {
    const { user } = renderWithProviders(<SiteHeader />);
    act(() => screen.getByRole('button', { name: '帮助中心' }).focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: '帮助中心' })).toBeInTheDocument();
  });
});

describe('SiteHeader: search', () => {
  it('goes to /search?val=<keyword> on Enter', async () => {
    const { user, location } = renderWithProviders(<SiteHeader />, { route: '/homePage' });
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '消防 检测{Enter}');
    expect(location()).toBe('/search?val=%E6%B6%88%E9%98%B2+%E6%A3%80%E6%B5%8B');
    expect(new URL(location(), 'http://x.invalid').searchParams.get('val')).toBe('消防 检测');
  });

  it('goes to /search with the search button, and shows the keyword on the search page', async () => {
    const { user, location } = renderWithProviders(<SiteHeader />, { route: `/search?val=${encodeURIComponent('职业卫生')}` });
    const box = screen.getByRole('searchbox', { name: '搜索' });
    expect(box).toHaveValue('职业卫生');
    await user.clear(box);
    await user.type(box, '特种设备');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(location()).toBe(`/search?val=${encodeURIComponent('特种设备')}`);
  });

  it('does a full page load to the portal search from the mall', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user, location } = renderWithProviders(<SiteHeader />, { route: '/cart', app: 'mall' });
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '灭火器{Enter}');
    expect(assign).toHaveBeenCalledWith(`/search?val=${encodeURIComponent('灭火器')}`);
    expect(location()).toBe('/cart');
  });
});
