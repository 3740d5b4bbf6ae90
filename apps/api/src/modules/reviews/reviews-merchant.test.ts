import type { MerchantRemark, MerchantRemarkPage, Page, Remark } from '@ws/api-sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, remarks } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';
import { companyOf, otherCompany } from '../../../test/order-fixture';

// The seed's reviews are of every product on sale, so 广州安信 (the demo company user's) and the other
// companies all have some.
describe("the seller's 评价管理: reviews of its products and one 商家回复 each", () => {
  const h = useHarness();

  const as = async (phone: string) => {
    const token = await loginAs(h.app, phone);
    return <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token });
  };

  /** The ids of the product reviews of a company's products. */
  const reviewIdsOf = async (companyId: number) => {
    const ids = (await h.db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId))).map((p) => p.id);
    const rows = await h.db.select({ id: remarks.id }).from(remarks).where(and(eq(remarks.xcate, 'product'), inArray(remarks.xid, ids)));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  };

  /** A company of another owner: the salesman account becomes its company user. */
  const secondMerchant = async () => {
    const company = await otherCompany(h, DEMO.company);
    await h.query('update users set roles = $1 where user_mobile = $2', ['{member,company}', DEMO.salesman]);
    await h.query('update companies set user_id = (select id from users where user_mobile = $1) where id = $2', [DEMO.salesman, company]);
    return company;
  };

  it("lists only the reviews of the company's products, newest first, by tab; one reply, shown on the product page", async () => {
    const anxin = await companyOf(h, DEMO.company);
    const expected = await reviewIdsOf(anxin);
    expect(expected.length).toBeGreaterThan(3);
    const merchant = await as(DEMO.company);

    const all = await merchant<MerchantRemarkPage>('merchantRemarkList', { pageSize: 100 });
    expect(all.ok, all.msg).toBe(true);
    expect(all.data.items.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
    expect(all.data.total).toBe(expected.length);
    expect(all.data.counts).toEqual({ all: expected.length, unreplied: expected.length, replied: 0 });
    const times = all.data.items.map((r) => r.create_time);
    expect(times).toEqual([...times].sort().reverse());
    const first = all.data.items[0]!;
    const [product] = await h.db.select().from(products).where(eq(products.id, first.product_id));
    expect(product!.companyId).toBe(anxin);
    expect(first).toMatchObject({ product_name: product!.name, product_img: product!.fileItems[0]!.FileUrl, reply: '', reply_time: '' });
    expect(first.user_mobile).toMatch(/^1\d{2}\*{8}$/);

    // 20 a page by default
    const page1 = await merchant<MerchantRemarkPage>('merchantRemarkList', {});
    expect(page1.data.items).toHaveLength(Math.min(20, expected.length));

    const target = all.data.items[1]!;
    h.clock.set('2026-06-02T09:30:00+08:00');
    const replied = await merchant<MerchantRemark>('merchantRemarkReply', { id: target.id, reply: '  感谢您的认可，欢迎再次选购！ ' });
    expect(replied.ok, replied.msg).toBe(true);
    expect(replied.msg).toBe('回复成功');
    expect(replied.data).toMatchObject({ id: target.id, reply: '感谢您的认可，欢迎再次选购！', reply_time: '2026-06-02 09:30:00', content: target.content });

    // a second answer (another window) changes nothing
    const again = await merchant('merchantRemarkReply', { id: target.id, reply: '改一下回复' });
    expect(again.ok).toBe(false);
    expect(again.msg).toBe('该评价已回复');
    const [row] = await h.db.select().from(remarks).where(eq(remarks.id, target.id));
    expect(row!.reply).toBe('感谢您的认可，欢迎再次选购！');

    const tab = async (name: string) => (await merchant<MerchantRemarkPage>('merchantRemarkList', { tab: name, pageSize: 100 })).data;
    const done = await tab('replied');
    expect(done.items.map((r) => r.id)).toEqual([target.id]);
    expect(done.counts).toEqual({ all: expected.length, unreplied: expected.length - 1, replied: 1 });
    expect(done.total).toBe(1);
    const open = await tab('unreplied');
    expect(open.items.map((r) => r.id)).not.toContain(target.id);
    expect(open.total).toBe(expected.length - 1);

    // the product page shows the answer under the review (no login needed)
    const onPage = await call<Page<Remark>>(h.app, 'listremark', { xcate: 'product', xid: target.product_id, pageSize: 50 });
    expect(onPage.data.items.find((r) => r.id === target.id)).toMatchObject({ reply: '感谢您的认可，欢迎再次选购！', reply_time: '2026-06-02 09:30:00' });
    expect(onPage.data.items.filter((r) => r.id !== target.id).every((r) => r.reply === '' && r.reply_time === '')).toBe(true);
  });

  it('a reply is required and at most 500 characters', async () => {
    const merchant = await as(DEMO.company);
    const [id] = await reviewIdsOf(await companyOf(h, DEMO.company));
    expect((await merchant('merchantRemarkReply', { id, reply: '   ' })).msg).toBe('请填写回复内容');
    expect((await merchant('merchantRemarkReply', { id })).msg).toBe('请填写回复内容');
    expect((await merchant('merchantRemarkReply', { id, reply: '好'.repeat(501) })).msg).toBe('请求参数错误');
    expect((await merchant('merchantRemarkReply', { reply: '谢谢' })).msg).toBe('评价不存在');
    expect((await h.db.select().from(remarks).where(eq(remarks.id, id!)))[0]!.reply).toBe('');
    const longest = await merchant<MerchantRemark>('merchantRemarkReply', { id, reply: '好'.repeat(500) });
    expect(longest.ok, longest.msg).toBe(true);
    expect([...longest.data.reply]).toHaveLength(500);
  });

  it("another company's review answers 评价不存在; a member gets 仅企业用户可访问", async () => {
    const anxin = await companyOf(h, DEMO.company);
    const company = await secondMerchant();
    const [theirs] = await reviewIdsOf(company);
    const [ours] = await reviewIdsOf(anxin);
    expect(theirs).toBeDefined();
    const merchant = await as(DEMO.company);
    const other = await as(DEMO.salesman);

    expect((await merchant('merchantRemarkReply', { id: theirs, reply: '冒充回复' })).msg).toBe('评价不存在');
    expect((await other('merchantRemarkReply', { id: ours, reply: '冒充回复' })).msg).toBe('评价不存在');
    const untouched = await h.db.select({ reply: remarks.reply }).from(remarks).where(inArray(remarks.id, [theirs!, ours!]));
    expect(untouched.map((r) => r.reply)).toEqual(['', '']);

    const otherList = (await other<MerchantRemarkPage>('merchantRemarkList', { pageSize: 100 })).data;
    expect(otherList.items.map((r) => r.id).sort((a, b) => a - b)).toEqual(await reviewIdsOf(company));
    expect(otherList.items.map((r) => r.id)).not.toContain(ours);
    expect((await other<MerchantRemark>('merchantRemarkReply', { id: theirs, reply: '谢谢支持' })).ok).toBe(true);

    // an expert's rating is no product review: no seller answers it
    const [rating] = await h.db
      .insert(remarks)
      .values({ userId: 1, xcate: 'expert', xid: (await h.db.select({ id: products.id }).from(products).where(eq(products.companyId, anxin)).limit(1))[0]!.id, content: '专家很专业', score: '5.0', createTime: '2026-05-01 10:00:00' })
      .returning({ id: remarks.id });
    expect((await merchant('merchantRemarkReply', { id: rating!.id, reply: '谢谢' })).msg).toBe('评价不存在');

    const member = await as(DEMO.member);
    expect((await member('merchantRemarkList', {})).msg).toBe('仅企业用户可访问');
    expect((await member('merchantRemarkReply', { id: ours, reply: '谢谢' })).msg).toBe('仅企业用户可访问');
  });
});
