import type { CartItem, Items, MerchantGoodsSaved, MerchantProductDetail, MerchantProductPage, Page, ProductCard, ProductDetail } from '@ws/api-sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addresses, cartItems, companies, orderItems, productSkus, products } from '../../db/schema';
import { call, DEMO, DEMO_ID, loginAs, uploadUrl, useHarness } from '../../../test/helpers';
import { productForm } from '../../../test/product-form';
import { companyOf, makeOrder, otherCompany } from '../../../test/order-fixture';
import { productsUnderReview, reviewProduct } from './index';

type Caller = <T = unknown>(name: Parameters<typeof call>[1], payload?: Record<string, unknown>) => ReturnType<typeof call<T>>;

const img = (name = 'a.png') => ({ FileName: name, FileUrl: uploadUrl(DEMO_ID.company, name) });

/** A complete form: 涂层手套 (个体防护装备 / 防护手套 / 涂层手套) in two sizes. */
const form = (over: Record<string, unknown> = {}) => ({
  name: '测试款丁腈手套',
  cate_id: 2401,
  sub_cate_id: 2413,
  s_sub_cate_id: 24131,
  product_type: 'product',
  unit: '双',
  min_amount: 1,
  use_profit_jifen_rate: 0,
  file_items: [img('a.png'), img('b.png')],
  att: [{ name: '尺码', att_item: [{ name: 'M' }, { name: 'L' }] }],
  skus: [
    { att_item_names: ['M'], price: '12.5', stock: 10 },
    { att_item_names: ['L'], price: '13', stock: 5 },
  ],
  param_item: [{ name: '材质', value: '丁腈' }],
  intro: '<p>耐磨防滑</p>',
  ...over,
});

describe('the merchant products (商品管理, 发布商品 / 编辑商品)', () => {
  const h = useHarness();
  let merchant: Caller;

  const as = async (phone: string): Promise<Caller> => {
    const token = await loginAs(h.app, phone);
    return (name, payload = {}) => call(h.app, name, payload, { token });
  };
  const publish = async (over: Record<string, unknown> = {}) => {
    const res = await merchant<MerchantGoodsSaved>('merchantGoodsSave', form(over));
    expect(res.ok, res.msg).toBe(true);
    return res;
  };
  const approve = (id: number) => call(h.app, 'devReview', { kind: 'product', id, action: 'approve' });
  const tab = async (t: string, keyword = '') => (await merchant<MerchantProductPage>('merchantGoodsList', { tab: t, keyword })).data;
  const info = async (id: number) => (await merchant<MerchantProductDetail>('merchantGoodsInfo', { id })).data;
  const publicCard = async (name: string) => (await call<Page<ProductCard>>(h.app, 'listproduct', { keywords: name })).data.items.find((p) => p.name === name);
  const publicDetail = (id: number) => call<ProductDetail>(h.app, 'productinfo', { id });
  /** the form as merchantGoodsInfo gives it back, as a client sends it to save */
  const loaded = productForm;

  beforeEach(async () => {
    merchant = await as(DEMO.company);
  });

  it('publishes a product under review; approved, it is in the catalogue; rejected, it shows the reason', async () => {
    const saved = await publish();
    expect([saved.msg, saved.data.submitted]).toEqual(['已提交审核', true]);
    expect(saved.data.audit_status).toBe(0);
    const id = saved.data.id;

    const review = await tab('review');
    const row = review.items.find((p) => p.id === id)!;
    expect(row).toMatchObject({ name: '测试款丁腈手套', img: img('a.png').FileUrl, price_min: '12.50', price_max: '13.00', stock: 15, sales: 0 });
    expect(row).toMatchObject({ is_on_sale: 1, audit_status: 0, low_stock: false, deletable: true });
    expect(row.pcode).toMatch(/^G\d{6}$/);
    expect(row.create_time).toBe('2026-06-01 08:00:00');
    expect((await tab('onsale')).items.some((p) => p.id === id)).toBe(false);
    // what the review command line lists
    expect((await productsUnderReview(h.db)).map((p) => p.id)).toContain(id);

    // not public while under review: neither in the list (search, category, recommendations) nor by its id,
    // nor for the cart
    // (newest of all, so that it is on the first page of every list it belongs to)
    await h.db.update(products).set({ recommendIds: [1902], createTime: '2027-01-01 00:00:00' }).where(eq(products.id, id));
    const listed = async (payload: Record<string, unknown>) => (await call<Page<ProductCard>>(h.app, 'listproduct', { pageSize: 5, ...payload })).data.items.some((p) => p.id === id);
    const lists = [{ recommendIds: [1902] }, { s_sub_cate: 24131 }, { cate: 2401 }, {}];
    for (const payload of lists) expect(await listed(payload), JSON.stringify(payload)).toBe(false);
    expect(await publicCard('测试款丁腈手套')).toBeUndefined();
    expect((await publicDetail(id)).msg).toBe('商品不存在或已下架');
    const buyer = await as(DEMO.member);
    const add = await buyer('buygoods', { buycate: 'cart', product_id: id, amount: 1, atts_items_ids: [] });
    expect(add.ok).toBe(false);

    expect((await approve(id)).ok).toBe(true);
    for (const payload of lists) expect(await listed(payload), JSON.stringify(payload)).toBe(true);
    expect((await tab('onsale')).items.find((p) => p.id === id)).toMatchObject({ audit_status: 1, is_on_sale: 1 });
    expect(await publicCard('测试款丁腈手套')).toMatchObject({ id, price: '' });
    const detail = await publicDetail(id);
    expect(detail.ok).toBe(true);
    expect(detail.data.skus.map((s) => [s.att_item_names, s.stock])).toEqual([
      ['M', 10],
      ['L', 5],
    ]);
    expect(detail.data.intro).toBe('<p>耐磨防滑</p>');

    // a second product, rejected with a reason (a reason is required)
    const other = (await publish({ name: '不合格手套' })).data.id;
    expect((await call(h.app, 'devReview', { kind: 'product', id: other, action: 'reject' })).msg).toBe('请填写审核不通过的原因');
    expect((await call(h.app, 'devReview', { kind: 'product', id: other, action: 'reject', remark: '图片与商品不符' })).ok).toBe(true);
    expect((await tab('rejected')).items.find((p) => p.id === other)).toMatchObject({ audit_status: 2, audit_reason: '图片与商品不符' });
    expect((await publicDetail(other)).ok).toBe(false);
    // approving clears the reason
    await reviewProduct(h.db, other, 'approve');
    expect((await info(other)).audit_reason).toBe('');
    expect((await call(h.app, 'devReview', { kind: 'product', id: 999_999, action: 'approve' })).msg).toBe('商品不存在');
  });

  it('an edit of the name (or images, intro, category) of a product on sale is a change that waits for the review while buyers keep the version on sale; a price or stock edit applies at once', async () => {
    const id = (await publish()).data.id;
    await approve(id);
    const before = await info(id);
    expect(before.category_path.map((c) => c.cate_name)).toEqual(['个体防护装备', '防护手套', '涂层手套']);
    expect(before).toMatchObject({ company_name: '广州安信安全技术有限公司', city_name: '广州市', deletable: true, stock: 15, price_min: '12.50', price_max: '13.00' });
    expect(before.att).toEqual([{ name: '尺码', att_item: [{ id: 1, name: 'M' }, { id: 2, name: 'L' }] }]);

    // price only, the rest sent back as loaded: applies at once, still approved and on sale
    const skus = before.skus.map((s) => ({ att_item_ids: s.att_item_ids, price: s.att_item_names === 'M' ? '11.00' : s.price, stock: s.stock, base_stock: s.stock }));
    const priced = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(before, { skus }));
    expect([priced.msg, priced.data.submitted]).toEqual(['保存成功', false]);
    expect(priced.data).toEqual({ id, audit_status: 1, submitted: false, change_status: null });
    const buyer = await as(DEMO.member);
    const publicSkus = (await buyer<ProductDetail>('productinfo', { id })).data.skus;
    expect(publicSkus.find((s) => s.att_item_names === 'M')!.price).toBe('11.00');
    const [row] = await h.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ price: '11.00', stock: 15, auditStatus: 1 });
    expect(row!.attItemPrice).toEqual([
      { name: 'M', price: '11.00', stock: 10, img_url: img('a.png').FileUrl },
      { name: 'L', price: '13.00', stock: 5, img_url: img('a.png').FileUrl },
    ]);

    // stock by difference: a buyer took 3 of M while the form was open (loaded 10); the merchant sets 20
    const m = before.skus.find((s) => s.att_item_names === 'M')!;
    await h.db.update(productSkus).set({ stock: 7 }).where(eq(productSkus.id, m.id));
    const stocked = skus.map((s) => (s.att_item_ids === m.att_item_ids ? { ...s, stock: 20, base_stock: 10 } : s));
    expect((await merchant('merchantGoodsSave', loaded(before, { skus: stocked }))).msg).toBe('保存成功');
    const [mRow] = await h.db.select().from(productSkus).where(eq(productSkus.id, m.id));
    expect(mRow!.stock).toBe(17);
    // lowering below what is left never goes below zero (loaded 20, wants 0, but only 17 are left)
    await merchant('merchantGoodsSave', loaded(before, { skus: stocked.map((s) => (s.att_item_ids === m.att_item_ids ? { ...s, stock: 0, base_stock: 20 } : s)) }));
    expect((await h.db.select().from(productSkus).where(eq(productSkus.id, m.id)))[0]!.stock).toBe(0);

    // the name: a change that waits for the review; buyers keep buying the version on sale
    const liveName = before.name;
    const renamed = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(await info(id), { name: '测试款丁腈手套（加厚）' }));
    expect([renamed.msg, renamed.data.submitted]).toEqual(['已提交审核', true]);
    expect(renamed.data).toMatchObject({ audit_status: 1, change_status: 0 });
    expect((await publicDetail(id)).data.name).toBe(liveName);
    expect(await publicCard('测试款丁腈手套（加厚）')).toBeUndefined();
    // in 出售中 and in 审核中; the editor shows the change and the version on sale
    expect((await tab('review')).items.find((p) => p.id === id)).toMatchObject({ name: liveName, change_status: 0, change_reason: '' });
    expect((await tab('onsale')).items.some((p) => p.id === id)).toBe(true);
    const waiting = await info(id);
    expect(waiting).toMatchObject({ name: '测试款丁腈手套（加厚）', audit_status: 1, change_status: 0, change_reason: '', change_time: '2026-06-01 08:00:00' });
    expect(waiting.live).toMatchObject({ name: liveName, file_items: before.file_items, intro: before.intro });
    expect(waiting.live!.category_path.map((c) => c.cate_name)).toEqual(['个体防护装备', '防护手套', '涂层手套']);
    // a price edit beside the waiting change applies at once and leaves the change waiting
    const repriced = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(waiting, { skus: waiting.skus.map((x) => ({ att_item_ids: x.att_item_ids, price: '10.00', stock: x.stock, base_stock: x.stock })) }));
    expect([repriced.msg, repriced.data.change_status]).toEqual(['保存成功', 0]);
    expect((await publicDetail(id)).data).toMatchObject({ name: liveName });
    // (prices are shown to logged-in buyers only)
    expect((await buyer<ProductDetail>('productinfo', { id })).data.skus.map((x) => x.price)).toEqual(['10.00', '10.00']);
    // approved: buyers see the new name; nothing waits
    await approve(id);
    expect((await publicDetail(id)).data.name).toBe('测试款丁腈手套（加厚）');
    expect(await info(id)).toMatchObject({ name: '测试款丁腈手套（加厚）', change_status: null, live: null });
    expect((await tab('review')).items.some((p) => p.id === id)).toBe(false);

    // each reviewed field on its own; back to what is on sale withdraws the change
    for (const change of [{ file_items: [img('b.png'), img('a.png')] }, { intro: '<p>新的介绍</p>' }, { s_sub_cate_id: 24132 }]) {
      const onSale = await info(id);
      const res = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(onSale, change));
      expect([res.data.audit_status, res.data.change_status], JSON.stringify(change)).toEqual([1, 0]);
      const back = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(onSale));
      expect([back.msg, back.data.change_status], JSON.stringify(change)).toEqual(['保存成功', null]);
    }
    // unit, attributes' prices, parameters: applied without review
    await approve(id);
    const res = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(await info(id), { unit: '副', min_amount: 2, param_item: [{ name: '材质', value: '丁腈橡胶' }] }));
    expect(res.data.audit_status).toBe(1);
    expect(await info(id)).toMatchObject({ unit: '副', min_amount: 2, param_item: [{ name: '材质', value: '丁腈橡胶' }] });
  });

  it('发货城市 and 服务说明: saved and read back; the text is reviewed, the city applies at once', async () => {
    const service = '正品保障 · 含税价可开票 · 7 天售后';
    const saved = await publish({ delivery_city_code: '441900', service_text: `  ${service}  ` });
    const id = saved.data.id;
    expect(await info(id)).toMatchObject({ delivery_city_code: '441900', city_name: '东莞市', service_text: service });
    const [row] = await h.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ deliveryCityCode: '441900', serviceText: service });
    await approve(id);
    expect((await publicDetail(id)).data).toMatchObject({ city_name: '东莞市', service_text: service });

    // the city alone: applies at once, still approved and public with the new city
    const moved = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(await info(id), { delivery_city_code: '440300' }));
    expect([moved.msg, moved.data.audit_status]).toEqual(['保存成功', 1]);
    expect(await info(id)).toMatchObject({ delivery_city_code: '440300', city_name: '深圳市' });
    expect((await publicDetail(id)).data.city_name).toBe('深圳市');
    // '' is the company's own city (广州市 for the demo company)
    const own = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(await info(id), { delivery_city_code: '' }));
    expect([own.msg, own.data.audit_status]).toEqual(['保存成功', 1]);
    expect(await info(id)).toMatchObject({ delivery_city_code: '', city_name: '广州市' });
    expect((await publicDetail(id)).data.city_name).toBe('广州市');

    // the service text: a change that waits (审核中) while buyers read the text on sale
    const text100 = '保'.repeat(100);
    const reworded = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(await info(id), { service_text: text100 }));
    expect([reworded.msg, reworded.data.audit_status, reworded.data.change_status]).toEqual(['已提交审核', 1, 0]);
    expect((await publicDetail(id)).data.service_text).toBe(service);
    await approve(id);
    expect((await publicDetail(id)).data.service_text).toBe(text100);
    // cleared: reviewed as well ('' means the platform's standard text)
    const cleared = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(await info(id), { service_text: '' }));
    expect(cleared.data.change_status).toBe(0);
    expect((await info(id)).service_text).toBe('');
    expect((await publicDetail(id)).data.service_text).toBe(text100);
  });

  it('refuses a delivery city that is not a city of Guangdong (发货城市不正确) and a 服务说明 over 100 characters, saving nothing', async () => {
    const id = (await publish({ delivery_city_code: '441900', service_text: '原来的说明' })).data.id;
    await approve(id);
    const before = await info(id);
    const [rowBefore] = await h.db.select().from(products).where(eq(products.id, id));
    // Beijing, not a code, a district of 广州市, the province itself, a code of 7 digits, a number with a sign
    for (const code of ['110100', 'abc', '440106', '440000', '4401000', '+440100', 440106]) {
      expect((await merchant('merchantGoodsSave', form({ name: '城市不对的手套', delivery_city_code: code }))).msg, String(code)).toBe('发货城市不正确');
      expect((await merchant('merchantGoodsSave', loaded(before, { name: '改了名字', delivery_city_code: code }))).msg, String(code)).toBe('发货城市不正确');
    }
    expect((await merchant('merchantGoodsSave', form({ name: '说明太长的手套', service_text: '服'.repeat(101) }))).msg).toBe('服务说明不能超过100个字');
    expect((await merchant('merchantGoodsSave', loaded(before, { name: '改了名字', service_text: '服'.repeat(101) }))).msg).toBe('服务说明不能超过100个字');
    // an object where the text belongs, or text PostgreSQL cannot store, is malformed
    expect((await merchant('merchantGoodsSave', loaded(before, { service_text: { a: 1 } }))).msg).toBe('请求参数错误');
    expect((await merchant('merchantGoodsSave', loaded(before, { service_text: '正品\u0000保障' }))).msg).toBe('请求参数错误');
    expect((await merchant('merchantGoodsSave', loaded(before, { delivery_city_code: '440100\u0000' }))).msg).toBe('请求参数错误');

    expect(await h.db.select().from(products).where(inArray(products.name, ['城市不对的手套', '说明太长的手套']))).toEqual([]);
    const [rowAfter] = await h.db.select().from(products).where(eq(products.id, id));
    expect(rowAfter).toMatchObject({ name: rowBefore!.name, deliveryCityCode: '441900', serviceText: '原来的说明', auditStatus: 1 });
  });

  it('another company cannot set the city or text of a product (商品不存在), a member is refused, a stored stale code reads as the company city', async () => {
    const id = (await publish({ delivery_city_code: '441900', service_text: '原来的说明' })).data.id;
    const foreign = await otherCompany(h, DEMO.company);
    await h.query('update users set roles = $1 where user_mobile = $2', ['{member,company}', DEMO.salesman]);
    await h.query('update companies set user_id = (select id from users where user_mobile = $1) where id = $2', [DEMO.salesman, foreign]);
    const other = await as(DEMO.salesman);
    const otherImages = { file_items: [{ FileUrl: uploadUrl(DEMO_ID.salesman, 'x.png') }] };
    // ownership is checked first: a bad code on another company's product is still 商品不存在
    for (const code of ['440300', '110100']) {
      expect((await other('merchantGoodsSave', form({ id, delivery_city_code: code, service_text: '别人的说明', ...otherImages }))).msg).toBe('商品不存在');
    }
    expect((await other('merchantGoodsInfo', { id })).msg).toBe('商品不存在');
    const member = await as(DEMO.member);
    expect((await member('merchantGoodsSave', form({ id, delivery_city_code: '440300', file_items: [{ FileUrl: uploadUrl(DEMO_ID.member, 'x.png') }] }))).msg).toBe('仅企业用户可访问');
    const [row] = await h.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ deliveryCityCode: '441900', serviceText: '原来的说明' });

    // a code stored before it stopped being a city (or written by hand) shows the company's city
    await h.db.update(products).set({ deliveryCityCode: '440106' }).where(eq(products.id, id));
    expect(await info(id)).toMatchObject({ delivery_city_code: '440106', city_name: '广州市' });
  });

  it('a seeded product saved back as loaded with a new price stays approved (its stored intro reads as unchanged)', async () => {
    const company = await companyOf(h, DEMO.company);
    const [seeded] = await h.db
      .select()
      .from(products)
      .where(and(eq(products.companyId, company), eq(products.isOnSale, 1)))
      .limit(1);
    const d = await info(seeded!.id);
    expect(d.skus.length).toBeGreaterThan(0);
    const skus = d.skus.map((s, i) => ({ att_item_ids: s.att_item_ids, price: i === 0 ? '1.23' : s.price, stock: s.stock, base_stock: s.stock, img_url: s.img_url }));
    const res = await merchant<MerchantGoodsSaved>('merchantGoodsSave', loaded(d, { skus }));
    expect(res.msg).toBe('保存成功');
    expect(res.data.audit_status).toBe(1);
    expect((await publicDetail(seeded!.id)).ok).toBe(true);
    const after = await info(seeded!.id);
    expect(after.skus.map((s) => s.id)).toEqual(d.skus.map((s) => s.id));
    expect(after.skus[0]!.price).toBe('1.23');
  });

  it('attributes: a renamed item keeps its SKU and stock, a new item adds one, a removed item takes its SKUs (and cart lines) away', async () => {
    const id = (await publish()).data.id;
    await approve(id);
    const d = await info(id);
    const [m, l] = d.skus;
    const buyer = await as(DEMO.member);
    const line = await buyer<{ id: number }>('buygoods', { buycate: 'cart', product_id: id, amount: 1, atts_items_ids: [Number(l!.att_item_ids)] });
    expect(line.ok, line.msg).toBe(true);

    const att = [{ name: '尺码', att_item: [{ id: 1, name: '中号' }, { name: 'XL' }] }];
    const skus = [
      { att_item_names: ['中号'], price: '12.50', stock: 10, base_stock: 10 },
      { att_item_names: ['XL'], price: '14', stock: 3 },
    ];
    expect((await merchant('merchantGoodsSave', loaded(d, { att, skus }))).ok).toBe(true);
    const after = await info(id);
    expect(after.att).toEqual([{ name: '尺码', att_item: [{ id: 1, name: '中号' }, { id: 3, name: 'XL' }] }]);
    expect(after.skus.map((s) => [s.id === m!.id, s.att_item_ids, s.att_item_names, s.stock])).toEqual([
      [true, '1', '中号', 10],
      [false, '3', 'XL', 3],
    ]);
    expect(await h.db.select().from(productSkus).where(eq(productSkus.id, l!.id))).toEqual([]);
    expect(await h.db.select().from(cartItems).where(eq(cartItems.id, line.data.id))).toEqual([]);

    // a second attribute: every combination needs its row
    const two = [...after.att, { name: '颜色', att_item: [{ name: '蓝' }, { name: '灰' }] }];
    const three = [
      { att_item_names: ['中号', '蓝'], price: '12', stock: 1 },
      { att_item_names: ['中号', '灰'], price: '12', stock: 1 },
      { att_item_names: ['XL', '蓝'], price: '12', stock: 1 },
    ];
    expect((await merchant('merchantGoodsSave', loaded(after, { att: two, skus: three }))).msg).toBe('请填写价格');
    expect((await merchant('merchantGoodsSave', loaded(after, { att: two, skus: [...three, { att_item_names: ['XL', '红'], price: '1', stock: 1 }] }))).msg).toBe('请求参数错误');
    expect((await merchant('merchantGoodsSave', loaded(after, { att: two, skus: [...three, three[0]] }))).msg).toBe('请求参数错误');
    const full = await merchant('merchantGoodsSave', loaded(after, { att: two, skus: [...three, { att_item_names: ['XL', '灰'], price: '12', stock: 1 }] }));
    expect(full.ok, full.msg).toBe(true);
    expect((await info(id)).skus.map((s) => s.att_item_names)).toEqual(['中号,蓝', '中号,灰', 'XL,蓝', 'XL,灰']);
  });

  it('checks every field with its message', async () => {
    const msg = async (over: Record<string, unknown>) => (await merchant('merchantGoodsSave', form(over))).msg;
    expect(await msg({ name: '   ' })).toBe('请填写商品名称');
    expect(await msg({ s_sub_cate_id: 0 })).toBe('请选择商品分类');
    expect(await msg({ cate_id: undefined })).toBe('请选择商品分类');
    expect(await msg({ file_items: [] })).toBe('请上传商品图片');
    expect(await msg({ skus: [] })).toBe('请填写价格');
    expect(await msg({ skus: [{ att_item_names: ['M'], price: '', stock: 1 }, { att_item_names: ['L'], price: '1', stock: 1 }] })).toBe('请填写价格');
    expect(await msg({ skus: [{ att_item_names: ['M'], price: '1', stock: '' }, { att_item_names: ['L'], price: '1', stock: 1 }] })).toBe('请填写库存');
    for (const price of ['1.234', '0', '-1', 'abc', '1e3', '12345678901']) {
      expect(await msg({ skus: [{ att_item_names: ['M'], price, stock: 1 }, { att_item_names: ['L'], price: '1', stock: 1 }] }), price).toBe('价格格式不正确');
    }
    for (const stock of ['-1', '1.5', 'x']) {
      expect(await msg({ skus: [{ att_item_names: ['M'], price: '1', stock }, { att_item_names: ['L'], price: '1', stock: 1 }] }), stock).toBe('库存必须为非负整数');
    }
    // a category path that is not the catalogue's: a third level under another sub-category, another group's ids
    expect(await msg({ sub_cate_id: 2411 })).toBe('请选择商品分类');
    expect(await msg({ cate_id: 122, sub_cate_id: 123, s_sub_cate_id: 124 })).toBe('请选择商品分类');
    expect(await msg({ cate_id: 2401, sub_cate_id: 2413, s_sub_cate_id: 2413 })).toBe('请选择商品分类');
    // ten images; a file that is not the caller's own upload on this site
    expect(await msg({ file_items: Array.from({ length: 10 }, (_, i) => img(`${i}.png`)) })).toBe('商品图片最多上传9张');
    for (const url of ['https://evil.example/a.png', uploadUrl(DEMO_ID.member, 'a.png'), 'javascript:alert(1)']) {
      expect(await msg({ file_items: [{ FileUrl: url }] }), url).toBe('请上传商品图片');
      expect(await msg({ skus: [{ att_item_names: ['M'], price: '1', stock: 1, img_url: url }, { att_item_names: ['L'], price: '1', stock: 1 }] }), url).toBe('请求参数错误');
    }
    expect(await msg({ att: [1, 2, 3].map((n) => ({ name: `规格${n}`, att_item: [{ name: 'a' }] })) })).toBe('最多添加两个规格');
    expect(await msg({ att: [{ name: '尺码', att_item: [{ name: 'M' }, { name: 'M' }] }] })).toBe('规格值不能重复');
    expect(await msg({ product_type: 'weapon' })).toBe('请求参数错误');
    expect(await msg({ intro: 'x'.repeat(100_001) })).toBe('商品详情内容过长');
    expect(await h.db.select().from(products).where(eq(products.name, '测试款丁腈手套'))).toEqual([]);
  });

  it('stores the intro sanitized: scripts and handlers gone, only the site own images kept', async () => {
    const own = uploadUrl(DEMO_ID.company, 'detail.png');
    const intro = `<p onclick="steal()">好<script>alert(1)</script></p><img src="${own}" onerror="alert(2)"><img src="https://evil.example/t.png"><a href="javascript:alert(3)">链接</a>`;
    const id = (await publish({ intro })).data.id;
    expect((await info(id)).intro).toBe(`<p>好</p><img src="${own}"><a>链接</a>`);
  });

  it('another company and a member reach none of the products (商品不存在 / 仅企业用户可访问)', async () => {
    const id = (await publish()).data.id;
    const foreign = await otherCompany(h, DEMO.company);
    await h.query('update users set roles = $1 where user_mobile = $2', ['{member,company}', DEMO.salesman]);
    await h.query('update companies set user_id = (select id from users where user_mobile = $1) where id = $2', [DEMO.salesman, foreign]);
    const other = await as(DEMO.salesman);
    for (const t of ['onsale', 'offsale', 'review', 'rejected']) {
      expect((await other<MerchantProductPage>('merchantGoodsList', { tab: t })).data.items.some((p) => p.id === id)).toBe(false);
    }
    expect((await other('merchantGoodsInfo', { id })).msg).toBe('商品不存在');
    const otherImages = { file_items: [{ FileUrl: uploadUrl(DEMO_ID.salesman, 'x.png') }] };
    expect((await other('merchantGoodsSave', form({ id, name: '改名', ...otherImages }))).msg).toBe('商品不存在');
    expect((await other('merchantGoodsOnSale', { id, on: 0 })).msg).toBe('商品不存在');
    expect((await other('merchantGoodsDelete', { id })).msg).toBe('商品不存在');
    expect((await other('merchantGoodsSave', form({ company_id: await companyOf(h, DEMO.company), ...otherImages }))).msg).toBe('商品不存在');
    const [row] = await h.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ name: '测试款丁腈手套', isOnSale: 1 });
    // the other company's own product is its own
    const own = await other<MerchantGoodsSaved>('merchantGoodsSave', form(otherImages));
    expect(own.ok, own.msg).toBe(true);
    expect((await h.db.select().from(products).where(eq(products.id, own.data.id)))[0]!.companyId).toBe(foreign);

    const member = await as(DEMO.member);
    for (const [name, payload] of [
      ['merchantGoodsList', {}],
      ['merchantGoodsInfo', { id }],
      ['merchantGoodsSave', form({ file_items: [{ FileUrl: uploadUrl(DEMO_ID.member, 'x.png') }] })],
      ['merchantGoodsOnSale', { id, on: 0 }],
      ['merchantGoodsDelete', { id }],
      ['merchantLowStock', { threshold: 5 }],
    ] as const) {
      expect((await member(name, payload)).msg, name).toBe('仅企业用户可访问');
    }
    expect((await call(h.app, 'merchantGoodsList', {})).code).toBe(-1);
  });

  it('上架 / 下架: off sale leaves the catalogue; a product under review cannot be put on sale', async () => {
    const id = (await publish()).data.id;
    await merchant('merchantGoodsOnSale', { id, on: 0 });
    expect((await merchant('merchantGoodsOnSale', { id, on: 1 })).msg).toBe('商品审核通过后才能上架');
    await approve(id);
    expect((await tab('offsale')).items.some((p) => p.id === id)).toBe(true);
    expect((await publicDetail(id)).ok).toBe(false);
    const on = await merchant('merchantGoodsOnSale', { id, on: 1 });
    expect([on.msg, on.data]).toEqual(['已上架', { id, is_on_sale: 1 }]);
    expect((await publicDetail(id)).ok).toBe(true);
    const off = await merchant('merchantGoodsOnSale', { id, on: 0 });
    expect(off.msg).toBe('已下架');
    expect((await publicDetail(id)).ok).toBe(false);
    expect((await merchant('merchantGoodsOnSale', { id, on: 2 })).msg).toBe('请求参数错误');
  });

  it('deletes only a product never sold; a sold one is to be taken off sale', async () => {
    const id = (await publish()).data.id;
    await approve(id);
    const sold = (await publish({ name: '已售手套' })).data.id;
    await approve(sold);
    const order = await makeOrder(h, DEMO.member, DEMO.company);
    const [sku] = await h.db.select().from(productSkus).where(eq(productSkus.productId, sold)).limit(1);
    await h.db.update(orderItems).set({ productId: sold, skuId: sku!.id }).where(eq(orderItems.orderId, order.orderId));

    expect((await tab('onsale')).items.find((p) => p.id === sold)!.deletable).toBe(false);
    expect((await merchant('merchantGoodsDelete', { id: sold })).msg).toBe('已有销量的商品不能删除，请下架');
    expect(await h.db.select().from(products).where(eq(products.id, sold))).toHaveLength(1);
    // sales alone count too
    await h.db.update(products).set({ sales: 1 }).where(eq(products.id, id));
    expect((await merchant('merchantGoodsDelete', { id })).msg).toBe('已有销量的商品不能删除，请下架');
    await h.db.update(products).set({ sales: 0 }).where(eq(products.id, id));

    const del = await merchant('merchantGoodsDelete', { id });
    expect([del.ok, del.msg]).toEqual([true, '删除成功']);
    expect(await h.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect(await h.db.select().from(productSkus).where(eq(productSkus.productId, id))).toEqual([]);
    expect((await merchant('merchantGoodsDelete', { id })).msg).toBe('商品不存在');
  });

  it('tab counts, keyword by name or 商品编码, 20 a page, and the 库存不足 threshold', async () => {
    const company = await companyOf(h, DEMO.company);
    const seeded = await tab('onsale');
    const base = seeded.tab_counts;
    expect(seeded.low_stock_threshold).toBe(10);

    const a = (await publish({ name: '警示锥 A', pcode: 'JSZ-001' })).data.id;
    const b = (await publish({ name: '警示锥 B' })).data.id;
    const c = (await publish({ name: '警示锥 C' })).data.id;
    await approve(a);
    await reviewProduct(h.db, c, 'reject', '资质不全');
    const counts = (await tab('onsale')).tab_counts;
    expect(counts).toEqual({ ...base, onsale: base.onsale + 1, review: base.review + 1, rejected: base.rejected + 1 });
    const [n] = (await h.query<{ n: number }>('select count(*)::int as n from products where company_id = $1', [company])).rows;
    expect(counts.onsale + counts.offsale + counts.review + counts.rejected).toBe(n!.n);

    expect((await tab('onsale', '警示锥')).items.map((p) => p.id)).toEqual([a]);
    expect((await tab('onsale', 'jsz-0')).items.map((p) => p.id)).toEqual([a]);
    expect((await tab('review', '警示锥 b')).items.map((p) => p.id)).toEqual([b]);
    expect((await tab('rejected', '警示锥')).total).toBe(1);
    expect((await tab('onsale', '100%_')).items).toEqual([]);

    for (let i = 0; i < 21; i++) await publish({ name: `批量 ${i}` });
    const p1 = await merchant<MerchantProductPage>('merchantGoodsList', { tab: 'review', keyword: '批量' });
    expect(p1.data.items).toHaveLength(20);
    expect(p1.data.total).toBe(21);
    expect(p1.data.items[0]!.name).toBe('批量 20');
    const p2 = await merchant<MerchantProductPage>('merchantGoodsList', { tab: 'review', keyword: '批量', pageNum: 2 });
    expect(p2.data.items.map((p) => p.name)).toEqual(['批量 0']);

    // 库存不足 under the threshold the merchant sets (a's stock is 15)
    expect((await tab('onsale', '警示锥 A')).items[0]!.low_stock).toBe(false);
    const set = await merchant('merchantLowStock', { threshold: 16 });
    expect([set.msg, set.data]).toEqual(['设置成功', { low_stock_threshold: 16 }]);
    const after = await tab('onsale', '警示锥 A');
    expect(after.low_stock_threshold).toBe(16);
    expect(after.items[0]!.low_stock).toBe(true);
    expect((await h.db.select().from(companies).where(eq(companies.id, company)))[0]!.lowStockThreshold).toBe(16);
    for (const threshold of [-1, 100_000, 'x', 1.5]) expect((await merchant('merchantLowStock', { threshold })).msg).toBe('库存预警值必须为0-99999的整数');
  });

  it('a cart line stays buyable while a change of its product waits for the review; off sale, it cannot be checked out', async () => {
    const id = (await publish()).data.id;
    await approve(id);
    const d = await info(id);
    const buyer = await as(DEMO.member);
    const line = await buyer<{ id: number }>('buygoods', { buycate: 'cart', product_id: id, amount: 1, atts_items_ids: [Number(d.skus[0]!.att_item_ids)] });
    expect(line.ok, line.msg).toBe(true);
    const [address] = await h.db
      .insert(addresses)
      .values({ userId: DEMO_ID.member, contact: '张三', phone: '13800000001', provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100', countyName: '天河区', countyCode: '440106', address: '天河路 1 号', createTime: '2026-05-01 10:00:00' })
      .returning({ id: addresses.id });
    const quote = () => buyer('ordersQuote', { ids: [line.data.id], address_id: address!.id });
    expect((await quote()).ok).toBe(true);

    await merchant('merchantGoodsSave', loaded(d, { name: '测试款丁腈手套 二代' }));
    expect((await quote()).ok).toBe(true);
    expect((await buyer<Items<CartItem>>('cartList', {})).data.items.find((i) => i.id === line.data.id)!.is_on_sale).toBe(1);
    expect((await merchant('merchantGoodsOnSale', { id, on: 0 })).ok).toBe(true);
    expect((await quote()).msg).toBe(`商品已下架：${d.name}`);
    const items = (await buyer<Items<CartItem>>('cartList', {})).data.items;
    expect(items.find((i) => i.id === line.data.id)!.is_on_sale).toBe(0);
    expect((await buyer('orderOn', { order_no: '888888', ids: [line.data.id] })).msg).toBe('商品已下架');
  });
});
