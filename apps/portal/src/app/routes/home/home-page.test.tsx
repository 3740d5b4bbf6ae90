import { screen, within } from '@testing-library/react';
import { envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import HomePage from './home-page';

// The default mock trainings run in July 2024: open (立即报名) on this day.
beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-06-15T10:00:00+08:00')));
afterEach(() => vi.restoreAllMocks());

describe('/homePage', () => {
  it('renders every block; the ones below the fold arrive lazily', async () => {
    renderWithProviders(<HomePage />, { route: '/homePage' });
    expect(await screen.findByRole('img', { name: '安全生产月：人人讲安全，个个会应急' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /入驻企业\s*1286\s*家/ })).toBeInTheDocument();
    for (const name of ['政策解读', '新闻资讯', '企业防灾', '风险案例'])
      expect(await within(screen.getByRole('region', { name })).findAllByRole('link', { name: /2024-06/ })).toHaveLength(5);

    const slow = { timeout: 8000 };
    expect(await screen.findByRole('region', { name: '法律法规' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '在线专家' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '视频课堂' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '安全培训' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '安全培训报名进行中' }, slow)).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /立即报名/ }, slow)).toHaveLength(3);
  }, 15000);

  it('one failing call leaves the other blocks alone', async () => {
    server.use(mockEndpoint('listCateNew', envelope(null, { ok: false, msg: '服务繁忙' })));
    renderWithProviders(<HomePage />, { route: '/homePage' });
    expect(await screen.findByRole('img', { name: '安全生产月：人人讲安全，个个会应急' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '政策解读' })).findAllByRole('link', { name: /2024-06/ })).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: '赋能分类' })).toBeNull();
  });
});
