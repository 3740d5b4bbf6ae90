// 文章管理 at volume, on a throwaway PostgreSQL server: with 100,000 articles (one INSERT … SELECT
// generate_series over the six channels, the law and content-centre categories, drafts, taken-down and
// scheduled ones among them) the console's article list answers in under 100 ms at the 99th percentile for
// every filter (none, channel, status, channel and status, a title keyword), on page 1 and on its deepest
// page, and so do the portal's lists that read the same table (a channel, a law category, a search). Each
// filter walks one of the articles indexes (db/schema/content.ts) in the order the list is sorted in.
import type { AdminArticleItem, ArticleSummary, Page } from '@ws/api-sdk/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers';
import { usePgConsole } from '../../../test/pg-console';
import { havePgBinaries, requirePgInCi } from '../../../test/pg-server';
import { measure, report, type TimedCase } from '../../../test/volume';

requirePgInCi('the 文章管理 volume test');

const ARTICLES = 100_000;
const P99_MS = 100;

describe.skipIf(!havePgBinaries)('文章管理 at volume on PostgreSQL', () => {
  const pg = usePgConsole({
    staff: [{ account: 'editor', name: '编辑小林', roles: ['editor'] }],
    // 100,000 articles, one every 20 minutes up to the end of 2026: channels in turn (law with its categories
    // 122–127, the content centre with 1829–1831), titles from 30 topics and 20 places; every 50th a draft,
    // every 70th taken down, the newest 30 published later than the clock (scheduled); then what autovacuum
    // does after a bulk load (statistics, and the visibility map for index-only walks)
    prepare: async (db) => {
      await db.execute(sql`
        insert into articles (title, channel, cate_id, intro, add_from, author, create_time, status, publish_at)
        select (array['广州','东莞','深圳','佛山','珠海','惠州','中山','江门','肇庆','清远','韶关','河源','梅州','汕头','潮州','揭阳','汕尾','阳江','茂名','湛江'])[1 + g % 20]
                 || '市' || (array['安全生产','消防安全','危险化学品','职业健康','应急管理','特种设备','建筑施工','有限空间','粉尘防爆','电气安全',
                                  '隐患排查','双重预防','安全培训','应急演练','事故调查','安全标准化','工贸行业','仓储物流','燃气安全','交通运输',
                                  '森林防火','防汛防台','地质灾害','危废处置','冶金安全','机械防护','高处作业','动火作业','安全文化','执法检查'])[1 + (g / 20) % 30]
                 || '工作通报第' || g || '号',
               c.channel,
               case c.channel when 'law' then 122 + (g / 6) % 6 when 'content' then 1829 + (g / 6) % 3 end,
               '<p>正文</p>', '应急管理局', '编辑部',
               t.at,
               case when g % 50 = 0 then 0 when g % 70 = 0 then 2 else 1 end,
               case when g > ${ARTICLES}::int - 30 then t.at end
        from generate_series(1, ${ARTICLES}::int) g,
             lateral (select (array['policy','news','prevention','case','law','content'])[1 + g % 6] as channel) c,
             lateral (select timestamptz '2026-12-31 23:00:00+08' - (${ARTICLES}::int - g) * interval '20 minutes' as at) t`);
      await db.execute(sql`vacuum analyze articles`);
    },
  });
  /** How many articles plain SQL counts where `where` holds. */
  const count = async (where: ReturnType<typeof sql>) =>
    ((await pg.db().execute(sql`select count(*)::int as n from articles where ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  const adminList = (payload: Record<string, unknown>) => call<Page<AdminArticleItem>>(pg.app(), 'adminArticleList', payload, { token: pg.tokens[0] });
  const portalList = (payload: Record<string, unknown>) => call<Page<ArticleSummary>>(pg.app(), 'listarticle', payload);

  it(`the console's article list with ${ARTICLES.toLocaleString('en')} articles: p99 under ${P99_MS} ms for every filter, page 1 and the deepest page`, async () => {
    const filters: [string, Record<string, unknown>][] = [
      ['no filter', {}],
      ['channel news', { channel: 'news' }],
      ['status 草稿', { status: 0 }],
      ['status 已下线', { status: 2 }],
      ['channel law, status 已发布', { channel: 'law', status: 1 }],
      ['keyword 消防安全 (1 in 30 titles)', { keyword: '消防安全' }],
      ['keyword 东莞市粉尘防爆 (1 in 600)', { keyword: '东莞市粉尘防爆' }],
      ['keyword and channel', { keyword: '应急演练', channel: 'case' }],
    ];
    const cases: TimedCase[] = [];
    for (const [label, payload] of filters) {
      const first = await adminList(payload);
      expect(first.ok, `${label}: ${first.msg}`).toBe(true);
      expect(first.data.total, label).toBeGreaterThan(0);
      expect(first.data.items).toHaveLength(Math.min(20, first.data.total));
      const times = first.data.items.map((a) => a.create_time);
      expect([...times].sort().reverse(), label).toEqual(times);
      cases.push([`${label}, page 1 (of ${first.data.total})`, () => adminList(payload)]);
      const last = Math.ceil(first.data.total / 20);
      if (last > 1) {
        const deep = await adminList({ ...payload, pageNum: last });
        expect(deep.data.items.length, label).toBe(first.data.total - (last - 1) * 20);
        cases.push([`${label}, page ${last}`, () => adminList({ ...payload, pageNum: last })]);
      }
    }
    // the figures agree with plain SQL, and the newest ones are the scheduled ones
    expect((await adminList({ channel: 'law', status: 1 })).data.total).toBe(await count(sql`channel = 'law' and status = 1`));
    expect((await adminList({ status: 0 })).data.total).toBe(ARTICLES / 50);
    expect((await adminList({})).data.items.every((a) => a.scheduled === 1 || a.status !== 1)).toBe(true);

    report(`[文章管理] adminArticleList over ${ARTICLES} articles`, await measure(cases, P99_MS), P99_MS);
  }, 300_000);

  it(`the portal's article lists over the same ${ARTICLES.toLocaleString('en')} articles: p99 under ${P99_MS} ms`, async () => {
    const filters: [string, Record<string, unknown>][] = [
      ['channel news', { channel: 'news' }],
      ['law category 126', { channel: 'law', cate_id: 126 }],
      ['content centre 1830', { channel: 'content', cate_id: 1830 }],
      ['search 隐患排查', { keywords: '隐患排查' }],
    ];
    const cases: TimedCase[] = [];
    for (const [label, payload] of filters) {
      const first = await portalList({ ...payload, pageSize: 10 });
      expect(first.ok, `${label}: ${first.msg}`).toBe(true);
      expect(first.data.items, label).toHaveLength(10);
      // readers never see a draft, a taken-down or a scheduled article
      const ids = first.data.items.map((a) => a.id);
      expect(await count(sql`id in ${ids} and status = 1 and publish_at is null`), label).toBe(10);
      cases.push([`${label}, page 1 (of ${first.data.total})`, () => portalList({ ...payload, pageSize: 10 })]);
      const last = Math.min(Math.ceil(first.data.total / 10), 500);
      cases.push([`${label}, page ${last}`, () => portalList({ ...payload, pageSize: 10, pageNum: last })]);
    }
    report(`[文章] listarticle over ${ARTICLES} articles`, await measure(cases, P99_MS), P99_MS);
  }, 300_000);
});
