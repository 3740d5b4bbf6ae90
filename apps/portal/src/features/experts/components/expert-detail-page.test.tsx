import { configure, screen, within } from '@testing-library/react';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ExpertDetailPage } from './expert-detail-page';

// the notice view loads lazily on the first notice; a 2-core machine running other suites is slow
configure({ asyncUtilTimeout: 4000 });

function recordInfo(data = fixtures.expertinfo) {
  const asked: Record<string, string | undefined>[] = [];
  server.use(
    mockEndpoint('expertinfo', ({ payload }) => {
      asked.push(payload);
      return data;
    }),
  );
  return asked;
}

describe('ExpertDetailPage', { timeout: 30_000 }, () => {
  it('shows the profile: name, title, fee, expertise, groups, sanitized intro and qualification images', async () => {
    const asked = recordInfo({ ...fixtures.expertinfo, intro: '<p>简介正文</p><img src=x onerror="window.__bad=1"><script>window.__bad=2</script>' });
    const { container } = renderWithProviders(<ExpertDetailPage />, { route: '/detailInfo?id=1' });
    const profile = await screen.findByRole('article', { name: '赵六' });
    expect(asked).toEqual([{ id: '1' }]);
    expect(within(profile).getByRole('heading', { level: 1, name: '赵六' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('注册安全工程师（高级）');
    expect(profile).toHaveTextContent('咨询费 ¥199.00');
    for (const text of ['任职机构：广东省安全生产科学技术研究院', '擅长方向：安全生产标准化建设、双重预防机制', '技术领域：风险分级管控与隐患排查治理', '行业：制造业、化工医药', '领域：安全生产', '专项：隐患排查、应急预案', '供需：技术咨询'])
      expect(profile).toHaveTextContent(text);
    expect(within(profile).getByRole('img', { name: '赵六' })).toHaveAttribute('src', '/api/files/seed/expert-1.svg');
    expect(await within(profile).findByText('简介正文')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const certs = within(profile).getByRole('region', { name: '资质证书' });
    expect(within(certs).getByRole('img')).toHaveAttribute('src', '/api/files/seed/expert-cert-1.svg');
    expect(within(profile).getByRole('button', { name: '咨询专家' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '在线专家' })).toHaveAttribute('href', '/expert');
  });

  it('from the search page (type=1) the breadcrumb says 搜索', async () => {
    recordInfo();
    renderWithProviders(<ExpertDetailPage />, { route: '/detailInfo?id=1&type=1' });
    await screen.findByRole('article', { name: '赵六' });
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs).toHaveTextContent('首页/搜索/专家详情');
    expect(within(crumbs).queryByRole('link', { name: '在线专家' })).not.toBeInTheDocument();
  });

  it('shows 专家不存在 for an unknown id, and asks nothing for a malformed one', async () => {
    server.use(mockEndpoint('expertinfo', envelope(null, { ok: false, msg: '专家不存在' })));
    renderWithProviders(<ExpertDetailPage />, { route: '/detailInfo?id=999' });
    expect(await screen.findByText('专家不存在')).toBeInTheDocument();

    const asked = recordInfo();
    renderWithProviders(<ExpertDetailPage />, { route: '/detailInfo?id=abc' });
    expect(screen.getAllByText('专家不存在').length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });

  it('shows 该专家已下线 for an expert the console took off', async () => {
    server.use(mockEndpoint('expertinfo', envelope(null, { ok: false, msg: '该专家已下线' })));
    renderWithProviders(<ExpertDetailPage />, { route: '/detailInfo?id=7' });
    expect(await screen.findByText('该专家已下线')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '咨询专家' })).not.toBeInTheDocument();
  });

  it('咨询 logged out: 请先登录再咨询 and /login with the way back', async () => {
    recordInfo();
    const { user, location } = renderWithProviders(<ExpertDetailPage />, { route: '/detailInfo?id=1&type=1' });
    await user.click(await screen.findByRole('button', { name: '咨询专家' }));
    expect(await screen.findByText('请先登录再咨询')).toBeInTheDocument();
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/detailInfo?id=1&type=1')}`);
  });

  it('咨询 of an unbound expert: 专家未绑定会员', async () => {
    loginAs();
    recordInfo({ ...fixtures.expertinfo, user_id: 0 });
    const { user, location } = renderWithProviders(<ExpertDetailPage />, { route: '/detailInfo?id=8' });
    await user.click(await screen.findByRole('button', { name: '咨询专家' }));
    expect(await screen.findByText('专家未绑定会员')).toBeInTheDocument();
    expect(location()).toBe('/detailInfo?id=8');
  });
});
