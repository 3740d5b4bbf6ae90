import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStaffItem } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const record = () => {
  const calls: { name: string; body: Record<string, unknown> }[] = [];
  const body = async (request: Request) => (await request.json()) as Record<string, unknown>;
  server.use(
    mockEndpoint('adminStaffList', fixtures.adminStaffList),
    mockEndpoint('adminStaffCreate', async ({ request }) => (calls.push({ name: 'create', body: await body(request) }), fixtures.adminStaffCreate)),
    mockEndpoint('adminStaffUpdate', async ({ request }) => (calls.push({ name: 'update', body: await body(request) }), fixtures.adminStaffUpdate)),
    mockEndpoint('adminStaffResetFactor', async ({ request }) => (calls.push({ name: 'reset', body: await body(request) }), fixtures.adminStaffResetFactor)),
  );
  return calls;
};

const OPS: AdminStaffItem = fixtures.adminStaffList[1]!;

describe('/admin/staff (员工管理)', () => {
  it('lists the accounts with roles, second factor, state and last login', async () => {
    record();
    renderAdmin('/admin/staff', { staff: STAFF.super });
    const table = await screen.findByRole('table', { name: '员工列表' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('admin');
    expect(rows[1]).toHaveTextContent('已设置（恢复码剩 8 个）');
    expect(rows[2]).toHaveTextContent('运营');
    expect(rows[2]).toHaveTextContent('未设置');
    expect(rows[4]).toHaveTextContent('已停用');
    expect(rows[3]).toHaveTextContent('从未登录');
    await waitFor(() => expect(document.title).toBe('员工管理 - 安服通运营后台'));
  });

  it('新建员工 checks the fields with the server’s messages, then shows the new second factor once', async () => {
    const calls = record();
    const { user } = renderAdmin('/admin/staff', { staff: STAFF.super });
    await user.click(await screen.findByRole('button', { name: '新建员工' }));
    const dialog = await screen.findByRole('dialog', { name: '新建员工' });
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('账号为 3-32 位小写字母、数字、点、下划线或短横线')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少选择一个角色')).toBeInTheDocument();
    expect(within(dialog).getByText('密码至少 8 位，且须同时包含字母和数字')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /账号/ }), 'Ops2');
    await user.type(within(dialog).getByRole('textbox', { name: /姓名/ }), '运营小王');
    await user.click(within(dialog).getByRole('checkbox', { name: '运营' }));
    await user.type(within(dialog).getByLabelText(/初始密码/), 'Start2026x');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    const factor = await screen.findByRole('dialog', { name: '二次验证' });
    expect(calls).toEqual([{ name: 'create', body: { account: 'ops2', name: '运营小王', roles: ['ops'], password: 'Start2026x' } }]);
    expect(factor).toHaveTextContent('以下信息仅显示这一次');
    expect(factor).toHaveTextContent(fixtures.adminStaffCreate.factor.secret);
    expect(within(factor).getByRole('list', { name: '恢复码' }).querySelectorAll('li')).toHaveLength(8);
    expect(await within(factor).findByRole('img', { name: 'ops2 的二次验证二维码' })).toBeInTheDocument();
    await user.click(within(factor).getByRole('button', { name: '我已妥善保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '二次验证' })).toBeNull());
  });

  it('编辑 changes roles and 停用; 重置二次验证 is asked first and shows the new factor', async () => {
    const calls = record();
    const { user } = renderAdmin('/admin/staff', { staff: STAFF.super });
    await user.click(await screen.findByRole('button', { name: `编辑 ${OPS.account}` }));
    const dialog = await screen.findByRole('dialog', { name: `编辑员工 ${OPS.name}` });
    await user.click(within(dialog).getByRole('checkbox', { name: '客服主管' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /停用该账号/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toEqual([{ name: 'update', body: { id: OPS.id, name: OPS.name, roles: ['ops', 'cs'], disabled: 1 } }]));
    await user.click(screen.getByRole('button', { name: `重置二次验证 ${OPS.account}` }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('原动态验证码和恢复码将失效');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('dialog', { name: '二次验证' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: 'reset', body: { id: OPS.id } });
  });

  it('运营 gets 无权限 and no call', async () => {
    const list = vi.fn();
    server.use(mockEndpoint('adminStaffList', () => (list(), [])));
    renderAdmin('/admin/staff', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
