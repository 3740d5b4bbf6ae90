// 入驻审核 racing on a throwaway PostgreSQL server with a pool of connections (PGlite serialises every
// transaction, so a race there proves nothing): two staff deciding one application at the same moment,
// one approving and one rejecting, end with one decision, one audit row and the roles that decision gives;
// the other is told 该申请已处理. The audit log's append-only trigger holds on PostgreSQL too.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, companies, experts, users } from '../../db/schema';
import { call } from '../../../test/helpers';
import { usePgConsole } from '../../../test/pg-console';
import { havePgBinaries, requirePgInCi } from '../../../test/pg-server';

requirePgInCi('the review race test');

const ROUNDS = 10;

describe.skipIf(!havePgBinaries)('入驻审核 on PostgreSQL', () => {
  let userId = 0;
  const pg = usePgConsole({
    staff: [
      { account: 'ops', name: '运营小陈', roles: ['ops'] },
      { account: 'ops2', name: '运营小王', roles: ['ops'] },
    ],
    prepare: async (db, hash, clock) => {
      const [user] = await db
        .insert(users)
        .values({ userAccount: '13800000001', userMobile: '13800000001', name: '张三', passwordHash: hash, createdAt: clock.now() })
        .returning({ id: users.id });
      userId = user!.id;
    },
  });
  const tokens = pg.tokens;

  const db = () => pg.db();

  it(`two staff deciding one application at once: one decision, one audit row (${ROUNDS} rounds, companies and experts)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const kind = round % 2 === 0 ? 'company' : 'expert';
      const [row] =
        kind === 'company'
          ? await db().insert(companies).values({ userId, name: `竞速企业${round}`, auditStatus: 0, createTime: '2026-06-01 08:00:00' }).returning({ id: companies.id })
          : await db()
              .insert(experts)
              .values({ userId, name: `竞速专家${round}`, auditStatus: 0, createTime: '2026-06-01 08:00:00' })
              .returning({ id: experts.id });
      const id = row!.id;
      const answers = await Promise.all([
        call(pg.app(), 'adminReviewDecide', { kind, id, action: 'approve' }, { token: tokens[0] }),
        call(pg.app(), 'adminReviewDecide', { kind, id, action: 'reject', reason: '资料不全' }, { token: tokens[1] }),
      ]);
      const winners = answers.filter((a) => a.ok);
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(answers.find((a) => !a.ok), `round ${round}`).toMatchObject({ code: 1, msg: '该申请已处理' });
      const approved = answers[0]!.ok;
      const table = kind === 'company' ? companies : experts;
      const [after] = await db().select({ auditStatus: table.auditStatus, auditRemark: table.auditRemark }).from(table).where(eq(table.id, id));
      expect(after).toEqual(approved ? { auditStatus: 1, auditRemark: '' } : { auditStatus: 2, auditRemark: '资料不全' });
      const audits = await db()
        .select()
        .from(adminAudit)
        .where(sql`${adminAudit.targetKind} = ${kind} and ${adminAudit.targetId} = ${String(id)}`);
      expect(audits, `round ${round}`).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        staffAccount: approved ? 'ops' : 'ops2',
        action: approved ? 'review.approve' : 'review.reject',
        before: { audit_status: 0, audit_reason: '' },
        after: approved ? { audit_status: 1, audit_reason: '' } : { audit_status: 2, audit_reason: '资料不全' },
      });
      // the roles follow the one decision: an approval gives the role once, a rejection none from this record
      const [u] = await db().select({ roles: users.roles }).from(users).where(eq(users.id, userId));
      const role = kind === 'company' ? 'company' : 'isexpert';
      expect(u!.roles.filter((r) => r === role).length).toBeLessThanOrEqual(1);
      if (approved) expect(u!.roles).toContain(role);
    }
  });

  it('refuses UPDATE and DELETE of the audit log', async () => {
    await expect(db().execute(sql`update admin_audit set summary = 'changed'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from admin_audit`)).rejects.toThrow();
    const rows = await db().select().from(adminAudit);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.summary !== 'changed')).toBe(true);
  });
});
