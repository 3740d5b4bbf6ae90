// The mall's catalogue and cart: browse to a product, pick a two-attribute SKU in the buy drawer and add it
// to the cart; the cart's messages and confirmations; export (the .xlsx opens and holds the rows); share (a
// second user opens the link and adds the items to their own cart); the printable quote.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi, registerMemberByApi } from '../support';

interface Sku {
  id: number;
  att_item_ids: string;
  att_item_names: string;
  price: string;
  stock: number;
}

/** Put `amount` of the SKU named `names` of the product named `name` into the caller's cart, by the API. */
async function addToCart(request: APIRequestContext, token: string, name: string, names: string, amount: number) {
  const list = await apiGet<{ items: { id: number; name: string }[] }>(request, '/open/uni/listproduct', { keywords: name, pageSize: 20 }, token);
  const product = list.data.items.find((p) => p.name === name);
  expect(product, name).toBeTruthy();
  const info = await apiGet<{ skus: Sku[] }>(request, '/open/uni/productinfo', { id: product!.id }, token);
  const sku = info.data.skus.find((s) => s.att_item_names === names);
  expect(sku, names).toBeTruthy();
  const added = await apiPost<{ id: number }>(
    request,
    '/orderitem/buygoods',
    { product_id: product!.id, amount, atts_items_ids: sku!.att_item_ids.split(',').map(Number), buycate: 'cart' },
    token,
  );
  expect(added.ok, added.msg).toBe(true);
  return added.data.id;
}

const line = (page: Page, text: string) => page.getByTestId('cart-line').filter({ hasText: text });

test.describe('catalogue and cart', () => {
  test('browse, pick a two-attribute SKU in the drawer, add it to the cart', async ({ page }) => {
    // not the member: mall.spec.ts reads the member's (empty) cart at the same time
    await loginByApi(page, DEMO_ACCOUNTS.salesman.phone);
    await page.goto('/funeng');
    await page.getByRole('button', { name: '个体防护装备' }).first().click();
    await expect(page).toHaveURL(/\/enable\?cate=2401$/);
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('个体防护装备');
    await page.getByRole('textbox', { name: '商品关键词' }).fill('透气安全帽');
    await page.getByRole('textbox', { name: '商品关键词' }).press('Enter');
    const card = page.getByRole('link', { name: /ABS 透气安全帽 V 型/ });
    await expect(card).toContainText('¥35.00');
    const [detail] = await Promise.all([page.waitForEvent('popup'), card.click()]);
    await expect(detail).toHaveURL(/\/enableInfo\?id=\d+$/);
    await expect(detail.getByTestId('price-range')).toHaveText('¥35.00 - ¥60.00');
    await expect(detail.getByText('含税13%')).toBeVisible();
    // the comments: the first 2, then all
    await expect(detail.getByRole('heading', { name: /商品评价/ })).toBeVisible();

    await detail.getByRole('button', { name: '加入购物车' }).click();
    const drawer = detail.getByRole('dialog');
    await drawer.getByRole('button', { name: '红色' }).click();
    await drawer.getByRole('button', { name: '带护目镜款' }).click();
    await expect(drawer.getByTestId('sku-price')).toHaveText('¥60.00');
    await expect(drawer.getByText('已选：红色,带护目镜款')).toBeVisible();
    await drawer.getByRole('button', { name: '增加数量' }).click();
    await drawer.getByRole('button', { name: '确定' }).click();
    await expect(detail.getByText('加入购物车成功')).toBeVisible();

    await detail.goto('/cart');
    const row = line(detail, '红色,带护目镜款');
    await expect(row).toContainText('ABS 透气安全帽 V 型');
    await expect(row.getByRole('textbox', { name: /数量/ })).toHaveValue('2');
    await expect(row).toContainText('¥120.00');
  });

  test('the cart says what is missing, asks before deleting, and keeps lines below their minimum unchosen', async ({ page }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.company.phone);
    await addToCart(page.request, token, '玻璃钢安全帽', '黄色', 2);
    // 当心触电警示贴 sells from 10: 3 is below its minimum
    await addToCart(page.request, token, '当心触电警示贴', '10 × 10 cm', 3);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByRole('button', { name: '结算' })).toBeDisabled();
    await expect(line(page, '当心触电警示贴').getByRole('checkbox')).toBeDisabled();

    await page.getByRole('button', { name: '导出' }).click();
    await expect(page.getByText('请选择需要导出的商品')).toBeVisible();
    await page.getByRole('button', { name: '删除', exact: true }).last().click();
    await expect(page.getByText('请选择需要删除的商品')).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('未选择分享的商品')).toBeVisible();

    // to 0: 要删除该项吗？, cancel sets 1
    const helmet = line(page, '玻璃钢安全帽');
    const qty = helmet.getByRole('textbox', { name: /数量/ });
    await qty.fill('0');
    await qty.press('Enter');
    await expect(page.getByText('要删除该项吗？')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(qty).toHaveValue('1');

    // delete: 确定要删除吗？ cancelled, then confirmed
    await helmet.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('确定要删除吗？')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByText('已取消删除')).toBeVisible();
    await helmet.getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await line(page, '当心触电警示贴').getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('亲，您的购物车为空~')).toBeVisible();
  });

  test('export writes an .xlsx of the chosen lines', async ({ page }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.expert.phone);
    await addToCart(page.request, token, 'ABS 透气安全帽 V 型', '蓝色,标准款', 4);
    await addToCart(page.request, token, '5 级防割手套', 'L', 2);
    await page.goto('/cart');
    await page.getByRole('checkbox', { name: '全选' }).first().check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^购物车清单-\d{8}\.xlsx$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files)).toContain('xl/workbook.xml');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map((m) => [...m[2]!.matchAll(/<(?:t[^>]*|v)>([^<]*)<\/(?:t|v)>/g)].map((c) => c[1]));
    expect(rows[0]).toEqual(['商品名称', '规格', '供应商', '单价（元，含税）', '数量', '单位', '小计（元）']);
    expect(rows).toContainEqual(['ABS 透气安全帽 V 型', '蓝色,标准款', expect.any(String), '35', '4', '顶', '140']);
    expect(rows).toContainEqual(['5 级防割手套', 'L', expect.any(String), '26', '2', '双', '52']);
    expect(rows.at(-1)).toEqual(['合计', '', '', '', '', '', '192']);
  });

  test('share: another logged-in user opens the link and adds the items to their own cart', async ({ page, browser }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.customerService.phone);
    await addToCart(page.request, token, '防砸防刺安全鞋', '42', 3);
    await page.goto('/cart');
    await line(page, '防砸防刺安全鞋').getByRole('checkbox').check();
    await page.getByRole('button', { name: '分享' }).click();
    const link = await page.getByRole('textbox', { name: '分享链接' }).inputValue();
    expect(link).toMatch(/\/cart\?share=[\w-]+$/);

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await loginByApi(page2, DEMO_ACCOUNTS.salesman.phone);
    await page2.goto(link);
    const shared = page2.locator('section', { has: page2.getByRole('heading', { name: '好友分享的商品' }) });
    await expect(shared).toContainText('防砸防刺安全鞋');
    await expect(shared).toContainText('分享人：138********');
    await shared.getByRole('button', { name: '加入我的购物车' }).click();
    await expect(page2.getByText('添加成功')).toBeVisible();
    await expect(line(page2, '防砸防刺安全鞋').getByRole('textbox', { name: /数量/ })).toHaveValue('3');
    await other.close();
  });

  test('the quote of the chosen lines: seller, items, tax-included totals, shipping and 90 days', async ({ page }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.customerService.phone);
    await addToCart(page.request, token, '手提式干粉灭火器', '4 kg', 2);
    await page.goto('/cart');
    await line(page, '手提式干粉灭火器').getByRole('checkbox').check();
    await page.getByRole('button', { name: '报价单' }).click();
    const quote = page.getByRole('dialog', { name: '报价单' });
    await expect(quote).toContainText('手提式干粉灭火器');
    await expect(quote).toContainText('供应商：');
    // 2 × 85.00 = 170.00, below 300: 8.00 shipping
    await expect(quote.getByTestId('quote-total')).toHaveText('¥178.00');
    const until = await page.evaluate(() => {
      const d = new Date();
      const v = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 90);
      return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
    });
    await expect(quote.getByTestId('quote-valid')).toHaveText(`有效期：90 天（至 ${until}）`);
    await expect(quote).toContainText('满 300.00 元包邮');
    await expect(quote.getByRole('button', { name: '打印' })).toBeVisible();
  });
});

/** A new member of its own (its cart is touched by no other journey), registered with its SMS code. */
const newMember = async (request: APIRequestContext): Promise<string> => (await registerMemberByApi(request)).phone;

test.describe('three category levels and the quick order', () => {
  test('/enable: pick a third-level category in the side menu; 当前位置 names three levels and the list follows', async ({ page }) => {
    await page.goto('/enable?cate=2401');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    const crumb = page.getByRole('navigation', { name: '当前位置' });
    await menu.getByRole('button', { name: '安全帽', exact: true }).click();
    await expect(page).toHaveURL(/\/enable\?cate=2401&sub_cate=2411$/);
    // the third level opens under the chosen sub-category only
    await expect(menu.getByRole('button', { name: '防尘口罩' })).toHaveCount(0);
    await menu.getByRole('button', { name: '玻璃钢安全帽', exact: true }).click();
    await expect(page).toHaveURL(/\/enable\?cate=2401&sub_cate=2411&s_sub_cate=24112$/);
    await expect(crumb).toHaveText('当前位置：赋能商城 > 个体防护装备 > 安全帽 > 玻璃钢安全帽');
    const cards = page.getByRole('list', { name: '商品列表' }).getByRole('link');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('玻璃钢安全帽');
    // a reload keeps the choice; the second level of the breadcrumb goes back up
    await page.reload();
    await expect(crumb).toHaveText('当前位置：赋能商城 > 个体防护装备 > 安全帽 > 玻璃钢安全帽');
    await crumb.getByRole('button', { name: '安全帽', exact: true }).click();
    await expect(page).toHaveURL(/\/enable\?cate=2401&sub_cate=2411$/);
    await expect(cards.filter({ hasText: 'ABS 透气安全帽 V 型' })).toHaveCount(1);

    // /funeng: a recommended third-level category opens /enable on it
    await page.goto('/funeng');
    await page.getByRole('button', { name: '防尘口罩', exact: true }).click();
    await expect(page).toHaveURL(/\/enable\?cate=2401&sub_cate=2412&s_sub_cate=24121$/);
    await expect(crumb).toHaveText('当前位置：赋能商城 > 个体防护装备 > 防护口罩 > 防尘口罩');
    await expect(cards.filter({ hasText: 'KN95 防尘口罩（独立装）' })).toHaveCount(1);
  });

  test('cart → 结算 goes through orderOn; /checkoutQuick reads the lines with personal/list, after a reload too', async ({ page }) => {
    const phone = await newMember(page.request);
    const token = await loginByApi(page, phone);
    await addToCart(page.request, token, '玻璃钢安全帽', '白色', 2);
    await addToCart(page.request, token, '5 级防割手套', 'L', 3);
    await page.goto('/cart');
    await line(page, '玻璃钢安全帽').getByRole('checkbox').check();

    const orderOn = page.waitForRequest((r) => r.url().includes('/api/orderitem/orderOn') && r.method() === 'POST');
    await page.getByRole('button', { name: '结算' }).click();
    expect((await orderOn).postDataJSON()).toMatchObject({ order_no: '888888', ids: [expect.any(Number)] });
    await expect(page).toHaveURL(/\/checkoutQuick\?order=888888$/);
    const lines = page.getByTestId('checkout-line');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('玻璃钢安全帽');
    await expect(lines).toContainText('×2');

    const reread = page.waitForResponse((r) => r.url().includes('/api/orderitem/list'));
    await page.reload();
    expect((await (await reread).json()).data).toMatchObject({ order_no: '888888', pending: 0 });
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('玻璃钢安全帽');
    await expect(page.getByTestId('checkout-total')).toHaveText('¥124.00');
  });
});
