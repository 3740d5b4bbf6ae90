import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';
import { buildTree, categoryRules } from '../lib/category-form';

configure({ asyncUtilTimeout: 6000 });

const COMPANY: AdminCategory[] = [
  ...fixtures.adminCategoryTree.items,
  { ...fixtures.adminCategoryTree.items[2]!, cate_id: 2103, cate_name: '检测检验', sort: 3, remark: '职业卫生与防雷检测', is_recommend: 1 },
];
const LAW: AdminCategory[] = [122, 123].map((id, i) => ({ ...COMPANY[0]!, cate_id: id, cate_name: `法规${id}`, cate_value: `law_${id}`, p_cate_value: 'law', sort: i + 1, children: 0, linked: 1 }));

const record = () => {
  const trees: Record<string, string>[] = [];
  const sorts: Record<string, unknown>[] = [];
  const saves: Record<string, unknown>[] = [];
  const deletes: Record<string, unknown>[] = [];
  server.use(
    mockEndpoint('adminCategoryTree', ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      trees.push(q);
      return { items: q.p_cate_value === 'law' ? LAW : COMPANY };
    }),
    mockEndpoint('adminCategorySort', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      sorts.push(body);
      return { items: COMPANY };
    }),
    mockEndpoint('adminCategorySave', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return { items: COMPANY };
    }),
    mockEndpoint('adminCategoryDelete', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      deletes.push(body);
      return HttpResponse.json({ ok: false, code: 1, msg: '该分类下还有内容，不能删除', data: null });
    }),
  );
  return { trees, sorts, saves, deletes };
};

const top = () =>
  within(screen.getByRole('list', { name: '企业分类分类' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === screen.getByRole('list', { name: '企业分类分类' }))
    .map((li) => li.getAttribute('aria-label'));

describe('分类管理 (/admin/categories)', { timeout: 30_000 }, () => {
  it('shows a group as its tree with each id; switching the group reads that group; a linked id offers no 删除', async () => {
    const { trees } = record();
    const { user, location } = renderAdmin('/admin/categories?group=company', { staff: STAFF.editor });
    const tree = await screen.findByRole('list', { name: '企业分类分类' });
    expect(trees.at(-1)).toEqual({ p_cate_value: 'company' });
    expect(top()).toEqual(['安全咨询服务', '消防工程与维保', '检测检验']);
    const children = within(tree).getByRole('list', { name: '安全咨询服务的子分类' });
    expect(within(children).getByText('安全评价')).toBeInTheDocument();
    expect(within(tree).getByText(/ID 2101 · 1 个子分类/)).toBeInTheDocument();
    expect(within(tree).getByText('ID 2103 · 职业卫生与防雷检测')).toBeInTheDocument();
    expect(within(tree).getByText('推荐')).toBeInTheDocument();
    // company has two levels: a child gets no 添加子分类
    expect(screen.getByRole('button', { name: '添加子分类 安全咨询服务' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加子分类 安全评价' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('分类组'), 'law');
    await waitFor(() => expect(location()).toContain('group=law'));
    const law = await screen.findByRole('list', { name: '法律法规分类' });
    expect(trees.at(-1)).toEqual({ p_cate_value: 'law' });
    expect(within(law).getAllByText('站内链接')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '删除 法规122' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑 法规122' })).toBeInTheDocument();
  });

  it('上移 / 下移 and drag save the siblings’ whole order at once', async () => {
    const { sorts } = record();
    const { user } = renderAdmin('/admin/categories?group=company', { staff: STAFF.super });
    await screen.findByRole('list', { name: '企业分类分类' });
    expect(screen.getByRole('button', { name: '上移 安全咨询服务' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下移 安全咨询服务' }));
    await waitFor(() => expect(sorts).toEqual([{ p_cate_value: 'company', parent_id: 0, ids: [2102, 2101, 2103] }]));
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();

    const rows = screen.getAllByText(/^(检测检验|安全咨询服务)$/).map((el) => el.closest('li')!);
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    await waitFor(() => expect(screen.getByRole('button', { name: '下移 安全咨询服务' })).toBeEnabled());
    fireEvent.dragStart(rows[1]!.firstElementChild!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    await waitFor(() => expect(sorts).toHaveLength(2));
    expect(sorts[1]).toEqual({ p_cate_value: 'company', parent_id: 0, ids: [2103, 2101, 2102] });
  });

  it('the form refuses an empty name and a 600-character remark before any call; adds a child under its parent', async () => {
    const { saves } = record();
    const { user } = renderAdmin('/admin/categories?group=company', { staff: STAFF.editor });
    await user.click(await screen.findByRole('button', { name: '添加子分类 消防工程与维保' }));
    const form = await screen.findByRole('form', { name: '添加子分类' });
    fireEvent.change(within(form).getByLabelText(/简介/), { target: { value: '简'.repeat(600) } });
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请填写分类名称')).toBeInTheDocument();
    expect(within(form).getByText('简介不能超过500个字')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/简介/), { target: { value: '消防设施检测' } });
    await user.type(within(form).getByLabelText(/分类名称/), '消防检测');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ parent_id: 2102, p_cate_value: 'company', cate_name: '消防检测', remark: '消防设施检测', image: [], is_recommend: 0 });
    await waitFor(() => expect(screen.queryByRole('form', { name: '添加子分类' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '编辑 检测检验' }));
    const edit = await screen.findByRole('form', { name: '编辑分类' });
    expect(within(edit).getByLabelText(/分类名称/)).toHaveValue('检测检验');
    expect(within(edit).getByLabelText('推荐')).toBeChecked();
    await user.clear(within(edit).getByLabelText(/分类名称/));
    await user.type(within(edit).getByLabelText(/分类名称/), '检测与检验');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ cate_id: 2103, p_cate_value: 'company', cate_name: '检测与检验', is_recommend: 1 });
    expect(saves[1]).not.toHaveProperty('parent_id');
  });

  it('删除 asks first; the server’s refusal is told', async () => {
    const { deletes } = record();
    const { user } = renderAdmin('/admin/categories?group=company', { staff: STAFF.editor });
    await user.click(await screen.findByRole('button', { name: '删除 检测检验' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除分类“检测检验”（ID 2103）吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deletes).toEqual([{ cate_id: 2103 }]));
    expect(await screen.findByText('该分类下还有内容，不能删除')).toBeInTheDocument();
  });

  it('the rules are the server’s: an image of the wrong type is refused; the tree keeps a row whose parent is gone at the top', () => {
    expect(categoryRules.image([{ FileName: 'a.exe', FileUrl: '/uploads/guest/a.exe' }])).toBe('分类图片仅支持 JPG、PNG、GIF、WEBP、SVG 图片');
    expect(categoryRules.image([{ FileName: 'a.svg', FileUrl: '/uploads/guest/a.svg' }])).toBeNull();
    expect(categoryRules.remark('简'.repeat(500))).toBeNull();
    expect(buildTree([{ ...COMPANY[1]!, parent_id: 9999 }]).map((n) => [n.cate_id, n.level])).toEqual([[2111, 1]]);
  });

  it('is not offered to 运营 and 客服主管: the screen shows 无权限 without asking the server', async () => {
    const { trees } = record();
    renderAdmin('/admin/categories', { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(trees).toHaveLength(0);
  });
});
