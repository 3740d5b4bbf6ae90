// The gateway writes preloads of the home page's first API reads into its HTML (apps/gateway/src/
// first-screen-calls.json), spelled as this page requests them so the browser hands the preloaded answer
// to the page's own fetch. A preload the page does not request is a wasted download on the slowest
// part of the load: this keeps the two in step, and counts the page's requests.
import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SiteHeader } from '@ws/ui';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { HomeView } from './components/home-view';

const calls = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../gateway/src/first-screen-calls.json'), 'utf8')) as {
  header: string[];
  routes: Record<string, string[]>;
};

const recordRequests = () => {
  const requested: string[] = [];
  const raw: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const u = new URL(request.url);
    raw.push(request.url);
    requested.push(`${u.pathname}${u.search}`);
  };
  server.events.on('request:start', record);
  return { requested, raw, stop: () => server.events.removeListener('request:start', record) };
};

describe('the first API reads of /homePage', () => {
  it('are exactly the ones the gateway preloads plus the visit count, each requested once', async () => {
    const rec = recordRequests();
    try {
      renderWithProviders(
        <>
          <SiteHeader />
          <HomeView />
        </>,
        { route: '/homePage' },
      );
      expect(await within(screen.getByRole('region', { name: '政策解读' })).findAllByRole('link', { name: /2024-06/ })).toHaveLength(5);
      expect(await screen.findByRole('img', { name: '安全生产月：人人讲安全，个个会应急' })).toBeInTheDocument();
      expect(await screen.findByRole('navigation', { name: '赋能分类' })).toBeInTheDocument();
      await screen.findByRole('link', { name: /入驻企业\s*\d+/ });
      const preloaded = [...calls.header, ...(calls.routes['/homePage'] ?? [])];
      for (const url of preloaded) expect(rec.requested.filter((r) => r === url), url).toHaveLength(1);
      // the browser matches a preload by its exact URL: a stray "?" would be another request
      expect(rec.raw.filter((u) => u.endsWith('?'))).toEqual([]);
      // before the combined read the first screen made 9 reads (quicknav, 2 × listads, listCateNew,
      // 4 × listarticle, statInfo); now 3
      expect([...rec.requested].sort()).toEqual(
        ['/api/open/uni/homeFirstScreen', '/api/open/uni/listads?cate_value=quicknav', '/api/open/uni/statInfo?count=1'].sort(),
      );
    } finally {
      rec.stop();
    }
  });
});
