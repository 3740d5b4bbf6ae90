import { configure, screen, waitFor, within } from '@testing-library/react';
import { createMockHandlers, envelope } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ForgetPasswordPage } from './forget-password-page';

// typing-heavy tests on a 2-core machine that runs other suites in parallel
configure({ asyncUtilTimeout: 4000 });

const renderPage = () => renderWithProviders(<ForgetPasswordPage />, { route: '/forgetPassword' });

const field = {
  phone: () => screen.getByRole('textbox', { name: '手机号' }),
  code: () => screen.getByRole('textbox', { name: '验证码' }),
  password: () => screen.getByLabelText('新密码'),
  confirm: () => screen.getByLabelText('确认密码'),
};
const submit = () => screen.getByRole('button', { name: '确定' });

const expectError = (input: HTMLElement, message: string) => {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
};

describe('forgot password', { timeout: 30_000 }, () => {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const resetPwd = vi.fn(() => null);
    server.use(...createMockHandlers({ resetPwd }));
    const { user } = renderPage();
    await user.click(submit());
    expectError(field.phone(), '输入手机号');
    expectError(field.code(), '请输入验证码');
    expectError(field.password(), '请输入密码');
    expectError(field.confirm(), '请再次输入密码');
    expect(resetPwd).not.toHaveBeenCalled();
  });

  it('checks the phone length, the letter cases and the confirmation', async () => {
    const { user } = renderPage();
    await user.type(field.phone(), '1380000000');
    await user.type(field.code(), '123456');
    await user.type(field.password(), 'abcdefgh');
    await user.type(field.confirm(), 'abcdefgh');
    await user.click(submit());
    expectError(field.phone(), '请正确输入手机号码');
    expectError(field.password(), '密码必须包含大小写字母');

    await user.clear(field.password());
    await user.type(field.password(), 'NewPass123');
    await user.clear(field.confirm());
    await user.type(field.confirm(), 'NewPass124');
    await user.click(submit());
    expect(field.password()).not.toHaveAttribute('aria-invalid', 'true');
    expectError(field.confirm(), '两次输入密码不一致');
  });

  it('refuses a new password shorter than 8 characters, as registration does, and sends nothing', async () => {
    const resetPwd = vi.fn(() => null);
    server.use(...createMockHandlers({ resetPwd }));
    const { user } = renderPage();
    await user.type(field.phone(), '13800000001');
    await user.type(field.code(), '123456');
    await user.type(field.password(), 'Ab');
    await user.type(field.confirm(), 'Ab');
    await user.click(submit());
    expectError(field.password(), '请输入至少8位密码');
    expect(resetPwd).not.toHaveBeenCalled();
  });

  it('asks for a code with usecate resetpwd; 请正确填写手机号码 without a phone', async () => {
    let sms: unknown = null;
    server.use(...createMockHandlers({ sendsms: ({ payload }) => ((sms = payload), null) }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请正确填写手机号码')).toBeInTheDocument();
    expect(sms).toBeNull();
    await user.type(field.phone(), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sms).toEqual({ ac: 'appvercode', phone: '13800000001', usecate: 'resetpwd', expireTime: 5 }));
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
  });

  it('resets the password, notices 修改密码成功 and shows state 2 with the link to /login', async () => {
    let body: unknown = null;
    server.use(...createMockHandlers({ resetPwd: ({ payload }) => ((body = payload), null) }));
    const { user } = renderPage();
    await user.type(field.phone(), '13800000001');
    await user.type(field.code(), '123456');
    await user.type(field.password(), 'NewPass123');
    await user.type(field.confirm(), 'NewPass123{Enter}');
    expect(await screen.findByRole('heading', { name: '修改密码成功' })).toBeInTheDocument();
    expect(body).toEqual({ user_mobile: '13800000001', smscode: '123456', user_password: 'NewPass123' });
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: '手机号' })).not.toBeInTheDocument();
    // the notice carries the same text
    expect(screen.getAllByText('修改密码成功')).toHaveLength(2);
  });

  it('shows the server message in a dialog on failure and stays in state 1 with the inputs', async () => {
    server.use(...createMockHandlers({ resetPwd: envelope(null, { ok: false, msg: '验证码错误或已过期' }) }));
    const { user } = renderPage();
    await user.type(field.phone(), '13800000001');
    await user.type(field.code(), '000000');
    await user.type(field.password(), 'NewPass123');
    await user.type(field.confirm(), 'NewPass123');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('验证码错误或已过期')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('heading', { name: '修改密码成功' })).not.toBeInTheDocument();
    expect(field.phone()).toHaveValue('13800000001');
    expect(field.code()).toHaveValue('000000');
    expect(field.password()).toHaveValue('NewPass123');
  });
});
