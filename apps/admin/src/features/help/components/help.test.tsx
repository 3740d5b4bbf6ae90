import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminHelpCate, AdminHelpDetail } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 6000 });

const CATES: AdminHelpCate[] = fixtures.adminHelpCates.items;
const DETAIL: AdminHelpDetail = {
  ...fixtures.adminHelpInfo,
  intro: '<h2>协议</h2><p>第一条<img src="/x.png" onerror="window.hacked = 1"></p><script>window.hacked = 2</script>',
};

const record = () => {
  const sorts: Record<string, unknown>[] = [];
  const deletes: Record<string, unknown>[] = [];
  const saves: Record<string, unknown>[] = [];
  const cateSaves: Record<string, unknown>[] = [];
  server.use(
    mockEndpoint('adminHelpCates', () => ({ items: CATES })),
    mockEndpoint('adminHelpInfo', () => DETAIL),
    mockEndpoint('adminHelpSort', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      sorts.push(body);
      return { items: [{ ...CATES[0]!, items: body.ids.map((id, i) => ({ ...CATES[0]!.items.find((a) => a.id === id)!, sort: i + 1 })) }, ...CATES.slice(1)] };
    }),
    mockEndpoint('adminHelpDelete', async ({ request }) => {
      deletes.push((await request.json()) as Record<string, unknown>);
      return { items: [{ ...CATES[0]!, items: CATES[0]!.items.slice(0, 2) }, ...CATES.slice(1)] };
    }),
    mockEndpoint('adminHelpCateSave', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      cateSaves.push(body);
      if (body.cate_name === '重复') return HttpResponse.json({ ok: false, code: 1, msg: '分类不存在', data: null });
      return { items: CATES };
    }),
    mockEndpoint('adminHelpSave', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      if (body.name === '失败') return HttpResponse.json({ ok: false, code: 1, msg: '内容中的链接只能是 http(s)、mailto、tel 或本站地址', data: null });
      return { ...DETAIL, id: (body.id as number | undefined) ?? 50, name: String(body.name) };
    }),
  );
  return { sorts, deletes, saves, cateSaves };
};

const names = () => within(screen.getByRole('list', { name: '新手指南的帮助内容' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('帮助管理 (/admin/help)', { timeout: 30_000 }, () => {
  it('shows each category with its items and ids; a linked id (33, 48) offers no 删除; an empty category says so', async () => {
    record();
    renderAdmin('/admin/help', { staff: STAFF.editor });
    const list = await screen.findByRole('list', { name: '新手指南的帮助内容' });
    expect(names()).toEqual(['帮助中心', '用户协议', '常见问题']);
    expect(within(list).getByText('ID 48')).toBeInTheDocument();
    expect(within(list).getAllByText('站内链接')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '删除 用户协议' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 帮助中心' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 常见问题' })).toBeInTheDocument();
    expect(screen.getByText('该分类暂无帮助内容')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除分类 新手指南' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除分类 其他' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '编辑 用户协议' })).toHaveAttribute('href', '/admin/helpEdit?id=48');
  });

  it('上移 / 下移 and drag rearrange, 撤销 puts it back, 保存排序 sends the whole order in one request', async () => {
    const { sorts } = record();
    const { user } = renderAdmin('/admin/help', { staff: STAFF.super });
    const list = await screen.findByRole('list', { name: '新手指南的帮助内容' });
    const save = screen.getByRole('button', { name: '保存排序 新手指南' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '上移 常见问题' }));
    expect(names()).toEqual(['帮助中心', '常见问题', '用户协议']);
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(names()).toEqual(['帮助中心', '用户协议', '常见问题']);

    const [first, , third] = within(list).getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    fireEvent.dragEnd(third!, { dataTransfer });
    expect(names()).toEqual(['常见问题', '帮助中心', '用户协议']);
    await user.click(save);
    await waitFor(() => expect(sorts).toEqual([{ cate_id: 3001, ids: [49, 33, 48] }]));
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();
  });

  it('删除 asks first and sends the id; 新增分类 refuses an empty name before any call and tells the server’s refusal', async () => {
    const { deletes, cateSaves } = record();
    const { user } = renderAdmin('/admin/help', { staff: STAFF.editor });
    await user.click(await screen.findByRole('button', { name: '删除 常见问题' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除“常见问题”吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deletes).toEqual([{ id: 49 }]));
    expect(await screen.findByText('已删除')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增分类' }));
    const form = await screen.findByRole('form', { name: '新增帮助分类' });
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请填写分类名称')).toBeInTheDocument();
    expect(cateSaves).toHaveLength(0);
    await user.type(within(form).getByLabelText(/分类名称/), '重复');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('分类不存在')).toBeInTheDocument();
    expect(cateSaves).toEqual([{ cate_name: '重复' }]);
    expect(screen.getByRole('form', { name: '新增帮助分类' })).toBeInTheDocument();
  });

  it('is not offered to 运营 and 客服主管: the screen shows 无权限 without asking the server', async () => {
    record();
    renderAdmin('/admin/help', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
  });
});

describe('编辑帮助 (/admin/helpEdit)', { timeout: 30_000 }, () => {
  it('the agreement: 预览 renders the body as the portal does (no script, no onerror); 保存 sends it with its id', async () => {
    const { saves } = record();
    const { user } = renderAdmin('/admin/helpEdit?id=48', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '编辑帮助内容' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('用户协议')).toBeInTheDocument();
    expect(screen.getByText(/注册页的用户协议/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('region', { name: '内容预览' });
    expect(await within(preview).findByText('第一条')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 48, cate_id: 3001, name: '用户协议' });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('a new item: an empty title says 请填写标题 and nothing is sent; the server’s refusal is told', async () => {
    const { saves } = record();
    const { user } = renderAdmin('/admin/helpEdit?cate=3005', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '新增帮助内容' })).toBeInTheDocument();
    await screen.findByRole('button', { name: '插入表格' });
    expect(screen.getByLabelText(/帮助分类/)).toHaveValue('3005');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写标题')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^标题/ }), '失败');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('内容中的链接只能是 http(s)、mailto、tel 或本站地址')).toBeInTheDocument();
    expect(saves[0]).toMatchObject({ cate_id: 3005, name: '失败' });
    expect(saves[0]).not.toHaveProperty('id');
  });

  it('is refused to 客服主管 without asking the server', async () => {
    record();
    renderAdmin('/admin/helpEdit?id=48', { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
  });
});
