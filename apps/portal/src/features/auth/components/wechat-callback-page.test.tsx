import { configure, screen, waitFor } from '@testing-library/react';
import { createMockHandlers, envelope, fixtures } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { WechatCallbackPage } from './wechat-callback-page';

configure({ asyncUtilTimeout: 4000 });

const KEY = 'a'.repeat(64);
const remember = (state: string, redirect: string | null = '/expert') => sessionStorage.setItem(`wxLogin.${state}`, JSON.stringify({ key: KEY, redirect }));
const render = (query = '?code=CODE1&state=s-1') => renderWithProviders(<WechatCallbackPage />, { route: `/wxLoginCallback${query}` });

describe('/wxLoginCallback', { timeout: 30_000 }, () => {
  it('refuses a state this tab did not start, without asking the API', async () => {
    const callback = vi.fn(() => fixtures.wechatLoginCallback);
    server.use(...createMockHandlers({ wechatLoginCallback: callback }));
    render('?code=CODE1&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录已失效，请重新扫码');
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
    expect(callback).not.toHaveBeenCalled();
  });

  it('says so when WeChat came back without a code (the user declined)', async () => {
    remember('s-1');
    render('?state=s-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('未获得微信授权，请重新扫码');
  });

  it('a bound WeChat account: sends code, state and key once, logs in and returns where the login began', async () => {
    remember('s-1');
    const calls: unknown[] = [];
    server.use(
      ...createMockHandlers({
        wechatLoginCallback: ({ payload }) => (calls.push(payload), { status: 'login', login: fixtures.login, nickname: '小微' }),
      }),
    );
    const { location } = render();
    await waitFor(() => expect(location()).toBe('/expert'));
    expect(calls).toEqual([{ code: 'CODE1', state: 's-1', browser_key: KEY }]);
    expect(localStorage.getItem('token')).toBe(fixtures.login.token);
    expect(sessionStorage.getItem('wxLogin.s-1')).toBeNull();
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
  });

  it('an unbound WeChat account: the phone form with the spec texts, then binds and logs in', async () => {
    remember('s-2', null);
    let bound: unknown = null;
    server.use(
      ...createMockHandlers({
        wechatLoginCallback: { status: 'bind', login: null, nickname: '小微' },
        wechatLoginBind: ({ payload }) => ((bound = payload), fixtures.login),
      }),
    );
    const { user, location } = render('?code=CODE2&state=s-2');
    expect(await screen.findByText(/微信账号「小微」尚未绑定本站账号/)).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: '手机号' });
    const code = screen.getByRole('textbox', { name: '验证码' });
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(phone).toHaveAccessibleDescription('请输入手机号码');
    expect(code).toHaveAccessibleDescription('请输入手机验证码');
    await user.type(phone, '1380000');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(phone).toHaveAccessibleDescription('请正确输入手机号码');
    expect(bound).toBeNull();
    await user.clear(phone);
    await user.type(phone, '13800000001');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(location()).toBe('/homePage'));
    expect(bound).toEqual({ state: 's-2', browser_key: KEY, user_mobile: '13800000001', smscode: '123456' });
    expect(localStorage.getItem('token')).toBe(fixtures.login.token);
  });

  it('shows a binding refusal in a dialog and keeps the form', async () => {
    remember('s-4');
    server.use(
      ...createMockHandlers({
        wechatLoginCallback: { status: 'bind', login: null, nickname: '' },
        wechatLoginBind: envelope(null, { ok: false, msg: '该手机号未注册' }),
      }),
    );
    const { user } = render('?code=C&state=s-4');
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13912345678');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('该手机号未注册')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '绑定并登录' })).toBeInTheDocument();
  });

  it('shows the server refusal of the callback with a way back to the login', async () => {
    remember('s-3');
    server.use(...createMockHandlers({ wechatLoginCallback: envelope(null, { ok: false, msg: '微信授权已使用，请重新扫码' }) }));
    render('?code=C&state=s-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('微信授权已使用，请重新扫码');
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login?redirect=%2Fexpert');
  });
});
