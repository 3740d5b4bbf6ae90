// 商品审核 in the operations console, through the gateway: 李四 publishes a product (the API, as his
// /merchantGoodsEdit sends it) → 审核中, not in the catalogue → 运营 finds it in 商品审核 (the 工作台 counts it),
// opens it whole and rejects it with a reason (required) → 李四 reads 审核不通过 with the reason → he submits it
// again → 运营 approves it → a visitor sees it on /enableInfo → 李四 renames it on sale: buyers keep the old name
// while 运营 reads the change beside it (修改对比) and approves it → the new name on /enableInfo → 运营 takes it
// down with a reason → it leaves the catalogue and 李四 reads 平台下架：reason. Every decision is in 操作日志.
import { expect, test } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support';
import { staffPage } from '../support/staff';


interface Goods {
  id: number;
  audit_status: number;
  audit_reason: string;
  is_on_sale: number;
  change_status: number | null;
}

test('商品审核: rejected with a reason, resubmitted, approved (on /enableInfo), taken down (out of the catalogue)', async ({ browser, request, page }) => {
  test.setTimeout(180_000);
  const login = await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: DEMO_ACCOUNTS.company.phone, login_type: 'password', user_password: DEMO_PASSWORD });
  const merchant = login.data.token;
  const name = `审核测试防护面罩 ${Date.now() % 1_000_000}`;
  const form = {
    name,
    cate_id: 2401,
    sub_cate_id: 2413,
    s_sub_cate_id: 24131,
    product_type: 'product',
    unit: '个',
    min_amount: 1,
    use_profit_jifen_rate: 0,
    file_items: [{ FileName: '面罩.svg', FileUrl: '/api/files/seed/product-1.svg' }],
    att: [],
    skus: [{ att_item_names: [], price: '36.00', stock: 20 }],
    param_item: [{ name: '材质', value: 'PC' }],
    intro: '<p>防飞溅，可翻转。</p>',
  };
  const saved = await apiPost<{ id: number }>(request, '/merchant/goods/save', form, merchant);
  expect(saved.ok, saved.msg).toBe(true);
  const id = saved.data.id;
  const mine = async () => (await apiGet<Goods>(request, '/merchant/goods/info', { id }, merchant)).data;
  expect(await mine()).toMatchObject({ audit_status: 0 });
  expect((await apiGet(request, '/open/uni/productinfo', { id })).ok, 'not in the catalogue while under review').toBe(false);

  const ops = await staffPage(browser, 'ops');
  const card = ops.getByRole('main').getByRole('link', { name: /商品审核/ });
  await expect(card.getByText('商品待审核')).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText(/^[1-9]\d*$/);
  await card.click();
  await ops.getByRole('textbox', { name: '关键词' }).fill(name);
  await ops.getByRole('button', { name: '搜索' }).click();
  await ops.getByRole('link', { name: `查看 ${name}` }).click();
  await expect(ops).toHaveURL(new RegExp(`/admin/productInfo\\?id=${id}$`));
  await expect(ops.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(ops.getByRole('table', { name: '规格与价格' })).toContainText('¥36.00');
  await expect(ops.getByText('防飞溅，可翻转。')).toBeVisible();

  // 驳回: a reason is required
  await ops.getByRole('button', { name: '驳回' }).click();
  const reject = ops.getByRole('dialog', { name: '驳回商品' });
  await reject.getByRole('button', { name: '确定驳回' }).click();
  await expect(reject.getByText('请填写驳回原因')).toBeVisible();
  await reject.getByRole('textbox', { name: /驳回原因/ }).fill('请补充产品合格证图片');
  await reject.getByRole('button', { name: '确定驳回' }).click();
  await expect(ops.getByText('驳回原因：请补充产品合格证图片')).toBeVisible();
  expect(await mine()).toMatchObject({ audit_status: 2, audit_reason: '请补充产品合格证图片' });

  // 李四 submits it again; 运营 approves it
  const again = await apiPost(request, '/merchant/goods/save', { ...form, id, intro: '<p>防飞溅，可翻转。附合格证。</p>' }, merchant);
  expect(again.ok, again.msg).toBe(true);
  expect(await mine()).toMatchObject({ audit_status: 0 });
  await ops.reload();
  await ops.getByRole('button', { name: '通过' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(ops.getByRole('button', { name: '下架' })).toBeVisible();
  expect(await mine()).toMatchObject({ audit_status: 1, is_on_sale: 1 });
  await page.goto(`/enableInfo?id=${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // 李四 renames it while it is on sale: the change waits beside it, buyers keep the name on sale
  const renamed = `${name}（加厚款）`;
  const change = await apiPost(request, '/merchant/goods/save', { ...form, id, name: renamed, intro: '<p>防飞溅，可翻转。附合格证。</p>' }, merchant);
  expect(change.msg).toBe('已提交审核');
  expect(await mine()).toMatchObject({ audit_status: 1, is_on_sale: 1, change_status: 0 });
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await ops.reload();
  const compare = ops.getByRole('table', { name: '修改对比' });
  await expect(compare.getByRole('row').filter({ hasText: '商品名称' })).toContainText(renamed);
  await expect(compare.getByRole('row').filter({ hasText: '商品名称' })).toContainText('已修改');
  await ops.getByRole('button', { name: '通过' }).click();
  const confirm = ops.getByRole('dialog');
  await expect(confirm.getByText('确定通过该修改吗？通过后买家看到的将是修改后的内容。')).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(compare).toHaveCount(0);
  expect(await mine()).toMatchObject({ audit_status: 1, is_on_sale: 1, change_status: null });
  expect((await apiGet<{ name: string }>(request, '/open/uni/productinfo', { id })).data.name, 'the catalogue answers the new name at once').toBe(renamed);
  // a visitor's page may come with a first paint made a few seconds ago (the gateway keeps one FIRST_PAINT_TTL_MS,
  // then serves it once more while it makes the next): the new name shows within a few reloads
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000, intervals: [2000, 4000, 6000] });

  // 下架 with a reason
  await ops.getByRole('button', { name: '下架' }).click();
  const down = ops.getByRole('dialog', { name: '下架商品' });
  await down.getByRole('textbox', { name: /下架原因/ }).fill('标称防护等级与检测报告不符');
  await down.getByRole('button', { name: '确定下架' }).click();
  await expect(ops.getByText('驳回原因：平台下架：标称防护等级与检测报告不符')).toBeVisible();
  expect(await mine()).toMatchObject({ audit_status: 2, is_on_sale: 0, audit_reason: '平台下架：标称防护等级与检测报告不符' });
  expect((await apiGet(request, '/open/uni/productinfo', { id })).ok, 'out of the catalogue').toBe(false);
  await ops.context().close();

  // every decision is in 操作日志
  const admin = await staffPage(browser, 'admin');
  await admin.goto(`/admin/audit?keyword=${encodeURIComponent(name)}`);
  const log = admin.getByRole('table');
  await expect(log.getByRole('row')).toHaveCount(5);
  for (const label of ['商品审核驳回', '商品审核通过', '通过商品修改', '下架商品']) await expect(log).toContainText(label);
  await admin.context().close();
});
