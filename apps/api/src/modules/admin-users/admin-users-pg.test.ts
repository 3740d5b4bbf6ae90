// 用户管理 racing on a throwaway PostgreSQL server with a pool of connections (PGlite serialises every
// transaction, so a race there proves nothing): two staff disabling the same member at the same moment make
// one change and one audit row, and the other is answered as a repeated click is (the member as they are
// now: disabled); the same for two staff switching the same role on, and off.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, tokens, users } from '../../db/schema';
import { call, loginAs } from '../../../test/helpers';
import { usePgConsole } from '../../../test/pg-console';
import { havePgBinaries, requirePgInCi } from '../../../test/pg-server';

requirePgInCi('the 用户管理 race test');

const ROUNDS = 10;

type User = { id: number; roles: string[]; disabled: number; disabled_at: string };

describe.skipIf(!havePgBinaries)('用户管理 on PostgreSQL', () => {
  const pg = usePgConsole({
    staff: [
      { account: 'ops', name: '运营小陈', roles: ['ops'] },
      { account: 'ops2', name: '运营小王', roles: ['ops'] },
    ],
  });
  const staffTokens = pg.tokens;
  const clock = pg.clock;

  const db = () => pg.db();
  const member = async (round: number, kind: string) => {
    const mobile = `139${kind === 'disable' ? '1' : '2'}${String(round).padStart(7, '0')}`;
    const [u] = await db().insert(users).values({ userAccount: mobile, userMobile: mobile, name: `竞速会员${round}`, passwordHash: pg.hash(), createdAt: clock.now() }).returning({ id: users.id });
    return { id: u!.id, mobile };
  };
  const auditsOf = (id: number, action: string) =>
    db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetKind, 'user'), eq(adminAudit.targetId, String(id)), like(adminAudit.action, action)));

  it(`two staff disabling one member at once: one change, one audit row, both answered 已停用 with the member disabled (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, mobile } = await member(round, 'disable');
      await loginAs(pg.app(), mobile);
      const answers = await Promise.all(
        staffTokens.map((token, i) => call<User>(pg.app(), 'adminUserSetDisabled', { id, disabled: 1, reason: `违规${i}` }, { token })),
      );
      for (const a of answers) expect(a, `round ${round}`).toMatchObject({ ok: true, msg: '已停用', data: { id, disabled: 1 } });
      // the loser is answered with the member as the winner left them: the same moment of disabling
      expect(answers[0]!.data.disabled_at).toBe(answers[1]!.data.disabled_at);
      const audits = await auditsOf(id, 'user.%');
      expect(audits, `round ${round}`).toHaveLength(1);
      expect(audits[0]).toMatchObject({ action: 'user.disable', before: { disabled: 0 } });
      expect(['ops', 'ops2']).toContain(audits[0]!.staffAccount);
      expect(audits[0]!.after).toEqual({ disabled: 1, reason: audits[0]!.staffAccount === 'ops' ? '违规0' : '违规1' });
      expect(await db().select().from(tokens).where(eq(tokens.userId, id))).toEqual([]);

      // and two enabling at once: one change, one more audit row
      const back = await Promise.all(staffTokens.map((token) => call<User>(pg.app(), 'adminUserSetDisabled', { id, disabled: 0 }, { token })));
      for (const a of back) expect(a, `round ${round}`).toMatchObject({ ok: true, msg: '已启用', data: { disabled: 0, disabled_at: '' } });
      expect((await auditsOf(id, 'user.enable')).length, `round ${round}`).toBe(1);
    }
  }, 120_000);

  it(`two staff switching one role at once: one change, one audit row, the role once (${ROUNDS} rounds, 客服 and 业务员)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const role = round % 2 === 0 ? 'custuser' : 'salesman';
      const { id } = await member(round, 'role');
      const on = await Promise.all(staffTokens.map((token) => call<User>(pg.app(), 'adminUserSetRole', { id, role, on: 1 }, { token })));
      for (const a of on) {
        expect(a, `round ${round}`).toMatchObject({ ok: true, msg: '设置成功' });
        expect(a.data.roles.filter((r) => r === role), `round ${round}`).toHaveLength(1);
      }
      const [row] = await db().select({ roles: users.roles, isCustUser: users.isCustUser }).from(users).where(eq(users.id, id));
      expect(row!.roles.filter((r) => r === role)).toHaveLength(1);
      if (role === 'custuser') expect(row!.isCustUser).toBe(1);
      expect((await auditsOf(id, 'user.role.add')).length, `round ${round}`).toBe(1);

      const off = await Promise.all(staffTokens.map((token) => call<User>(pg.app(), 'adminUserSetRole', { id, role, on: 0 }, { token })));
      for (const a of off) expect(a.data.roles, `round ${round}`).not.toContain(role);
      expect((await auditsOf(id, 'user.role.remove')).length, `round ${round}`).toBe(1);
      expect((await auditsOf(id, 'user.%')).length).toBe(2);
    }
  }, 120_000);
});
