// The gateway writes preloads of the home page's first API reads into its HTML (apps/gateway/src/
// first-screen-calls.json), spelled as this page requests them so the browser hands the preloaded answer
// to the page's own fetch. A preload the page does not request is a wasted download on the slowest
// part of the load: this keeps the two in step.
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

describe('the first API reads of /homePage', () => {
  it('are exactly the ones the gateway preloads, each requested once', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const u = new URL(request.url);
      requested.push(`${u.pathname}${u.search}`);
    };
    server.events.on('request:start', record);
    try {
      renderWithProviders(
        <>
          <SiteHeader />
          <HomeView />
        </>,
        { route: '/homePage' },
      );
      expect(await within(screen.getByRole('region', { name: '政策解读' })).findAllByRole('link', { name: /2024-06/ })).toHaveLength(5);
      await screen.findByRole('link', { name: /入驻企业\s*\d+/ });
      const preloaded = [...calls.header, ...(calls.routes['/homePage'] ?? [])];
      for (const url of preloaded) expect(requested.filter((r) => r === url), url).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
