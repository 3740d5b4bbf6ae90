import { act, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, MSG_NO_RIGHT } from '@ws/api-sdk';
import { createMockHandlers, envelope, fixtures } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const menu = () => screen.getByRole('navigation', { name: '菜单' });

describe('the frame and its menu, by role', () => {
  it('运营 sees 工作台, 入驻审核, 用户管理, 订单管理, 线下转账对账, 售后仲裁 and 商品审核; the header shows the name, the role and 退出', async () => {
    renderAdmin('/admin', { staff: STAFF.ops });
    expect(await screen.findByRole('heading', { name: '欢迎，运营小陈' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('安服通运营后台')).toBeInTheDocument();
    expect(within(banner).getByTestId('staff-name')).toHaveTextContent('运营小陈');
    expect(within(banner).getByText('运营')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: '退出' })).toBeInTheDocument();
    const links = within(menu()).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['工作台', '入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核']);
    expect(within(menu()).getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('工作台 - 安服通运营后台'));
  });

  it('内容编辑 is offered 文章管理 but not 入驻审核, and /admin/reviews shows 无权限 without asking the server', async () => {
    const list = vi.fn();
    server.use(...createMockHandlers({ adminReviewList: () => (list(), fixtures.adminReviewList) }));
    const first = renderAdmin('/admin', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '欢迎，编辑小王' })).toBeInTheDocument();
    expect(within(menu()).getAllByRole('link').map((a) => a.textContent)).toEqual(['工作台', '文章管理', '广告与导航', '培训管理', '专家管理', '企业管理', '媒体管理', '帮助管理', '分类管理']);
    expect(screen.queryByRole('link', { name: /入驻审核/ })).not.toBeInTheDocument();
    first.unmount();

    renderAdmin('/admin/reviews', { staff: STAFF.editor });
    expect(await screen.findByText(MSG_NO_RIGHT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('超级管理员 sees everything', async () => {
    renderAdmin('/admin/reviews', { staff: STAFF.super });
    expect(await screen.findByRole('heading', { name: '入驻审核' })).toBeInTheDocument();
    expect(within(menu()).getAllByRole('link').map((a) => a.textContent)).toEqual(['工作台', '入驻审核', '用户管理', '订单管理', '线下转账对账', '售后仲裁', '商品审核', '文章管理', '广告与导航', '培训管理', '专家管理', '企业管理', '媒体管理', '帮助管理', '分类管理', '员工管理', '操作日志', '系统设置']);
    expect(within(screen.getByRole('banner')).getByText('超级管理员', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('takes the name and roles from adminMe on load (they can change while logged in)', async () => {
    renderAdmin('/admin', { staff: STAFF.ops, me: { ...STAFF.ops, name: '陈运营', roles: ['editor'] } });
    expect(await screen.findByRole('heading', { name: '欢迎，陈运营' })).toBeInTheDocument();
    expect(within(menu()).getAllByRole('link').map((a) => a.textContent)).toEqual(['工作台', '文章管理', '广告与导航', '培训管理', '专家管理', '企业管理', '媒体管理', '帮助管理', '分类管理']);
  });

  it('退出: adminLogout, then the session is gone, then /admin/login', async () => {
    const logout = vi.fn();
    server.use(...createMockHandlers({ adminLogout: ({ token }) => (logout(token), null) }));
    const { user, location } = renderAdmin('/admin/reviews', { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(logout).toHaveBeenCalledWith('staff-token-test');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(await screen.findByText('退出成功')).toBeInTheDocument();
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
  });

  it('a code -1 answer ends the session and sends to /admin/login?redirect=<the page>', async () => {
    server.use(...createMockHandlers({ adminReviewList: envelope(null, { ok: false, code: -1, msg: '未登录或超时' }) }));
    const { location } = renderAdmin('/admin/reviews?kind=expert', { staff: STAFF.ops });
    await waitFor(() => expect(location()).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/reviews?kind=expert')}`));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
  });

  it("the server's 无权限 shows on the screen", async () => {
    server.use(...createMockHandlers({ adminReviewList: envelope(null, { ok: false, msg: MSG_NO_RIGHT }) }));
    renderAdmin('/admin/reviews', { staff: STAFF.ops });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_NO_RIGHT);
  });

  it('a path of the console without a screen shows 页面不存在 inside the frame', async () => {
    renderAdmin('/admin/nothing-here', { staff: STAFF.ops });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
  });

  it('opens the menu with the burger on a narrow screen', async () => {
    const { user } = renderAdmin('/admin', { staff: STAFF.ops });
    const burger = await screen.findByRole('button', { name: '展开菜单' });
    await user.click(burger);
    expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument();
    await act(async () => {
      await user.click(within(menu()).getByRole('link', { name: '入驻审核' }));
    });
    expect(await screen.findByRole('button', { name: '展开菜单' })).toBeInTheDocument();
  });
});
