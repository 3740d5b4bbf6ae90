// Personal-centre demo rows that must agree with the demo users' balances: each user's points ledger adds
// up to users.profit_jifen (the last cur_total is the balance), the wallet ledger to users.user_money, and
// a few past sign-ins (never today, so today's sign-in is still open).
import { gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsLedger, signRecords, users, walletLedger } from '../../db/schema';
import { dayFrom, seedDayOf, type SeedDay } from './seed-day';

const SIGN_POINTS = 10;

export async function seedPersonal(tx: Db, day: SeedDay = seedDayOf()): Promise<void> {
  const rows = await tx.select().from(users).where(gt(users.profitJifen, 0));
  const ledger: (typeof pointsLedger.$inferInsert)[] = [];
  const signs: (typeof signRecords.$inferInsert)[] = [];
  for (const u of rows) {
    // past sign-ins (3 … 1 days ago), the rest as a welcome gift and a purchase reward
    const signDays = [3, 2, 1];
    const fromSigns = signDays.length * SIGN_POINTS;
    const rest = u.profitJifen - fromSigns;
    let balance = 0;
    const add = (total: number, remark: string, at: string) => {
      balance += total;
      ledger.push({ userId: u.id, total, curTotal: balance, remark, createTime: at });
    };
    if (rest > 0) {
      const gift = Math.min(rest, 200);
      add(gift, '注册赠送', dayFrom(day, -30, 9, 0));
      if (rest - gift > 0) add(rest - gift, '购物获得', dayFrom(day, -20, 14, 30));
    }
    for (const ago of signDays) {
      if (balance + SIGN_POINTS > u.profitJifen) break;
      const at = dayFrom(day, -ago, 8, 30);
      add(SIGN_POINTS, '每日签到', at);
      signs.push({ userId: u.id, day: at.slice(0, 10), points: SIGN_POINTS, createTime: at });
    }
  }
  if (ledger.length) await tx.insert(pointsLedger).values(ledger);
  if (signs.length) await tx.insert(signRecords).values(signs);

  const wallets = await tx.select().from(users).where(gt(users.userMoney, '0'));
  if (wallets.length) {
    await tx.insert(walletLedger).values(
      wallets.map((u) => ({ userId: u.id, amount: u.userMoney, balance: u.userMoney, remark: '账户充值', createTime: dayFrom(day, -15, 10, 0) })),
    );
  }
}
