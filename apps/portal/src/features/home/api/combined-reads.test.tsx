// The home page's combined reads fill the per-call caches: the blocks, and later screens, read from
// them; when a combined read fails the blocks make their own calls.
import { screen, waitFor, within } from '@testing-library/react';
import { CHANNEL_NAMES, type HomeFirstScreen } from '@ws/api-sdk';
import { defaultMockData, envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ChannelBlocks } from '../components/channel-blocks';
import { HomeView } from '../components/home-view';
import { homeLawListsQuery, seedFirstScreen, seedLawLists, startFirstScreenRead } from './combined-reads';
import { homeAdsQuery } from './use-ads';
import { homeArticlesQuery } from './use-articles';
import { homeCategoriesQuery } from './use-product-categories';

const recordRequests = () => {
  const requested: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const u = new URL(request.url);
    requested.push(`${u.pathname.replace('/api/open/uni/', '')}${u.search}`);
  };
  server.events.on('request:start', record);
  return { requested, stop: () => server.events.removeListener('request:start', record) };
};

/** A first screen unlike the single calls' mocks, so what the blocks show tells where it came from. */
const firstScreen = (): HomeFirstScreen => {
  const d = defaultMockData('homeFirstScreen', {});
  d.homebanner.items = d.homebanner.items.map((a, i) => ({ ...a, title: `合并读取横幅${i + 1}` }));
  d.categories.items = d.categories.items.map((c) => ({ ...c, cate_name: `合并${c.cate_name}` }));
  d.channels.policy.items = d.channels.policy.items.map((a, i) => ({ ...a, title: `合并政策${i + 1}` }));
  d.channels.news.items = d.channels.news.items.map((a, i) => ({ ...a, title: `合并头条${i + 1}` }));
  return d;
};

let rec: ReturnType<typeof recordRequests>;
beforeEach(() => {
  rec = recordRequests();
});
afterEach(() => rec.stop());

describe('seedFirstScreen / seedLawLists', () => {
  it('write each part under the key of the call it stands for', async () => {
    const { queryClient } = renderWithProviders(<p>空</p>);
    const d = firstScreen();
    seedFirstScreen(queryClient, d);
    expect(queryClient.getQueryData(homeAdsQuery('homebanner').queryKey)).toEqual(d.homebanner);
    expect(queryClient.getQueryData(homeAdsQuery('homepcvertical').queryKey)).toEqual(d.homepcvertical);
    expect(queryClient.getQueryData(homeCategoriesQuery().queryKey)).toEqual(d.categories);
    for (const channel of ['policy', 'news', 'prevention', 'case'] as const)
      expect(queryClient.getQueryData(homeArticlesQuery({ channel }).queryKey), channel).toEqual(d.channels[channel]);

    const law = defaultMockData('homeLawLists', { cate_ids: '122,123' });
    seedLawLists(queryClient, law);
    expect(queryClient.getQueryData(homeArticlesQuery({ channel: 'law', cate_id: 123 }).queryKey)).toEqual({
      items: law.lists[1]!.items,
      total: law.lists[1]!.total,
      channel_name: CHANNEL_NAMES.law,
    });
    // the same key the lists' own call uses (what listarticle answers for a law category)
    expect(homeArticlesQuery({ channel: 'law', cate_id: 123 }).queryKey).toEqual(['api', 'listarticle', { channel: 'law', cate_id: 123, pageNum: 1, pageSize: 5 }]);
    expect(homeLawListsQuery().queryKey).toEqual(['api', 'homeLawLists', { cate_ids: [122, 123, 124, 125, 126, 127] }]);
  });
});

// whole-page renders: slow on a busy machine
describe('HomeView', { timeout: 20_000 }, () => {
  it('shows the first screen from homeFirstScreen alone, and a later screen reuses its lists', async () => {
    server.use(mockEndpoint('homeFirstScreen', firstScreen()));
    const { queryClient, unmount } = renderWithProviders(<HomeView />, { route: '/homePage' });
    expect(await screen.findByRole('img', { name: '合并读取横幅1' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /合并劳保用品/ })).toBeInTheDocument();
    const policy = screen.getByRole('region', { name: '政策解读' });
    expect(await within(policy).findAllByRole('link', { name: /合并政策/ })).toHaveLength(5);
    expect(within(screen.getByRole('list', { name: '新闻头条' })).getAllByRole('link', { name: /合并头条/ })).toHaveLength(5);
    await screen.findByRole('link', { name: /入驻企业/ });
    expect(rec.requested.filter((r) => !r.startsWith('statInfo'))).toEqual(['homeFirstScreen']);

    // the lists stay in the per-call caches: the same blocks elsewhere read them without a request
    unmount();
    renderWithProviders(<ChannelBlocks />, { queryClient });
    expect(within(screen.getByRole('region', { name: '风险案例' })).getAllByRole('link')).not.toHaveLength(0);
    expect(within(screen.getByRole('region', { name: '政策解读' })).getAllByRole('link', { name: /合并政策/ })).toHaveLength(5);
    expect(rec.requested.filter((r) => r.startsWith('listarticle'))).toEqual([]);
  });

  it('makes the single calls when homeFirstScreen fails', async () => {
    server.use(mockEndpoint('homeFirstScreen', envelope(null, { ok: false, msg: '服务繁忙' })));
    renderWithProviders(<HomeView />, { route: '/homePage' });
    expect(await screen.findByRole('img', { name: '安全生产月：人人讲安全，个个会应急' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '赋能分类' })).toBeInTheDocument();
    for (const name of ['政策解读', '新闻资讯', '企业防灾', '风险案例'])
      expect(await within(screen.getByRole('region', { name })).findAllByRole('link', { name: /2024-06/ })).toHaveLength(5);
    expect(screen.queryByText(/加载失败/)).toBeNull();
    expect(rec.requested.filter((r) => r.startsWith('homeFirstScreen'))).toHaveLength(1);
    expect(rec.requested.filter((r) => r.startsWith('listads?cate_value=home'))).toHaveLength(2);
    expect(rec.requested.filter((r) => r.startsWith('listCateNew'))).toHaveLength(1);
    // the news ticker and the news block share one call
    expect(rec.requested.filter((r) => r.startsWith('listarticle'))).toHaveLength(4);
  });

  it('makes no single call while homeFirstScreen is under way', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      mockEndpoint('homeFirstScreen', async () => {
        await held;
        return firstScreen();
      }),
    );
    renderWithProviders(<HomeView />, { route: '/homePage' });
    await screen.findByRole('link', { name: /入驻企业/ });
    expect(screen.getByTestId('home-banner')).toBeInTheDocument();
    expect(rec.requested.filter((r) => r !== 'statInfo?count=1')).toEqual(['homeFirstScreen']);
    release();
    expect(await screen.findByRole('img', { name: '合并读取横幅1' })).toBeInTheDocument();
    expect(rec.requested.filter((r) => r !== 'statInfo?count=1')).toEqual(['homeFirstScreen']);
  });

  it('with the early read (started before the first render) shows the first screen in its first commit', async () => {
    server.use(mockEndpoint('homeFirstScreen', firstScreen()));
    await startFirstScreenRead(5000);
    renderWithProviders(<HomeView />, { route: '/homePage' });
    // no waiting: the blocks render with the answer at once
    expect(screen.getByRole('img', { name: '合并读取横幅1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '政策解读' })).getAllByRole('link', { name: /合并政策/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: /合并劳保用品/ })).toBeInTheDocument();
    await screen.findByRole('link', { name: /入驻企业/ });
    expect(rec.requested.filter((r) => r !== 'statInfo?count=1')).toEqual(['homeFirstScreen']);

    // taken once: the next view reads again
    renderWithProviders(<HomeView />, { route: '/homePage' });
    await waitFor(() => expect(rec.requested.filter((r) => r === 'homeFirstScreen')).toHaveLength(2));
  });

  it('an early read still under way is awaited by the query, not made twice', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    server.use(
      mockEndpoint('homeFirstScreen', async () => {
        await held;
        return firstScreen();
      }),
    );
    await startFirstScreenRead(10);
    renderWithProviders(<HomeView />, { route: '/homePage' });
    release();
    expect(await screen.findByRole('img', { name: '合并读取横幅1' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /入驻企业/ });
    expect(rec.requested.filter((r) => r !== 'statInfo?count=1')).toEqual(['homeFirstScreen']);
  });
});
