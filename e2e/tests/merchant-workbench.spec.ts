// The merchant workbench as 李四 (广州安信安全技术有限公司) and a buyer live it, in the browser through the gateway:
// publish a product on /merchantGoodsEdit (the form's messages first) → 审核中 → rejected by the review with a
// reason (审核不通过, the reason shown) → edited and re-submitted → 审核中 → approved → 出售中 and on
// /enableInfo → a new member buys it (立即购买 → /checkoutQuick → the QR dialog → the local WeChat Pay simulator) →
// 待发货 → after-sales on /applyAfterSales → 李四 agrees to a partial refund on /merchantAfterSales (待处理 →
// 已同意) → the buyer reads the decision and the amount; the order says 已退款 on /myOrders and /infoSelf, and the
// server's order has the refund → /merchantStats (经营概况) lists the product among 热销商品 TOP10.
// Reviews go through the demo-only review route (/api/dev/review, kind 'product'). Then the three workbench
// screens at 375 px: no horizontal scroll, their heading and controls visible.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiGet, apiPost, appReady, DEMO_ACCOUNTS, loginByApi, registerMemberByApi, yuan } from '../support';

const SELLER = DEMO_ACCOUNTS.company.company;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
/** a 1×1 PNG (as onboarding.spec.ts uploads) */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PRICE = '49.90';
const STOCK = '50';
const UNITS = 2;

/** A field by its label, with or without the required marker (a visible ' *' after the label). */
const lbl = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Category {
  cate_id: number;
  cate_name: string;
  children?: Category[];
}
interface MerchantProduct {
  id: number;
  name: string;
  audit_status: number;
  audit_reason: string;
  is_on_sale: number;
}
interface Order {
  order_no: string;
  status: string;
  total: string;
  refund_price?: string;
  order_items: { product_id: number; amount: number }[];
}

/** The first category path of three levels in the catalogue's product tree (what the form's selects offer). */
async function threeLevelPath(request: APIRequestContext): Promise<[Category, Category, Category]> {
  const tree = await apiGet<{ items: Category[] }>(request, '/open/uni/listCateNew', { parent_cate_value: 'product' });
  expect(tree.ok, tree.msg).toBe(true);
  for (const top of tree.data.items) {
    for (const second of top.children ?? []) {
      const third = second.children?.[0];
      if (third) return [top, second, third];
    }
  }
  throw new Error('no three-level product category');
}

/** The demo review route (what `pnpm --filter @ws/api review` does). */
async function reviewProduct(request: APIRequestContext, id: number, action: 'approve' | 'reject', remark = '') {
  const res = await apiPost(request, '/dev/review', { kind: 'product', id, action, remark });
  expect(res.ok, `review ${action}: ${res.msg}`).toBe(true);
}

/** The merchant's product of that name on a tab, through the merchant list API. */
async function merchantProduct(request: APIRequestContext, token: string, tab: string, name: string) {
  const list = await apiGet<{ items: MerchantProduct[] }>(request, '/merchant/goods/list', { tab, keyword: name, pageNum: 1, pageSize: 20 }, token);
  expect(list.ok, list.msg).toBe(true);
  return list.data.items.find((p) => p.name === name);
}

/** The tab button of /merchantGoods (its label carries the count: 审核中（1）). */
const goodsTab = (page: Page, label: string) => page.getByRole('group', { name: '商品状态' }).getByRole('button', { name: new RegExp(`^${label}(（\\d+）)?$`) });

/** The page is no wider than the viewport: nothing scrolls sideways. */
const noSideScroll = async (page: Page, what: string) => {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${what}: document scrollWidth within the 375 px viewport`).toBeLessThanOrEqual(PHONE.width);
};

const orderNoOf = async (card: Locator) => ((await card.getAttribute('aria-label')) ?? '').replace('订单 ', '');

test.describe('the merchant workbench at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('publish (messages, reject with a reason, edit, approve) → on sale → bought by QR → after-sales → partial refund → the buyer sees it → stats', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const firstName = `E2E 防护手套 ${stamp}`;
    const name = `E2E 防护手套 ${stamp} 二版`;
    const [top, second, third] = await threeLevelPath(request);
    const sellerToken = await loginByApi(page, DEMO_ACCOUNTS.company.phone);

    // ── 李四 opens 商品管理 and 发布商品 ──
    await page.goto('/merchantGoods');
    await expect(page.getByRole('heading', { name: '商品管理', level: 1 }), '/merchantGoods heading').toBeVisible();
    await page.getByRole('link', { name: '发布商品', exact: true }).click();
    await expect(page, '发布商品 opens the empty form').toHaveURL(/\/merchantGoodsEdit$/);
    const form = page.getByRole('form', { name: '发布商品' });
    await expect(form.getByRole('textbox', { name: lbl('商品名称') }), 'the empty form').toHaveValue('');

    // the empty form's messages
    await form.getByRole('button', { name: '发布', exact: true }).click();
    for (const m of ['请填写商品名称', '请选择商品分类', '请上传商品图片', '请填写价格', '请填写库存']) {
      await expect(form.getByText(m, { exact: true }), `empty form message ${m}`).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: lbl('商品名称') }), 'the name field is marked invalid').toHaveAttribute('aria-invalid', 'true');
    await expect(page, 'nothing was sent: still on the form').toHaveURL(/\/merchantGoodsEdit$/);

    // the product: name, the three-level category, unit, price, stock, one image
    await form.getByRole('textbox', { name: lbl('商品名称') }).fill(firstName);
    await expect(form.getByRole('combobox', { name: '一级分类' }).locator('option', { hasText: top.cate_name }), 'the category tree has loaded').toHaveCount(1);
    await form.getByRole('combobox', { name: '一级分类' }).selectOption({ label: top.cate_name });
    await form.getByRole('combobox', { name: '二级分类' }).selectOption({ label: second.cate_name });
    await form.getByRole('combobox', { name: '三级分类' }).selectOption({ label: third.cate_name });
    await form.getByRole('textbox', { name: '单位', exact: true }).fill('双');
    await form.getByRole('textbox', { name: '价格', exact: true }).fill(PRICE);
    await form.getByRole('textbox', { name: '库存', exact: true }).fill(STOCK);
    await form.getByLabel(lbl('商品图片')).setInputFiles({ name: 'gloves.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('list', { name: '商品图片：已上传 1 个' }), 'the image is uploaded').toBeVisible();
    for (const m of ['请填写商品名称', '请选择商品分类', '请上传商品图片']) {
      await expect(form.getByText(m, { exact: true }), `message ${m} gone once filled`).toHaveCount(0);
    }
    await form.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText('已提交审核', { exact: true }), 'publish answers 已提交审核').toBeVisible();
    await expect(page, 'back on the list, 审核中 tab').toHaveURL(/\/merchantGoods\?tab=review$/);
    await expect(goodsTab(page, '审核中'), '审核中 is the tab shown').toHaveAttribute('aria-pressed', 'true');
    const reviewRow = page.getByRole('listitem', { name: `商品 ${firstName}` });
    await expect(reviewRow, 'the new product is under 审核中').toBeVisible();
    await expect(reviewRow, 'its price').toContainText(`¥${PRICE}`);
    await expect(reviewRow, 'its stock').toContainText(`库存：${STOCK}`);

    // its id: from the row's 编辑 link, the same as the merchant list API says
    const editHref = (await reviewRow.getByRole('link', { name: '编辑', exact: true }).getAttribute('href')) ?? '';
    const id = Number(new URL(editHref, 'http://local').searchParams.get('id'));
    expect(id, `the 编辑 link ${editHref} names the product`).toBeGreaterThan(0);
    const listed = await merchantProduct(request, sellerToken, 'review', firstName);
    expect(listed, 'the merchant list API has it under review').toMatchObject({ id, audit_status: 0, is_on_sale: 1 });

    // ── the review rejects it with a reason: 审核不通过 shows it ──
    await reviewProduct(request, id, 'reject', '图片不清晰');
    await page.reload();
    await expect(goodsTab(page, '审核中'), 'the 审核中 tab has loaded (its count shown)').toHaveText(/^审核中（\d+）$/);
    await expect(reviewRow, 'no longer under 审核中 after the rejection').toHaveCount(0);
    await goodsTab(page, '审核不通过').click();
    await expect(page, 'the 审核不通过 tab').toHaveURL(/\/merchantGoods\?tab=rejected$/);
    const rejectedRow = page.getByRole('listitem', { name: `商品 ${firstName}` });
    await expect(rejectedRow.getByRole('note'), 'the rejected row shows the reason').toHaveText('审核不通过原因：图片不清晰');

    // ── the merchant edits it (a new name) and re-submits → 审核中 ──
    await rejectedRow.getByRole('link', { name: '编辑', exact: true }).click();
    await expect(page, 'the edit form of the product').toHaveURL(new RegExp(`/merchantGoodsEdit\\?id=${id}$`));
    const editForm = page.getByRole('form', { name: '编辑商品' });
    await expect(editForm.getByRole('note'), 'the edit form repeats the reason').toHaveText('审核不通过原因：图片不清晰');
    await expect(editForm.getByRole('textbox', { name: lbl('商品名称') }), 'the stored name is loaded').toHaveValue(firstName);
    await expect(editForm.getByRole('textbox', { name: '价格', exact: true }), 'the stored price is loaded').toHaveValue(PRICE);
    await expect(editForm.getByRole('list', { name: '商品图片：已上传 1 个' }), 'the stored image is loaded').toBeVisible();
    await editForm.getByRole('textbox', { name: lbl('商品名称') }).fill(name);
    await editForm.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('已提交审核', { exact: true }), 'a new name goes to the review again: 已提交审核').toBeVisible();
    await expect(page, 'back on the 审核中 tab').toHaveURL(/\/merchantGoods\?tab=review$/);
    await expect(page.getByRole('listitem', { name: `商品 ${name}` }), 'the edited product is under 审核中').toBeVisible();
    await goodsTab(page, '审核不通过').click();
    await expect(goodsTab(page, '审核不通过'), 'the 审核不通过 tab is shown').toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('ul[aria-busy="true"]'), 'the tab’s own rows, not the previous tab’s').toHaveCount(0);
    await expect(page.getByRole('listitem', { name: `商品 ${name}` }), 'no longer under 审核不通过').toHaveCount(0);
    expect(await merchantProduct(request, sellerToken, 'rejected', name), 'the server no longer has it under 审核不通过').toBeUndefined();
    expect(await merchantProduct(request, sellerToken, 'review', name), 'the server has it under review again, the reason cleared').toMatchObject({ id, audit_status: 0, audit_reason: '' });

    // ── approved → 出售中, and on /enableInfo ──
    await reviewProduct(request, id, 'approve');
    expect(await merchantProduct(request, sellerToken, 'onsale', name), 'the server has it approved and on sale').toMatchObject({ id, audit_status: 1, is_on_sale: 1 });
    await page.goto('/merchantGoods');
    await expect(goodsTab(page, '出售中'), '出售中 is the default tab').toHaveAttribute('aria-pressed', 'true');
    const onSaleRow = page.getByRole('listitem', { name: `商品 ${name}` });
    await expect(onSaleRow, 'the approved product is 出售中').toBeVisible();
    await expect(onSaleRow.getByRole('button', { name: '下架', exact: true }), 'an approved product on sale offers 下架').toBeVisible();

    // ── a buyer sees it and buys it online (立即购买 → checkout → QR → the simulator) ──
    // A member of this journey's own, with its own delivery address: the demo member's quick order (888888)
    // and orders are shared with other journeys running beside this one.
    const member = await registerMemberByApi(request);
    const address = await apiPost(
      request,
      '/address/add',
      { type: 0, contact: '周采购', phone: member.phone, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河北路 9 号', is_default: 1 },
      member.token,
    );
    expect(address.ok, address.msg).toBe(true);
    const buyerContext = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const buyer = await buyerContext.newPage();
    const buyerToken = await loginByApi(buyer, member.phone);
    await buyer.goto(`/enableInfo?id=${id}`);
    await expect(buyer.getByRole('heading', { name, level: 1 }), '/enableInfo shows the product to the buyer').toBeVisible();
    await expect(buyer.getByTestId('price-range'), 'its price').toContainText(PRICE);
    // the supplier, with its 询价 link and 联系商家 beside the name
    await expect(buyer.getByRole('definition').filter({ hasText: new RegExp(`^${SELLER}\\s*询价\\s*联系商家$`) }), 'its supplier').toHaveCount(1);
    await buyer.getByRole('button', { name: '立即购买', exact: true }).click();
    const drawer = buyer.getByRole('dialog');
    await expect(drawer.getByTestId('sku-price'), 'the drawer has the single SKU').toHaveText(`¥${PRICE}`);
    await drawer.getByRole('button', { name: '增加数量' }).click();
    await expect(drawer.getByRole('textbox', { name: '购买数量' }), `${UNITS} units`).toHaveValue(String(UNITS));
    await drawer.getByRole('button', { name: '确定', exact: true }).click();
    await expect(buyer, '立即购买 goes to the quick checkout').toHaveURL(/\/checkoutQuick\?order=888888$/);
    await expect(buyer.getByTestId('checkout-line'), 'one line on the checkout').toHaveCount(1);
    await expect(buyer.getByTestId('checkout-line'), 'the product on the checkout').toContainText(name);
    await expect(buyer.getByTestId('checkout-total'), 'the checkout total').toHaveText(/^¥\d+\.\d{2}$/);
    const total = ((await buyer.getByTestId('checkout-total').textContent()) ?? '').replace('¥', '');
    expect(Number(total), 'the total covers the goods').toBeGreaterThanOrEqual(Number(PRICE) * UNITS);
    await buyer.getByRole('combobox', { name: '发货方式' }).selectOption({ index: 1 });
    await buyer.getByRole('combobox', { name: '期望交货日期' }).selectOption({ index: 1 });
    await buyer.getByRole('button', { name: '提交订单' }).click();
    const payDialog = buyer.getByRole('dialog', { name: '扫码支付' });
    await expect(payDialog.getByText(`¥${total}`), 'the QR dialog asks for the total').toBeVisible();
    const simulatorHref = await payDialog.getByRole('link', { name: '在本机打开模拟支付页' }).getAttribute('href');
    expect(simulatorHref, 'the dialog links the local simulator').toBeTruthy();
    const phone = await buyerContext.newPage();
    await phone.goto(simulatorHref!);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await expect(phone.getByRole('status'), 'the simulator pays').toHaveText('支付成功');
    await phone.close();
    await expect(buyer, 'the paid order lands on 待发货').toHaveURL(/\/myOrders\?vsstatus=pay$/, { timeout: 20_000 });
    const paidCard = buyer.getByTestId('order-card').filter({ hasText: name });
    await expect(paidCard, 'one paid order of the product').toHaveCount(1);
    await expect(paidCard, 'the order is 待发货').toContainText('待发货');
    const orderNo = await orderNoOf(paidCard);
    expect(orderNo, 'the card names its order').toMatch(/^\d+/);

    // ── the buyer asks for after-sales ──
    const reason = `收到的手套尺码不对 ${stamp}`;
    await paidCard.getByRole('link', { name: '退换货' }).click();
    await expect(buyer, '退换货 opens the request form').toHaveURL(new RegExp(`/applyAfterSales\\?order_no=${orderNo}$`));
    const apply = buyer.getByRole('form', { name: '申请售后' });
    await apply.getByRole('radio', { name: '商品质量问题' }).check();
    await apply.getByRole('textbox', { name: '问题描述' }).fill(reason);
    await apply.locator('input[type="file"]').setInputFiles({ name: 'size.png', mimeType: 'image/png', buffer: PNG });
    await expect(apply.getByRole('list', { name: '上传图片：已上传 1 个' }), 'the image is uploaded').toBeVisible();
    await expect(apply.getByRole('button', { name: '提交' }), 'the form has settled').toBeEnabled();
    await apply.getByRole('button', { name: '提交' }).click();
    await expect(buyer.getByText('提交成功', { exact: true }), 'the request is submitted').toBeVisible({ timeout: 25_000 });
    const view = buyer.getByRole('region', { name: '售后申请' });
    await expect(view, 'the request is 审核中').toContainText('审核中');
    await expect(view, 'the request waits for the seller: 待处理').toContainText('待处理');
    await expect(view, 'the request keeps the reason').toContainText(reason);

    // ── 李四 agrees to a partial refund on 售后处理 ──
    await page.goto('/merchantAfterSales');
    await expect(page.getByRole('heading', { name: '售后处理', level: 1 }), '/merchantAfterSales heading').toBeVisible();
    const statusTabs = page.getByRole('group', { name: '售后状态' });
    await expect(statusTabs.getByRole('button', { name: /^待处理/ }), '待处理 is the tab shown').toHaveAttribute('aria-pressed', 'true');
    const request1 = page.getByRole('listitem', { name: `售后申请 ${orderNo}` });
    await expect(request1, 'the request is under 待处理 with the buyer’s reason').toContainText(reason);
    await expect(request1, 'with its type').toContainText('商品质量问题');
    await expect(request1, 'with the buyer’s masked phone').toContainText(`${member.phone.slice(0, 3)}********`);
    await expect(request1, 'with the product').toContainText(name);
    await expect(request1, 'with what was paid, online').toContainText(`实付金额¥${total}`);
    const refund = (Math.floor(Math.round(Number(total) * 100) / 2) / 100).toFixed(2);
    await request1.getByRole('button', { name: '同意退款', exact: true }).click();
    const approve = page.getByRole('dialog', { name: '同意退款' });
    await expect(approve, 'the dialog says the refund goes back 原路').toContainText('该订单为在线支付，退款将原路退回买家。');
    await approve.getByRole('radio', { name: '部分退款' }).check();
    await approve.getByRole('textbox', { name: lbl('退款金额（元）') }).fill(refund);
    await approve.getByRole('button', { name: '确定退款' }).click();
    await expect(page.getByText('已同意退款', { exact: true }), 'the approval answers 已同意退款').toBeVisible();
    await expect(approve, 'the dialog closes').toHaveCount(0);
    await expect(request1, 'the request leaves 待处理').toHaveCount(0);
    await statusTabs.getByRole('button', { name: /^已同意/ }).click();
    await expect(page, 'the 已同意 tab').toHaveURL(/\/merchantAfterSales\?tab=approved$/);
    const decided = page.getByRole('listitem', { name: `售后申请 ${orderNo}` });
    await expect(decided, 'the request is under 已同意 with the partial amount').toContainText(`已同意退款：${yuan(refund)} · 原路退回`);

    // ── the buyer reads the decision; the order says 已退款 ──
    await buyer.goto(`/applyAfterSales?order_no=${orderNo}`);
    await expect(view, 'the buyer’s request is approved').toContainText('审核通过');
    await expect(view, 'the decision 已同意退款').toContainText('已同意退款');
    await expect(view, 'the refund amount').toContainText(`退款金额${yuan(refund)}`);
    await expect(view, 'the refund goes back 原路').toContainText('原路退回');
    await buyer.goto('/myOrders');
    const refundedCard = buyer.getByRole('article', { name: `订单 ${orderNo}` });
    await expect(refundedCard.getByText('已退款', { exact: true }), 'the order’s status on /myOrders is 已退款').toBeVisible();
    await expect(refundedCard, 'the order card shows the refund amount').toContainText(`已退款 ¥${refund}`);
    await expect(refundedCard, 'and still what was paid').toContainText(`实付款：¥${total}`);
    await buyer.goto(`/infoSelf?order_no=${orderNo}`);
    const info = buyer.getByRole('region', { name: '订单信息' });
    await expect(info, 'the detail’s status is 已退款').toContainText('订单状态：已退款');
    await expect(info, 'the detail shows the refund amount').toContainText(`已退款 ¥${refund}`);
    const mine = await apiGet<{ items: Order[] }>(request, '/orders/list_self', { pageNum: 1, pageSize: 20 }, buyerToken);
    expect(mine.ok, mine.msg).toBe(true);
    const serverOrder = mine.data.items.find((o) => o.order_no === orderNo);
    expect(serverOrder, 'the server lists the order').toBeTruthy();
    expect(serverOrder, 'the server’s order: the refund, its status, the total, the line').toMatchObject({ refund_price: refund, status: '已退款', total });
    expect(serverOrder!.order_items[0], 'the order’s line').toMatchObject({ product_id: id, amount: UNITS });
    await buyerContext.close();

    // ── 李四's 经营概况: the figures and the new product among 热销商品 TOP10 ──
    await page.goto('/merchantStats');
    await expect(page.getByRole('heading', { name: '经营概况', level: 1 }), '/merchantStats heading 经营概况').toBeVisible();
    for (const f of ['今日订单', '今日销售额', '近30天订单', '近30天销售额']) {
      await expect(page.getByText(f, { exact: true }), `figure card ${f}`).toBeVisible();
    }
    await expect(page.getByRole('definition').filter({ hasText: /^¥\d+\.\d{2}$/ }), 'the two sales figures are amounts').toHaveCount(2);
    const topTen = page.getByRole('region', { name: '热销商品 TOP10' });
    const topRow = topTen.getByRole('listitem', { name: new RegExp(`^第\\d+名 ${escapeRe(name)}$`) });
    await expect(topRow, 'the product paid today is among 热销商品 TOP10').toBeVisible();
    await expect(topRow, 'with the units sold').toContainText(`销量 ${UNITS}`);
    await expect(topRow.getByRole('link', { name }), 'linking its page').toHaveAttribute('href', `/enableInfo?id=${id}`);
  });
});

test.describe('the merchant workbench at 375 px', () => {
  test.use({ viewport: PHONE });

  test('商品管理, 售后处理 and 经营概况 fit a 375 px phone: no horizontal scroll, heading and controls visible', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.company.phone);

    await page.goto('/merchantGoods');
    await appReady(page);
    await expect(page.getByRole('heading', { name: '商品管理', level: 1 }), '商品管理 heading at 375 px').toBeVisible();
    await expect(page.getByRole('link', { name: '发布商品', exact: true }), '发布商品 at 375 px').toBeVisible();
    await expect(goodsTab(page, '出售中'), 'the 出售中 tab at 375 px').toBeVisible();
    await expect(page.getByRole('group', { name: '商品状态' }).getByRole('button'), 'the four goods tabs').toHaveCount(4);
    await noSideScroll(page, '/merchantGoods');

    await page.goto('/merchantAfterSales');
    await appReady(page);
    await expect(page.getByRole('heading', { name: '售后处理', level: 1 }), '售后处理 heading at 375 px').toBeVisible();
    const tabs = page.getByRole('group', { name: '售后状态' });
    for (const t of ['待处理', '已同意', '已拒绝']) await expect(tabs.getByRole('button', { name: new RegExp(`^${t}`) }), `the ${t} tab at 375 px`).toBeVisible();
    await noSideScroll(page, '/merchantAfterSales');

    await page.goto('/merchantStats');
    await appReady(page);
    await expect(page.getByRole('heading', { name: '经营概况', level: 1 }), '经营概况 heading at 375 px').toBeVisible();
    await expect(page.getByRole('button', { name: '刷新', exact: true }), '刷新 at 375 px').toBeVisible();
    await expect(page.getByText('近30天销售额', { exact: true }), 'the figure cards at 375 px').toBeVisible();
    await expect(page.getByRole('heading', { name: '热销商品 TOP10' }), '热销商品 TOP10 at 375 px').toBeVisible();
    await noSideScroll(page, '/merchantStats');
  });
});
