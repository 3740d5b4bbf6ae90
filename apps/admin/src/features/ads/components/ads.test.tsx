import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAd } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const ADS: AdminAd[] = [
  ...fixtures.adminAdList.items,
  { ...fixtures.adminAdList.items[0]!, id: 22, title: '特种作业操作证培训报名中', link: '/train', sort: 3, state: 'ended', start_time: '2026-01-01 00:00:00', end_time: '2026-02-01 00:00:00' },
];

const record = () => {
  const lists: Record<string, string>[] = [];
  const sorts: Record<string, unknown>[] = [];
  const saves: Record<string, unknown>[] = [];
  server.use(
    mockEndpoint('adminAdList', ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return { items: ADS };
    }),
    mockEndpoint('adminAdSort', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      sorts.push(body);
      return { items: body.ids.map((id, i) => ({ ...ADS.find((a) => a.id === id)!, sort: i + 1 })) };
    }),
    mockEndpoint('adminAdSave', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      if (body.title === '重复') return HttpResponse.json({ ok: false, code: 1, msg: '广告不存在', data: null });
      return { items: ADS };
    }),
  );
  return { lists, sorts, saves };
};

const titles = () => within(screen.getByRole('list', { name: '首页轮播广告' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('广告与导航 (/admin/ads)', { timeout: 30_000 }, () => {
  it('shows a slot with each ad’s link, period and state, and switches slots', async () => {
    const { lists } = record();
    const { user, location } = renderAdmin('/admin/ads', { staff: STAFF.editor });
    const list = await screen.findByRole('list', { name: '首页轮播广告' });
    expect(lists.at(-1)).toEqual({ cate_value: 'homebanner' });
    expect(within(list).getByText('链接：https://www.example.com/expert')).toBeInTheDocument();
    expect(within(list).getByText('投放时间：2030-01-01 00:00:00 至 2030-12-31 23:59:59')).toBeInTheDocument();
    expect(within(list).getByText('投放中')).toBeInTheDocument();
    expect(within(list).getByText('未开始')).toBeInTheDocument();
    expect(within(list).getByText('已结束')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '快捷导航' }));
    await waitFor(() => expect(location()).toContain('slot=quicknav'));
    await waitFor(() => expect(lists.at(-1)).toEqual({ cate_value: 'quicknav' }));
  });

  it('上移 / 下移 rearrange, 撤销 puts it back, 保存排序 sends the whole order in one request', async () => {
    const { sorts } = record();
    const { user } = renderAdmin('/admin/ads?slot=homebanner', { staff: STAFF.super });
    await screen.findByRole('list', { name: '首页轮播广告' });
    expect(screen.getByRole('button', { name: '保存排序' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `上移 ${ADS[0]!.title}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `上移 ${ADS[2]!.title}` }));
    expect(titles()).toEqual([ADS[0]!.title, ADS[2]!.title, ADS[1]!.title]);
    expect(screen.getByRole('status')).toHaveTextContent(`${ADS[2]!.title} 移到第 2 位`);
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(titles()).toEqual(ADS.map((a) => a.title));

    await user.click(screen.getByRole('button', { name: `下移 ${ADS[0]!.title}` }));
    await user.click(screen.getByRole('button', { name: `下移 ${ADS[0]!.title}` }));
    expect(sorts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '保存排序' }));
    await waitFor(() => expect(sorts).toEqual([{ cate_value: 'homebanner', ids: [21, 22, 20] }]));
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '保存排序' })).toBeDisabled());
  });

  it('drag and drop moves a row to where it is dropped', async () => {
    const { sorts } = record();
    const { user } = renderAdmin('/admin/ads', { staff: STAFF.editor });
    const list = await screen.findByRole('list', { name: '首页轮播广告' });
    const [first, , third] = within(list).getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    fireEvent.dragEnd(third!, { dataTransfer });
    expect(titles()).toEqual([ADS[2]!.title, ADS[0]!.title, ADS[1]!.title]);
    await user.click(screen.getByRole('button', { name: '保存排序' }));
    await waitFor(() => expect(sorts).toEqual([{ cate_value: 'homebanner', ids: [22, 20, 21] }]));
  });

  it('the form refuses a javascript: link, plain http, an empty image and a bad period before any call', async () => {
    const { saves } = record();
    const { user } = renderAdmin('/admin/ads', { staff: STAFF.editor });
    await user.click(await screen.findByRole('button', { name: '新增广告' }));
    const form = await screen.findByRole('form', { name: '新增广告' });
    await user.type(within(form).getByLabelText(/标题/), '新横幅');
    await user.type(within(form).getByLabelText(/链接/), 'javascript:alert(1)');
    await user.type(within(form).getByLabelText('结束时间'), '2026-13-01');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('链接只能是本站路径（以 / 开头）或 https:// 开头的地址')).toBeInTheDocument();
    expect(within(form).getByText('请上传广告图片')).toBeInTheDocument();
    expect(within(form).getByText('投放时间格式应为 YYYY-MM-DD HH:mm:ss')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/链接/));
    await user.type(within(form).getByLabelText(/链接/), 'http://www.example.com/');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('链接只能是本站路径（以 / 开头）或 https:// 开头的地址')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('编辑 saves the ad with its image and period; the server’s refusal is told and the dialog stays', async () => {
    const { saves } = record();
    const { user } = renderAdmin('/admin/ads', { staff: STAFF.editor });
    await user.click(await screen.findByRole('button', { name: `编辑 ${ADS[1]!.title}` }));
    const form = await screen.findByRole('form', { name: '编辑广告' });
    expect(within(form).getByLabelText(/链接/)).toHaveValue('https://www.example.com/expert');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: 21, cate_value: 'homebanner', link: 'https://www.example.com/expert', start_time: '2030-01-01 00:00:00', end_time: '2030-12-31 23:59:59', image: [ADS[1]!.firstFile] });
    await waitFor(() => expect(screen.queryByRole('form', { name: '编辑广告' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `编辑 ${ADS[0]!.title}` }));
    const again = await screen.findByRole('form', { name: '编辑广告' });
    await user.clear(within(again).getByLabelText(/标题/));
    await user.type(within(again).getByLabelText(/标题/), '重复');
    await user.click(within(again).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('广告不存在')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '编辑广告' })).toBeInTheDocument();
  });

  it('is not offered to 运营 and 客服主管: the screen shows 无权限 without asking the server', async () => {
    const { lists } = record();
    renderAdmin('/admin/ads', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(lists).toHaveLength(0);
  });
});
