// 商品审核's race on a throwaway PostgreSQL server with a pool of connections (PGlite serialises every
// transaction, so a race there proves nothing): two staff members deciding one product at once (通过 against
// 驳回, each clicked several times) decide it once, with one audit row; the same for a change of a product on
// sale (approved: the product takes it; refused: it stays with the reason, the product as it was).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { adminAudit, products } from '../../db/schema';
import { ManualClock } from '../../kernel/time';
import { seedDatabase } from '../../seed/run';
import { call, PASSWORD, START } from '../../../test/helpers';
import { havePgBinaries, requirePgInCi, startPgServer, type PgServer } from '../../../test/pg-server';

requirePgInCi('the product review race test');

describe.skipIf(!havePgBinaries)('商品审核 race on PostgreSQL', () => {
  let server: PgServer | null = null;
  let database: Database;
  let app: FastifyInstance;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    server = await startPgServer();
    database = await openDatabase({ databaseUrl: server.url, dataDir: '' });
    await seedDatabase(database.db);
    app = await buildApp({ db: database.db, appEnv: 'test', clock });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  const staffToken = async (account: string) => {
    const res = await call<{ token: string }>(app, 'adminLogin', { account, password: PASSWORD });
    if (!res.ok) throw new Error(res.msg);
    return res.data.token;
  };

  it('通过 and 驳回 of one product by two staff members, 5 times each: one decision, one audit row', async () => {
    const [product] = await database.db.select({ id: products.id }).from(products).where(eq(products.auditStatus, 1)).limit(1);
    await database.db.update(products).set({ auditStatus: 0 }).where(eq(products.id, product!.id));
    const tokens = [await staffToken('ops'), await staffToken('admin')];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(app, 'adminProductDecide', i % 2 === 0 ? { id: product!.id, action: 'approve' } : { id: product!.id, action: 'reject', reason: '资质不全' }, {
          token: tokens[i % 2],
        }),
      ),
    );
    const won = answers.filter((a) => a.ok);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => a.msg)).toEqual(Array(9).fill('该商品不在审核中'));
    const [row] = await database.db.select({ auditStatus: products.auditStatus }).from(products).where(eq(products.id, product!.id));
    expect(row!.auditStatus).toBe(won[0]!.msg === '已通过' ? 1 : 2);
    expect(await database.db.select().from(adminAudit).where(and(eq(adminAudit.targetKind, 'product'), eq(adminAudit.targetId, String(product!.id))))).toHaveLength(1);
  });

  /** A product of the seed on sale with a change waiting (its name). */
  const withChange = async (offset: number) => {
    const [p] = await database.db.select().from(products).where(eq(products.auditStatus, 1)).orderBy(products.id).offset(offset).limit(1);
    const change = { name: `${p!.name}（修改${offset}）`, fileItems: p!.fileItems, intro: p!.intro, serviceText: p!.serviceText, cateId: p!.cateId, subCateId: p!.subCateId, sSubCateId: p!.sSubCateId };
    await database.db.update(products).set({ changeFields: change, changeStatus: 0, changeAt: clock.now() }).where(eq(products.id, p!.id));
    return { id: p!.id, live: p!.name, changed: change.name };
  };

  it('a change decided by two staff members, 5 clicks each: one decision, one audit row', async () => {
    const tokens = [await staffToken('ops'), await staffToken('admin')];
    for (let round = 0; round < 3; round++) {
      const p = await withChange(10 + round);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(app, 'adminProductDecide', i % 2 === 0 ? { id: p.id, action: 'approve' } : { id: p.id, action: 'reject', reason: '图片不清晰' }, { token: tokens[i % 2] }),
        ),
      );
      const won = answers.filter((a) => a.ok);
      expect(won, `round ${round}`).toHaveLength(1);
      const [row] = await database.db.select().from(products).where(eq(products.id, p.id));
      if (won[0]!.msg === '已通过') expect(row).toMatchObject({ name: p.changed, changeStatus: null, auditStatus: 1 });
      else expect(row).toMatchObject({ name: p.live, changeStatus: 2, changeReason: '图片不清晰', auditStatus: 1 });
      expect(await database.db.select().from(adminAudit).where(and(eq(adminAudit.targetKind, 'product'), eq(adminAudit.targetId, String(p.id))))).toHaveLength(1);
    }
  });
});
