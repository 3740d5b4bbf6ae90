import { configure, screen, waitFor, within } from '@testing-library/react';
import { createMockHandlers, envelope, fixtures } from '@ws/api-sdk/mocks';
import { browser, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { LoginPage } from './login-page';

// typing-heavy tests on a 2-core machine that runs other suites in parallel
configure({ asyncUtilTimeout: 4000 });

afterEach(() => vi.restoreAllMocks());

const renderLogin = (route = '/login') => renderWithProviders(<LoginPage />, { route });

const phoneInput = () => screen.getByRole('textbox', { name: '手机号' });
const passwordInput = () => screen.getByLabelText('密码');
const submit = () => screen.getByRole('button', { name: '登录' });

/** The error message linked to an input (Mantine sets aria-describedby and aria-invalid). */
const expectError = (input: HTMLElement, message: string) => {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
};

describe('login — account tab', { timeout: 30_000 }, () => {
  it('shows the account and SMS tabs, the WeChat switch and the links', () => {
    renderLogin();
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '短信登录' })).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('placeholder', '手机号/用户名/邮箱');
    expect(screen.getByRole('button', { name: '微信扫码登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册账号' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/forgetPassword');
  });

  it('shows 输入手机号 and 请输入密码 on an empty submit, and sends nothing', async () => {
    const login = vi.fn(() => fixtures.login);
    server.use(...createMockHandlers({ login }));
    const { user } = renderLogin();
    await user.click(submit());
    expectError(phoneInput(), '输入手机号');
    expectError(passwordInput(), '请输入密码');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows 请正确输入手机号码 for a phone that is not 11 characters', async () => {
    const { user } = renderLogin();
    await user.type(phoneInput(), '1380000');
    await user.type(passwordInput(), 'Demo1234');
    await user.click(submit());
    expectError(phoneInput(), '请正确输入手机号码');
    expect(passwordInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the session under the spec keys, loads the profile and goes to the redirect target', async () => {
    const { user, location } = renderLogin('/login?redirect=%2Fexpert%3Fchannel%3Dcompany');
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Demo1234{Enter}');
    await waitFor(() => expect(location()).toBe('/expert?channel=company'));
    expect(localStorage.getItem('token')).toBe('mock-token-1001');
    expect(localStorage.getItem('userId')).toBe('1001');
    expect(localStorage.getItem('phone')).toBe('13800000001');
    expect(localStorage.getItem('loginName')).toBe('张三');
    expect(localStorage.getItem('login')).toBe('1');
    expect(sessionStorage.getItem('roles')).toBe(JSON.stringify(fixtures.profile.roles));
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
  });

  it('sends login_type password with the password', async () => {
    let query: Record<string, string | undefined> = {};
    server.use(...createMockHandlers({ login: ({ payload }) => ((query = payload), fixtures.login) }));
    const { user, location } = renderLogin();
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Demo1234');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/homePage'));
    expect(query).toEqual({ user_mobile: '13800000001', login_type: 'password', user_password: 'Demo1234' });
  });

  it('falls back to the page remembered in session storage', async () => {
    sessionStorage.setItem('path', '/search?val=%E6%B6%88%E9%98%B2');
    const { user, location } = renderLogin();
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Demo1234{Enter}');
    await waitFor(() => expect(location()).toBe('/search?val=%E6%B6%88%E9%98%B2'));
    expect(sessionStorage.getItem('path')).toBeNull();
  });

  it.each(['https://evil.com', '//evil.com', 'javascript:alert(1)', '/login'])('refuses the redirect %j and lands on /homePage', async (redirect) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const { user, location } = renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Demo1234{Enter}');
    await waitFor(() => expect(location()).toBe('/homePage'));
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('returns to a mall page with a full page load', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const { user, location } = renderLogin('/login?redirect=%2Fcart');
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Demo1234{Enter}');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/cart'));
    expect(location()).toBe('/login?redirect=%2Fcart');
    expect(localStorage.getItem('token')).toBe('mock-token-1001');
  });

  it('still logs in when the profile call fails', async () => {
    server.use(...createMockHandlers({ profile: envelope(null, { ok: false, msg: '服务繁忙' }) }));
    const { user, location } = renderLogin();
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Demo1234{Enter}');
    await waitFor(() => expect(location()).toBe('/homePage'));
    expect(localStorage.getItem('token')).toBe('mock-token-1001');
  });

  it('shows the server message in a dialog with 确定 on failure and keeps the inputs', async () => {
    server.use(...createMockHandlers({ login: envelope(null, { ok: false, msg: '账号或密码错误' }) }));
    const { user, location } = renderLogin();
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Wrong1234');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('账号或密码错误')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(phoneInput()).toHaveValue('13800000001');
    expect(passwordInput()).toHaveValue('Wrong1234');
    expect(localStorage.getItem('token')).toBeNull();
    expect(location()).toBe('/login');
  });

  it('disables the submit button while the call is pending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(...createMockHandlers({ login: async () => (await gate, envelope(null, { ok: false, msg: '账号或密码错误' })) }));
    const { user } = renderLogin();
    await user.type(phoneInput(), '13800000001');
    await user.type(passwordInput(), 'Demo1234');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });
});

describe('login — SMS tab', { timeout: 30_000 }, () => {
  const openSmsTab = async (user: ReturnType<typeof renderLogin>['user']) => {
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    return { phone: screen.getByRole('textbox', { name: '手机号' }), code: screen.getByRole('textbox', { name: '验证码' }) };
  };

  it('shows 输入手机号 and 请输入验证码 on an empty submit', async () => {
    const { user } = renderLogin();
    const { phone, code } = await openSmsTab(user);
    await user.click(submit());
    expectError(phone, '输入手机号');
    expectError(code, '请输入验证码');
  });

  it('shows 请正确输入手机号码 for a short phone', async () => {
    const { user } = renderLogin();
    const { phone, code } = await openSmsTab(user);
    await user.type(phone, '138');
    await user.type(code, '123456');
    await user.click(submit());
    expectError(phone, '请正确输入手机号码');
  });

  it('sends a code with usecate login and logs in with login_type smscode', async () => {
    let sms: unknown = null;
    let query: Record<string, string | undefined> = {};
    server.use(
      ...createMockHandlers({
        sendsms: ({ payload }) => ((sms = payload), null),
        login: ({ payload }) => ((query = payload), fixtures.login),
      }),
    );
    const { user, location } = renderLogin('/login?redirect=%2FmyInquiry');
    const { phone, code } = await openSmsTab(user);
    await user.type(phone, '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sms).toEqual({ ac: 'appvercode', phone: '13800000001', usecate: 'login', expireTime: 5 }));
    await user.type(code, '654321{Enter}');
    await waitFor(() => expect(location()).toBe('/myInquiry'));
    expect(query).toEqual({ user_mobile: '13800000001', login_type: 'smscode', smscode: '654321' });
    expect(localStorage.getItem('token')).toBe(fixtures.login.token);
  });

  it('shows a wrong code as the server message in a dialog', async () => {
    server.use(...createMockHandlers({ login: envelope(null, { ok: false, msg: '验证码错误或已过期' }) }));
    const { user } = renderLogin();
    const { phone, code } = await openSmsTab(user);
    await user.type(phone, '13800000001');
    await user.type(code, '000000{Enter}');
    expect(await within(await screen.findByRole('dialog')).findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(code).toHaveValue('000000');
  });
});

describe('login — WeChat QR', { timeout: 30_000 }, () => {
  const AUTHORIZE = (state: string) =>
    `https://open.weixin.qq.com/connect/qrconnect?appid=wxAPP&redirect_uri=https%3A%2F%2Fwww.example.com%2FwxLoginCallback&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`;
  const ticket = (state: string, demo: boolean) => ({ ticket: state, qr_url: AUTHORIZE(state), expire_seconds: 300, demo, authorize_url: AUTHORIZE(state), state });

  it('frames WeChat\'s qrconnect page (self_redirect=false) and binds the state to this tab with a key', async () => {
    let sentKey: unknown = null;
    server.use(...createMockHandlers({ wechatQrCreate: ({ payload }) => ((sentKey = payload.browser_key), ticket('s-1', true)) }));
    const { user } = renderLogin('/login?redirect=%2Fexpert');
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    expect(screen.queryByRole('tab', { name: '账号登录' })).not.toBeInTheDocument();
    expect(await screen.findByText('请使用微信扫一扫登录')).toBeInTheDocument();
    const frame = screen.getByTitle('微信登录二维码');
    expect(frame).toHaveAttribute(
      'src',
      'https://open.weixin.qq.com/connect/qrconnect?appid=wxAPP&redirect_uri=https%3A%2F%2Fwww.example.com%2FwxLoginCallback&response_type=code&scope=snsapi_login&state=s-1&self_redirect=false',
    );
    expect(frame.getAttribute('sandbox')).toContain('allow-top-navigation');
    expect(typeof sentKey === 'string' && /^[0-9a-f]{64}$/.test(sentKey)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('wxLogin.s-1') ?? '{}')).toEqual({ key: sentKey, redirect: '/expert' });
    const banner = screen.getByRole('note', { name: '演示环境提示' });
    expect(banner).toHaveTextContent('微信开放平台模拟器');
  });

  it('outside demo mode shows no stand-in hint', async () => {
    server.use(...createMockHandlers({ wechatQrCreate: ticket('s-3', false) }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    expect(await screen.findByText('请使用微信扫一扫登录')).toBeInTheDocument();
    expect(screen.getByTitle('微信登录二维码')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: '演示环境提示' })).not.toBeInTheDocument();
    expect(screen.queryByText(/本地环境|本机|演示环境/)).not.toBeInTheDocument();
  });

  it('never frames a URL that is not http(s)', async () => {
    server.use(...createMockHandlers({ wechatQrCreate: { ...ticket('s-5', true), authorize_url: 'javascript:alert(1)' } }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    expect(await screen.findByText('二维码加载失败')).toBeInTheDocument();
    expect(screen.queryByTitle('微信登录二维码')).not.toBeInTheDocument();
  });

  it('shows the server message when WeChat login cannot start', async () => {
    server.use(...createMockHandlers({ wechatQrCreate: envelope(null, { ok: false, msg: '微信登录暂未开通' }) }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('微信登录暂未开通');
    expect(screen.queryByTitle('微信登录二维码')).not.toBeInTheDocument();
  });

  it('offers 刷新二维码 when the ticket expired, which makes a new ticket', async () => {
    let created = 0;
    server.use(
      ...createMockHandlers({
        wechatQrCreate: () => ticket(`t-${++created}`, false),
        wechatQrStatus: ({ payload }) => (payload.ticket === 't-1' ? { status: 'expired', login: null } : { status: 'waiting', login: null }),
      }),
    );
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    expect(await screen.findByText('二维码已过期')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刷新二维码' }));
    expect(await screen.findByText('请使用微信扫一扫登录')).toBeInTheDocument();
    expect(created).toBe(2);
  });

  it('stops polling when the user switches back to the form', async () => {
    let polls = 0;
    server.use(...createMockHandlers({ wechatQrStatus: () => (polls++, { status: 'waiting', login: null }) }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '微信扫码登录' }));
    await waitFor(() => expect(polls).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: '返回账号登录' }));
    expect(screen.getByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    const seen = polls;
    await new Promise((r) => setTimeout(r, 2500));
    expect(polls).toBe(seen);
  });
});
