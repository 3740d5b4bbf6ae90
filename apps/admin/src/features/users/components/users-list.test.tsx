import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserItem } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const USER: AdminUserItem = fixtures.adminUserList.items[0]!;

const record = () => {
  const list: Record<string, string>[] = [];
  const changes: { name: string; body: Record<string, unknown> }[] = [];
  let disabled: 0 | 1 = 0;
  let roles = [...USER.roles];
  server.use(
    mockEndpoint('adminUserList', ({ request }) => {
      list.push(Object.fromEntries(new URL(request.url).searchParams));
      return { items: [{ ...USER, disabled, roles }], total: 21 };
    }),
    mockEndpoint('adminUserSetDisabled', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      changes.push({ name: 'disable', body });
      disabled = body.disabled === 1 ? 1 : 0;
      return { ...USER, disabled, roles };
    }),
    mockEndpoint('adminUserSetRole', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      changes.push({ name: 'role', body });
      const role = body.role as 'custuser';
      roles = body.on === 1 ? [...roles, role] : roles.filter((r) => r !== role);
      return { ...USER, disabled, roles };
    }),
  );
  return { list, changes };
};

const table = () => screen.getByRole('table', { name: '用户列表' });

describe('/admin/users (用户管理)', () => {
  it('lists members with 手机号, 姓名, 角色, 所在地区, 注册时间, 状态 and the actions; asks for every role and state, 20 a page', async () => {
    const { list } = record();
    renderAdmin('/admin/users', { staff: STAFF.ops });
    expect(await screen.findByRole('table', { name: '用户列表' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['手机号', '姓名', '角色', '所在地区', '注册时间', '状态', '操作']);
    const row = within(table()).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').slice(0, 6).map((c) => c.textContent)).toEqual(['139****5678', '陈经理', '会员企业', '东莞市 南城街道', '2026-11-20 10:00:00', '正常']);
    expect(list[0]).toEqual({ role: 'all', status: 'all', pageNum: '1', pageSize: '20' });
    await waitFor(() => expect(document.title).toBe('用户管理 - 安服通运营后台'));
  });

  it('digits search the phone, other text the name; role and state filters go into the URL and the call', async () => {
    const { list } = record();
    const { user } = renderAdmin('/admin/users', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '用户列表' });
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '1391{Enter}');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ mobile: '1391' }));
    await user.clear(screen.getByRole('textbox', { name: '关键词' }));
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '陈{Enter}');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ name: '陈' }));
    expect(list.at(-1)?.mobile).toBeUndefined();
    await user.selectOptions(screen.getByRole('combobox', { name: '角色' }), '专家');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ role: 'isexpert', name: '陈' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已停用');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ status: 'disabled' }));
  });

  it('地区 (a city, then a district / town) and 注册日期 from / to go into the URL and the call; a period backwards says so and asks nothing', async () => {
    const { list } = record();
    const { user, location } = renderAdmin('/admin/users', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '用户列表' });
    const region = screen.getByRole('combobox', { name: '地区' });
    await waitFor(() => expect(within(region).getByRole('option', { name: '东莞市' })).toBeInTheDocument());
    await user.selectOptions(region, '东莞市');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ region: '441900' }));
    const town = await screen.findByRole('combobox', { name: '区 / 镇' });
    await waitFor(() => expect(within(town).getByRole('option', { name: '南城街道' })).toBeInTheDocument());
    await user.selectOptions(town, '南城街道');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ region: '441900004' }));
    expect(location()).toBe('/admin/users?region=441900004');

    fireEvent.change(screen.getByLabelText('注册日期从'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(list.at(-1)).toMatchObject({ from: '2026-11-01', region: '441900004' }));
    fireEvent.change(screen.getByLabelText('注册日期至'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(list.at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' }));
    const calls = list.length;
    fireEvent.change(screen.getByLabelText('注册日期从'), { target: { value: '2026-12-05' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('注册开始日期不能晚于结束日期');
    expect(screen.queryByRole('table', { name: '用户列表' })).not.toBeInTheDocument();
    expect(list.length).toBe(calls);

    // back to anywhere
    await user.selectOptions(screen.getByRole('combobox', { name: '地区' }), '全部');
    await waitFor(() => expect(location()).toBe('/admin/users?from=2026-12-05&to=2026-11-30'));
  });

  it('reads region and period from the address; a hand-edited bad one reads as none', async () => {
    const { list } = record();
    renderAdmin('/admin/users?region=440106&from=2026-02-30&to=2026-11-30', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '用户列表' });
    expect(list[0]).toMatchObject({ region: '440106', to: '2026-11-30' });
    expect(list[0]?.from).toBeUndefined();
  });

  it('the name opens 会员详情', async () => {
    record();
    const { user, location } = renderAdmin('/admin/users', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '用户列表' });
    await user.click(screen.getByRole('link', { name: '查看 陈经理 的详情' }));
    expect(await screen.findByRole('heading', { name: '陈经理', level: 1 })).toBeInTheDocument();
    expect(location()).toBe(`/admin/userInfo?id=${USER.id}`);
    // 用户管理 stays the highlighted menu item
    expect(screen.getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
  });

  it('停用 asks for a reason (请填写停用原因, no call), then sends it: 已停用 and the row says so; 启用 is asked first', async () => {
    const { changes } = record();
    const { user } = renderAdmin('/admin/users', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '用户列表' });
    await user.click(screen.getByRole('button', { name: '停用 陈经理' }));
    const dialog = await screen.findByRole('dialog', { name: '停用会员 陈经理' });
    await user.click(within(dialog).getByRole('button', { name: '确定停用' }));
    expect(await within(dialog).findByText('请填写停用原因')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /停用原因/ }), ' 发布违规信息 ');
    await user.click(within(dialog).getByRole('button', { name: '确定停用' }));
    // the notice and the row's state
    await waitFor(() => expect(screen.getAllByText('已停用').length).toBeGreaterThanOrEqual(2));
    expect(changes).toEqual([{ name: 'disable', body: { id: USER.id, disabled: 1, reason: '发布违规信息' } }]);
    const enable = await screen.findByRole('button', { name: '启用 陈经理' });
    await user.click(enable);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定启用会员 陈经理 吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ name: 'disable', body: { id: USER.id, disabled: 0 } }));
    expect(await screen.findByRole('button', { name: '停用 陈经理' })).toBeInTheDocument();
  });

  it('设为客服 and 取消客服 switch the role; 设置成功', async () => {
    const { changes } = record();
    const { user } = renderAdmin('/admin/users', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '用户列表' });
    await user.click(screen.getByRole('button', { name: '设为客服 陈经理' }));
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    expect(changes).toEqual([{ name: 'role', body: { id: USER.id, role: 'custuser', on: 1 } }]);
    await user.click(await screen.findByRole('button', { name: '取消客服 陈经理' }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ name: 'role', body: { id: USER.id, role: 'custuser', on: 0 } }));
  });

  it('内容编辑 has no 用户管理 in the menu and reads 无权限 on the address', async () => {
    renderAdmin('/admin/users', { staff: STAFF.editor });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '用户管理' })).not.toBeInTheDocument();
  });
});
