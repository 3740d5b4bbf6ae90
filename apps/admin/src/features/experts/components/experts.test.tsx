import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AdminExpertItem } from '@ws/api-sdk';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 6000 });

const ITEM: AdminExpertItem = fixtures.adminExpertList.items[0]!;
const DETAIL = fixtures.adminExpertInfo;

describe('专家管理 (/admin/experts)', { timeout: 30_000 }, () => {
  const record = (items: AdminExpertItem[] = [ITEM]) => {
    const list: Record<string, string>[] = [];
    const changes: unknown[] = [];
    server.use(
      mockEndpoint('adminExpertList', ({ request }) => {
        list.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items, total: items.length };
      }),
      mockEndpoint('adminExpertListed', async ({ request }) => {
        const body = (await request.json()) as { listed: 0 | 1 };
        changes.push(body);
        return { ...DETAIL, listed: body.listed };
      }),
    );
    return { list, changes };
  };

  it('lists by name or phone and state from the URL, with price, bound member and state, linking to the editor', async () => {
    const { list } = record([ITEM, { ...ITEM, id: 5, name: '免费专家', price: '0.00', user_id: 0, user_name: '', user_mobile: '', listed: 0 }]);
    renderAdmin('/admin/experts?keyword=赵&listed=0&page=2', { staff: STAFF.editor });
    const table = await screen.findByRole('table', { name: '专家列表' });
    expect(within(table).getByRole('link', { name: ITEM.name })).toHaveAttribute('href', `/admin/expertEdit?id=${ITEM.id}`);
    expect(within(table).getByText(`¥${ITEM.price}`)).toBeInTheDocument();
    expect(within(table).getByText('免费')).toBeInTheDocument();
    expect(within(table).getByText(`${ITEM.user_name}（${ITEM.user_mobile}）`)).toBeInTheDocument();
    expect(within(table).getByText('未绑定')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '上架 免费专家' })).toBeInTheDocument();
    expect(list.at(-1)).toMatchObject({ keyword: '赵', listed: '0', pageNum: '2', pageSize: '20' });
  });

  it('下架 asks first (the portal will say 该专家已下线), then calls adminExpertListed and says 已下架', async () => {
    const { changes } = record();
    const { user } = renderAdmin('/admin/experts', { staff: STAFF.editor });
    await user.click(await screen.findByRole('button', { name: `下架 ${ITEM.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('该专家已下线');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(changes).toEqual([{ id: ITEM.id, listed: 0 }]));
    expect(await screen.findByText('已下架')).toBeInTheDocument();
  });

  it('shows 暂无专家 for an empty list', async () => {
    record([]);
    renderAdmin('/admin/experts', { staff: STAFF.super });
    expect(await screen.findByText('暂无专家')).toBeInTheDocument();
  });

  it('is not offered to 运营: the screen shows 无权限 without asking the server', async () => {
    const { list } = record();
    renderAdmin('/admin/experts', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });
});

describe('编辑专家 (/admin/expertEdit)', { timeout: 30_000 }, () => {
  const record = () => {
    const saves: Record<string, unknown>[] = [];
    const binds: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('adminExpertInfo', () => DETAIL),
      mockEndpoint('adminExpertSave', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return { ...DETAIL, id: 77, name: String(body.name) };
      }),
      mockEndpoint('adminExpertBind', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        binds.push(body);
        if (body.phone === '13999999999') return envelope(null, { ok: false, msg: '该手机号未注册会员' });
        return { ...DETAIL, user_id: 1, user_name: '张三', user_mobile: '138****0001' };
      }),
    );
    return { saves, binds };
  };

  it('a new expert: an empty name, a bad price and a 501-character intro are said in Chinese and nothing is sent; then it saves', async () => {
    const { saves } = record();
    const { user } = renderAdmin('/admin/expertEdit', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '新增专家' })).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: /^咨询价格/ });
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(screen.getByRole('textbox', { name: /^个人简介/ }));
    await user.paste('字'.repeat(501));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
    expect(screen.getByText('咨询价格格式不正确')).toBeInTheDocument();
    expect(screen.getByText('个人简介限 500 字以内')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^姓名/ }), '钱七');
    await user.clear(price);
    await user.type(price, '300');
    await user.clear(screen.getByRole('textbox', { name: /^个人简介/ }));
    await user.type(screen.getByRole('textbox', { name: /^个人简介/ }), '危化品安全');
    const industry = await screen.findByRole('group', { name: '行业' });
    await user.click(await within(industry).findByRole('checkbox', { name: fixtures.menuList.items[0]!.cate_name }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ name: '钱七', price: '300', intro: '危化品安全', industrys: [fixtures.menuList.items[0]!.cate_id], sex: 'male' });
    expect(saves[0]).not.toHaveProperty('id');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('an existing expert loads its fields, saves with its id, and binds a member by phone (an unknown phone is refused)', async () => {
    const { saves, binds } = record();
    const { user } = renderAdmin(`/admin/expertEdit?id=${DETAIL.id}`, { staff: STAFF.super });
    expect(await screen.findByRole('heading', { name: '编辑专家' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(DETAIL.name)).toBeInTheDocument();
    expect(screen.getByText(`当前绑定：${DETAIL.user_name}（${DETAIL.user_mobile}）`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: DETAIL.id, name: DETAIL.name, price: DETAIL.price });

    const phone = screen.getByRole('textbox', { name: /^绑定会员手机号/ });
    await user.type(phone, '1380');
    await user.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('请正确输入手机号码')).toBeInTheDocument();
    expect(binds).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '13999999999');
    await user.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('该手机号未注册会员')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '13800000001');
    await user.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('当前绑定：张三（138****0001）')).toBeInTheDocument();
    expect(binds.at(-1)).toEqual({ id: DETAIL.id, phone: '13800000001' });
  });

  it('is refused to 客服主管 without asking the server', async () => {
    record();
    renderAdmin(`/admin/expertEdit?id=${DETAIL.id}`, { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
  });
});
