// Deleting one's account (PIPL) and downloading one's data: the deletion code is its own SMS use, every
// personal table is emptied or anonymised for the deleted user only, the other side of a chat keeps a
// readable history, the token dies and the phone can register again; the download holds every table.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  articles,
  cartItems,
  cartShares,
  chatItems,
  chats,
  companies,
  favourites,
  inquiries,
  inquiryCompanies,
  inquiryItems,
  invoiceProfiles,
  loginFailures,
  productSkus,
  remarks,
  smsCodes,
  tokens,
  users,
  walletLedger,
} from '../../db/schema';
import { DELETED_USER_NAME } from './deletion';
import { DELETED_MESSAGE } from './messages';
import { accountKey } from './login-limits';
import { call, DEMO, loginAs, requestCode, useHarness } from '../../../test/helpers';

const PASSWORD = 'Delete2026';
const AREA = { province: '广东省', province_code: '440000', city: '广州市', city_code: '440100', county: '天河区', county_code: '440106' };
const CONFIRM = '注销账号';

describe('account deletion and data download', () => {
  const h = useHarness();
  const idOf = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;

  /** A new member through the registration calls, logged in. */
  async function register(phone: string): Promise<{ id: number; token: string }> {
    const smscode = await requestCode(h.app, phone, 'register');
    const res = await call(h.app, 'register', { ...AREA, user_mobile: phone, smscode, user_password: PASSWORD });
    expect(res, 'register').toMatchObject({ ok: true });
    return { id: await idOf(phone), token: await loginAs(h.app, phone, PASSWORD) };
  }

  /** A row in every personal table of `userId`, with a message from `staff` in their chat. */
  async function fillPersonalRows(userId: number, token: string, staff: { id: number; token: string }) {
    const at = '2026-05-20 10:00:00';
    const [article] = await h.db.select({ id: articles.id }).from(articles).limit(1);
    expect((await call(h.app, 'addByUserFav', { b_type: 'article', xid: article!.id }, { token })).ok).toBe(true);
    expect((await call(h.app, 'signAdd', {}, { token })).ok).toBe(true);
    const card = { name: '测试', card_number: '6222021234567890128', bank_name: '工行', phone: '13900000000' };
    expect((await call(h.app, 'CardUpdateUser', card, { token })).ok).toBe(true);
    const [sku] = await h.db.select({ id: productSkus.id, productId: productSkus.productId }).from(productSkus).limit(1);
    await h.db.insert(cartItems).values({ userId, productId: sku!.productId, skuId: sku!.id, amount: 2, createTime: at });
    await h.db.insert(cartShares).values({ code: `share-${userId}`, userId, items: [{ sku_id: sku!.id, amount: 2 }], createTime: at });
    const place = { provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100', countyName: '天河区', countyCode: '440106' };
    await h.db.insert(addresses).values({ userId, contact: '测试', phone: '13900000000', address: '天河路 1 号', createTime: at, ...place });
    await h.db.insert(invoiceProfiles).values({ userId, invoiceType: 0, name: '测试', email: 'a@example.com', createTime: at });
    await h.db.insert(walletLedger).values({ userId, amount: '0.00', balance: '0.00', remark: '测试', createTime: at });
    await h.db.insert(loginFailures).values({ key: accountKey(userId), failures: 1, lastFailedAt: new Date() });
    const [company] = await h.db.select({ id: companies.id }).from(companies).limit(1);
    const [inquiry] = await h.db.insert(inquiries).values({ orderNo: `XJ-${userId}`, userId, createTime: at }).returning();
    await h.db.insert(inquiryItems).values({ inquiryId: inquiry!.id, productName: '测试产品', quantity: 1 });
    await h.db.insert(inquiryCompanies).values({ inquiryId: inquiry!.id, companyId: company!.id });
    await h.db.insert(remarks).values({
      userId,
      xcate: 'product',
      xid: sku!.productId,
      content: '很好用',
      score: '4.5',
      fileItems: [{ FileName: 'me.jpg', FileUrl: '/files/me.jpg' }],
      createTime: at,
    });
    // a conversation with customer service: the user's words and the staff's answer
    const mine = await call<{ chat_id: number }>(h.app, 'chatItemAdd', { to_user_id: staff.id, chat_type: 'chat_service', message: '我的电话是13900000000' }, { token });
    expect(mine.ok, mine.msg).toBe(true);
    const answer = await call(h.app, 'chatItemAdd', { chat_id: mine.data.chat_id, chat_type: 'chat_user2', message: '已收到，稍后联系您' }, { token: staff.token });
    expect(answer.ok, answer.msg).toBe(true);
    const last = await call(h.app, 'chatItemAdd', { chat_id: mine.data.chat_id, chat_type: 'chat_service', message: '谢谢' }, { token });
    expect(last.ok, last.msg).toBe(true);
    await call(h.app, 'chatHeartbeat', {}, { token });
    return { chatId: mine.data.chat_id };
  }

  const staffOf = async () => ({ id: await idOf(DEMO.custuser), token: await loginAs(h.app, DEMO.custuser) });

  it('a code sent for login never deletes the account; the deletion code does', async () => {
    const phone = '13912340001';
    const me = await register(phone);
    h.clock.advance(61_000);
    const loginCode = await requestCode(h.app, phone, 'login');
    const refused = await call(h.app, 'deleteSelf', { smscode: loginCode, confirm_text: CONFIRM }, { token: me.token });
    expect(refused).toMatchObject({ ok: false, msg: '验证码错误或已过期' });
    expect((await call(h.app, 'user', {}, { token: me.token })).ok).toBe(true);
    // the login code was not spent by the refusal: it still logs in
    expect((await call(h.app, 'login', { user_mobile: phone, login_type: 'smscode', smscode: loginCode })).ok).toBe(true);

    h.clock.advance(61_000);
    const deleteCode = await requestCode(h.app, phone, 'deleteaccount');
    // nor does a deletion code log in
    expect((await call(h.app, 'login', { user_mobile: phone, login_type: 'smscode', smscode: deleteCode })).ok).toBe(false);
    const done = await call(h.app, 'deleteSelf', { smscode: deleteCode, confirm_text: CONFIRM }, { token: me.token });
    expect(done).toMatchObject({ ok: true, msg: '账号已注销' });
  });

  it('sends a deletion code only to a registered phone, and refuses an unknown use', async () => {
    expect(await call(h.app, 'sendsms', { ac: 'appvercode', phone: '13912340009', usecate: 'deleteaccount', expireTime: 5 })).toMatchObject({
      ok: false,
      msg: '该手机号未注册',
    });
    expect(await call(h.app, 'sendsms', { ac: 'appvercode', phone: DEMO.member, usecate: 'delete', expireTime: 5 })).toMatchObject({
      ok: false,
      msg: '验证码类型错误',
    });
  });

  it('removes or anonymises every personal table of the deleted user, and only theirs', async () => {
    const staff = await staffOf();
    const phone = '13912340002';
    const me = await register(phone);
    const other = await register('13912340003');
    const { chatId } = await fillPersonalRows(me.id, me.token, staff);
    h.clock.advance(61_000);
    await fillPersonalRows(other.id, other.token, staff);
    const secondSession = await loginAs(h.app, phone, PASSWORD);

    h.clock.advance(61_000);
    const code = await requestCode(h.app, phone, 'deleteaccount');
    expect(await call(h.app, 'deleteSelf', { smscode: code, confirm_text: CONFIRM }, { token: me.token })).toMatchObject({ ok: true });

    const count = async (table: string, userId: number) =>
      (await h.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [userId])).rows[0]!.n;
    const personal = ['favourites', 'sign_records', 'points_ledger', 'bank_cards', 'wallet_ledger', 'cart_items', 'cart_shares', 'addresses'];
    for (const table of [...personal, 'invoice_profiles', 'inquiries', 'tokens', 'chat_presence']) {
      expect(await count(table, me.id), table).toBe(0);
      // the other user's rows are all still there
      expect(await count(table, other.id), `${table} (other user)`).toBeGreaterThan(0);
    }
    expect(await h.db.select().from(inquiryItems).innerJoin(inquiries, eq(inquiries.id, inquiryItems.inquiryId)).where(eq(inquiries.userId, me.id))).toHaveLength(0);
    expect(await h.db.select().from(loginFailures).where(eq(loginFailures.key, accountKey(me.id)))).toHaveLength(0);
    expect(await h.db.select().from(loginFailures).where(eq(loginFailures.key, accountKey(other.id)))).toHaveLength(1);
    expect(await h.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(0);

    // the account row stays for what others keep, anonymised
    const [row] = await h.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: DELETED_USER_NAME, userMobile: `deleted:${me.id}`, userAccount: `deleted:${me.id}`, email: null, parentUserId: null });

    // reviews: text and score kept, photos gone, the author anonymous
    const [review] = await h.db.select().from(remarks).where(eq(remarks.userId, me.id));
    expect(review).toMatchObject({ content: '很好用', score: '4.5', fileItems: [] });
    const [otherReview] = await h.db.select().from(remarks).where(eq(remarks.userId, other.id));
    expect(otherReview!.fileItems).toHaveLength(1);
    // and other buyers see the review's author as 已注销用户 on the product page, never the placeholder login
    const shown = await call<{ items: { content: string; user_mobile: string }[] }>(h.app, 'listremark', { xcate: 'product', xid: review!.xid, pageSize: 50 });
    expect(shown.ok, shown.msg).toBe(true);
    const authors = shown.data.items.filter((r) => r.content === '很好用').map((r) => r.user_mobile);
    expect(authors).toContain(DELETED_USER_NAME);
    expect(authors.filter((a) => a !== DELETED_USER_NAME).every((a) => /^\d{3}\*{8}$/.test(a))).toBe(true);
    expect(authors.join()).not.toContain('deleted:');

    // chats: the staff still reads the conversation, their own answer intact, the user's words replaced
    const history = await call<{ items: { message: string; isfrom: number }[] }>(h.app, 'chatItemListSelf', { chat_id: chatId }, { token: staff.token });
    expect(history.ok, history.msg).toBe(true);
    expect(history.data.items.map((m) => m.message)).toEqual([DELETED_MESSAGE, '已收到，稍后联系您', DELETED_MESSAGE]);
    const list = await call<{ items: { chat_id: number; to_user_name: string; last_message: string }[] }>(
      h.app,
      'chatListByUser',
      { chat_type: 'chat_user2' },
      { token: staff.token },
    );
    expect(list.data.items.find((c) => c.chat_id === chatId)).toMatchObject({ to_user_name: DELETED_USER_NAME, last_message: DELETED_MESSAGE });
    expect(JSON.stringify(await h.db.select().from(chatItems).where(eq(chatItems.userId, me.id)))).not.toContain('13900000000');
    // the other user's messages are untouched
    const otherChat = await h.db.select().from(chats).where(eq(chats.userId, other.id));
    expect(otherChat[0]!.lastMessage).toBe('谢谢');

    // every session is dead; the password no longer logs in; the phone registers again as a new account
    for (const token of [me.token, secondSession]) expect((await call(h.app, 'user', {}, { token })).code).toBe(-1);
    expect((await call(h.app, 'login', { user_mobile: phone, login_type: 'password', user_password: PASSWORD })).ok).toBe(false);
    const again = await register(phone);
    expect(again.id).not.toBe(me.id);
    const fresh = await call<{ ProfitJifen: number; TeamNum: number }>(h.app, 'user', {}, { token: again.token });
    expect(fresh.data).toMatchObject({ ProfitJifen: 0, TeamNum: 0 });
    expect((await call<{ total: number }>(h.app, 'favListByUser', {}, { token: again.token })).data.total).toBe(0);
  });

  it('changes nothing when refused (wrong confirmation, wrong code, a balance)', async () => {
    const staff = await staffOf();
    const phone = '13912340004';
    const me = await register(phone);
    await fillPersonalRows(me.id, me.token, staff);
    expect(await call(h.app, 'deleteSelf', { smscode: '123456', confirm_text: '注销' }, { token: me.token })).toMatchObject({
      ok: false,
      msg: '请输入“注销账号”确认',
    });
    expect(await call(h.app, 'deleteSelf', { smscode: '123456', confirm_text: CONFIRM }, { token: me.token })).toMatchObject({
      ok: false,
      msg: '验证码错误或已过期',
    });
    await h.db.update(users).set({ userMoney: '1.00' }).where(eq(users.id, me.id));
    h.clock.advance(61_000);
    const code = await requestCode(h.app, phone, 'deleteaccount');
    expect(await call(h.app, 'deleteSelf', { smscode: code, confirm_text: CONFIRM }, { token: me.token })).toMatchObject({
      ok: false,
      msg: '账户仍有余额，请先处理后再注销',
    });
    expect((await call(h.app, 'user', {}, { token: me.token })).ok).toBe(true);
    expect(await h.db.select().from(favourites).where(eq(favourites.userId, me.id))).toHaveLength(1);
    expect(await h.db.select().from(chatItems).where(eq(chatItems.userId, me.id))).toHaveLength(2);
    // the refused code is still good once the balance is gone
    await h.db.update(users).set({ userMoney: '0.00' }).where(eq(users.id, me.id));
    expect(await call(h.app, 'deleteSelf', { smscode: code, confirm_text: CONFIRM }, { token: me.token })).toMatchObject({ ok: true });
  });

  it('the download holds every personal table, with the caller’s rows only and no secrets', async () => {
    const staff = await staffOf();
    const me = await register('13912340005');
    const other = await register('13912340006');
    await fillPersonalRows(me.id, me.token, staff);
    h.clock.advance(61_000);
    await fillPersonalRows(other.id, other.token, staff);
    for (const [id, n] of [[me.id, 1], [other.id, 2]] as const) {
      await h.query(`insert into wechat_accounts (user_id, unionid, openid, nickname, bound_at) values ($1, $2, $3, '微信用户', now())`, [id, `union-${n}`, `open-${n}`]);
    }
    const res = await call<{ user: { user_mobile: string }; tables: Record<string, Record<string, unknown>[]> }>(h.app, 'exportSelf', {}, { token: me.token });
    expect(res.ok, res.msg).toBe(true);
    expect(res.data.user.user_mobile).toBe('13912340005');
    const t = res.data.tables;
    for (const name of [
      'favourites',
      'sign_records',
      'points_ledger',
      'bank_cards',
      'wallet_ledger',
      'cart_items',
      'cart_shares',
      'addresses',
      'invoice_profiles',
      'inquiries',
      'inquiry_items',
      'remarks',
      'chats',
      'chat_messages',
      'sessions',
      'wechat_accounts',
    ]) {
      expect(t[name], name).toBeDefined();
      expect(t[name]!.length, name).toBeGreaterThan(0);
    }
    for (const name of ['orders', 'payments', 'bookings', 'after_sales', 'companies', 'consult_orders']) expect(Array.isArray(t[name]), name).toBe(true);
    // only the caller's rows: their own, or conversations they are a side of, or their inquiries' items
    const myInquiryIds = new Set(t.inquiries!.map((r) => r.id));
    for (const [name, rows] of Object.entries(t)) {
      for (const r of rows) {
        if (name === 'chats') expect([r.userId, r.toUserId], name).toContain(me.id);
        else if (name === 'inquiry_items') expect(myInquiryIds.has(r.inquiryId), name).toBe(true);
        else expect(r.userId, name).toBe(me.id);
      }
    }
    expect(t.chat_messages!.map((m) => m.message)).toEqual(['我的电话是13900000000', '谢谢']);
    expect(t.wechat_accounts).toEqual([expect.objectContaining({ unionid: 'union-1', openid: 'open-1' })]);
    const text = JSON.stringify(res.data);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toMatch(/"token"/);
    const [token] = await h.db.select({ token: tokens.token }).from(tokens).where(eq(tokens.userId, me.id)).limit(1);
    expect(text).not.toContain(token!.token);
    expect((await call(h.app, 'exportSelf', {}, {})).code).toBe(-1);
    // a second user's download has none of the first user's rows
    const theirs = await call<{ tables: Record<string, { userId?: number }[]> }>(h.app, 'exportSelf', {}, { token: other.token });
    const ids = Object.entries(theirs.data.tables)
      .filter(([name]) => !['chats', 'inquiry_items'].includes(name))
      .flatMap(([, rows]) => rows.map((r) => r.userId));
    expect(ids.every((id) => id === other.id)).toBe(true);
  });
});
