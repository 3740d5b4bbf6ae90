// 商品审核 of the console: the waiting products (one of the demo company's, changed by its merchant), one product whole, 通过 (it is
// on sale in the catalogue), 驳回 with a reason the merchant reads, 下架 of a product on sale (it leaves the
// catalogue; the merchant reads 平台下架：reason), a decision that changes nothing refused without an audit
// row, and who may call them.
import type { AdminProductItem, MerchantProductDetail, MerchantProductPage, Page } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, DEMO, type Harness, loginAs, staffToken, useHarness } from '../../../test/helpers';
import { productForm } from '../../../test/product-form';

const SELLER = '广州安信安全技术有限公司';

interface Named {
  id: number;
  name: string;
}

/** Three products of the demo company on sale: the first made to wait for review (as a merchant's change
 *  does), the second rejected with a reason, the third left on sale. */
async function prepare(h: Harness): Promise<{ waiting: Named; rejected: Named; onSale: Named }> {
  const rows = (
    await h.query<Named>(
      `select p.id, p.name from products p join companies c on c.id = p.company_id
       where c.name = $1 and p.audit_status = 1 and p.is_on_sale = 1 order by p.id limit 3`,
      [SELLER],
    )
  ).rows;
  if (rows.length < 3) throw new Error('the demo company has fewer than 3 products on sale');
  await h.query(`update products set audit_status = 0 where id = $1`, [rows[0]!.id]);
  await h.query(`update products set audit_status = 2, audit_reason = '商品图片与商品名称不符' where id = $1`, [rows[1]!.id]);
  return { waiting: rows[0]!, rejected: rows[1]!, onSale: rows[2]! };
}


const auditRows = async (h: Harness) =>
  (await h.query<{ staff_account: string; action: string; target_kind: string; target_id: string; summary: string; before: unknown; after: unknown }>(`select * from admin_audit where action like 'product.%' order by id`)).rows;

const waitingProduct = async (h: Harness, token: string, waiting: Named): Promise<AdminProductItem> => {
  const list = await call<Page<AdminProductItem>>(h.app, 'adminProductList', {}, { token });
  const p = list.data.items.find((i) => i.id === waiting.id);
  if (!p) throw new Error('the product is not in the waiting list');
  return p;
};

const inCatalogue = async (h: Harness, id: number) => {
  const res = await call<{ id: number }>(h.app, 'productinfo', { id });
  return res.ok;
};

const merchantView = async (h: Harness, id: number) => {
  const token = await loginAs(h.app, DEMO.company);
  const tabs = await Promise.all(
    (['onsale', 'offsale', 'review', 'rejected'] as const).map((tab) => call<MerchantProductPage>(h.app, 'merchantGoodsList', { tab, pageSize: 100 }, { token })),
  );
  return tabs.flatMap((t) => t.data.items).find((p) => p.id === id);
};

describe('adminProductList and adminProductInfo', () => {
  const h = useHarness();

  it('lists the products waiting for review with company, category path, prices and image; finds them by product or company name', async () => {
    const ops = await staffToken(h, 'ops');
    const { waiting, rejected } = await prepare(h);
    const p = await waitingProduct(h, ops, waiting);
    expect(p).toMatchObject({ name: waiting.name, company_name: SELLER, audit_status: 0, audit_reason: '' });
    expect(p.price_min).toMatch(/^\d+\.\d{2}$/);
    expect(p.category.split(' / ')).toHaveLength(3);
    expect(p.img).toMatch(/^\/api\/files\//);
    for (const keyword of [waiting.name.slice(0, 4), '安信安全']) {
      const found = await call<Page<AdminProductItem>>(h.app, 'adminProductList', { keyword }, { token: ops });
      expect(found.data.items.map((i) => i.id), keyword).toContain(waiting.id);
    }
    expect((await call<Page<AdminProductItem>>(h.app, 'adminProductList', { keyword: '没有这个商品' }, { token: ops })).data).toEqual({ items: [], total: 0 });
    const rejectedList = await call<Page<AdminProductItem>>(h.app, 'adminProductList', { status: 2 }, { token: ops });
    expect(rejectedList.data.items.find((i) => i.id === rejected.id)).toMatchObject({ audit_status: 2, audit_reason: '商品图片与商品名称不符' });
    const approved = await call<Page<AdminProductItem>>(h.app, 'adminProductList', { status: 1 }, { token: ops });
    expect(approved.data.total).toBeGreaterThan(20);
    expect(approved.data.items).toHaveLength(20);

    const info = await call<MerchantProductDetail>(h.app, 'adminProductInfo', { id: p.id }, { token: ops });
    expect(info.data).toMatchObject({ id: p.id, name: waiting.name, company_name: SELLER, audit_status: 0 });
    expect(info.data.skus.length).toBeGreaterThan(0);
    expect(await call(h.app, 'adminProductInfo', { id: 999_999 }, { token: ops })).toMatchObject({ ok: false, msg: '商品不存在' });
  });
});

describe('adminProductDecide and adminProductTakeDown', () => {
  const h = useHarness();

  it('通过: the product is in the catalogue, one audit row; a second decision changes nothing', async () => {
    const ops = await staffToken(h, 'ops');
    const { waiting } = await prepare(h);
    const p = await waitingProduct(h, ops, waiting);
    expect(await inCatalogue(h, p.id)).toBe(false);
    const res = await call<MerchantProductDetail>(h.app, 'adminProductDecide', { id: p.id, action: 'approve' }, { token: ops });
    expect(res).toMatchObject({ ok: true, msg: '已通过', data: { audit_status: 1 } });
    expect(await inCatalogue(h, p.id)).toBe(true);
    expect(await auditRows(h)).toMatchObject([
      {
        staff_account: 'ops',
        action: 'product.approve',
        target_kind: 'product',
        target_id: String(p.id),
        summary: `通过商品审核：${waiting.name}（ID ${p.id}）`,
        before: { audit_status: 0 },
        after: { audit_status: 1 },
      },
    ]);
    for (const action of ['approve', 'reject']) {
      expect(await call(h.app, 'adminProductDecide', { id: p.id, action, reason: '再看看' }, { token: ops })).toMatchObject({ ok: false, msg: '该商品不在审核中' });
    }
    expect(await auditRows(h)).toHaveLength(1);
    expect(await call(h.app, 'adminProductDecide', { id: 999_999, action: 'approve' }, { token: ops })).toMatchObject({ ok: false, msg: '商品不存在' });
  });

  it('驳回 needs a reason; the merchant reads it under 审核不通过', async () => {
    const ops = await staffToken(h, 'ops');
    const p = await waitingProduct(h, ops, (await prepare(h)).waiting);
    for (const reason of [undefined, '', '   ']) {
      expect(await call(h.app, 'adminProductDecide', { id: p.id, action: 'reject', reason }, { token: ops })).toMatchObject({ ok: false, msg: '请填写驳回原因' });
    }
    const res = await call<MerchantProductDetail>(h.app, 'adminProductDecide', { id: p.id, action: 'reject', reason: ' 标志灯需提供 3C 认证证书 ' }, { token: ops });
    expect(res).toMatchObject({ ok: true, msg: '已驳回', data: { audit_status: 2, audit_reason: '标志灯需提供 3C 认证证书' } });
    expect(await merchantView(h, p.id)).toMatchObject({ audit_status: 2, audit_reason: '标志灯需提供 3C 认证证书' });
    expect((await auditRows(h)).map((r) => r.action)).toEqual(['product.reject']);
  });

  it('下架 a product on sale with a reason: out of the catalogue, the merchant reads 平台下架：reason; a repeat changes nothing', async () => {
    const ops = await staffToken(h, 'ops');
    const { onSale } = await prepare(h);
    expect(await inCatalogue(h, onSale.id)).toBe(true);
    expect(await call(h.app, 'adminProductTakeDown', { id: onSale.id, reason: ' ' }, { token: ops })).toMatchObject({ ok: false, msg: '请填写下架原因' });
    const res = await call<MerchantProductDetail>(h.app, 'adminProductTakeDown', { id: onSale.id, reason: '宣传用语违反广告法' }, { token: ops });
    expect(res).toMatchObject({ ok: true, msg: '已下架', data: { is_on_sale: 0, audit_status: 2, audit_reason: '平台下架：宣传用语违反广告法' } });
    expect(await inCatalogue(h, onSale.id)).toBe(false);
    expect(await merchantView(h, onSale.id)).toMatchObject({ is_on_sale: 0, audit_status: 2, audit_reason: '平台下架：宣传用语违反广告法' });
    expect(await call(h.app, 'adminProductTakeDown', { id: onSale.id, reason: '宣传用语违反广告法' }, { token: ops })).toMatchObject({ ok: false, msg: '该商品已下架' });
    const rows = await auditRows(h);
    expect(rows).toMatchObject([
      { action: 'product.takedown', summary: `下架商品：${onSale.name}（ID ${onSale.id}）（宣传用语违反广告法）`, before: { is_on_sale: 1, audit_status: 1 }, after: { is_on_sale: 0, audit_status: 2 } },
    ]);
    // the merchant cannot put it back on sale by itself: it must pass review again
    const merchant = await loginAs(h.app, DEMO.company);
    expect((await call(h.app, 'merchantGoodsOnSale', { id: onSale.id, on: 1 }, { token: merchant })).ok).toBe(false);
    expect(await inCatalogue(h, onSale.id)).toBe(false);
  });
});

describe('a change of a product on sale', () => {
  const h = useHarness();

  /** The merchant's save of the product as 编辑商品 loads it, with `over` changed. */
  const merchantSave = async (id: number, over: Record<string, unknown>) => {
    const token = await loginAs(h.app, DEMO.company);
    const d = (await call<MerchantProductDetail>(h.app, 'merchantGoodsInfo', { id }, { token })).data;
    const payload = productForm(d, over);
    return call<{ audit_status: number; change_status: number | null }>(h.app, 'merchantGoodsSave', payload, { token });
  };
  const catalogueName = async (id: number) => (await call<{ name: string }>(h.app, 'productinfo', { id })).data.name;

  it('waits beside the version on sale: 驳回 keeps it with the reason for the merchant, 通过 puts it on sale; each audited', async () => {
    const ops = await staffToken(h, 'ops');
    const { onSale } = await prepare(h);
    const saved = await merchantSave(onSale.id, { name: `${onSale.name}（新款）` });
    expect(saved).toMatchObject({ ok: true, msg: '已提交审核', data: { audit_status: 1, change_status: 0 } });
    expect(await catalogueName(onSale.id)).toBe(onSale.name);

    // 待审核 lists it as a change, by its new name; the detail has the version on sale beside it
    const item = await waitingProduct(h, ops, onSale);
    expect(item).toMatchObject({ name: `${onSale.name}（新款）`, change: 1, audit_status: 1 });
    const found = await call<Page<AdminProductItem>>(h.app, 'adminProductList', { keyword: '（新款）' }, { token: ops });
    expect(found.data.items.map((i) => i.id)).toContain(onSale.id);
    const info = await call<MerchantProductDetail>(h.app, 'adminProductInfo', { id: onSale.id }, { token: ops });
    expect(info.data).toMatchObject({ name: `${onSale.name}（新款）`, change_status: 0, live: { name: onSale.name } });

    // 驳回: buyers keep the version on sale; the merchant reads the reason and keeps the change to fix
    const rejected = await call<MerchantProductDetail>(h.app, 'adminProductDecide', { id: onSale.id, action: 'reject', reason: '名称与图片不符' }, { token: ops });
    expect(rejected).toMatchObject({ ok: true, msg: '已驳回', data: { audit_status: 1, change_status: 2, change_reason: '名称与图片不符', is_on_sale: 1 } });
    expect(await catalogueName(onSale.id)).toBe(onSale.name);
    expect(await merchantView(h, onSale.id)).toMatchObject({ audit_status: 1, change_status: 2, change_reason: '名称与图片不符' });
    const refused = await call<Page<AdminProductItem>>(h.app, 'adminProductList', { status: 2 }, { token: ops });
    expect(refused.data.items.find((i) => i.id === onSale.id)).toMatchObject({ change: 1, audit_reason: '名称与图片不符' });
    expect(await call(h.app, 'adminProductDecide', { id: onSale.id, action: 'approve' }, { token: ops })).toMatchObject({ ok: false, msg: '该商品不在审核中' });

    // fixed and sent again, then 通过: on sale under the new name, nothing waits
    expect((await merchantSave(onSale.id, { name: `${onSale.name}（加厚款）` })).data.change_status).toBe(0);
    const approved = await call<MerchantProductDetail>(h.app, 'adminProductDecide', { id: onSale.id, action: 'approve' }, { token: ops });
    expect(approved).toMatchObject({ ok: true, msg: '已通过', data: { name: `${onSale.name}（加厚款）`, audit_status: 1, change_status: null, live: null, is_on_sale: 1 } });
    expect(await catalogueName(onSale.id)).toBe(`${onSale.name}（加厚款）`);
    expect((await auditRows(h)).map((r) => [r.action, r.summary, r.before, r.after])).toEqual([
      ['product.reject', `驳回商品修改：${onSale.name}（ID ${onSale.id}）（名称与图片不符）`, { audit_status: 1, audit_reason: '', is_on_sale: 1, change_status: 0, change_reason: '' }, { audit_status: 1, audit_reason: '', is_on_sale: 1, change_status: 2, change_reason: '名称与图片不符' }],
      ['product.approve', `通过商品修改：${onSale.name}（加厚款）（ID ${onSale.id}）`, { audit_status: 1, audit_reason: '', is_on_sale: 1, change_status: 0, change_reason: '' }, { audit_status: 1, audit_reason: '', is_on_sale: 1, change_status: null, change_reason: '' }],
    ]);
  });

  it('下架 drops a waiting change: the merchant’s next edit is reviewed whole', async () => {
    const ops = await staffToken(h, 'ops');
    const { onSale } = await prepare(h);
    await merchantSave(onSale.id, { name: `${onSale.name}（新款）` });
    const down = await call<MerchantProductDetail>(h.app, 'adminProductTakeDown', { id: onSale.id, reason: '资质过期' }, { token: ops });
    expect(down.data).toMatchObject({ name: onSale.name, audit_status: 2, change_status: null, live: null, is_on_sale: 0 });
    const again = await merchantSave(onSale.id, { name: `${onSale.name}（新证）` });
    expect(again.data).toMatchObject({ audit_status: 0, change_status: null });
  });
});

describe('who may review products', () => {
  const h = useHarness();

  it('运营 and 超级管理员 only: a member token is not logged in, 内容编辑 and 客服主管 get 无权限, and nothing changes', async () => {
    const ops = await staffToken(h, 'ops');
    const { waiting } = await prepare(h);
    const p = await waitingProduct(h, ops, waiting);
    const member = await loginAs(h.app, DEMO.company);
    const bodies = { adminProductList: {}, adminProductInfo: { id: p.id }, adminProductDecide: { id: p.id, action: 'approve' }, adminProductTakeDown: { id: p.id, reason: '违规' } };
    for (const [name, body] of Object.entries(bodies) as [keyof typeof bodies, Record<string, unknown>][]) {
      expect(await call(h.app, name, body, { token: member }), name).toMatchObject({ ok: false, code: -1 });
      for (const account of ['editor', 'cs']) {
        expect(await call(h.app, name, body, { token: await staffToken(h, account) }), `${name} ${account}`).toMatchObject({ ok: false, msg: '无权限' });
      }
    }
    expect((await waitingProduct(h, ops, waiting)).audit_status).toBe(0);
    const admin = await staffToken(h, 'admin');
    expect((await call(h.app, 'adminProductDecide', { id: p.id, action: 'approve' }, { token: admin })).ok).toBe(true);
  });
});
