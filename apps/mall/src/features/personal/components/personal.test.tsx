import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@ws/api-sdk';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { browser, renderWithProviders } from '@ws/ui/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { BankCardPage } from './bank-card-page';
import { FavouritesPage } from './favourites-page';
import { PasswordForm } from './password-form';
import { PersonalHome } from './personal-home';
import { PointsPage } from './points-page';
import { ProfitMoneySample, SAMPLE_NOTE } from './sample-pages';
import { SignPage } from './sign-page';

// typing-heavy tests on a 2-core machine that runs other suites in parallel
configure({ asyncUtilTimeout: 4000 });

const render = (ui: React.ReactElement, route = '/') => renderWithProviders(ui, { app: 'mall', route });

describe('personal centre screens', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('/personal: figures, order shortcuts with counts, and the upgrade button for a user without a company', async () => {
    render(<PersonalHome />);
    expect(await screen.findByText('138****0001', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /待付款/ })).toHaveAttribute('href', '/myOrders?vsstatus=notpay');
    expect(screen.getByRole('link', { name: /全部订单/ })).toHaveAttribute('href', '/myOrders?vsstatus=all');
    expect(screen.getByRole('link', { name: '升级为企业用户' })).toBeInTheDocument();
  });

  it('/personal: an enterprise user gets the badge instead', async () => {
    server.use(mockEndpoint('user', { ...fixtures.user, company2_amount: 1 }));
    render(<PersonalHome />);
    expect(await screen.findByText('企业用户')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '升级为企业用户' })).not.toBeInTheDocument();
  });

  it('/mySign: signs in (签到成功) and the button goes away', async () => {
    let signed = false;
    const signAdd = vi.fn(() => {
      signed = true;
      return envelope({ points: 10, ProfitJifen: 310 }, { msg: '签到成功' });
    });
    server.use(
      mockEndpoint('isSign', () => ({ status: signed ? (1 as const) : (-1 as const), reward: 10 })),
      mockEndpoint('signAdd', signAdd),
    );
    render(<SignPage />);
    // a fast double click (both clicks before the button re-renders disabled) signs in once: no red
    // 今日已签到 after 签到成功
    const button = await screen.findByRole('button', { name: /立即签到/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(/签到成功/)).toBeInTheDocument();
    expect(await screen.findByText('今日已签到，明天再来吧~')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即签到/ })).not.toBeInTheDocument();
    expect(signAdd).toHaveBeenCalledTimes(1);
  });

  it('/integral: the balance and the ledger with + for positive amounts', async () => {
    server.use(
      mockEndpoint('jifenListSelf', {
        items: [
          { id: 2, remark: '下单抵扣', create_time: '2026-05-31 09:00:00', total: -50, cur_total: 250 },
          { id: 1, remark: '每日签到', create_time: '2026-05-30 09:00:00', total: 10, cur_total: 300 },
        ],
        total: 2,
        ProfitJifen: 250,
      }),
    );
    render(<PointsPage />);
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('250');
    expect(screen.getByText('+10')).toBeInTheDocument();
    expect(screen.getByText('-50')).toBeInTheDocument();
  });

  it('/bindBankCard: the spec’s messages, the Luhn check, then 保存成功 and the masked card', async () => {
    const save = vi.fn(() => ({ name: '张三', phone: '13800000001', bank_name: '中国工商银行', card_number: '**** **** **** 0128', update_time: '' }));
    server.use(mockEndpoint('CardUpdateUser', save));
    const { user } = render(<BankCardPage />);
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('请输入姓名');
    expect(screen.getByRole('textbox', { name: '银行卡号' })).toHaveAccessibleDescription('请输入银行卡号');
    expect(screen.getByRole('textbox', { name: '开户银行' })).toHaveAccessibleDescription('请输入开户银行');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription('请输入手机号');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '张三');
    await user.type(screen.getByRole('textbox', { name: '银行卡号' }), '6222021234567890123');
    await user.type(screen.getByRole('textbox', { name: '确认银行卡号' }), '6222021234567890000');
    await user.type(screen.getByRole('textbox', { name: '开户银行' }), '中国工商银行');
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('textbox', { name: '确认银行卡号' })).toHaveAccessibleDescription('两次输入的银行卡号不一样，请重新输入');
    expect(screen.getByRole('textbox', { name: '银行卡号' })).toHaveAccessibleDescription('请输入正确的银行卡号');
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: '银行卡号' }));
    await user.type(screen.getByRole('textbox', { name: '银行卡号' }), '6222021234567890128');
    await user.clear(screen.getByRole('textbox', { name: '确认银行卡号' }));
    await user.type(screen.getByRole('textbox', { name: '确认银行卡号' }), '6222021234567890128');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('card-number')).toHaveTextContent('**** **** **** 0128');
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '重新绑定' })).toBeInTheDocument();
  });

  it('/myFav: removing asks first, then 取消成功; cancelling says 已取消删除', async () => {
    const remove = vi.fn(() => ({ status: -1 as const, id: null }));
    server.use(mockEndpoint('deleteByUserFav', remove));
    const { user } = render(<FavouritesPage />);
    expect(await screen.findByRole('link', { name: '安全生产法解读' })).toHaveAttribute('href', expect.stringContaining('/detailPages?key=1'));
    await user.click(screen.getByRole('button', { name: '取消收藏' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '取消收藏' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('/myFav: an empty list says 亲，未找到记录~', async () => {
    server.use(mockEndpoint('favListByUser', { items: [], total: 0 }));
    render(<FavouritesPage />);
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('the placeholders say they show sample data', () => {
    render(<ProfitMoneySample />);
    expect(screen.getByRole('note')).toHaveTextContent(SAMPLE_NOTE);
    expect(screen.getByRole('link', { name: '申请提现' })).toHaveAttribute('href', '/myApplyWithdrawal');
  });

  it('password tab: the spec’s messages; on success this session ends too and the login page says so', async () => {
    const resetPwd = vi.fn(() => null);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(mockEndpoint('resetPwd', resetPwd));
    const { user } = render(<PasswordForm />);
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAccessibleDescription('请输入手机号码');
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription('请输入手机验证码');
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription('请输入密码');
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('请再次输入密码');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '1380000000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.type(screen.getByLabelText('新密码'), 'abcdefgh');
    await user.type(screen.getByLabelText('确认密码'), 'abcdefgX');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAccessibleDescription('请正确输入手机号码');
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription('密码必须包含大小写字母');
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('两次输入密码不一致!');
    expect(resetPwd).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '1');
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'NewPass123');
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'NewPass123');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(resetPwd).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/)));
    expect(sessionStore.getState().token).toBeFalsy();
    expect(sessionStorage.getItem('pendingNotice') ?? '').toContain('密码已修改，请重新登录');
    assign.mockRestore();
  });
});
