// Public reads (contract entries with `cache: true`): a visitor's answer carries Cache-Control, an ETag, Vary
// and nginx's X-Accel-Expires, and a repeat with If-None-Match gets 304; a caller with a token, a refusal
// and every other call stay no-store.
import { endpointNames, endpoints, PUBLIC_READ_EDGE_SECONDS, PUBLIC_READ_MAX_AGE, PUBLIC_READ_STALE_SECONDS } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useHarness } from '../../test/helpers';
import { etagOf, matchesEtag, PUBLIC_READ_CACHE_CONTROL } from './public-read';

describe('public reads', () => {
  const h = useHarness();
  const LIST = '/api/open/uni/listproduct?pageNum=1&pageSize=20&sort_type=uni';

  it('are GET reads under /open/uni that need no login, and none counts a view', () => {
    const cached = endpointNames.filter((n) => (endpoints[n] as { cache?: true }).cache);
    expect(cached.length).toBeGreaterThan(20);
    for (const n of cached) {
      const ep = endpoints[n];
      expect(ep.method, n).toBe('GET');
      expect(ep.auth, n).toBe(false);
      expect(ep.path, n).toMatch(/^\/open\/uni\//);
    }
    // what counts a visit or a view must reach the API every time
    expect(cached).not.toContain('statInfo');
    expect(cached).not.toContain('videoinfo');
    expect(PUBLIC_READ_STALE_SECONDS).toBeLessThanOrEqual(5);
  });

  it("give a visitor's answer its caching headers and a 304 when the ETag matches", async () => {
    const res = await h.app.inject(LIST);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(PUBLIC_READ_CACHE_CONTROL).toBe(`public, max-age=${PUBLIC_READ_MAX_AGE}`);
    expect(res.headers['x-accel-expires']).toBe(String(PUBLIC_READ_EDGE_SECONDS));
    expect(res.headers.vary).toBe('token');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = res.headers.etag as string;
    expect(etag).toBe(etagOf(res.body));
    const again = await h.app.inject({ url: LIST, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // a different page is a different answer
    const other = await h.app.inject({ url: '/api/open/uni/listproduct?pageNum=2&pageSize=20&sort_type=uni', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('stay no-store for a caller with a token (prices), for a refusal and for other calls', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const priced = await h.app.inject({ url: LIST, headers: { token } });
    expect(priced.headers['cache-control']).toBe('no-store');
    expect(priced.headers.etag).toBeUndefined();
    expect(priced.headers['x-accel-expires']).toBeUndefined();
    const refused = await h.app.inject('/api/open/uni/productinfo?id=987654');
    expect(refused.json()).toMatchObject({ ok: false });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-accel-expires']).toBeUndefined();
    const stat = await h.app.inject('/api/open/uni/statInfo');
    expect(stat.headers['cache-control']).toBe('no-store');
  });

  it('compare ETags weakly, in a list or as *', () => {
    const e = etagOf('{"ok":true}');
    expect(e).toMatch(/^W\/"[\w-]+"$/);
    expect(matchesEtag(undefined, e)).toBe(false);
    expect(matchesEtag(e, e)).toBe(true);
    expect(matchesEtag(e.slice(2), e)).toBe(true);
    expect(matchesEtag(`W/"x", ${e}`, e)).toBe(true);
    expect(matchesEtag('*', e)).toBe(true);
    expect(matchesEtag('W/"other"', e)).toBe(false);
  });
});
