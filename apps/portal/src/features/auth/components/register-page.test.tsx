import { configure, screen, waitFor, within } from '@testing-library/react';
import type { RegisterReq } from '@ws/api-sdk';
import { createMockHandlers, envelope } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { RegisterPage } from './register-page';

// typing-heavy tests on a 2-core machine that runs other suites in parallel
configure({ asyncUtilTimeout: 4000 });

const renderPage = () =>
  renderWithProviders(
    <RegisterPage
      enterpriseForm={(showAgreement) => (
        <button type="button" onClick={showAgreement}>
          企业表单
        </button>
      )}
    />,
    { route: '/register' },
  );

const field = {
  phone: () => screen.getByRole('textbox', { name: '手机号' }),
  code: () => screen.getByRole('textbox', { name: '验证码' }),
  password: () => screen.getByLabelText('密码'),
  city: () => screen.getByRole('combobox', { name: '市' }),
  county: () => screen.getByRole('combobox', { name: '区' }),
  invite: () => screen.getByRole('textbox', { name: '邀请码' }),
  account: () => screen.getByRole('textbox', { name: '账号名' }),
  agree: () => screen.getByRole('checkbox', { name: /我已阅读并同意/ }),
};
const submit = () => screen.getByRole('button', { name: '注册' });

const expectError = (input: HTMLElement, message: string) => {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
};

type User = ReturnType<typeof renderPage>['user'];

const chooseArea = async (user: User) => {
  await screen.findByRole('option', { name: '广州市' });
  await user.selectOptions(field.city(), '广州市');
  await screen.findByRole('option', { name: '天河区' });
  await user.selectOptions(field.county(), '天河区');
};

const fillValid = async (user: User) => {
  await user.type(field.phone(), '13900000009');
  await user.type(field.code(), '246810');
  await user.type(field.password(), 'Member1234');
  await chooseArea(user);
  await user.type(field.invite(), 'INV001');
  await user.type(field.account(), 'newmember');
  await user.click(field.agree());
};

describe('register', { timeout: 30_000 }, () => {
  it('shows the tabs 普通会员 and 企业会员; the enterprise tab holds the given form, which can open the agreement', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('tab', { name: '普通会员' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '企业会员' }));
    await user.click(screen.getByRole('button', { name: '企业表单' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows every message on an empty submit and sends nothing', async () => {
    const register = vi.fn(() => null);
    server.use(...createMockHandlers({ register }));
    const { user } = renderPage();
    await user.click(submit());
    expectError(field.phone(), '输入手机号');
    expectError(field.code(), '请输入验证码');
    expectError(field.password(), '请输入至少8位密码');
    expectError(field.county(), '请选择所在区域');
    expect(screen.getByText('必须同意用户协议')).toBeInTheDocument();
    expectError(field.agree(), '必须同意用户协议');
    expect(field.invite()).not.toHaveAttribute('aria-invalid', 'true');
    expect(field.account()).not.toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('checks phone length, password length and letter cases', async () => {
    const { user } = renderPage();
    await user.type(field.phone(), '139000000091');
    await user.type(field.password(), 'Ab1');
    await user.click(submit());
    expectError(field.phone(), '请正确输入手机号码');
    expectError(field.password(), '请输入至少8位密码');
    await user.clear(field.password());
    await user.type(field.password(), 'abcdefgh1');
    await user.click(submit());
    expectError(field.password(), '密码必须包含大小写字母');
  });

  it('cascades the area: cities of 440000, districts of the chosen city; changing the city clears the district', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('combobox', { name: '省' })).toHaveDisplayValue('广东省');
    expect(field.county()).toBeDisabled();
    await chooseArea(user);
    expect(field.county()).toHaveDisplayValue('天河区');
    await user.selectOptions(field.city(), '东莞市');
    expect(field.county()).toHaveValue('');
    expect(await screen.findByRole('option', { name: '长安镇' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '天河区' })).not.toBeInTheDocument();
  });

  it('opens the user agreement (help 48) in a dialog without ticking the box', async () => {
    let asked: unknown = null;
    server.use(
      ...createMockHandlers({
        helpInfo: ({ payload }) => ((asked = payload.id), { id: 48, name: '用户协议', intro: '<p>请遵守<b>平台规则</b>。</p><script>alert(1)</script>' }),
      }),
    );
    const { user } = renderPage();
    expect(asked).toBeNull();
    await user.click(screen.getByRole('button', { name: '《用户协议》' }));
    const dialog = await screen.findByRole('dialog', { name: '用户协议' });
    expect(await within(dialog).findByText('平台规则')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(asked).toBe('48');
    expect(field.agree()).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the real SMS code (usecate register) and the area codes, then notices 注册成功 and goes to /login', async () => {
    let sms: unknown = null;
    let body: RegisterReq | null = null;
    server.use(
      ...createMockHandlers({
        sendsms: ({ payload }) => ((sms = payload), null),
        register: ({ payload }) => ((body = payload), null),
      }),
    );
    const { user, location } = renderPage();
    await user.type(field.phone(), '13900000009');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sms).toEqual({ ac: 'appvercode', phone: '13900000009', usecate: 'register', expireTime: 5 }));
    await user.type(field.code(), '246810');
    await user.type(field.password(), 'Member1234');
    await chooseArea(user);
    await user.type(field.invite(), 'INV001');
    await user.type(field.account(), 'newmember');
    await user.click(field.agree());
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/login'));
    expect(body).toEqual({
      user_mobile: '13900000009',
      smscode: '246810',
      user_password: 'Member1234',
      province: '广东省',
      province_code: '440000',
      city: '广州市',
      city_code: '440100',
      county: '天河区',
      county_code: '440106',
      tuijianma: 'INV001',
      user_account: 'newmember',
    });
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
  });

  it('leaves out the optional invitation code and account name when empty', async () => {
    let body: Partial<RegisterReq> = {};
    server.use(...createMockHandlers({ register: ({ payload }) => ((body = payload), null) }));
    const { user, location } = renderPage();
    await user.type(field.phone(), '13900000009');
    await user.type(field.code(), '246810');
    await user.type(field.password(), 'Member1234');
    await chooseArea(user);
    await user.click(field.agree());
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/login'));
    expect(body).not.toHaveProperty('tuijianma');
    expect(body).not.toHaveProperty('user_account');
  });

  it('shows the server message as an error notice on failure and keeps every input', async () => {
    server.use(...createMockHandlers({ register: envelope(null, { ok: false, msg: '该手机号已注册' }) }));
    const { user, location } = renderPage();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/register');
    expect(field.phone()).toHaveValue('13900000009');
    expect(field.code()).toHaveValue('246810');
    expect(field.password()).toHaveValue('Member1234');
    expect(field.city()).toHaveDisplayValue('广州市');
    expect(field.county()).toHaveDisplayValue('天河区');
    expect(field.invite()).toHaveValue('INV001');
    expect(field.account()).toHaveValue('newmember');
    expect(field.agree()).toBeChecked();
    expect(submit()).toBeEnabled();
  });
});
