// The gateway preloads the first reads of /enable opened without a query string (apps/gateway/src/
// first-screen-calls.json, "bare"), spelled as the screen requests them: the browser hands a preloaded
// answer only to a request for exactly the same URL, and any other spelling downloads it twice.
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import EnableScreen from './routes/enable/enable-page';
import FunengScreen from './routes/funeng/funeng-page';

const calls = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../gateway/src/first-screen-calls.json'), 'utf8')) as {
  bare: Record<string, string[]>;
};

describe('the first reads of /enable without a query string', () => {
  it('are the ones the gateway preloads, each requested once', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const u = new URL(request.url);
      requested.push(`${u.pathname}${u.search}`);
    };
    server.events.on('request:start', record);
    try {
      renderWithProviders(<EnableScreen />, { app: 'mall', route: '/enable' });
      await screen.findByRole('link', { name: /工业级烟雾报警器/ });
      await screen.findByRole('button', { name: '全部' });
      const preloaded = calls.bare['/enable'] ?? [];
      expect(preloaded.length).toBeGreaterThan(0);
      for (const url of preloaded) expect(requested.filter((r) => r === url), url).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});

describe('the first read of /funeng', () => {
  it('is the category tree the gateway preloads, requested once', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const u = new URL(request.url);
      requested.push(`${u.pathname}${u.search}`);
    };
    server.events.on('request:start', record);
    try {
      renderWithProviders(<FunengScreen />, { app: 'mall', route: '/funeng' });
      await screen.findByRole('link', { name: /工业级烟雾报警器/ });
      const preloaded = calls.bare['/funeng'] ?? [];
      expect(preloaded.length).toBeGreaterThan(0);
      for (const url of preloaded) expect(requested.filter((r) => r === url), url).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
