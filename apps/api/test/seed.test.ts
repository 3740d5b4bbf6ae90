import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ads, articles, companies, companyProducts, experts, media, trainings, users } from '../src/db/schema';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from '../src/seed/run';
import { useHarness } from './helpers';

describe('seed', () => {
  const h = useHarness();
  const n = async (table: PgTable) => (await h.db.select({ n: count() }).from(table))[0]!.n;

  it('has seeded realistic amounts', async () => {
    expect(await isDatabaseEmpty(h.db)).toBe(false);
    expect(await n(experts)).toBeGreaterThanOrEqual(30);
    expect(await n(companies)).toBeGreaterThanOrEqual(30);
    expect(await n(trainings)).toBeGreaterThanOrEqual(15);
    expect(await n(media)).toBeGreaterThanOrEqual(42);
    const perCompany = await h.db.select({ c: companyProducts.companyId, n: count() }).from(companyProducts).groupBy(companyProducts.companyId);
    expect(perCompany.length).toBe(await n(companies));
    for (const p of perCompany) {
      expect(p.n).toBeGreaterThanOrEqual(3);
      expect(p.n).toBeLessThanOrEqual(6);
    }
  });

  it('empties every table on reset and seeds the same data again', async () => {
    const before = { users: await n(users), articles: await n(articles), ads: await n(ads) };
    await resetDatabase(h.db);
    expect(await isDatabaseEmpty(h.db)).toBe(true);
    expect(await n(articles)).toBe(0);
    const summary = await seedDatabase(h.db);
    expect(summary).toMatchObject(before);
    expect(await n(users)).toBe(before.users);
    // ids restart: the demo users are 1–5 again
    const ids = await h.db.select({ id: users.id, phone: users.userMobile }).from(users).orderBy(users.id).limit(5);
    expect(ids.map((u) => u.phone)).toEqual(['13800000001', '13800000002', '13800000003', '13800000004', '13800000005']);
    expect(ids.map((u) => u.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
