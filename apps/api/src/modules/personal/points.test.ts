// points (points.ts): the balance never goes below zero, and every change writes its ledger row with it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsLedger, users } from '../../db/schema';
import { changePoints, changePointsOrThrow, InsufficientPointsError } from './points';
import { DEMO, useHarness } from '../../../test/helpers';

describe('changePoints', () => {
  const h = useHarness();
  const member = async () => (await h.db.select().from(users).where(eq(users.userMobile, DEMO.member)))[0]!;

  it('adds and spends with a ledger row holding the balance after', async () => {
    const u = await member();
    await h.db.delete(pointsLedger);
    expect(await changePoints(h.db, u.id, 50, '购物获得')).toBe(u.profitJifen + 50);
    expect(await changePoints(h.db, u.id, -30, '下单抵扣')).toBe(u.profitJifen + 20);
    const ledger = await h.db.select().from(pointsLedger).where(eq(pointsLedger.userId, u.id)).orderBy(pointsLedger.id);
    expect(ledger.map((r) => [r.total, r.curTotal, r.remark])).toEqual([
      [50, u.profitJifen + 50, '购物获得'],
      [-30, u.profitJifen + 20, '下单抵扣'],
    ]);
  });

  it('refuses a change below zero and writes nothing', async () => {
    const u = await member();
    await h.db.delete(pointsLedger);
    expect(await changePoints(h.db, u.id, -(u.profitJifen + 1), '超额')).toBe(false);
    await expect(changePointsOrThrow(h.db, u.id, -(u.profitJifen + 1), '超额')).rejects.toBeInstanceOf(InsufficientPointsError);
    expect((await member()).profitJifen).toBe(u.profitJifen);
    expect(await h.db.select().from(pointsLedger)).toHaveLength(0);
    // exactly to zero is fine
    expect(await changePoints(h.db, u.id, -u.profitJifen, '全部抵扣')).toBe(0);
  });

  it('rolls back with the caller’s transaction', async () => {
    const u = await member();
    await h.db.delete(pointsLedger);
    await expect(
      h.db.transaction(async (tx) => {
        await changePointsOrThrow(tx, u.id, -10, '下单抵扣');
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect((await member()).profitJifen).toBe(u.profitJifen);
    expect(await h.db.select().from(pointsLedger)).toHaveLength(0);
  });

  it('answers false for an unknown user', async () => {
    expect(await changePoints(h.db, 999_999, 10, 'x')).toBe(false);
  });
});
