import { screen, waitFor, within } from '@testing-library/react';
import type { AdminArticleItem } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const ITEM: AdminArticleItem = fixtures.adminArticleList.items[0]!;

const record = (items: AdminArticleItem[] = [ITEM]) => {
  const list: Record<string, string>[] = [];
  const changes: Record<string, unknown>[] = [];
  server.use(
    mockEndpoint('adminArticleList', ({ request }) => {
      list.push(Object.fromEntries(new URL(request.url).searchParams));
      return { items, total: 45 };
    }),
    mockEndpoint('adminArticleStatus', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      changes.push(body);
      if (body.status === 0) return HttpResponse.json({ ok: false, code: 1, msg: '文章已是该状态（草稿）', data: null });
      return { ...fixtures.adminArticleInfo, status: body.status as 0 | 1 | 2 };
    }),
  );
  return { list, changes };
};

describe('文章管理 (/admin/articles)', { timeout: 30_000 }, () => {
  it('lists by channel, status and title from the URL, paged', async () => {
    const { list } = record();
    const { user, location } = renderAdmin('/admin/articles?channel=news&status=1&keyword=消防&page=2', { staff: STAFF.editor });
    const table = await screen.findByRole('table', { name: '文章列表' });
    expect(within(table).getByText(ITEM.title)).toBeInTheDocument();
    expect(within(table).getByText('已发布')).toBeInTheDocument();
    expect(list.at(-1)).toMatchObject({ channel: 'news', status: '1', keyword: '消防', pageNum: '2', pageSize: '20' });
    expect(screen.getByLabelText('栏目')).toHaveValue('news');
    expect(screen.getByLabelText('状态')).toHaveValue('1');

    await user.selectOptions(screen.getByLabelText('状态'), '2');
    await waitFor(() => expect(location()).toContain('status=2'));
    await waitFor(() => expect(list.at(-1)).toMatchObject({ status: '2' }));
    expect(location()).not.toContain('page=2');
  });

  it('shows 定时发布 for a future publish time and 草稿 / 已下线 with their actions', async () => {
    record([
      { ...ITEM, id: 1, title: '定时的', scheduled: 1 },
      { ...ITEM, id: 2, title: '草稿的', status: 0 },
      { ...ITEM, id: 3, title: '下线的', status: 2 },
    ]);
    renderAdmin('/admin/articles', { staff: STAFF.super });
    const table = await screen.findByRole('table', { name: '文章列表' });
    expect(within(table).getByText('定时发布')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '发布 草稿的' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '重新发布 下线的' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '转为草稿 下线的' })).toBeInTheDocument();
  });

  it('下线 asks first, then calls adminArticleStatus and says 已下线; a refusal shows the server message', async () => {
    const { changes } = record([ITEM, { ...ITEM, id: 9, title: '下线的', status: 2 }]);
    const { user } = renderAdmin('/admin/articles', { staff: STAFF.editor });
    await user.click(await screen.findByRole('button', { name: `下线 ${ITEM.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('内容已下线');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(changes).toEqual([{ id: ITEM.id, status: 2 }]));
    // the notice beside the second row's badge
    await waitFor(() => expect(screen.getAllByText('已下线')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: '转为草稿 下线的' }));
    expect(await screen.findByText('文章已是该状态（草稿）')).toBeInTheDocument();
  });

  it('is not offered to 运营: the screen shows 无权限 without asking the server', async () => {
    const { list } = record();
    renderAdmin('/admin/articles', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });
});
