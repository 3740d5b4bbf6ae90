import { configure, screen, waitFor } from '@testing-library/react';
import { envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { PersonalDataPanel } from './personal-data-panel';
import { TeamPage } from './team-page';

configure({ asyncUtilTimeout: 4000 });

describe('personal data tab', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('phone', '13800000001');
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the export as a JSON file', async () => {
    const created = vi.fn((_b: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<PersonalDataPanel />, { app: 'mall' });
    await user.click(screen.getByRole('button', { name: '下载我的数据' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = created.mock.calls[0]![0];
    expect(JSON.parse(await blob.text())).toMatchObject({ user: { user_mobile: '13800000001' } });
    expect(await screen.findByText('数据已导出')).toBeInTheDocument();
  });

  it('deletes only after the confirmation text, a code and the last confirmation; a server refusal is shown', async () => {
    const deleteSelf = vi.fn(() => envelope(null, { ok: false, msg: '账户仍有余额，请先处理后再注销' }));
    server.use(mockEndpoint('deleteSelf', deleteSelf));
    const { user } = renderWithProviders(<PersonalDataPanel />, { app: 'mall' });
    const submit = () => screen.getByRole('button', { name: '注销账号' });
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: '确认文字' })).toHaveAccessibleDescription('请输入“注销账号”确认');
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('请输入手机验证码');
    await user.type(screen.getByRole('textbox', { name: '确认文字' }), '注销账号');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(deleteSelf).not.toHaveBeenCalled();
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: '确定注销' }));
    expect(await screen.findByText('账户仍有余额，请先处理后再注销')).toBeInTheDocument();
    expect(deleteSelf).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('asks for a code of the deletion use, never a login code, sent to the account’s phone', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('sendsms', ({ payload }) => {
        sent.push(payload);
        return null;
      }),
    );
    const { user } = renderWithProviders(<PersonalDataPanel />, { app: 'mall' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    expect(sent).toEqual([{ ac: 'appvercode', phone: '13800000001', usecate: 'deleteaccount', expireTime: 5 }]);
  });
});

describe('/teams', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows the counts and the members with masked mobiles', async () => {
    renderWithProviders(<TeamPage />, { app: 'mall' });
    expect(await screen.findByText('直推人数')).toBeInTheDocument();
    expect(await screen.findByText(/138\*\*\*\*0002/)).toBeInTheDocument();
    expect(screen.getByText('直推')).toBeInTheDocument();
  });
});
