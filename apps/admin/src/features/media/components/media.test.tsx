import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadAsStaff, type AdminMediaItem } from '@ws/api-sdk';
import { fixtures, mockEndpoint, MOCK_OSS_POLICY } from '@ws/api-sdk/mocks';
import { http, HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 6000 });

const ITEM: AdminMediaItem = fixtures.adminMediaList.items[0]!;
const DETAIL = fixtures.adminMediaInfo;
const LIVE: AdminMediaItem = { ...ITEM, id: 9, kind: 'live', name: '专家在线：冬季防火', create_time: '2099-12-03 19:00:00', end_time: '2099-12-03 20:30:00', file_url: '', status: 2 };

describe('媒体管理 (/admin/media)', { timeout: 30_000 }, () => {
  it('lists by kind, status and name from the URL, a live with where it stands; 下线 asks first, then takes it off', async () => {
    const list: Record<string, string>[] = [];
    const status: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('adminMediaList', ({ request }) => {
        list.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items: [ITEM, LIVE], total: 2 };
      }),
      mockEndpoint('adminMediaStatus', async ({ request }) => {
        status.push((await request.json()) as Record<string, unknown>);
        return { ...DETAIL, status: 2 as const };
      }),
    );
    const { user } = renderAdmin('/admin/media?kind=video&keyword=动火&page=2', { staff: STAFF.editor });
    const table = await screen.findByRole('table', { name: '媒体列表' });
    expect(within(table).getByRole('link', { name: ITEM.name })).toHaveAttribute('href', `/admin/mediaEdit?id=${ITEM.id}`);
    expect(within(table).getByText('直播预告')).toBeInTheDocument();
    expect(within(table).getByText('2099-12-03 19:00:00 至 20:30:00')).toBeInTheDocument();
    expect(within(table).getByText('已上线')).toBeInTheDocument();
    expect(within(table).getByText('已下线')).toBeInTheDocument();
    expect(list.at(-1)).toMatchObject({ kind: 'video', keyword: '动火', pageNum: '2', pageSize: '20', status: '-1' });
    expect(screen.getByRole('link', { name: '新建' })).toHaveAttribute('href', '/admin/mediaEdit?kind=video');

    await user.click(within(table).getByRole('button', { name: `下线 ${ITEM.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('内容已下线');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(status).toEqual([{ id: ITEM.id, status: 2 }]));
    await user.click(within(table).getByRole('button', { name: `上线 ${LIVE.name}` }));
    await waitFor(() => expect(status).toEqual([{ id: ITEM.id, status: 2 }, { id: LIVE.id, status: 1 }]));
  });

  it('is not offered to 运营: the screen shows 无权限 without asking the server', async () => {
    const list: unknown[] = [];
    server.use(mockEndpoint('adminMediaList', () => (list.push(1), fixtures.adminMediaList)));
    renderAdmin('/admin/media', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });
});

describe('编辑媒体 (/admin/mediaEdit)', { timeout: 30_000 }, () => {
  const record = () => {
    const saves: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('adminMediaInfo', () => DETAIL),
      mockEndpoint('adminMediaSave', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return { ...DETAIL, id: 77, name: String(body.name) };
      }),
    );
    return saves;
  };

  it('a new live: missing fields and an end before the start are said in Chinese and nothing is sent; then it saves', async () => {
    const saves = record();
    const { user } = renderAdmin('/admin/mediaEdit?kind=live', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '新建媒体' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '插入表格' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写名称')).toBeInTheDocument();
    expect(screen.getByText('请选择分类')).toBeInTheDocument();
    expect(screen.getByText('请填写直播开始时间')).toBeInTheDocument();
    expect(screen.getByText('请填写直播结束时间')).toBeInTheDocument();
    expect(screen.getByText('回放视频')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^名称/ }), '专家在线：冬季防火');
    await user.type(screen.getByRole('textbox', { name: /^开始时间/ }), '2027-03-02 19:00:00');
    await user.type(screen.getByRole('textbox', { name: /^结束时间/ }), '2027-03-02 18:00:00');
    await user.click(screen.getByRole('textbox', { name: /^简介/ }));
    await user.paste('字'.repeat(501));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(screen.getByText('简介限 500 字以内')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    const cate = fixtures.listcate.items[0]!;
    await user.selectOptions(await screen.findByLabelText(/^分类/), String(cate.cate_id));
    await user.clear(screen.getByRole('textbox', { name: /^结束时间/ }));
    await user.type(screen.getByRole('textbox', { name: /^结束时间/ }), '2027-03-02 20:30:00');
    await user.clear(screen.getByRole('textbox', { name: /^简介/ }));
    await user.type(screen.getByRole('textbox', { name: /^简介/ }), '冬季防火要点');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ kind: 'live', name: '专家在线：冬季防火', cate_id: cate.cate_id, start_time: '2027-03-02 19:00:00', end_time: '2027-03-02 20:30:00', description: '冬季防火要点' });
    expect(saves[0]).not.toHaveProperty('id');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('a video goes to the staff folder with its progress; saving waits for it, 取消 stops it', async () => {
    uploadAsStaff();
    const saves = record();
    const policies: unknown[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      mockEndpoint('adminUploadPolicy', () => (policies.push(1), fixtures.adminUploadPolicy)),
      http.post(MOCK_OSS_POLICY.host, async () => {
        await held;
        return new HttpResponse('', { status: 200 });
      }),
    );
    const { user } = renderAdmin(`/admin/mediaEdit?id=${DETAIL.id}`, { staff: STAFF.editor });
    expect(await screen.findByDisplayValue(DETAIL.name)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('视频文件'), new File(['0'.repeat(2048)], '动火作业.mp4', { type: 'video/mp4' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('文件上传中，完成后可保存')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    await waitFor(() => expect(policies).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '取消 动火作业.mp4' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
    release();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: DETAIL.id, kind: 'video', name: DETAIL.name, video: [{ FileUrl: DETAIL.file_url }] });
  });

  it('refuses a file of another type before sending it', async () => {
    record();
    renderAdmin(`/admin/mediaEdit?id=${DETAIL.id}`, { staff: STAFF.editor });
    expect(await screen.findByDisplayValue(DETAIL.name)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('视频文件'), { target: { files: [new File(['x'], 'page.html', { type: 'text/html' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持 mp4、webm、m4v、mov、ogv 格式');
  });

  it('is refused to 客服主管 without asking the server', async () => {
    record();
    renderAdmin(`/admin/mediaEdit?id=${DETAIL.id}`, { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
  });
});
