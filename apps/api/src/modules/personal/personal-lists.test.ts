// The personal lists stay fast for a user with 10,000 rows: each page walks an index in its order
// ((user_id, id desc), or the primary key backwards) and stops at the LIMIT (no sort of the user's rows).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '@ws/api-sdk/contract';
import { users } from '../../db/schema';
import { call, captureQueries, DEMO, explain, loginAs, useHarness } from '../../../test/helpers';

const LISTS: { name: EndpointName; table: string; index: string }[] = [
  { name: 'jifenListSelf', table: 'points_ledger', index: 'points_ledger_user_list_idx' },
  { name: 'signListByUser', table: 'sign_records', index: 'sign_records_user_list_idx' },
  { name: 'walletListSelf', table: 'wallet_ledger', index: 'wallet_ledger_user_list_idx' },
];

describe('personal lists with 10,000 rows', () => {
  const h = useHarness();

  it('page through an index in list order, without sorting the user’s rows', async () => {
    const [me] = await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, DEMO.member));
    const [other] = await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, DEMO.company));
    for (const uid of [me!.id, other!.id]) {
      await h.exec(`
        INSERT INTO points_ledger (user_id, total, cur_total, remark, create_time)
          SELECT ${uid}, 1, g, '批量', timestamp '2025-01-01' + g * interval '1 minute' FROM generate_series(1, 10000) g;
        INSERT INTO sign_records (user_id, day, points, create_time)
          SELECT ${uid}, date '1990-01-01' + g, 10, timestamp '1990-01-01' + g * interval '1 day' FROM generate_series(1, 10000) g;
        INSERT INTO wallet_ledger (user_id, amount, balance, remark, create_time)
          SELECT ${uid}, 1, g, '批量', timestamp '2025-01-01' + g * interval '1 minute' FROM generate_series(1, 10000) g;
      `);
    }
    await h.exec('ANALYZE points_ledger; ANALYZE sign_records; ANALYZE wallet_ledger');
    const token = await loginAs(h.app, DEMO.member);
    for (const list of LISTS) {
      const sent = await captureQueries(h, () => call(h.app, list.name, { pageNum: 3, pageSize: 20 }, { token }));
      const page = sent.find((q) => q.sql.includes(`from "${list.table}"`) && /limit/i.test(q.sql))!;
      expect(page, list.name).toBeTruthy();
      const plan = await explain(h, page);
      // the user's own index, or (when the user owns much of the table) the primary key walked backwards:
      // either way an index in the page's order that stops at the LIMIT
      expect(plan, list.name).toMatch(new RegExp(`Index Scan(?: Backward)? using (${list.index}|${list.table}_pkey)`));
      expect(plan, list.name).not.toMatch(/Sort/);
      const res = await call<{ items: unknown[]; total: number }>(h.app, list.name, { pageNum: 3, pageSize: 20 }, { token });
      expect(res.data.items).toHaveLength(20);
      expect(res.data.total).toBeGreaterThanOrEqual(10_000);
    }
  });
});
