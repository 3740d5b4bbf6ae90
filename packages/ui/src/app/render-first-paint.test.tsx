import { useQuery } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { apiQuery, configureCallLayer, endpoints, resetCallLayer, type Ad, type ArticleSummary, type EndpointName } from '@ws/api-sdk';
import { envelope, fixtures } from '@ws/api-sdk/mocks';
import { lazyScreen } from '../layout/lazy-screen';
import { setupMockApi } from '../testing/mock-api';
import type { Screens } from './app-routes';
import { renderFirstPaint } from './render-first-paint';

const API_ORIGIN = 'http://api.first-paint.test';
const server = setupMockApi();

/** Every request the render made (msw sees them all: unhandled ones fail the test). */
const seen: URL[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push(new URL(request.url));
});
const requestsTo = (name: EndpointName) => seen.filter((u) => u.pathname === `/api${endpoints[name].path}`);

const onNotLoggedIn = vi.fn();
beforeEach(() => {
  seen.length = 0;
  onNotLoggedIn.mockClear();
  // what a read that needs a login would report, were it made without a token
  configureCallLayer({ onNotLoggedIn, onHttp404: () => {} });
  // the origin must come from the render's options, not from an earlier render or the page
  resetCallLayer();
});
afterAll(() => configureCallLayer({ onNotLoggedIn: () => {}, onHttp404: () => {} }));

/** An answer of one endpoint at API_ORIGIN only (the default mocks answer any origin). */
const atOrigin = (name: EndpointName, resolve: (url: URL) => Response | undefined | Promise<Response | undefined>) =>
  http.get(`${API_ORIGIN}/api${endpoints[name].path}`, ({ request }) => resolve(new URL(request.url)));
const ok = (data: unknown) => HttpResponse.json(envelope(data).body);

const ad = (id: number, title: string): Ad => ({ id, cate_value: 'homebanner', title, link: '/article', firstFile: null });
const BANNERS = [ad(901, '消防安全宣传月'), ad(902, '安全生产培训周')];
const bannersAtOrigin = () =>
  atOrigin('listads', (url) => (url.searchParams.get('cate_value') === 'homebanner' ? ok({ items: BANNERS }) : undefined));

/** A screen module as the apps' lazy screens load it. */
const screenOf = (Screen: ComponentType) => lazyScreen(async () => ({ default: Screen }));

/** The home page's banner titles (a public read) beside a read that needs a login. */
function Banners() {
  const ads = useQuery(apiQuery('listads', { cate_value: 'homebanner' }));
  const profile = useQuery(apiQuery('profile', {}));
  return (
    <section>
      <h2>轮播</h2>
      {ads.data?.items.map((a) => (
        <p key={a.id}>{a.title}</p>
      ))}
      <p>{profile.data ? '已登录' : '游客'}</p>
    </section>
  );
}

/** A list, then the detail of its first entry: the second read is known only once the first answered. */
function ListThenDetail() {
  const list = useQuery(apiQuery('listarticle', { channel: 'policy', pageNum: 1, pageSize: 5 }));
  const first = list.data?.items[0]?.id;
  const detail = useQuery({ ...apiQuery('articleinfo', { id: first ?? 0 }), enabled: first !== undefined });
  return (
    <section>
      <h2>{list.data?.items[0]?.title ?? '列表加载中'}</h2>
      <p>{detail.data ? `详情：${detail.data.title}` : '详情加载中'}</p>
    </section>
  );
}

/** Reads its screen holds back: neither may be made. */
function WithDisabledReads() {
  const ads = useQuery(apiQuery('listads', { cate_value: 'homebanner' }));
  const off = useQuery({ ...apiQuery('articleinfo', { id: 7 }), enabled: false });
  const offByFn = useQuery({ ...apiQuery('helpInfo', { id: 8 }), enabled: () => false });
  return (
    <section>
      {ads.data?.items.map((a) => (
        <p key={a.id}>{a.title}</p>
      ))}
      <p>{off.data || offByFn.data ? '不该有的内容' : '等待中'}</p>
    </section>
  );
}

/** The home page's stat line: statInfo with count '1' counts a visit on the server (one per page view). */
function VisitCounter() {
  const ads = useQuery(apiQuery('listads', { cate_value: 'homebanner' }));
  const stat = useQuery({ ...apiQuery('statInfo', { count: '1' }), staleTime: Infinity, gcTime: 0 });
  return (
    <section>
      {ads.data?.items.map((a) => (
        <p key={a.id}>{a.title}</p>
      ))}
      <p>{stat.data ? `累计访问${stat.data.visit_amount}次` : '平台数据'}</p>
    </section>
  );
}

const portal = (screens: Screens<'portal'>) => screens;
const HOME = portal({ '/homePage': screenOf(Banners) });

/** `inner` lies inside the element that starts with `open` (the first `<main`, `<header` …). */
const expectInside = (html: string, open: string, close: string, inner: string) => {
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  const at = html.indexOf(inner, start);
  expect(start, `${open} in the markup`).toBeGreaterThanOrEqual(0);
  expect(at, `${inner} inside ${open}`).toBeGreaterThan(start);
  expect(at, `${inner} inside ${open}`).toBeLessThan(end);
};

describe('renderFirstPaint', () => {
  it('renders a login route as its shell: the site around a loader, no account area, the screen never rendered', async () => {
    server.use(bannersAtOrigin());
    const mall: Screens<'mall'> = { '/cart': screenOf(Banners), '/enable': screenOf(Banners) };
    const paint = await renderFirstPaint('mall', mall, '/cart', { apiOrigin: API_ORIGIN, budgetMs: 2000 });
    expect(paint).not.toBeNull();
    expect(paint!.shell).toBe(true);
    expect(paint!.title).toBe('购物车 - 安服通');
    const { html } = paint!;
    expect(html).toMatch(/<header[\s\S]*<main[\s\S]*<\/main>[\s\S]*<footer/);
    expect(html).toContain('搜索政策法规、专家、服务商、商品');
    expectInside(html, '<main', '</main>', 'aria-label="加载中"');
    // the same for every visitor: neither 注册/登录 nor a welcome, and not the screen (it needs the token)
    expect(html).not.toMatch(/>注册<|>登录<|欢迎您|会员中心/);
    expect(html).not.toContain('轮播');
    expect(requestsTo('listads').map((u) => u.searchParams.get('cate_value'))).not.toContain('homebanner');
    expect(requestsTo('profile')).toHaveLength(0);
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    // a public route's paint is not a shell
    expect((await renderFirstPaint('mall', mall, '/enable', { apiOrigin: API_ORIGIN, budgetMs: 2000 }))?.shell).toBeUndefined();
  });

  it("renders a public route as a visitor sees it: the screen's public reads made at the given origin, inside the site layout", async () => {
    server.use(bannersAtOrigin());
    const paint = await renderFirstPaint('portal', HOME, '/homePage', { apiOrigin: API_ORIGIN, budgetMs: 2000 });
    expect(paint).not.toBeNull();
    const { html, title } = paint!;
    expect(title).toBe('首页 - 安服通');
    expectInside(html, '<main', '</main>', '消防安全宣传月');
    expectInside(html, '<main', '</main>', '安全生产培训周');
    expect(html).toContain('游客');
    // the site layout around the screen: header, main, footer
    expect(html).toMatch(/<header[\s\S]*<main[\s\S]*轮播[\s\S]*<\/main>[\s\S]*<footer/);

    // every read went to the API origin given, the screen's among them
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.map((u) => u.origin)).toEqual(seen.map(() => API_ORIGIN));
    expect(requestsTo('listads').map((u) => u.searchParams.get('cate_value'))).toContain('homebanner');
    // the read that needs a login was neither sent nor tried
    expect(requestsTo('profile')).toHaveLength(0);
    expect(onNotLoggedIn).not.toHaveBeenCalled();

    // the reads handed to the client are the public ones the markup shows, never the login-only one
    const handed = (JSON.parse(paint!.data) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(handed).toContainEqual(['api', 'listads', { cate_value: 'homebanner' }]);
    expect(handed.filter((k) => k[1] === 'profile')).toHaveLength(0);
  });

  it('takes the address as the routes match it (any case, with a query)', async () => {
    server.use(bannersAtOrigin());
    const paint = await renderFirstPaint('portal', HOME, '/HOMEPAGE?from=ad', { apiOrigin: `${API_ORIGIN}/`, budgetMs: 2000 });
    expect(paint?.title).toBe('首页 - 安服通');
    expect(paint?.html).toContain('消防安全宣传月');
  });

  it('renders again for a read that depends on an earlier one (a list, then the detail it names)', async () => {
    const listed: ArticleSummary = { ...fixtures.listarticle.items[0]!, id: 42, title: '列表里的政策文章' };
    server.use(
      atOrigin('listarticle', () => ok({ items: [listed], total: 1, channel_name: '政策法规' })),
      atOrigin('articleinfo', (url) => ok({ ...fixtures.articleinfo, id: Number(url.searchParams.get('id')), title: `第${url.searchParams.get('id')}篇` })),
    );
    const paint = await renderFirstPaint('portal', portal({ '/detailPages': screenOf(ListThenDetail) }), '/detailPages?key=42', {
      apiOrigin: API_ORIGIN,
      budgetMs: 2000,
    });
    expect(paint).not.toBeNull();
    expect(paint!.title).toBe('文章详情 - 安服通');
    expect(paint!.html).toContain('列表里的政策文章');
    expect(paint!.html).toContain('详情：第42篇');
    expect(paint!.html).not.toContain('加载中</');
    // the detail was read once, for the id the list named (never for the placeholder id)
    expect(requestsTo('listarticle')).toHaveLength(1);
    expect(requestsTo('articleinfo').map((u) => u.searchParams.get('id'))).toEqual(['42']);
  });

  it('does not make a read its screen holds back (enabled: false)', async () => {
    server.use(bannersAtOrigin());
    const paint = await renderFirstPaint('portal', portal({ '/homePage': screenOf(WithDisabledReads) }), '/homePage', {
      apiOrigin: API_ORIGIN,
      budgetMs: 2000,
    });
    expect(paint?.html).toContain('消防安全宣传月');
    expect(paint?.html).toContain('等待中');
    expect(requestsTo('articleinfo')).toHaveLength(0);
    expect(requestsTo('helpInfo')).toHaveLength(0);
  });

  it('does not count a visit: statInfo with count is the client\u2019s read', async () => {
    server.use(bannersAtOrigin());
    const paint = await renderFirstPaint('portal', portal({ '/homePage': screenOf(VisitCounter) }), '/homePage', {
      apiOrigin: API_ORIGIN,
      budgetMs: 2000,
    });
    expect(paint?.html).toContain('消防安全宣传月');
    expect(requestsTo('statInfo').filter((u) => u.searchParams.has('count'))).toHaveLength(0);
  });

  describe('gives null (the page goes out without a first paint)', () => {
    it("for a route of the other app, even with a screen under that path", async () => {
      const screens = { ...HOME, '/enable': screenOf(Banners) } as Screens<'portal'>;
      expect(await renderFirstPaint('portal', screens, '/enable', { apiOrigin: API_ORIGIN })).toBeNull();
      expect(seen).toHaveLength(0);
    });

    it('for a route of the app without a screen, and for an unknown path', async () => {
      expect(await renderFirstPaint('portal', HOME, '/article?channel=law', { apiOrigin: API_ORIGIN })).toBeNull();
      expect(await renderFirstPaint('portal', HOME, '/no-such-page', { apiOrigin: API_ORIGIN })).toBeNull();
      expect(seen).toHaveLength(0);
    });

    it('when a read fails (HTTP 500)', async () => {
      server.use(atOrigin('listads', (url) => (url.searchParams.get('cate_value') === 'homebanner' ? new HttpResponse(null, { status: 500 }) : undefined)));
      expect(await renderFirstPaint('portal', HOME, '/homePage', { apiOrigin: API_ORIGIN, budgetMs: 2000 })).toBeNull();
      expect(requestsTo('listads').map((u) => u.searchParams.get('cate_value'))).toContain('homebanner');
    });

    it('when a read takes longer than the budget, without waiting for it', async () => {
      server.use(
        atOrigin('listads', async (url) => {
          if (url.searchParams.get('cate_value') !== 'homebanner') return undefined;
          await delay(500);
          return ok({ items: BANNERS });
        }),
      );
      const t0 = Date.now();
      expect(await renderFirstPaint('portal', HOME, '/homePage', { apiOrigin: API_ORIGIN, budgetMs: 100 })).toBeNull();
      expect(Date.now() - t0).toBeLessThan(450);
      expect(requestsTo('listads').map((u) => u.searchParams.get('cate_value'))).toContain('homebanner');
      // let the slow answer arrive before msw's handlers are reset
      await delay(500);
    });

    it('when the screen chunk does not arrive within the budget', async () => {
      const never = lazyScreen(() => new Promise(() => {}));
      const t0 = Date.now();
      expect(await renderFirstPaint('portal', portal({ '/homePage': never }), '/homePage', { apiOrigin: API_ORIGIN, budgetMs: 100 })).toBeNull();
      expect(Date.now() - t0).toBeLessThan(450);
    });

    it('when the screen chunk fails to load (its loader is no first paint)', async () => {
      const broken = lazyScreen(() => Promise.reject(new Error('chunk')));
      expect(await renderFirstPaint('portal', portal({ '/homePage': broken }), '/homePage', { apiOrigin: API_ORIGIN, budgetMs: 2000 })).toBeNull();
    });
  });
});
