import { screen, waitFor } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, MSG_STAFF_LOGIN_FAILED } from '@ws/api-sdk';
import { createMockHandlers, envelope, fixtures } from '@ws/api-sdk/mocks';
import { ADMIN_STAFF_KEY } from '@/shared/session';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

describe('/admin/login', () => {
  it('shows 账号, 密码 and 登录, and the title', async () => {
    renderAdmin('/admin/login');
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('登录 - 安服通运营后台'));
  });

  it('asks for the account and the password before any call', async () => {
    const login = vi.fn();
    server.use(...createMockHandlers({ adminLogin: () => (login(), fixtures.adminLogin) }));
    const { user } = renderAdmin('/admin/login');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('账号'), 'ops');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('asks for the 动态验证码 when the server does (production), then sends it with the password', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      ...createMockHandlers({
        adminLogin: async ({ request }: { request: Request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          return body.code === '123456' ? fixtures.adminLogin : envelope(null, { ok: false, msg: body.code ? '动态验证码错误' : '请输入动态验证码' });
        },
      }),
    );
    const { user, location } = renderAdmin('/admin/login');
    expect(screen.queryByLabelText('动态验证码')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('账号'), 'ops');
    await user.type(screen.getByLabelText('密码'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入动态验证码');
    await user.type(await screen.findByLabelText('动态验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('动态验证码错误'));
    await user.clear(screen.getByLabelText('动态验证码'));
    await user.type(screen.getByLabelText('动态验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(bodies).toEqual([
      { account: 'ops', password: 'Demo1234' },
      { account: 'ops', password: 'Demo1234', code: '654321' },
      { account: 'ops', password: 'Demo1234', code: '123456' },
    ]);
  });

  it("shows the server's 账号或密码错误 and stores nothing", async () => {
    server.use(...createMockHandlers({ adminLogin: envelope(null, { ok: false, msg: MSG_STAFF_LOGIN_FAILED }) }));
    const { user, location } = renderAdmin('/admin/login');
    await user.type(await screen.findByLabelText('账号'), 'ops');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(location()).toBe('/admin/login');
  });

  it('is busy while the call runs; Enter submits; success stores adminToken and goes to the redirect', async () => {
    let release = () => {};
    const sent: unknown[] = [];
    server.use(
      ...createMockHandlers({
        adminLogin: async ({ payload }) => {
          sent.push(payload);
          await new Promise<void>((r) => (release = r));
          return fixtures.adminLogin;
        },
      }),
    );
    const { user, location } = renderAdmin(`/admin/login?redirect=${encodeURIComponent('/admin/reviews?kind=expert')}`);
    await user.type(await screen.findByLabelText('账号'), ' ops ');
    await user.type(screen.getByLabelText('密码'), 'Demo1234{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeDisabled());
    expect(sent).toEqual([{ account: 'ops', password: 'Demo1234' }]);
    release();
    await waitFor(() => expect(location()).toBe('/admin/reviews?kind=expert'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(fixtures.adminLogin.token);
    expect(JSON.parse(window.localStorage.getItem(ADMIN_STAFF_KEY) ?? 'null')).toEqual(fixtures.adminLogin.staff);
    // the members' keys are not the console's
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('heading', { name: '入驻审核' })).toBeInTheDocument();
  });

  it('ignores a redirect outside the console and goes to 工作台', async () => {
    for (const redirect of ['https://evil.example.com/admin', '//evil.example.com', '/homePage', 'javascript:alert(1)']) {
      window.localStorage.clear();
      const { user, location, unmount } = renderAdmin(`/admin/login?redirect=${encodeURIComponent(redirect)}`);
      await user.type(await screen.findByLabelText('账号'), 'ops');
      await user.type(screen.getByLabelText('密码'), 'Demo1234');
      await user.click(screen.getByRole('button', { name: '登录' }));
      await waitFor(() => expect(location(), redirect).toBe('/admin'));
      expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
      unmount();
    }
  });

  it('sends a visitor without a staff login to /admin/login?redirect=<the page>', async () => {
    const { location } = renderAdmin('/admin/reviews?kind=expert&page=2');
    await waitFor(() => expect(location()).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/reviews?kind=expert&page=2')}`));
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
  });

  it("a member's login is not a staff login", async () => {
    window.localStorage.setItem('token', 'member-token');
    const { location } = renderAdmin('/admin');
    await waitFor(() => expect(location()).toBe('/admin/login?redirect=%2Fadmin'));
    expect(STAFF.ops.roles).toEqual(['ops']);
  });
});
