import type { ExportOrderRow, MerchantStats, Page } from '@ws/api-sdk/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSales, companies, orderExpress, orderItems, orders, products, productSkus } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';
import { companyOf, otherCompany, userId } from '../../../test/order-fixture';

// The test clock reads 2026-06-01 08:00 China time: the overview's 30 days run from 2026-05-03 to today.
describe('merchant business overview (经营概况) and order export (导出订单)', () => {
  const h = useHarness();

  const as = async (phone: string) => {
    const token = await loginAs(h.app, phone);
    return <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token });
  };

  interface Line {
    productId: number;
    amount: number;
    priceFen: number;
  }
  interface Made {
    create: string;
    pay?: string;
    state?: 'active' | 'cancelled';
    isexpress?: 0 | 1;
    isconfirm?: 0 | 1;
    expressFen?: number;
    refundFen?: number;
    deadline?: string;
    companyId?: number;
    lines: Line[];
  }

  let seq = 0;
  let anxin = 0;
  let buyer = 0;
  let mine: { id: number; name: string; img: string }[] = [];

  beforeEach(async () => {
    anxin = await companyOf(h, DEMO.company);
    buyer = await userId(h, DEMO.member);
    const rows = await h.db.select({ id: products.id, name: products.name, files: products.fileItems }).from(products).where(eq(products.companyId, anxin)).orderBy(asc(products.id));
    mine = rows.map((r) => ({ id: r.id, name: r.name, img: r.files[0]?.FileUrl ?? '' }));
  });

  /** An order as checkout and payment leave it, with the given times and lines (amounts in fen). */
  async function order(m: Made) {
    seq += 1;
    const orderNo = `S${Date.now()}${String(seq).padStart(4, '0')}`;
    const goods = m.lines.reduce((a, l) => a + l.priceFen * l.amount, 0);
    const expressFen = m.expressFen ?? 0;
    const [o] = await h.db
      .insert(orders)
      .values({
        orderNo,
        mainOrderNo: orderNo,
        userId: buyer,
        companyId: m.companyId ?? anxin,
        idemKey: orderNo,
        payCate: 1,
        state: m.state ?? 'active',
        ispay: m.pay ? 1 : 0,
        isexpress: m.isexpress ?? 0,
        isconfirm: m.isconfirm ?? 0,
        goodsFen: goods,
        expressFeeFen: expressFen,
        totalFen: goods + expressFen,
        refundFen: m.refundFen ?? 0,
        createTime: m.create,
        payTime: m.pay ?? null,
        payDeadline: new Date(`${(m.deadline ?? '2026-06-30 00:00:00').replace(' ', 'T')}+08:00`),
      })
      .returning({ id: orders.id });
    const skus = await h.db.select({ id: productSkus.id, productId: productSkus.productId, names: productSkus.attItemNames }).from(productSkus).where(inArray(productSkus.productId, m.lines.map((l) => l.productId)));
    await h.db.insert(orderItems).values(
      m.lines.map((l) => {
        const sku = skus.find((s) => s.productId === l.productId)!;
        return { orderId: o!.id, productId: l.productId, skuId: sku.id, productName: `快照名称${l.productId}`, attsItemsNames: sku.names, priceFen: l.priceFen, amount: l.amount };
      }),
    );
    return { id: o!.id, orderNo, atts: (productId: number) => skus.find((s) => s.productId === productId)!.names };
  }

  /** The hand-made month of 广州安信 (see each line), one other company's order and after-sales requests. */
  async function month() {
    const [p1, p2, p3] = mine;
    const a = await order({ create: '2026-06-01 07:00:00', pay: '2026-06-01 07:10:00', expressFen: 1000, lines: [{ productId: p1!.id, amount: 3, priceFen: 3000 }] });
    // made yesterday, paid today after midnight, 50 yuan refunded: its sales count today, its order yesterday
    const b = await order({ create: '2026-05-31 10:00:00', pay: '2026-06-01 01:00:00', isexpress: 1, refundFen: 5000, lines: [{ productId: p2!.id, amount: 1, priceFen: 20000 }] });
    await h.db.insert(orderExpress).values({ orderId: b.id, orderNo: b.orderNo, expressValue: 'SF', expressName: '顺丰速运', expressNo: 'SF100200300', createTime: '2026-05-31 15:00:00' });
    const c = await order({ create: '2026-05-20 09:00:00', pay: '2026-05-20 09:30:00', isexpress: 1, isconfirm: 1, lines: [{ productId: p1!.id, amount: 10, priceFen: 3000 }] });
    // unpaid within its limit (counts today, 待付款), unpaid past its limit (reads as cancelled), cancelled
    const d = await order({ create: '2026-06-01 06:00:00', deadline: '2026-06-02 06:00:00', lines: [{ productId: p3!.id, amount: 8, priceFen: 1000 }] });
    const e = await order({ create: '2026-05-29 12:00:00', deadline: '2026-05-30 12:00:00', lines: [{ productId: p3!.id, amount: 2, priceFen: 1000 }] });
    const f = await order({ create: '2026-05-25 12:00:00', state: 'cancelled', lines: [{ productId: p3!.id, amount: 2, priceFen: 1000 }] });
    // paid the evening before the window: neither its order nor its 100 units count
    const g = await order({ create: '2026-05-02 23:00:00', pay: '2026-05-02 23:30:00', isexpress: 1, isconfirm: 1, lines: [{ productId: p2!.id, amount: 100, priceFen: 20000 }] });
    // the window's first second
    const k = await order({ create: '2026-05-03 00:00:00', pay: '2026-05-03 00:00:00', lines: [{ productId: p3!.id, amount: 5, priceFen: 1000 }] });
    const foreignCompany = await otherCompany(h, DEMO.company);
    const [foreignProduct] = await h.db.select({ id: products.id }).from(products).where(eq(products.companyId, foreignCompany)).limit(1);
    const foreign = await order({ companyId: foreignCompany, create: '2026-06-01 07:30:00', pay: '2026-06-01 07:31:00', lines: [{ productId: foreignProduct!.id, amount: 50, priceFen: 1998 }] });
    const request = { userId: buyer, cate: 'goodsproblem', createTime: '2026-06-01 07:40:00' };
    await h.db.insert(afterSales).values([
      { ...request, orderId: b.id, orderNo: b.orderNo, companyId: anxin },
      { ...request, orderId: c.id, orderNo: c.orderNo, companyId: anxin, auditStatus: 1 },
      { ...request, orderId: foreign.id, orderNo: foreign.orderNo, companyId: foreignCompany },
    ]);
    return { a, b, c, d, e, f, g, k, foreign, foreignCompany };
  }

  /** The stock of every SKU of the company's products, and one product short. */
  async function stock(companyId: number, units: number) {
    const ids = (await h.db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId))).map((p) => p.id);
    await h.db.update(productSkus).set({ stock: units }).where(inArray(productSkus.productId, ids));
    return ids;
  }

  it('counts orders by the day made and sales by the day paid, less refunds, over 30 China days with the empty ones', async () => {
    await month();
    const ids = await stock(anxin, 100);
    // one product short of the default threshold (10) over all its SKUs together
    const [short] = await h.db.select({ id: productSkus.id, productId: productSkus.productId }).from(productSkus).where(eq(productSkus.productId, ids[0]!)).orderBy(asc(productSkus.id));
    await h.db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.productId, short!.productId));
    await h.db.update(productSkus).set({ stock: 9 }).where(eq(productSkus.id, short!.id));

    const merchant = await as(DEMO.company);
    const res = await merchant<MerchantStats>('merchantStats');
    expect(res.ok, res.msg).toBe(true);
    const s = res.data;
    expect(s.today).toEqual({ orders: 2, sales: '250.00' });
    expect(s.last30).toEqual({ orders: 5, sales: '600.00' });
    expect(s.days).toHaveLength(30);
    expect(s.days[0]).toEqual({ date: '2026-05-03', orders: 1, sales: '50.00' });
    expect(s.days.at(-1)).toEqual({ date: '2026-06-01', orders: 2, sales: '250.00' });
    const byDate = new Map(s.days.map((d) => [d.date, d]));
    expect(byDate.get('2026-05-31')).toEqual({ date: '2026-05-31', orders: 1, sales: '0.00' });
    expect(byDate.get('2026-05-20')).toEqual({ date: '2026-05-20', orders: 1, sales: '300.00' });
    expect(byDate.get('2026-05-29')).toEqual({ date: '2026-05-29', orders: 0, sales: '0.00' });
    expect(byDate.get('2026-05-25')).toEqual({ date: '2026-05-25', orders: 0, sales: '0.00' });
    expect(byDate.get('2026-05-04')).toEqual({ date: '2026-05-04', orders: 0, sales: '0.00' });
    // consecutive days, oldest first
    expect(s.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 4, 3 + i)).toISOString().slice(0, 10)));

    const [p1, p2, p3] = mine;
    expect(s.top).toEqual([
      { product_id: p1!.id, name: p1!.name, img: p1!.img, amount: 13, sales: '390.00' },
      { product_id: p3!.id, name: p3!.name, img: p3!.img, amount: 5, sales: '50.00' },
      { product_id: p2!.id, name: p2!.name, img: p2!.img, amount: 1, sales: '200.00' },
    ]);
    expect(s.status_counts).toEqual({ notpay: 1, pay: 2, express: 1, confirm: 2, cancelled: 2, aftersales: 1 });
    expect(s.low_stock).toBe(1);

    // the merchant's own threshold: above every product's stock, all of them are short
    await h.db.update(companies).set({ lowStockThreshold: 100_000 }).where(eq(companies.id, anxin));
    expect((await merchant<MerchantStats>('merchantStats')).data.low_stock).toBe(ids.length);
  });

  it('the unpaid order past its limit moves from 待付款 to cancelled when the clock passes its limit, without a write', async () => {
    const { d } = await month();
    const merchant = await as(DEMO.company);
    h.clock.set('2026-06-02T07:00:00+08:00');
    const s = (await merchant<MerchantStats>('merchantStats')).data;
    expect(s.status_counts).toMatchObject({ notpay: 0, cancelled: 3 });
    // it no longer counts among the orders of the day it was made
    expect(s.days.find((x) => x.date === '2026-06-01')).toEqual({ date: '2026-06-01', orders: 1, sales: '250.00' });
    expect(s.today).toEqual({ orders: 0, sales: '0.00' });
    const [row] = await h.db.select({ state: orders.state }).from(orders).where(eq(orders.id, d.id));
    expect(row!.state).toBe('active');
  });

  it('exports the chosen days newest first, with masked buyers, lines, amounts, statuses and shipments', async () => {
    const { a, b, c, d, e, f } = await month();
    const merchant = await as(DEMO.company);
    const res = await merchant<Page<ExportOrderRow>>('merchantExportOrders', { start: '2026-05-20', end: '2026-06-01' });
    expect(res.ok, res.msg).toBe(true);
    expect(res.data.total).toBe(6);
    expect(res.data.items.map((r) => r.order_no)).toEqual([a.orderNo, d.orderNo, b.orderNo, e.orderNo, f.orderNo, c.orderNo]);
    const [p1, p2] = mine;
    const atts1 = a.atts(p1!.id);
    expect(res.data.items[0]).toEqual({
      order_no: a.orderNo,
      create_time: '2026-06-01 07:00:00',
      buyer: '138****0001',
      items: `快照名称${p1!.id}${atts1 ? `（${atts1}）` : ''} × 3`,
      goods: '90.00',
      express_fee: '10.00',
      total: '100.00',
      refund: '0.00',
      status: '待发货',
      express_name: '',
      express_no: '',
    });
    expect(res.data.items[2]).toMatchObject({ order_no: b.orderNo, total: '200.00', refund: '50.00', express_name: '顺丰速运', express_no: 'SF100200300', items: expect.stringContaining(`快照名称${p2!.id}`) });
    // b was partly refunded: its status reads as the merchant's order detail shows it
    const bStatus = (await merchant<{ status: string }>('merchantOrderInfo', { order_no: b.orderNo })).data.status;
    expect(res.data.items.map((r) => r.status)).toEqual(['待发货', '待付款', bStatus, '已取消', '已取消', '已完成']);
    expect(JSON.stringify(res.data)).not.toContain('13800000001');

    // one day: both ends included
    const oneDay = await merchant<Page<ExportOrderRow>>('merchantExportOrders', { start: '2026-06-01', end: '2026-06-01' });
    expect(oneDay.data.items.map((r) => r.order_no)).toEqual([a.orderNo, d.orderNo]);

    // pages of the same period
    const p2of3 = await merchant<Page<ExportOrderRow>>('merchantExportOrders', { start: '2026-05-20', end: '2026-06-01', pageNum: 2, pageSize: 2 });
    expect(p2of3.data).toMatchObject({ total: 6 });
    expect(p2of3.data.items.map((r) => r.order_no)).toEqual([b.orderNo, e.orderNo]);
    // a page may hold at most 1000 rows; a bigger size is the biggest
    const big = await merchant<Page<ExportOrderRow>>('merchantExportOrders', { start: '2026-05-20', end: '2026-06-01', pageSize: 5000 });
    expect(big.data.items).toHaveLength(6);
  });

  it('refuses a period that is not one: 请选择正确的时间段', async () => {
    const merchant = await as(DEMO.company);
    const period = async (start: unknown, end: unknown) => (await merchant('merchantExportOrders', { start, end })).msg;
    expect(await period('2026-06-01', '2026-05-31')).toBe('请选择正确的时间段');
    expect(await period('2026-02-30', '2026-03-01')).toBe('请选择正确的时间段');
    expect(await period('2026-6-1', '2026-06-02')).toBe('请选择正确的时间段');
    expect(await period('', '2026-06-02')).toBe('请选择正确的时间段');
    expect(await period('2026-06-01', undefined)).toBe('请选择正确的时间段');
    expect(await period('2026-06-01T00:00', '2026-06-02')).toBe('请选择正确的时间段');
    // 366 days (a leap year, both ends included) is the longest period; 367 is refused
    expect((await merchant('merchantExportOrders', { start: '2024-01-01', end: '2024-12-31' })).ok).toBe(true);
    expect(await period('2025-01-01', '2026-01-02')).toBe('请选择正确的时间段');
    expect((await merchant('merchantExportOrders', { start: '2025-01-02', end: '2026-01-02' })).ok).toBe(true);
  });

  it("another company's user sees only their own company's figures and orders; a member is refused", async () => {
    const { foreign, foreignCompany } = await month();
    await h.query('update users set roles = $1 where user_mobile = $2', ['{member,company}', DEMO.salesman]);
    await h.query('update companies set user_id = (select id from users where user_mobile = $1) where id = $2', [DEMO.salesman, foreignCompany]);
    const other = await as(DEMO.salesman);
    const s = (await other<MerchantStats>('merchantStats')).data;
    expect(s.today).toEqual({ orders: 1, sales: '999.00' });
    expect(s.last30).toEqual({ orders: 1, sales: '999.00' });
    expect(s.status_counts).toEqual({ notpay: 0, pay: 1, express: 0, confirm: 0, cancelled: 0, aftersales: 1 });
    expect(s.top.map((t) => t.amount)).toEqual([50]);
    const rows = (await other<Page<ExportOrderRow>>('merchantExportOrders', { start: '2026-05-01', end: '2026-06-01' })).data;
    expect(rows.items.map((r) => r.order_no)).toEqual([foreign.orderNo]);

    const member = await as(DEMO.member);
    expect((await member('merchantStats')).msg).toBe('仅企业用户可访问');
    expect((await member('merchantExportOrders', { start: '2026-05-01', end: '2026-06-01' })).msg).toBe('仅企业用户可访问');
  });
});
