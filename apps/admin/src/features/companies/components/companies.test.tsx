import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AdminCompanyItem } from '@ws/api-sdk';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 6000 });

const ITEM: AdminCompanyItem = fixtures.adminCompanyList.items[0]!;
const DETAIL = fixtures.adminCompanyInfo;

describe('企业管理 (/admin/companies)', { timeout: 30_000 }, () => {
  const record = (items: AdminCompanyItem[] = [ITEM]) => {
    const list: Record<string, string>[] = [];
    const changes: unknown[] = [];
    server.use(
      mockEndpoint('adminCompanyList', ({ request }) => {
        list.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items, total: items.length };
      }),
      mockEndpoint('adminCompanyListed', async ({ request }) => {
        const body = (await request.json()) as { listed: 0 | 1 };
        changes.push(body);
        return { ...DETAIL, listed: body.listed };
      }),
    );
    return { list, changes };
  };

  it('lists by name or credit code and state from the URL, linking to the editor; 上架 a taken-off one after a confirmation', async () => {
    const { list, changes } = record([ITEM, { ...ITEM, id: 5, name: '下架的企业', listed: 0 }]);
    const { user } = renderAdmin('/admin/companies?keyword=安达&page=2', { staff: STAFF.editor });
    const table = await screen.findByRole('table', { name: '企业列表' });
    expect(within(table).getByRole('link', { name: ITEM.name })).toHaveAttribute('href', `/admin/companyEdit?id=${ITEM.id}`);
    expect(within(table).getAllByText(ITEM.code)).toHaveLength(2);
    expect(list.at(-1)).toMatchObject({ keyword: '安达', pageNum: '2', pageSize: '20' });
    await user.click(within(table).getByRole('button', { name: '上架 下架的企业' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(changes).toEqual([{ id: 5, listed: 1 }]));
    // the notice beside the first row's state
    await waitFor(() => expect(screen.getAllByText('已上架')).toHaveLength(2));
  });

  it('下架 asks first (the portal will say 该企业已下线)', async () => {
    const { changes } = record();
    const { user } = renderAdmin('/admin/companies', { staff: STAFF.super });
    await user.click(await screen.findByRole('button', { name: `下架 ${ITEM.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('该企业已下线');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(changes).toEqual([{ id: ITEM.id, listed: 0 }]));
  });

  it('is not offered to 客服主管: the screen shows 无权限 without asking the server', async () => {
    const { list } = record();
    renderAdmin('/admin/companies', { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });
});

describe('编辑企业 (/admin/companyEdit)', { timeout: 30_000 }, () => {
  const record = (refuse?: string) => {
    const saves: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('adminCompanyInfo', () => DETAIL),
      mockEndpoint('adminCompanySave', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (refuse) return envelope(null, { ok: false, msg: refuse });
        return { ...DETAIL, id: 78, name: String(body.name) };
      }),
    );
    return saves;
  };

  it('a new company: an empty name, a bad credit code, a bad email and a 501-character intro are said in Chinese and nothing is sent; then it saves', async () => {
    const saves = record();
    const { user } = renderAdmin('/admin/companyEdit', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '新增企业' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^统一社会信用代码/ }), '12345');
    await user.type(screen.getByRole('textbox', { name: /^邮箱/ }), 'abc');
    await user.click(screen.getByRole('textbox', { name: /^企业介绍/ }));
    await user.paste('字'.repeat(501));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写企业名称')).toBeInTheDocument();
    expect(screen.getByText('统一社会信用代码应为 18 位数字或大写字母')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的邮箱格式')).toBeInTheDocument();
    expect(screen.getByText('企业介绍限 500 字以内')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^企业名称/ }), '测试安全科技有限公司');
    const code = screen.getByRole('textbox', { name: /^统一社会信用代码/ });
    await user.clear(code);
    await user.type(code, '91440101ma5cxxxx0x');
    await user.clear(screen.getByRole('textbox', { name: /^邮箱/ }));
    await user.clear(screen.getByRole('textbox', { name: /^企业介绍/ }));
    const kinds = await screen.findByRole('group', { name: '企业类型' });
    await user.click(await within(kinds).findByRole('checkbox', { name: '安全评价机构' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ name: '测试安全科技有限公司', code: '91440101MA5CXXXX0X', cates: [311], email: '' });
    expect(saves[0]).not.toHaveProperty('id');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('an existing company loads its fields and saves with its id; a refusal shows the server message', async () => {
    const saves = record('所选企业分类不存在，请重新选择');
    const { user } = renderAdmin(`/admin/companyEdit?id=${DETAIL.id}`, { staff: STAFF.super });
    expect(await screen.findByRole('heading', { name: '编辑企业' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(DETAIL.name)).toBeInTheDocument();
    expect(screen.getByDisplayValue(DETAIL.code)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: DETAIL.id, name: DETAIL.name, code: DETAIL.code, cates: DETAIL.cates });
    expect(await screen.findByText('所选企业分类不存在，请重新选择')).toBeInTheDocument();
  });

  it('产品与服务: the rows load, a new row with no name or a bad price is refused before sending, then all rows are saved in order', async () => {
    const saves = record();
    const { user } = renderAdmin(`/admin/companyEdit?id=${DETAIL.id}`, { staff: STAFF.editor });
    expect(await screen.findByDisplayValue(DETAIL.products[0]!.name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加产品' }));
    const row = screen.getByRole('group', { name: '产品 2' });
    await user.type(within(row).getByRole('textbox', { name: /^价格/ }), '1.234');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(row).findByText('请填写产品名称')).toBeInTheDocument();
    expect(within(row).getByText('产品价格格式不正确')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(within(row).getByRole('textbox', { name: /^产品名称/ }), '消防维保');
    await user.clear(within(row).getByRole('textbox', { name: /^价格/ }));
    await user.type(within(row).getByRole('textbox', { name: /^价格/ }), '500');
    await user.type(within(row).getByRole('textbox', { name: /^单位/ }), '年');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.products).toEqual([
      { name: DETAIL.products[0]!.name, price: DETAIL.products[0]!.price, unit: DETAIL.products[0]!.unit, image: [] },
      { name: '消防维保', price: '500', unit: '年', image: [] },
    ]);

    await user.click(screen.getByRole('button', { name: '删除产品 1' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect((saves[1]!.products as { name: string }[]).map((p) => p.name)).toEqual(['消防维保']);
  });
});

