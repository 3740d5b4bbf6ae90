import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Category, Media } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { SchoolPage } from './school-page';

configure({ asyncUtilTimeout: 4000 });

const LISTS = ['listvideo', 'listlive', 'listcourse', 'listManagementSystem'] as const;
type ListName = (typeof LISTS)[number];
const KIND: Record<ListName, Media['kind']> = { listvideo: 'video', listlive: 'live', listcourse: 'course', listManagementSystem: 'management' };
const GROUP_CATES: Record<string, [number, string][]> = {
  video: [[2201, '安全生产']],
  live: [[2221, '专家直播'], [2222, '政策宣讲']],
  course: [[2211, '法律法规']],
  management: [[2231, '安全管理制度'], [2232, '操作规程']],
};
const category = (cate_id: number, cate_name: string, group: string): Category => ({
  cate_id,
  cate_name,
  cate_value: `${group}-${cate_id}`,
  p_cate_value: group,
  parent_id: 0,
  channel: group,
  remark: '',
  is_recommend: 0,
  firstFile: null,
  children: [],
});

/** Every list answers 12 items of its kind (9 per page); every call is recorded with its payload. */
const serveSchool = () => {
  const calls: { name: string; payload: Record<string, string | undefined> }[] = [];
  server.use(
    ...LISTS.map((name) =>
      mockEndpoint(name, ({ payload }) => {
        calls.push({ name, payload });
        const page = Number(payload.pageNum ?? 1);
        const n = page === 1 ? 9 : 3;
        const base = { listvideo: 100, listlive: 200, listcourse: 300, listManagementSystem: 400 }[name];
        const items = Array.from({ length: n }, (_, i): Media => ({
          ...fixtures.videoinfo,
          kind: KIND[name],
          id: base + (page - 1) * 9 + i + 1,
          name: `${KIND[name]} ${(page - 1) * 9 + i + 1}`,
        }));
        return { items, total: 12 };
      }),
    ),
    mockEndpoint('listcate', ({ payload }) => {
      const group = payload.parent_cate_value ?? '';
      calls.push({ name: 'listcate', payload });
      return { items: (GROUP_CATES[group] ?? []).map(([id, n]) => category(id, n, group)) };
    }),
  );
  return calls;
};

const cards = async (label: string) => within(await screen.findByRole('list', { name: label })).getAllByRole('link');

describe('/school (百家大讲堂)', () => {
  it('opens on 视频: 9 videos that open /videoDetail in a new tab, categories of the video group', async () => {
    const calls = serveSchool();
    renderWithProviders(<SchoolPage />, { route: '/school' });
    const menu = screen.getByRole('navigation', { name: '百家大讲堂' });
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['视频', '直播', '课件', '企业管理体系']);
    expect(within(menu).getByRole('button', { name: '视频' })).toHaveAttribute('aria-current', 'true');
    const links = await cards('视频列表');
    expect(links).toHaveLength(9);
    expect(links[0]).toHaveAttribute('href', '/videoDetail?key=101');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(calls.find((c) => c.name === 'listvideo')?.payload).toEqual({ pageNum: '1', pageSize: '9' });
    expect(calls.find((c) => c.name === 'listcate')?.payload).toEqual({ parent_cate_value: 'video' });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });

  it('switches menus through the URL: lives and courseware in a new tab, management in this tab', async () => {
    const calls = serveSchool();
    const { user, location } = renderWithProviders(<SchoolPage />, { route: '/school' });
    await cards('视频列表');
    const menu = screen.getByRole('navigation', { name: '百家大讲堂' });

    await user.click(within(menu).getByRole('button', { name: '直播' }));
    expect(location()).toBe('/school?tab=live');
    let links = await cards('直播列表');
    expect(links[0]).toHaveAttribute('href', '/listlive?key=201');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(calls.filter((c) => c.name === 'listcate').map((c) => c.payload.parent_cate_value)).toContain('live');

    await user.click(within(menu).getByRole('button', { name: '课件' }));
    expect(location()).toBe('/school?tab=course');
    links = await cards('课件列表');
    expect(links[0]).toHaveAttribute('href', '/courseware?key=301');
    expect(links[0]).toHaveAttribute('target', '_blank');

    await user.click(within(menu).getByRole('button', { name: '企业管理体系' }));
    expect(location()).toBe('/school?tab=management');
    links = await cards('企业管理体系列表');
    expect(links[0]).toHaveAttribute('href', '/managementInfo?key=401');
    expect(links[0]).not.toHaveAttribute('target');
    expect(calls.some((c) => c.name === 'listManagementSystem' && c.payload.pageSize === '9')).toBe(true);
    expect(calls.filter((c) => c.name === 'listcate').map((c) => c.payload.parent_cate_value)).toEqual(['video', 'live', 'course', 'management']);

    await user.click(within(menu).getByRole('button', { name: '视频' }));
    expect(location()).toBe('/school');
  });

  it('filters by the 分类 dropdown and by keywords, and pages; a new menu drops the category', async () => {
    const calls = serveSchool();
    const { user, location } = renderWithProviders(<SchoolPage />, { route: '/school?tab=management' });
    await cards('企业管理体系列表');
    await user.click(screen.getByRole('combobox', { name: '分类' }));
    await user.click(await screen.findByRole('option', { name: '操作规程' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ name: 'listManagementSystem', payload: { pageNum: '1', pageSize: '9', cate: '2232' } }));
    expect(location()).toBe('/school?tab=management&cate=2232');
    expect(screen.getByRole('combobox', { name: '分类' })).toHaveValue('操作规程');

    await user.type(screen.getByRole('textbox', { name: '搜索企业管理体系' }), '规程{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ name: 'listManagementSystem', payload: { pageNum: '1', pageSize: '9', cate: '2232', keywords: '规程' } }),
    );

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(calls.at(-1)?.payload).toMatchObject({ pageNum: '2', cate: '2232', keywords: '规程' }));
    expect(location()).toBe(`/school?tab=management&cate=2232&keywords=${encodeURIComponent('规程')}&page=2`);

    await user.click(screen.getByRole('button', { name: '直播' }));
    expect(location()).toBe(`/school?tab=live&keywords=${encodeURIComponent('规程')}`);
    await waitFor(() => expect(calls.filter((c) => c.name === 'listlive').at(-1)?.payload).toEqual({ pageNum: '1', pageSize: '9', keywords: '规程' }));
    expect(screen.getByRole('combobox', { name: '分类' })).toHaveValue('');
  });

  it('clears the category with the dropdown', async () => {
    const calls = serveSchool();
    const { user, location } = renderWithProviders(<SchoolPage />, { route: '/school?tab=live&cate=2222' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '分类' })).toHaveValue('政策宣讲'));
    expect(calls.find((c) => c.name === 'listlive')?.payload).toEqual({ pageNum: '1', pageSize: '9', cate: '2222' });
    await user.click(screen.getByRole('combobox', { name: '分类' }));
    await user.click(await screen.findByRole('option', { name: '政策宣讲' }));
    expect(location()).toBe('/school?tab=live');
  });

  it('shows 亲，未找到记录~ for an empty list', async () => {
    server.use(mockEndpoint('listcourse', { items: [], total: 0 }));
    renderWithProviders(<SchoolPage />, { route: '/school?tab=course&keywords=none' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('treats an unknown tab as 视频', async () => {
    serveSchool();
    renderWithProviders(<SchoolPage />, { route: '/school?tab=nope' });
    expect(await cards('视频列表')).toHaveLength(9);
  });
});
