import { screen, within } from '@testing-library/react';
import { envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import HomePage from './home-page';

// The default mock trainings run in July 2024: open (立即报名) on this day.
beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-06-15T10:00:00+08:00')));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A window where every block is near the viewport at once (as if the visitor scrolled down). */
const everythingVisible = () =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly cb: IntersectionObserverCallback) {}
      observe(el: Element) {
        queueMicrotask(() => this.cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );

describe('/homePage', () => {
  it('renders every block; the ones below the fold arrive lazily, when scrolled near', async () => {
    everythingVisible();
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
  }, 30_000);

  it('one failing call leaves the other blocks alone', async () => {
    // the combined first-screen read fails, then the menu's own call
    server.use(
      mockEndpoint('homeFirstScreen', envelope(null, { ok: false, msg: '服务繁忙' })),
      mockEndpoint('listCateNew', envelope(null, { ok: false, msg: '服务繁忙' })),
    );
    renderWithProviders(<HomePage />, { route: '/homePage' });
    expect(await screen.findByRole('img', { name: '安全生产月：人人讲安全，个个会应急' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '政策解读' })).findAllByRole('link', { name: /2024-06/ })).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: '赋能分类' })).toBeNull();
  });
});
