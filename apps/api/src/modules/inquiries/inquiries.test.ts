// Price inquiries: enable/add (the spec's product rules), the inquirer's list and detail, the company's
// received list and its answer (unit price, 90 days, note), the 比价表; each call with a second user who
// must not see or change what is not theirs.
import type { InquiryComparison, InquiryDetail, InquirySummary, ReceivedInquiry } from '@ws/api-sdk/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, inquiries, inquiryQuotes, users } from '../../db/schema';
import { call, DEMO, DEMO_ID, loginAs, PASSWORD, uploadUrl, useHarness, type Envelope } from '../../../test/helpers';

// the inquirer's (the demo member's) own upload
const img = [{ FileName: 'a.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'a.jpg') }];
const product = (name: string, extra: Record<string, unknown> = {}) => ({ product_name: name, product_describe: '国标', quantity: 10, expected_price: '120', product_img: img, ...extra });

describe('price inquiries', () => {
  const h = useHarness();
  const userId = async (phone: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userMobile, phone)))[0]!.id;
  /** the demo company user's company, and a second approved company given to the expert's account */
  const setup = async () => {
    const companyUser = await userId(DEMO.company);
    const [mine] = await h.db.select().from(companies).where(eq(companies.userId, companyUser)).orderBy(asc(companies.id)).limit(1);
    const [other] = await h.db
      .select()
      .from(companies)
      .where(and(ne(companies.userId, companyUser), eq(companies.auditStatus, 1)))
      .orderBy(asc(companies.id))
      .limit(1);
    await h.db.update(companies).set({ userId: await userId(DEMO.expert) }).where(eq(companies.id, other!.id));
    return { a: mine!, b: other! };
  };
  const add = (token: string, payload: Record<string, unknown>) => call<{ id: number; order_no: string }>(h.app, 'inquiryAdd', payload, { token });

  it('needs a login for every call', async () => {
    for (const name of ['inquiryAdd', 'inquiryList', 'inquiryDetails', 'inquiryReceivedList', 'inquiryQuote', 'inquiryCompare'] as const) {
      expect((await call(h.app, name, { id: 1 })).code, name).toBe(-1);
    }
  });

  it('refuses bad products with the spec messages and stores nothing', async () => {
    const { a } = await setup();
    const token = await loginAs(h.app, DEMO.member);
    const cases: [Record<string, unknown>, string][] = [
      [{ product_list: JSON.stringify([product('')]) }, '请填写产品名称'],
      [{ product_list: JSON.stringify([product('灭火器', { product_img: [] })]) }, '请上传图片'],
      [{ product_list: JSON.stringify([product('灭火器', { quantity: 0 })]) }, '数量至少为1'],
      [{ product_list: JSON.stringify([product('灭火器', { quantity: '' })]) }, '数量至少为1'],
      [{ product_list: JSON.stringify([product('灭火器', { expected_price: '12.5' })]) }, '期望价格只能填写数字'],
      [{ product_list: JSON.stringify([product('灭火器', { expected_price: '1e3' })]) }, '期望价格只能填写数字'],
      [{ product_list: '[]' }, '请添加询价产品'],
      [{ product_list: '{bad json' }, '请添加询价产品'],
      [{ product_list: JSON.stringify([product('灭火器', { quantity: '100000000' })]) }, '数量不能超过99999999'],
      [{ product_list: JSON.stringify([product('灭火器', { quantity: 2.5 })]) }, '数量必须为整数'],
      [{ company_ids: '' }, '请选择询价企业'],
      [{ company_ids: '999999' }, '询价企业不存在'],
      [{ product_list: JSON.stringify([product('灭火器', { product_img: 'javascript:alert(1)' })]) }, '请添加询价产品'],
    ];
    for (const [extra, msg] of cases) {
      const res = await add(token, { company_ids: String(a.id), type: 0, product_list: JSON.stringify([product('灭火器')]), ...extra });
      expect(res, JSON.stringify(extra)).toMatchObject({ ok: false, msg });
    }
    expect(await h.db.select().from(inquiries)).toEqual([]);
  });

  it('an inquiry goes to its companies; only the inquirer and those companies read it; the 比价表 marks the cheapest', async () => {
    const { a, b } = await setup();
    const buyer = await loginAs(h.app, DEMO.member);
    const added = await add(buyer, {
      company_ids: [a.id, b.id].join(','),
      type: 0,
      product_list: JSON.stringify([product('消防灭火器', { quantity: 3 }), product('安全帽', { quantity: 50, expected_price: '' })]),
    });
    expect(added).toMatchObject({ ok: true, msg: '询价成功' });
    const id = added.data.id;

    // the inquirer's list, 20 a page
    const list = await call<{ items: InquirySummary[]; total: number }>(h.app, 'inquiryList', {}, { token: buyer });
    expect(list.data.total).toBe(1);
    expect(list.data.items[0]).toMatchObject({ id, order_no: added.data.order_no, user_name: '张三' });
    expect(list.data.items[0]!.order_items.map((i) => [i.product_name, i.amount, i.price])).toEqual([
      ['消防灭火器', 3, '120'],
      ['安全帽', 50, ''],
    ]);
    expect(list.data.items[0]!.companies.map((c) => [c.id, c.quoted])).toEqual([
      [a.id, 0],
      [b.id, 0],
    ]);

    // company A's user sees it (and only its own company), answers every product
    const companyA = await loginAs(h.app, DEMO.company);
    const received = await call<{ items: ReceivedInquiry[]; total: number }>(h.app, 'inquiryReceivedList', {}, { token: companyA });
    expect(received.data.items.map((r) => [r.id, r.company_id, r.quoted])).toEqual([[id, a.id, 0]]);
    expect(received.data.items[0]!.companies.map((c) => c.id)).toEqual([a.id]);
    const detailA = await call<InquiryDetail>(h.app, 'inquiryDetails', { id }, { token: companyA });
    expect(detailA.data).toMatchObject({ viewer: 'company', user_phone: DEMO.member });
    expect(detailA.data.companies.map((c) => c.id)).toEqual([a.id]);
    const items = detailA.data.order_items;
    const quoteA = await call<{ valid_until: string }>(
      h.app,
      'inquiryQuote',
      { id, company_id: a.id, note: '含税含运费', items: [{ item_id: items[0]!.id, unit_price: '110.5', note: '' }, { item_id: items[1]!.id, unit_price: '30', note: '白色' }] },
      { token: companyA },
    );
    expect(quoteA).toMatchObject({ ok: true, msg: '报价成功', data: { valid_until: '2026-08-30 08:00:00' } });

    // company B cannot answer for A, nor read it as A; B answers one product cheaper
    const companyB = await loginAs(h.app, DEMO.expert);
    const forged = await call(h.app, 'inquiryQuote', { id, company_id: a.id, items: [{ item_id: items[0]!.id, unit_price: '1' }] }, { token: companyB });
    expect(forged).toMatchObject({ ok: false, msg: '询价单不存在' });
    const detailB = await call<InquiryDetail>(h.app, 'inquiryDetails', { id }, { token: companyB });
    expect(detailB.data.companies.map((c) => c.id)).toEqual([b.id]);
    expect(detailB.data.quotes).toEqual([]);
    // the quote validity in force when a company answers (系统设置: 30 days now) dates its answer
    const admin = (await call<{ token: string }>(h.app, 'adminLogin', { account: 'admin', password: PASSWORD })).data.token;
    const trade = { version: 0, quote_valid_days: 30, unpaid_online_hours: 24, unpaid_offline_hours: 168 };
    expect((await call(h.app, 'adminSettingsTrade', trade, { token: admin })).ok).toBe(true);
    const answerB = await call<{ valid_until: string }>(h.app, 'inquiryQuote', { id, company_id: b.id, items: [{ item_id: items[0]!.id, unit_price: '99' }] }, { token: companyB });
    expect(answerB).toMatchObject({ ok: true, data: { valid_until: '2026-07-01 08:00:00' } });

    // bad answers
    const bad = async (p: Record<string, unknown>) => (await call(h.app, 'inquiryQuote', { id, company_id: a.id, ...p }, { token: companyA })).msg;
    expect(await bad({ items: [{ item_id: items[0]!.id, unit_price: '-1' }] })).toBe('请填写正确的单价');
    expect(await bad({ items: [{ item_id: items[0]!.id, unit_price: '1.234' }] })).toBe('请填写正确的单价');
    expect(await bad({ items: [{ item_id: items[0]!.id, unit_price: '0' }] })).toBe('请填写正确的单价');
    expect(await bad({ items: [{ item_id: items[0]!.id, unit_price: '' }] })).toBe('请至少填写一个产品的单价');
    expect(await bad({ items: [{ item_id: 999999, unit_price: '5' }] })).toBe('询价产品不存在');

    // the buyer's 比价表
    const cmp = await call<InquiryComparison>(h.app, 'inquiryCompare', { id }, { token: buyer });
    expect(cmp.data.companies.map((c) => [c.id, c.quoted, c.total, c.note])).toEqual([
      [a.id, 1, '1831.50', '含税含运费'],
      [b.id, 1, '297.00', ''],
    ]);
    expect(cmp.data.rows.map((r) => r.cells.map((c) => [c.unit_price, c.subtotal, c.cheapest]))).toEqual([
      [
        ['110.50', '331.50', false],
        ['99.00', '297.00', true],
      ],
      [
        ['30.00', '1500.00', true],
        [null, null, false],
      ],
    ]);
    const buyerDetail = await call<InquiryDetail>(h.app, 'inquiryDetails', { id }, { token: buyer });
    expect(buyerDetail.data.viewer).toBe('buyer');
    expect(buyerDetail.data.quotes).toHaveLength(3);

    // after 90 days an answer no longer counts as the cheapest
    h.clock.set('2026-08-30 08:00:01+08:00'.replace(' ', 'T'));
    // (a new login: tokens last 7 days)
    const later = await loginAs(h.app, DEMO.member);
    const expired = await call<InquiryComparison>(h.app, 'inquiryCompare', { id }, { token: later });
    expect(expired.data.companies.map((c) => c.expired)).toEqual([1, 1]);
    expect(expired.data.rows.flatMap((r) => r.cells.map((c) => c.cheapest))).toEqual([false, false, false, false]);
  });

  it('a re-answer replaces the company’s earlier prices', async () => {
    const { a } = await setup();
    const buyer = await loginAs(h.app, DEMO.member);
    const id = (await add(buyer, { company_ids: String(a.id), product_list: JSON.stringify([product('甲'), product('乙')]) })).data.id;
    const companyA = await loginAs(h.app, DEMO.company);
    const items = (await call<InquiryDetail>(h.app, 'inquiryDetails', { id }, { token: companyA })).data.order_items;
    await call(h.app, 'inquiryQuote', { id, company_id: a.id, items: items.map((i) => ({ item_id: i.id, unit_price: '10' })) }, { token: companyA });
    await call(h.app, 'inquiryQuote', { id, company_id: a.id, items: [{ item_id: items[1]!.id, unit_price: '8' }] }, { token: companyA });
    const rows = await h.db.select().from(inquiryQuotes).where(eq(inquiryQuotes.inquiryId, id));
    expect(rows.map((r) => [r.itemId, r.unitPrice])).toEqual([[items[1]!.id, '8.00']]);
  });

  it('nobody else reads an inquiry, its comparison or answers it', async () => {
    const { a } = await setup();
    const buyer = await loginAs(h.app, DEMO.member);
    const id = (await add(buyer, { company_ids: String(a.id), product_list: JSON.stringify([product('甲')]) })).data.id;
    const stranger = await loginAs(h.app, DEMO.salesman);
    for (const name of ['inquiryDetails', 'inquiryCompare'] as const) {
      const res: Envelope = await call(h.app, name, { id }, { token: stranger });
      expect(res, name).toMatchObject({ ok: false, msg: '询价单不存在' });
    }
    // the company it was sent to reads it, but cannot see the buyer's comparison
    const companyA = await loginAs(h.app, DEMO.company);
    expect(await call(h.app, 'inquiryCompare', { id }, { token: companyA })).toMatchObject({ ok: false, msg: '询价单不存在' });
    expect((await call<{ total: number }>(h.app, 'inquiryList', {}, { token: stranger })).data.total).toBe(0);
    expect((await call<{ total: number }>(h.app, 'inquiryReceivedList', {}, { token: stranger })).data.total).toBe(0);
    expect((await call<{ total: number }>(h.app, 'inquiryReceivedList', {}, { token: buyer })).data.total).toBe(0);
  });

  it('lists 20 a page, newest first', async () => {
    const { a } = await setup();
    const buyer = await loginAs(h.app, DEMO.member);
    for (let i = 0; i < 21; i++) expect((await add(buyer, { company_ids: String(a.id), product_list: JSON.stringify([product(`产品${i}`)]) })).ok).toBe(true);
    const p1 = await call<{ items: InquirySummary[]; total: number }>(h.app, 'inquiryList', { pageNum: 1 }, { token: buyer });
    expect(p1.data.total).toBe(21);
    expect(p1.data.items).toHaveLength(20);
    expect(p1.data.items[0]!.order_items[0]!.product_name).toBe('产品20');
    const p2 = await call<{ items: InquirySummary[]; total: number }>(h.app, 'inquiryList', { pageNum: 2 }, { token: buyer });
    expect(p2.data.items.map((i) => i.order_items[0]!.product_name)).toEqual(['产品0']);
    const companyA = await loginAs(h.app, DEMO.company);
    expect((await call<{ items: unknown[]; total: number }>(h.app, 'inquiryReceivedList', { pageNum: 2 }, { token: companyA })).data).toMatchObject({ total: 21 });
  });
});
