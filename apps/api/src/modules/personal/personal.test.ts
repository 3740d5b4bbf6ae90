// Personal centre calls: each sees only the caller's rows (a second user never reads or changes them),
// lists are paged, figures come from the database.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, articles, bankCards, bookings, companies, favourites, orders, pointsLedger, signRecords, trainings, users, walletLedger } from '../../db/schema';
import { SIGN_REWARD } from './service';
import { formatChinaTime } from '../../kernel/time';
import { call, DEMO, loginAs, requestCode, useHarness } from '../../../test/helpers';

const VALID_CARD = '6222021234567890128'; // passes Luhn
const BAD_CARD = '6222021234567890123';

describe('personal centre', () => {
  const h = useHarness();
  const idOf = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;

  it('the seeded points ledger adds up to every balance, and no seeded sign-in is today', async () => {
    const all = await h.db.select().from(users);
    const ledger = await h.db.select().from(pointsLedger).orderBy(pointsLedger.id);
    for (const u of all) {
      const mine = ledger.filter((r) => r.userId === u.id);
      expect(mine.reduce((a, r) => a + r.total, 0), u.userMobile).toBe(u.profitJifen);
      if (mine.length) expect(mine.at(-1)!.curTotal).toBe(u.profitJifen);
    }
    expect(ledger.length).toBeGreaterThan(0);
    const today = formatChinaTime(new Date()).slice(0, 10);
    expect((await h.db.select().from(signRecords)).filter((r) => r.day === today)).toHaveLength(0);
  });

  it('needs a login for every call', async () => {
    for (const name of ['user', 'isSign', 'signAdd', 'jifenListSelf', 'listSubUser', 'CardInfoByUser', 'favListByUser', 'exportSelf'] as const) {
      const res = await call(h.app, name, {});
      expect(res.code, name).toBe(-1);
    }
  });

  describe('sign-in', () => {
    it('signs in once a day: points and ledger; a second time gives nothing', async () => {
      const token = await loginAs(h.app, DEMO.member);
      const me = await idOf(DEMO.member);
      const before = (await h.db.select().from(users).where(eq(users.id, me)))[0]!.profitJifen;
      expect((await call(h.app, 'isSign', {}, { token })).data).toEqual({ status: -1, reward: SIGN_REWARD });
      const first = await call<{ points: number; ProfitJifen: number }>(h.app, 'signAdd', {}, { token });
      expect(first).toMatchObject({ ok: true, msg: '签到成功', data: { points: SIGN_REWARD, ProfitJifen: before + SIGN_REWARD } });
      expect((await call(h.app, 'isSign', {}, { token })).data).toEqual({ status: 1, reward: SIGN_REWARD });
      const second = await call(h.app, 'signAdd', {}, { token });
      expect(second).toMatchObject({ ok: false, msg: '今日已签到' });
      const [after] = await h.db.select().from(users).where(eq(users.id, me));
      expect(after!.profitJifen).toBe(before + SIGN_REWARD);
      const ledger = await h.db.select().from(pointsLedger).where(eq(pointsLedger.userId, me));
      expect(ledger.filter((r) => r.remark === '每日签到' && r.createTime.startsWith('2026-06-01'))).toHaveLength(1);
      // another user is not signed in by it
      const other = await loginAs(h.app, DEMO.company);
      expect((await call(h.app, 'isSign', {}, { token: other })).data).toMatchObject({ status: -1 });
    });

    it('a new China day allows a new sign-in; history is the caller’s, newest first, paged', async () => {
      const token = await loginAs(h.app, DEMO.member);
      expect((await call(h.app, 'signAdd', {}, { token })).ok).toBe(true);
      h.clock.advance(24 * 3600_000);
      expect((await call(h.app, 'signAdd', {}, { token })).ok).toBe(true);
      const page = await call<{ items: { create_time: string }[]; total: number }>(h.app, 'signListByUser', { pageNum: 1, pageSize: 1 }, { token });
      expect(page.data.items).toHaveLength(1);
      expect(page.data.items[0]!.create_time.startsWith('2026-06-02')).toBe(true);
      const all = await call<{ total: number }>(h.app, 'signListByUser', {}, { token });
      const other = await loginAs(h.app, DEMO.company);
      const theirs = await call<{ total: number }>(h.app, 'signListByUser', {}, { token: other });
      expect(all.data.total).toBeGreaterThanOrEqual(2);
      const myRows = await h.db.select().from(signRecords).where(eq(signRecords.userId, await idOf(DEMO.member)));
      expect(all.data.total).toBe(myRows.length);
      const theirRows = await h.db.select().from(signRecords).where(eq(signRecords.userId, await idOf(DEMO.company)));
      expect(theirs.data.total).toBe(theirRows.length);
    });
  });

  it('points ledger: the caller’s entries, 20 a page, newest first, with the balance', async () => {
    const me = await idOf(DEMO.member);
    const other = await idOf(DEMO.company);
    await h.db.delete(pointsLedger);
    const rows = Array.from({ length: 25 }, (_, i) => ({ userId: me, total: i + 1, curTotal: 100 + i, remark: `第${i + 1}条`, createTime: '2026-05-01 10:00:00' }));
    await h.db.insert(pointsLedger).values([...rows, { userId: other, total: -5, curTotal: 0, remark: '别人的', createTime: '2026-05-01 10:00:00' }]);
    const token = await loginAs(h.app, DEMO.member);
    const p1 = await call<{ items: { remark: string; total: number }[]; total: number; ProfitJifen: number }>(h.app, 'jifenListSelf', { pageNum: 1 }, { token });
    expect(p1.data.total).toBe(25);
    expect(p1.data.items).toHaveLength(20);
    expect(p1.data.items[0]!.remark).toBe('第25条');
    const p2 = await call<{ items: { remark: string }[] }>(h.app, 'jifenListSelf', { pageNum: 2 }, { token });
    expect(p2.data.items.map((r) => r.remark)).toEqual(['第5条', '第4条', '第3条', '第2条', '第1条']);
    expect(p2.data.items.some((r) => r.remark === '别人的')).toBe(false);
    const [u] = await h.db.select().from(users).where(eq(users.id, me));
    expect(p1.data.ProfitJifen).toBe(u!.profitJifen);
  });

  it('team: totals and members from the referral rows, mobiles masked, purchases from paid orders', async () => {
    const salesman = await loginAs(h.app, DEMO.salesman);
    const sid = await idOf(DEMO.salesman);
    const member = await idOf(DEMO.member);
    // the member (invited by the salesman) invites the expert: team 2, direct 1
    await h.db.update(users).set({ parentUserId: member }).where(eq(users.userMobile, DEMO.expert));
    const direct = (await h.db.select({ id: users.id }).from(users).where(eq(users.parentUserId, sid))).length;
    const totals = await call<{ total: number; total2: number }>(h.app, 'getTeamsByUser', {}, { token: salesman });
    expect(totals.data.total2).toBe(direct);
    expect(totals.data.total).toBe(direct + 1);
    const list = await call<{ items: { user_id: number; user_mobile: string; user_level: number; subpn: number; buyTotal: string }[]; total: number }>(
      h.app,
      'listSubUser',
      {},
      { token: salesman },
    );
    expect(list.data.total).toBe(direct + 1);
    const m = list.data.items.find((r) => r.user_id === member)!;
    expect(m).toMatchObject({ user_mobile: '138****0001', user_level: 1, subpn: 1 });
    expect(list.data.items.find((r) => r.user_mobile === '138****0004')).toMatchObject({ user_level: 2 });
    // another user's team is their own (the member sees only the expert)
    const mt = await call<{ total: number; total2: number }>(h.app, 'getTeamsByUser', {}, { token: await loginAs(h.app, DEMO.member) });
    expect(mt.data).toEqual({ total: 1, total2: 1 });
    // the user call's TeamNum agrees
    const me = await call<{ TeamNum: number }>(h.app, 'user', {}, { token: salesman });
    expect(me.data.TeamNum).toBe(direct + 1);
  });

  it('team: profitTotal is the sum of the caller’s wallet entries earned from that member, 0.00 without any', async () => {
    const salesman = await loginAs(h.app, DEMO.salesman);
    const sid = await idOf(DEMO.salesman);
    const member = await idOf(DEMO.member);
    const at = '2026-05-20 10:00:00';
    type Members = { items: { user_id: number; profitTotal: string }[] };
    const before = await call<Members>(h.app, 'listSubUser', {}, { token: salesman });
    expect(before.data.items.length).toBeGreaterThan(0);
    for (const m of before.data.items) expect(m.profitTotal).toBe('0.00');
    await h.db.insert(walletLedger).values([
      { userId: sid, sourceUserId: member, amount: '12.50', balance: '12.50', remark: '推广收益', createTime: at },
      { userId: sid, sourceUserId: member, amount: '0.30', balance: '12.80', remark: '推广收益', createTime: at },
      // the caller's entries without a source, and another user's entries from the same member, do not count
      { userId: sid, amount: '5.00', balance: '17.80', remark: '账户充值', createTime: at },
      { userId: await idOf(DEMO.company), sourceUserId: member, amount: '99.00', balance: '99.00', remark: '推广收益', createTime: at },
    ]);
    const after = await call<Members>(h.app, 'listSubUser', {}, { token: salesman });
    for (const m of after.data.items) expect(m.profitTotal, String(m.user_id)).toBe(m.user_id === member ? '12.80' : '0.00');
    expect(after.data.items.some((m) => m.user_id === member)).toBe(true);
  });

  describe('bank card', () => {
    const card = { name: '张三', card_number: VALID_CARD, bank_name: '中国工商银行', phone: '13800000001' };

    it('refuses a number failing the Luhn check and the spec’s required fields, storing nothing', async () => {
      const token = await loginAs(h.app, DEMO.member);
      expect(await call(h.app, 'CardUpdateUser', { ...card, card_number: BAD_CARD }, { token })).toMatchObject({ ok: false, msg: '请输入正确的银行卡号' });
      expect(await call(h.app, 'CardUpdateUser', { ...card, name: '' }, { token })).toMatchObject({ ok: false, msg: '请输入姓名' });
      expect(await call(h.app, 'CardUpdateUser', { ...card, card_number: '' }, { token })).toMatchObject({ ok: false, msg: '请输入银行卡号' });
      expect(await call(h.app, 'CardUpdateUser', { ...card, bank_name: '' }, { token })).toMatchObject({ ok: false, msg: '请输入开户银行' });
      expect(await call(h.app, 'CardUpdateUser', { ...card, phone: '' }, { token })).toMatchObject({ ok: false, msg: '请输入手机号' });
      expect(await h.db.select().from(bankCards)).toHaveLength(0);
    });

    it('binds, answers the number masked, rebinds; another user sees none', async () => {
      const token = await loginAs(h.app, DEMO.member);
      expect((await call(h.app, 'CardInfoByUser', {}, { token })).data).toBeNull();
      const saved = await call<{ card_number: string }>(h.app, 'CardUpdateUser', card, { token });
      expect(saved).toMatchObject({ ok: true, msg: '保存成功', data: { card_number: '**** **** **** 0128', bank_name: '中国工商银行' } });
      const again = await call(h.app, 'CardUpdateUser', { ...card, card_number: '4111 1111 1111 1111', bank_name: '招商银行' }, { token });
      expect(again).toMatchObject({ ok: true, data: { card_number: '**** **** **** 1111', bank_name: '招商银行' } });
      expect(await h.db.select().from(bankCards)).toHaveLength(1);
      expect((await call(h.app, 'CardInfoByUser', {}, { token })).data).toMatchObject({ bank_name: '招商银行' });
      const other = await loginAs(h.app, DEMO.company);
      expect((await call(h.app, 'CardInfoByUser', {}, { token: other })).data).toBeNull();
    });
  });

  it('favourites list: the caller’s, 10 a page, with the article title; deleting another user’s id fails', async () => {
    const me = await idOf(DEMO.member);
    const other = await idOf(DEMO.company);
    const arts = await h.db.select({ id: articles.id, title: articles.title }).from(articles).limit(12);
    await h.db.delete(favourites);
    await h.db.insert(favourites).values(arts.map((a, i) => ({ userId: me, bType: 'article', xid: a.id, createTime: `2026-05-${String(i + 10)} 10:00:00` })));
    const [theirs] = await h.db.insert(favourites).values({ userId: other, bType: 'article', xid: arts[0]!.id, createTime: '2026-05-01 10:00:00' }).returning();
    const token = await loginAs(h.app, DEMO.member);
    const p1 = await call<{ items: { xid: number; title: string }[]; total: number }>(h.app, 'favListByUser', {}, { token });
    expect(p1.data.total).toBe(12);
    expect(p1.data.items).toHaveLength(10);
    expect(p1.data.items[0]).toMatchObject({ xid: arts[11]!.id, title: arts[11]!.title });
    const p2 = await call<{ items: unknown[] }>(h.app, 'favListByUser', { pageNum: 2 }, { token });
    expect(p2.data.items).toHaveLength(2);
    expect(await call(h.app, 'deleteByUserFav', { b_type: 'article', id: theirs!.id }, { token })).toMatchObject({ ok: false });
    expect(await h.db.select().from(favourites).where(eq(favourites.id, theirs!.id))).toHaveLength(1);
  });

  it('wallet history: the caller’s entries and balance', async () => {
    const me = await idOf(DEMO.member);
    await h.db.delete(walletLedger);
    await h.db.insert(walletLedger).values([
      { userId: me, amount: '520.00', balance: '520.00', remark: '充值', createTime: '2026-05-01 10:00:00' },
      { userId: await idOf(DEMO.salesman), amount: '300.00', balance: '300.00', remark: '别人的', createTime: '2026-05-01 10:00:00' },
    ]);
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<{ items: { remark: string; amount: string }[]; total: number; UserMoney: string }>(h.app, 'walletListSelf', {}, { token });
    expect(res.data).toMatchObject({ total: 1, UserMoney: '520.00', items: [{ remark: '充值', amount: '520.00' }] });
  });

  it('profile: reads and edits only the caller’s own row', async () => {
    const token = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'userUpdate', { name: '', email: '' }, { token })).toMatchObject({ ok: false, msg: '请输入姓名' });
    expect(await call(h.app, 'userUpdate', { name: '张三丰', email: 'bad' }, { token })).toMatchObject({ ok: false, msg: '请输入正确的邮箱格式' });
    const saved = await call(h.app, 'userUpdate', { name: '张三丰', email: 'zs@example.com' }, { token });
    expect(saved).toMatchObject({ ok: true, msg: '保存成功', data: { name: '张三丰', email: 'zs@example.com', user_mobile: DEMO.member } });
    const other = await loginAs(h.app, DEMO.company);
    expect((await call(h.app, 'userInfo', {}, { token: other })).data).toMatchObject({ user_mobile: DEMO.company, name: '李四' });
  });

  it('dashboard: balances from the row, order counts from the caller’s orders only', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<{ ProfitJifen: number; UserMoney: string; order_counts: Record<string, number>; company2_amount: number }>(h.app, 'user', {}, { token });
    const [u] = await h.db.select().from(users).where(eq(users.userMobile, DEMO.member));
    expect(res.data).toMatchObject({ ProfitJifen: u!.profitJifen, UserMoney: u!.userMoney, company2_amount: 0 });
    // a company still under review (or rejected) does not make the member an 企业用户
    const now = formatChinaTime(new Date());
    await h.db.insert(companies).values([
      { userId: u!.id, name: '审核中的公司', auditStatus: 3, createTime: now },
      { userId: u!.id, name: '未通过的公司', auditStatus: 2, createTime: now },
    ]);
    const pending = await call<{ company2_amount: number }>(h.app, 'user', {}, { token });
    expect(pending.data.company2_amount).toBe(0);
    await h.db.delete(companies).where(eq(companies.userId, u!.id));
    const mine = await h.db.select().from(orders).where(and(eq(orders.userId, u!.id), eq(orders.state, 'active')));
    expect(res.data.order_counts.all).toBe(mine.length);
    const company = await call<{ company2_amount: number }>(h.app, 'user', {}, { token: await loginAs(h.app, DEMO.company) });
    expect(company.data.company2_amount).toBeGreaterThan(0);
  });

  it('dashboard: an unpaid order past its limit is in no badge before the sweep has cancelled it', async () => {
    const me = await idOf(DEMO.custuser);
    const token = await loginAs(h.app, DEMO.custuser);
    const [company] = await h.db.select({ id: companies.id }).from(companies).limit(1);
    const now = h.clock.now().getTime();
    const base = { mainOrderNo: 'b', companyId: company!.id, payCate: 1, goodsFen: 100, expressFeeFen: 0, totalFen: 100, userId: me, createTime: '2026-05-01 10:00:00' };
    await h.db.insert(orders).values([
      { ...base, orderNo: 'B-live', idemKey: 'B-live', ispay: 0, payDeadline: new Date(now + 3600_000) },
      { ...base, orderNo: 'B-late', idemKey: 'B-late', ispay: 0, payDeadline: new Date(now - 1000) },
      { ...base, orderNo: 'B-paid', idemKey: 'B-paid', ispay: 1, payDeadline: new Date(now - 1000) },
    ]);
    const res = await call<{ order_counts: Record<string, number> }>(h.app, 'user', {}, { token });
    expect(res.data.order_counts).toMatchObject({ all: 2, notpay: 1, pay: 1 });
  });

  it('salesman stats: invited members and suppliers from the referral rows', async () => {
    const sid = await idOf(DEMO.salesman);
    const token = await loginAs(h.app, DEMO.salesman);
    const direct = (await h.db.select({ id: users.id }).from(users).where(eq(users.parentUserId, sid))).length;
    const res = await call<{ sub_user_amount: number; sub_company_amount: number; sub_user_order_total: string }>(h.app, 'getSalesmanStat', {}, { token });
    expect(res.data.sub_user_amount).toBe(direct);
    // purchases of the invited member: paid and not cancelled orders only
    const member = await idOf(DEMO.member);
    const [company] = await h.db.select({ id: companies.id, userId: companies.userId }).from(companies).limit(1);
    const base = { mainOrderNo: 'x', companyId: company!.id, payCate: 1, goodsFen: 0, expressFeeFen: 0, createTime: '2026-05-01 10:00:00', payDeadline: new Date() };
    await h.db.insert(orders).values([
      { ...base, orderNo: 'S-1', idemKey: 'S-1', userId: member, ispay: 1, totalFen: 12345 },
      { ...base, orderNo: 'S-2', idemKey: 'S-2', userId: member, ispay: 1, totalFen: 1000, state: 'cancelled' },
      { ...base, orderNo: 'S-3', idemKey: 'S-3', userId: member, ispay: 0, totalFen: 500 },
    ]);
    const after = await call<{ sub_user_order_total: string }>(h.app, 'getSalesmanStat', {}, { token });
    const before = Number(res.data.sub_user_order_total);
    expect(Number(after.data.sub_user_order_total)).toBeCloseTo(before + 123.45, 2);
    const team = await call<{ items: { user_id: number; buyTotal: string }[] }>(h.app, 'listSubUser', {}, { token });
    expect(Number(team.data.items.find((m) => m.user_id === member)!.buyTotal)).toBeCloseTo(before + 123.45, 2);
    // a member with no referrals has zeros
    const zero = await call(h.app, 'getSalesmanStat', {}, { token: await loginAs(h.app, DEMO.custuser) });
    expect(zero.data).toEqual({ sub_company_amount: 0, sub_company_order_total: '0.00', sub_user_amount: 0, sub_user_order_total: '0.00' });
  });

  describe('personal data (PIPL)', () => {
    it('exports the caller’s own rows only', async () => {
      const token = await loginAs(h.app, DEMO.member);
      await call(h.app, 'signAdd', {}, { token });
      const res = await call<{ user: { user_mobile: string }; tables: Record<string, { userId: number }[]> }>(h.app, 'exportSelf', {}, { token });
      const me = await idOf(DEMO.member);
      expect(res.data.user.user_mobile).toBe(DEMO.member);
      expect(res.data.tables.sign_records!.length).toBeGreaterThan(0);
      // conversations name the caller on either side, inquiry items belong to the caller's inquiries
      // (account-deletion.test.ts checks those two)
      for (const [name, rows] of Object.entries(res.data.tables)) {
        if (name !== 'chats' && name !== 'inquiry_items') for (const r of rows) expect(r.userId, name).toBe(me);
      }
      expect(JSON.stringify(res.data)).not.toContain('password');
    });

    it('deletes the account: confirmation and SMS code needed, personal rows gone, login impossible, phone free', async () => {
      const token = await loginAs(h.app, DEMO.custuser);
      const me = await idOf(DEMO.custuser);
      await call(h.app, 'signAdd', {}, { token });
      await call(h.app, 'CardUpdateUser', { name: '客服', card_number: VALID_CARD, bank_name: '工行', phone: DEMO.custuser }, { token });
      expect(await call(h.app, 'deleteSelf', { smscode: '000000', confirm_text: '好的' }, { token })).toMatchObject({ ok: false, msg: '请输入“注销账号”确认' });
      expect(await call(h.app, 'deleteSelf', { smscode: '000000', confirm_text: '注销账号' }, { token })).toMatchObject({ ok: false, msg: '验证码错误或已过期' });
      h.clock.advance(61_000);
      const code = await requestCode(h.app, DEMO.custuser, 'deleteaccount');
      expect(await call(h.app, 'deleteSelf', { smscode: code, confirm_text: '注销账号' }, { token })).toMatchObject({ ok: true, msg: '账号已注销' });
      const [row] = await h.db.select().from(users).where(eq(users.id, me));
      expect(row).toMatchObject({ name: '已注销用户', userMobile: `deleted:${me}`, email: null });
      expect(await h.db.select().from(bankCards).where(eq(bankCards.userId, me))).toHaveLength(0);
      expect(await h.db.select().from(signRecords).where(eq(signRecords.userId, me))).toHaveLength(0);
      expect(await h.db.select().from(pointsLedger).where(eq(pointsLedger.userId, me))).toHaveLength(0);
      // the old token is dead, the password no longer logs in
      expect((await call(h.app, 'user', {}, { token })).code).toBe(-1);
      expect((await call(h.app, 'login', { user_mobile: DEMO.custuser, login_type: 'password', user_password: 'Demo1234' })).ok).toBe(false);
    });

    it('refuses while an order is unfinished; afterwards keeps the orders with the buyer blanked', async () => {
      const token = await loginAs(h.app, DEMO.custuser);
      const me = await idOf(DEMO.custuser);
      const [company] = await h.db.select({ id: companies.id }).from(companies).limit(1);
      const order = (no: string, isconfirm: number) => ({
        orderNo: no,
        mainOrderNo: no,
        userId: me,
        companyId: company!.id,
        idemKey: no,
        payCate: 1,
        ispay: 1,
        isexpress: 1,
        isconfirm,
        goodsFen: 10000,
        expressFeeFen: 0,
        totalFen: 10000,
        contact: '客服小安',
        phone: DEMO.custuser,
        address: '天河路 1 号',
        createTime: '2026-05-01 10:00:00',
        payDeadline: new Date(),
      });
      await h.db.insert(orders).values([order('T-OPEN-1', 0), order('T-DONE-1', 1)]);
      const [training] = await h.db.select({ id: trainings.id }).from(trainings).limit(1);
      await h.db.insert(bookings).values({ userId: me, trainingId: training!.id, realName: '客服小安', phone: DEMO.custuser, idNumber: '440101199001011234', amountFen: 100, createTime: '2026-05-01 10:00:00' });
      const code = await requestCode(h.app, DEMO.custuser, 'deleteaccount');
      expect(await call(h.app, 'deleteSelf', { smscode: code, confirm_text: '注销账号' }, { token })).toMatchObject({ ok: false, msg: '您还有未完成的订单，请完成或取消后再注销' });
      await h.db.update(orders).set({ isconfirm: 1 }).where(eq(orders.orderNo, 'T-OPEN-1'));
      expect(await call(h.app, 'deleteSelf', { smscode: code, confirm_text: '注销账号' }, { token })).toMatchObject({ ok: true });
      const kept = await h.db.select().from(orders).where(eq(orders.userId, me));
      expect(kept).toHaveLength(2);
      for (const o of kept) expect(o).toMatchObject({ contact: '已注销用户', phone: '', address: '' });
      const [b] = await h.db.select().from(bookings).where(eq(bookings.userId, me));
      expect(b).toMatchObject({ realName: '已注销用户', phone: '', status: 'cancelled' });
      expect(b!.idNumber).not.toContain('4401');
      expect(await h.db.select().from(addresses).where(eq(addresses.userId, me))).toHaveLength(0);
    });

    it('refuses while the user has a balance', async () => {
      const token = await loginAs(h.app, DEMO.member);
      const code = await requestCode(h.app, DEMO.member, 'deleteaccount');
      const res = await call(h.app, 'deleteSelf', { smscode: code, confirm_text: '注销账号' }, { token });
      expect(res).toMatchObject({ ok: false, msg: '账户仍有余额，请先处理后再注销' });
      expect((await h.db.select().from(users).where(eq(users.userMobile, DEMO.member))).length).toBe(1);
    });
  });

  it('formats ledger times as YYYY-MM-DD HH:mm:ss', async () => {
    const token = await loginAs(h.app, DEMO.member);
    await call(h.app, 'signAdd', {}, { token });
    const res = await call<{ items: { create_time: string }[] }>(h.app, 'jifenListSelf', {}, { token });
    expect(res.data.items[0]!.create_time).toBe(formatChinaTime(h.clock.now()));
  });
});
