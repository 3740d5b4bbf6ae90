// @vitest-environment node
// The first paint as the gateway renders it: in Node, with no window. What the render cannot know there
// (session storage of the visitor's tab) is named in its answer, so that a tab that has it hides the paint.
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiQuery, endpoints, type Ad } from '@ws/api-sdk';
import { envelope } from '@ws/api-sdk/mocks';
import { lazyScreen } from '../layout/lazy-screen';
import { setupMockApi } from '../testing/mock-api';
import { getSessionItem } from '../utils/session-storage';
import { renderFirstPaint } from './render-first-paint';

const API_ORIGIN = 'http://api.first-paint-node.test';
const server = setupMockApi();

const ad = (id: number, title: string): Ad => ({ id, cate_value: 'homebanner', title, link: '/article', firstFile: null });

function ChosenChannel() {
  const chosen = getSessionItem('lawId');
  const ads = useQuery(apiQuery('listads', { cate_value: 'homebanner' }));
  return (
    <section>
      <p>{chosen ?? '未选择'}</p>
      {ads.data?.items.map((a) => (
        <p key={a.id}>{a.title}</p>
      ))}
    </section>
  );
}

describe('renderFirstPaint in Node', () => {
  it('names the session-storage keys it read and carries the public reads for the client', async () => {
    server.use(http.get(`${API_ORIGIN}/api${endpoints.listads.path}`, () => HttpResponse.json(envelope({ items: [ad(1, '节前安全检查')] }).body)));
    expect(typeof window).toBe('undefined');
    const paint = await renderFirstPaint('portal', { '/homePage': lazyScreen(async () => ({ default: ChosenChannel })) }, '/homePage', { apiOrigin: API_ORIGIN, budgetMs: 2000 });
    expect(paint?.html).toContain('节前安全检查');
    expect(paint?.html).toContain('未选择');
    expect(paint?.sessionKeys).toEqual(['lawId']);
    const data = JSON.parse(paint?.data ?? '{}') as { queries: { queryKey: unknown[]; state: { data: { items: Ad[] } } }[] };
    const banners = data.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['api', 'listads', { cate_value: 'homebanner' }]));
    expect(banners?.state.data.items[0]?.title).toBe('节前安全检查');
    // only public reads that answered: what needs a login is not among them
    for (const q of data.queries) expect((endpoints as Record<string, { auth: boolean }>)[q.queryKey[1] as string]?.auth).toBe(false);
  });

  it('names nothing when the render read no session storage', async () => {
    server.use(http.get(`${API_ORIGIN}/api${endpoints.listads.path}`, () => HttpResponse.json(envelope({ items: [] }).body)));
    function Plain() {
      useQuery(apiQuery('listads', { cate_value: 'homebanner' }));
      return <p>无</p>;
    }
    const paint = await renderFirstPaint('portal', { '/homePage': lazyScreen(async () => ({ default: Plain })) }, '/homePage', { apiOrigin: API_ORIGIN, budgetMs: 2000 });
    expect(paint?.sessionKeys).toEqual([]);
  });
});
