import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUserDetail } from '@ws/api-sdk';
import { createMockHandlers, envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const DETAIL: AdminUserDetail = fixtures.adminUserInfo;
const AT = `/admin/userInfo?id=${DETAIL.id}`;

const record = (detail: AdminUserDetail = DETAIL) => {
  const asked: Record<string, string>[] = [];
  const changes: Record<string, unknown>[] = [];
  let now = { ...detail };
  server.use(
    mockEndpoint('adminUserInfo', ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return now;
    }),
    mockEndpoint('adminUserSetDisabled', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      changes.push(body);
      now = body.disabled === 1 ? { ...now, disabled: 1, disabled_at: '2026-11-27 10:00:00', disabled_reason: String(body.reason) } : { ...now, disabled: 0, disabled_at: '', disabled_reason: '' };
      return { ...now, user_mobile: '139****5678' };
    }),
  );
  return { asked, changes };
};

describe('/admin/userInfo (会员详情)', () => {
  it('shows 基本信息 with the whole phone, 订单 with the count, 企业 and 专家; 用户管理 stays highlighted', async () => {
    const { asked } = record({ ...DETAIL, order_count: 23 });
    renderAdmin(AT, { staff: STAFF.ops });
    expect(await screen.findByRole('heading', { name: '陈经理', level: 1 })).toBeInTheDocument();
    expect(asked[0]).toEqual({ id: String(DETAIL.id) });
    expect(screen.getByText('13912345678')).toBeInTheDocument();
    expect(screen.getByText('广东省 东莞市 南城街道')).toBeInTheDocument();
    for (const h of ['基本信息', '订单（23）', '企业', '专家']) expect(screen.getByRole('heading', { name: h, level: 2 })).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: '订单' });
    const rows = within(orders).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['D202611250001', '东莞市安达职业安全咨询有限公司', '¥358.00', '待发货', '2026-11-25 14:20:00']);
    expect(screen.getByText('共 23 个订单，显示最近 10 个')).toBeInTheDocument();
    const companies = screen.getByRole('table', { name: '企业' });
    expect(within(companies).getByText('企业注册 / 企业升级')).toBeInTheDocument();
    expect(within(companies).getByText('已通过')).toBeInTheDocument();
    expect(screen.getByText('暂无专家记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('会员详情 - 安服通运营后台'));
  });

  it('a disabled member shows when and why; a rejected record its reason; an expert record its state', async () => {
    record({
      ...DETAIL,
      disabled: 1,
      disabled_at: '2026-11-26 09:00:00',
      disabled_reason: '发布违规信息',
      orders: [],
      order_count: 0,
      companies: [{ ...DETAIL.companies[0]!, kind: 'supplier', audit_status: 2, audit_reason: '执照模糊' }],
      expert: { id: 3, name: '陈工', audit_status: 0, audit_reason: '' },
    });
    renderAdmin(AT, { staff: STAFF.ops });
    expect(await screen.findByText('发布违规信息')).toBeInTheDocument();
    expect(screen.getByText('已停用（2026-11-26 09:00:00）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '订单（0）' })).toBeInTheDocument();
    expect(screen.getByText('暂无订单')).toBeInTheDocument();
    expect(screen.getByText('执照模糊')).toBeInTheDocument();
    expect(screen.getByText('企业入驻')).toBeInTheDocument();
    expect(screen.getByText('陈工')).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '启用 陈经理' })).toBeInTheDocument();
  });

  it('停用 from the detail asks for a reason, sends it and shows the member disabled', async () => {
    const { changes } = record();
    const { user } = renderAdmin(AT, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '停用 陈经理' }));
    const dialog = await screen.findByRole('dialog', { name: '停用会员 陈经理' });
    await user.type(within(dialog).getByRole('textbox', { name: /停用原因/ }), '冒用资质');
    await user.click(within(dialog).getByRole('button', { name: '确定停用' }));
    await waitFor(() => expect(changes).toEqual([{ id: DETAIL.id, disabled: 1, reason: '冒用资质' }]));
    expect(await screen.findByText('冒用资质')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '启用 陈经理' })).toBeInTheDocument();
  });

  it('用户不存在 for an unknown or missing id; another failure shows its message with 重试', async () => {
    server.use(...createMockHandlers({ adminUserInfo: envelope(null, { ok: false, msg: '用户不存在' }) }));
    const first = renderAdmin('/admin/userInfo?id=999', { staff: STAFF.ops });
    expect(await screen.findByText('用户不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    first.unmount();

    const second = renderAdmin('/admin/userInfo', { staff: STAFF.ops });
    expect(await screen.findByText('用户不存在')).toBeInTheDocument();
    second.unmount();

    server.use(...createMockHandlers({ adminUserInfo: envelope(null, { ok: false, msg: '服务器繁忙，请稍后重试' }) }));
    renderAdmin(AT, { staff: STAFF.ops });
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('内容编辑 and 客服主管 read 无权限 on the address', async () => {
    const first = renderAdmin(AT, { staff: STAFF.editor });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    first.unmount();
    renderAdmin(AT, { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
  });
});
