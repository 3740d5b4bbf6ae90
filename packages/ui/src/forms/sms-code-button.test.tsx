import { screen, waitFor, within } from '@testing-library/react';
import { createMockHandlers, envelope, renderWithProviders, setupMockApi } from '../testing';
import { SmsCodeButton } from './sms-code-button';

const server = setupMockApi();

describe('SmsCodeButton', () => {
  it('asks for a phone first (请正确填写手机号码) and sends nothing', async () => {
    let calls = 0;
    server.use(...createMockHandlers({ sendsms: () => (calls++, null) }));
    const { user } = renderWithProviders(<SmsCodeButton phone="" usecate="login" />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请正确填写手机号码')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the code, notices 发送成功 and counts down 60 s', async () => {
    const payloads: unknown[] = [];
    server.use(
      ...createMockHandlers({
        sendsms: ({ payload }) => {
          payloads.push(payload);
          return null;
        },
      }),
    );
    const { user } = renderWithProviders(<SmsCodeButton phone="13800000001" usecate="register" />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    const counting = screen.getByRole('button', { name: '60秒后重新获取' });
    expect(counting).toBeDisabled();
    expect(payloads).toEqual([{ ac: 'appvercode', phone: '13800000001', usecate: 'register', expireTime: 5 }]);
    expect(await screen.findByRole('button', { name: '59秒后重新获取' }, { timeout: 2500 })).toBeDisabled();
  });

  it('shows the server message in a dialog on failure and allows another try', async () => {
    server.use(...createMockHandlers({ sendsms: envelope(null, { ok: false, msg: '发送过于频繁，请稍后再试' }) }));
    const { user } = renderWithProviders(<SmsCodeButton phone="13800000001" usecate="resetpwd" />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发送过于频繁，请稍后再试')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
