// The endpoints table at run time; its types are tested in endpoints.test-d.ts (vitest typecheck).
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointName } from './endpoints';

describe('endpoints table', () => {
  it('every endpoint has a method, a path under /api and an auth flag', () => {
    const seen = new Set<string>();
    for (const name of endpointNames) {
      const ep = endpoints[name as EndpointName];
      expect(['GET', 'POST']).toContain(ep.method);
      expect(ep.path).toMatch(/^\/[A-Za-z0-9/_-]+$/);
      expect(typeof ep.auth).toBe('boolean');
      const key = `${ep.method} ${ep.path.toLowerCase()}`;
      expect(seen.has(key), `duplicate ${key}`).toBe(false);
      seen.add(key);
    }
  });
});
