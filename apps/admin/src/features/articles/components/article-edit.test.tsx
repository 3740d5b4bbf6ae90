import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AdminArticleDetail } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 6000 });

const DETAIL: AdminArticleDetail = {
  ...fixtures.adminArticleInfo,
  intro: '<h2>要点</h2><p>第一段<img src="/x.png" onerror="window.hacked = 1"></p><script>window.hacked = 2</script><table><tbody><tr><td>灭火器</td></tr></tbody></table>',
};

const record = () => {
  const saves: Record<string, unknown>[] = [];
  server.use(
    mockEndpoint('adminArticleInfo', () => DETAIL),
    mockEndpoint('adminArticleSave', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return { ...DETAIL, id: 321, title: String(body.title), status: body.status as 0 | 1 };
    }),
  );
  return saves;
};

describe('编辑文章 (/admin/articleEdit)', { timeout: 30_000 }, () => {
  it('a new article: an empty title says 请填写标题 and nothing is sent; law asks for its category and offers PDF / Word files', async () => {
    const saves = record();
    const { user } = renderAdmin('/admin/articleEdit', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '新建文章' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '插入表格' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请填写标题')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/栏目/), 'law');
    expect(screen.getByLabelText(/法规分类/)).toBeInTheDocument();
    expect(screen.getByText('法规文件（PDF 或 Word）')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^标题/ }), '职业病防治条例');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请选择法规分类')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/法规分类/), '124');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ channel: 'law', cate_id: 124, title: '职业病防治条例', status: 0, publish_time: '' });
    expect(saves[0]).not.toHaveProperty('id');
  });

  it('an existing article: 预览 renders the body as the portal does (no script, no onerror); 发布 sends it with its id', async () => {
    const saves = record();
    const { user } = renderAdmin(`/admin/articleEdit?id=${DETAIL.id}`, { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '编辑文章' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(DETAIL.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('region', { name: '正文预览' });
    expect(await within(preview).findByText('第一段')).toBeInTheDocument();
    expect(within(preview).getByRole('table')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();

    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: DETAIL.id, channel: 'news', title: DETAIL.title, status: 1, publish_time: DETAIL.create_time });
    expect(await screen.findByText('已发布')).toBeInTheDocument();
  });

  it('is refused to 客服主管 without asking the server', async () => {
    record();
    renderAdmin(`/admin/articleEdit?id=${DETAIL.id}`, { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
  });
});
