import { configure, screen, waitFor, within } from '@testing-library/react';
import { envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { UconfigPage } from './uconfig-page';
import { MSG_UNBIND_CONFIRM, WechatBindingSection } from './wechat-binding';

configure({ asyncUtilTimeout: 4000 });

describe('/uconfig 个人资料: the WeChat login binding', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('phone', '13800000001');
  });

  it('is on the profile tab; not bound says how to bind', async () => {
    renderWithProviders(<UconfigPage />, { app: 'mall', route: '/uconfig' });
    const section = await screen.findByRole('region', { name: '微信登录' });
    expect(await within(section).findByText(/未绑定微信/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '解除绑定' })).not.toBeInTheDocument();
  });

  it('shows the bound nickname; 解除绑定 asks first, cancelling keeps it, confirming removes it', async () => {
    let bound = true;
    const unbind = vi.fn(() => ((bound = false), null));
    server.use(
      mockEndpoint('wechatBinding', () => (bound ? { bound: true, nickname: '小微', bound_at: '2026-06-01 08:00:00' } : { bound: false, nickname: '', bound_at: null })),
      mockEndpoint('wechatUnbind', unbind),
    );
    const { user } = renderWithProviders(<WechatBindingSection />, { app: 'mall' });
    expect(await screen.findByText('已绑定微信「小微」，绑定时间 2026-06-01 08:00:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '解除绑定' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG_UNBIND_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unbind).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '解除绑定' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('解除绑定成功')).toBeInTheDocument();
    expect(await screen.findByText(/未绑定微信/)).toBeInTheDocument();
    expect(unbind).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal and keeps the binding', async () => {
    server.use(
      mockEndpoint('wechatBinding', { bound: true, nickname: '小微', bound_at: '2026-06-01 08:00:00' }),
      mockEndpoint('wechatUnbind', envelope(null, { ok: false, msg: '当前账号未绑定微信' })),
    );
    const { user } = renderWithProviders(<WechatBindingSection />, { app: 'mall' });
    await user.click(await screen.findByRole('button', { name: '解除绑定' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('当前账号未绑定微信')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '解除绑定' })).toBeEnabled();
  });
});
