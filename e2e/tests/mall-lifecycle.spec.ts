// The whole order lifecycle of the mall, as a new buyer lives it (spec 02 §2, §4, §5): browse /funeng ->
// /enable -> /enableInfo, pick a two-attribute SKU of 广州安信安全技术有限公司 and add it to the cart, 结算
// from /cart, check out with a delivery address and an invoice address made through the choosers, an
// enterprise invoice profile made on the checkout, and the points earned by signing in -> the QR dialog,
// paid in the local WeChat Pay simulator -> /myOrders?vsstatus=pay. The seller (李四) ships it on
// /OrdersExpressEdit; the buyer follows the shipment on /infoSelf, confirms receipt there (确定要收货吗？ /
// 收货成功) and reviews it on /remark (the review shows on /enableInfo). Return/exchange is offered only
// while an order is paid and not confirmed (spec 02 §4): the confirmed order no longer offers it and the
// server refuses it too, so after-sales is asked on a second shipped, unconfirmed order on /applyAfterSales.
// The server's figures (points used, shipping, totals, the invoice) are checked on the way.
//
// Then the timer: an unpaid order aged past its limit by the demo route is cancelled by the API's sweep
// (every 2 s in the journeys: ORDER_EXPIRY_INTERVAL_MS), leaves 待付款, /infoSelf says it was cancelled
// automatically, and its stock is back. And a QR paid after its order was cancelled is given back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi, registerMemberByApi } from '../support';

const SELLER = DEMO_ACCOUNTS.company.company;
const PASSWORD = 'Member1234';

interface Sku {
  id: number;
  att_item_ids: string;
  att_item_names: string;
  price: string;
  stock: number;
}
interface Detail {
  id: number;
  name: string;
  company_name: string;
  min_amount: number;
  use_profit_jifen_rate: number;
  att: { name: string; att_item: { id: number; name: string }[] }[];
  skus: Sku[];
}
interface Category {
  cate_id: number;
  cate_name: string;
}
interface Order {
  order_no: string;
  main_order_no: string;
  status: string;
  ispay: number;
  isexpress: number;
  isconfirm: number;
  total: string;
  ptotal: string;
  express_fee: string;
  use_profit_jifen: number;
  jifen_deduction: string;
  contains_invoice: number;
  invoiceInfo: Record<string, unknown> | null;
  invoiceAddressInfo: Record<string, unknown> | null;
  cancel_note?: string;
  order_items: { id: number; product_id: number; atts_items_names: string; amount: number; price: string }[];
}
interface Submitted {
  order_no: string;
  main_order_no: string;
  code_url: string;
  total_price: string;
  simulator_url?: string;
}

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** A new ordinary member (registered with its SMS code); answers the phone and a token. */
const newMember = (request: APIRequestContext) => registerMemberByApi(request, { password: PASSWORD });

/** The points balance (the /integral page's call). */
const pointsOf = async (request: APIRequestContext, token: string) => {
  const env = await apiGet<{ ProfitJifen: number }>(request, '/profitJifen/listSelf', { pageNum: 1, pageSize: 1 }, token);
  expect(env.ok, env.msg).toBe(true);
  return env.data.ProfitJifen;
};

/**
 * A product of the seller with two attributes, points usable on it (rate above 0), and a SKU of two
 * attribute items in stock for a few orders; answers it with its top-level category.
 */
async function twoAttributeProduct(request: APIRequestContext, token: string): Promise<{ product: Detail; sku: Sku; top: Category }> {
  const tops = (await apiGet<{ items: Category[] }>(request, '/open/uni/listCateNew', { parent_cate_value: 'product' })).data.items;
  for (const top of tops) {
    for (let pageNum = 1; pageNum <= 5; pageNum++) {
      const list = await apiGet<{ items: { id: number; company_name: string }[]; total: number }>(
        request,
        '/open/uni/listproduct',
        { pageNum, pageSize: 100, cate: top.cate_id, product_types: 'product' },
        token,
      );
      for (const card of list.data.items.filter((c) => c.company_name === SELLER)) {
        const d = (await apiGet<Detail>(request, '/open/uni/productinfo', { id: card.id }, token)).data;
        if (d.att.length !== 2 || d.use_profit_jifen_rate <= 0) continue;
        const sku = d.skus.find((s) => s.att_item_names.split(',').length === 2 && s.stock >= d.min_amount * 4 && Number(s.price) > 0);
        if (sku) return { product: d, sku, top };
      }
      if (pageNum * 100 >= list.data.total) break;
    }
  }
  throw new Error(`no two-attribute product of ${SELLER} with points and stock`);
}

const stockOf = async (request: APIRequestContext, token: string, productId: number, skuId: number) =>
  (await apiGet<Detail>(request, '/open/uni/productinfo', { id: productId }, token)).data.skus.find((s) => s.id === skuId)!.stock;

/** An online order of the SKU made through the API (cart line, default address, submit). */
async function apiOrder(request: APIRequestContext, token: string, product: Detail, sku: Sku, addressId: number): Promise<Submitted> {
  const line = await apiPost<{ id: number }>(
    request,
    '/orderitem/buygoods',
    { product_id: product.id, amount: product.min_amount, atts_items_ids: sku.att_item_ids.split(',').map(Number), buycate: 'cart' },
    token,
  );
  expect(line.ok, line.msg).toBe(true);
  const res = await apiPost<Submitted>(
    request,
    '/orders/submit',
    { ids: [line.data.id], address_id: addressId, pay_cate: 1, delivery: '快递配送', expected_deliverys: '7天内', contains_invoice: 0, idem_key: `lifecycle-${Date.now()}-${Math.random()}` },
    token,
  );
  expect(res.ok, res.msg).toBe(true);
  return res.data;
}

/** The payer confirms in the local WeChat Pay simulator page (what scanning the QR opens in the demo). */
async function payInSimulator(page: Page, simulatorHref: string) {
  const phone = await page.context().newPage();
  await phone.goto(simulatorHref);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功');
  await phone.close();
}

const orderInfo = async (request: APIRequestContext, token: string, orderNo: string) => {
  const env = await apiGet<Order>(request, '/orders/info_self', { order_no: orderNo }, token);
  expect(env.ok, env.msg).toBe(true);
  return env.data;
};

const fillAddress = async (page: Page, form: ReturnType<Page['getByRole']>, a: { contact: string; phone: string; city: string; county: string; street: string }) => {
  await form.getByRole('textbox', { name: '联系人' }).fill(a.contact);
  await form.getByRole('textbox', { name: '手机号码' }).fill(a.phone);
  await form.getByRole('combobox', { name: '市' }).selectOption({ label: a.city });
  await expect(form.getByRole('combobox', { name: '区' }).locator('option', { hasText: a.county })).toHaveCount(1);
  await form.getByRole('combobox', { name: '区' }).selectOption({ label: a.county });
  await form.getByRole('textbox', { name: '详细地址' }).fill(a.street);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
};

test.describe('the mall order lifecycle', () => {
  test('browse, two-attribute SKU, cart, checkout with new addresses, an enterprise invoice and points, QR pay, ship, track, confirm, review, after-sales', async ({ page, browser, request }) => {
    test.setTimeout(300_000);
    const buyer = await newMember(request);
    // points: earned by signing in (the new member starts with none)
    expect(await pointsOf(request, buyer.token)).toBe(0);
    const signed = await apiPost(request, '/sign/add', {}, buyer.token);
    expect(signed.ok, signed.msg).toBe(true);
    const points = await pointsOf(request, buyer.token);
    expect(points).toBeGreaterThan(0);

    const { product, sku, top } = await twoAttributeProduct(request, buyer.token);
    const [att1, att2] = sku.att_item_names.split(',') as [string, string];
    const stockBefore = sku.stock;

    // ── browse ──
    await loginByApi(page, buyer.phone, PASSWORD);
    await page.goto('/funeng');
    await page.getByRole('button', { name: top.cate_name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/enable\\?cate=${top.cate_id}$`));
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(top.cate_name);
    await page.getByRole('textbox', { name: '商品关键词' }).fill(product.name);
    await page.getByRole('textbox', { name: '商品关键词' }).press('Enter');
    const card = page.getByRole('link', { name: new RegExp(product.name) }).first();
    await expect(card).toContainText(SELLER);
    const [detail] = await Promise.all([page.waitForEvent('popup'), card.click()]);
    await expect(detail).toHaveURL(new RegExp(`/enableInfo\\?id=${product.id}$`));
    await expect(detail.getByText('含税13%')).toBeVisible();

    // ── the buy drawer: both attributes pick the SKU's price ──
    await detail.getByRole('button', { name: '加入购物车' }).click();
    const drawer = detail.getByRole('dialog');
    await drawer.getByRole('button', { name: att1, exact: true }).click();
    await drawer.getByRole('button', { name: att2, exact: true }).click();
    await expect(drawer.getByTestId('sku-price')).toHaveText(`¥${Number(sku.price).toFixed(2)}`);
    await expect(drawer.getByText(`已选：${att1},${att2}`)).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: '购买数量' })).toHaveValue(String(product.min_amount));
    await drawer.getByRole('button', { name: '确定' }).click();
    await expect(detail.getByText('加入购物车成功')).toBeVisible();

    // ── cart → 结算 (driven by what the buyer sees, whatever URL the cart step uses) ──
    await detail.goto('/cart');
    const line = detail.getByTestId('cart-line').filter({ hasText: `${att1},${att2}` });
    await expect(line).toContainText(product.name);
    await line.getByRole('checkbox').check();
    await detail.getByRole('button', { name: '结算' }).click();
    await expect(detail.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(detail.getByTestId('checkout-line')).toHaveCount(1);
    await expect(detail.getByTestId('checkout-line')).toContainText(product.name);
    await expect(detail.getByTestId('checkout-line')).toContainText(`${att1},${att2}`);

    // ── a new delivery address through the chooser ──
    const checkoutPage = detail;
    const addressBlock = checkoutPage.getByRole('region', { name: '收货地址', exact: true });
    await expect(addressBlock).toContainText('暂无收货地址');
    await addressBlock.getByRole('link', { name: '选择收货地址' }).click();
    await expect(checkoutPage.getByRole('heading', { name: '选择收货地址' })).toBeVisible();
    await checkoutPage.getByRole('link', { name: '新增收货地址' }).click();
    const street = `珠江新城花城大道 ${Date.now() % 1000} 号`;
    await fillAddress(checkoutPage, checkoutPage.getByRole('form', { name: '收货地址' }), { contact: '钱七', phone: '13912345678', city: '广州市', county: '天河区', street });
    await expect(checkoutPage.getByRole('heading', { name: '选择收货地址' })).toBeVisible();
    await checkoutPage
      .getByRole('region', { name: '收货地址列表' })
      .getByRole('listitem')
      .filter({ hasText: street })
      .getByRole('button', { name: /^选择/ })
      .click();
    await expect(checkoutPage.getByText('使用成功')).toBeVisible();
    await expect(checkoutPage.getByRole('heading', { name: '确认订单' })).toBeVisible();
    await expect(checkoutPage.getByRole('region', { name: '收货地址', exact: true })).toContainText(street);

    // ── invoice: the invoice address through its chooser, then an enterprise profile made here ──
    const invoiceBlock = checkoutPage.getByRole('region', { name: '发票', exact: true });
    await invoiceBlock.getByRole('checkbox', { name: '开具发票' }).check();
    await invoiceBlock.getByRole('combobox', { name: '发票类型' }).selectOption({ label: '增值税普通发票' });
    await invoiceBlock.getByRole('link', { name: '选择发票地址' }).click();
    await expect(checkoutPage.getByRole('heading', { name: '选择发票地址' })).toBeVisible();
    await checkoutPage.getByRole('link', { name: '新增发票地址' }).click();
    const invoiceStreet = `体育东路 ${Date.now() % 1000} 号 财务部`;
    await fillAddress(checkoutPage, checkoutPage.getByRole('form', { name: '发票地址' }), { contact: '孙八', phone: '13987654321', city: '广州市', county: '越秀区', street: invoiceStreet });
    await checkoutPage
      .getByRole('region', { name: '发票地址列表' })
      .getByRole('listitem')
      .filter({ hasText: invoiceStreet })
      .getByRole('button', { name: /^选择/ })
      .click();
    await expect(checkoutPage.getByText('使用成功')).toBeVisible();
    await expect(checkoutPage.getByRole('heading', { name: '确认订单' })).toBeVisible();
    // back on the checkout: the invoice choice is asked again, the chosen type and address are kept
    const invoiceAgain = checkoutPage.getByRole('region', { name: '发票', exact: true });
    if (!(await invoiceAgain.getByRole('checkbox', { name: '开具发票' }).isChecked())) await invoiceAgain.getByRole('checkbox', { name: '开具发票' }).check();
    await expect(invoiceAgain.getByRole('combobox', { name: '发票类型' })).toHaveValue('155');
    await expect(invoiceAgain).toContainText(invoiceStreet);
    await invoiceAgain.getByRole('button', { name: '新增发票信息' }).click();
    const invoiceForm = checkoutPage.getByRole('form', { name: '发票信息' });
    await invoiceForm.getByRole('radio', { name: '企业' }).check();
    const companyName = `广州钱七贸易有限公司${Date.now() % 10000}`;
    await invoiceForm.getByRole('textbox', { name: '企业名称' }).fill(companyName);
    await invoiceForm.getByRole('textbox', { name: '纳税人识别号' }).fill('91440101MA5CXXXX1B');
    await invoiceForm.getByRole('textbox', { name: '邮箱' }).fill('finance@example.com');
    await invoiceForm.getByRole('button', { name: '保存' }).click();
    await expect(checkoutPage.getByText('添加成功')).toBeVisible();
    await invoiceAgain.getByRole('button', { name: `选择 ${companyName}` }).click();
    await expect(invoiceAgain.getByRole('listitem').filter({ hasText: companyName })).toHaveAttribute('aria-current', 'true');

    // ── delivery, points, the server's totals ──
    await checkoutPage.getByRole('combobox', { name: '发货方式' }).selectOption({ label: '快递配送' });
    await checkoutPage.getByRole('combobox', { name: '期望交货日期' }).selectOption({ label: '7天内' });
    await expect(checkoutPage.getByRole('radio', { name: '在线支付（扫码）' })).toBeChecked();
    const pointsBox = checkoutPage.getByRole('checkbox', { name: /使用积分/ });
    await expect(pointsBox).toBeEnabled();
    await pointsBox.check();
    const cartLineId = await checkoutPage.evaluate(() => Number(new URLSearchParams(window.location.search).get('ids')?.split(',')[0] ?? NaN));
    const goods = fen(sku.price) * product.min_amount;
    const shipping = goods >= 30_000 ? 0 : 800;
    const shareCap = Math.floor((goods * product.use_profit_jifen_rate) / 100);
    const pointsUsed = Math.min(points, shareCap);
    const expectedTotal = goods + shipping - pointsUsed;
    await expect(checkoutPage.getByTestId('checkout-total')).toHaveText(`¥${(expectedTotal / 100).toFixed(2)}`);
    await expect(checkoutPage.getByRole('definition').filter({ hasText: `-¥${(pointsUsed / 100).toFixed(2)}` })).toHaveCount(1);
    if (Number.isFinite(cartLineId)) {
      // the page shows exactly the server's quote
      const quote = await apiPost<{ total_price: string; use_profit_jifen: number }>(request, '/orders/quote', { ids: [cartLineId], IfUseProfitJifen: 1 }, buyer.token);
      expect(quote.data.use_profit_jifen).toBe(pointsUsed);
    }

    // ── submit → QR dialog → the simulator pays → /myOrders?vsstatus=pay ──
    await checkoutPage.getByRole('button', { name: '提交订单' }).click();
    const dialog = checkoutPage.getByRole('dialog', { name: '扫码支付' });
    await expect(dialog.getByText(`¥${(expectedTotal / 100).toFixed(2)}`)).toBeVisible();
    await expect(dialog.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    const href = await dialog.getByRole('link', { name: '在本机打开模拟支付页' }).getAttribute('href');
    await payInSimulator(checkoutPage, href!);
    await expect(checkoutPage).toHaveURL(/\/myOrders\?vsstatus=pay$/, { timeout: 20_000 });
    const paidCard = checkoutPage.getByTestId('order-card').filter({ hasText: product.name }).first();
    await expect(paidCard).toContainText('待发货');
    const orderNo = ((await paidCard.getAttribute('aria-label')) ?? '').replace('订单 ', '');
    expect(orderNo).toMatch(/^\d+/);

    // the server's figures: points spent, totals, the invoice as chosen, the stock taken
    const placed = await orderInfo(request, buyer.token, orderNo);
    expect(placed).toMatchObject({ status: '待发货', ispay: 1, contains_invoice: 1, use_profit_jifen: pointsUsed });
    expect([fen(placed.ptotal), fen(placed.express_fee), fen(placed.jifen_deduction), fen(placed.total)]).toEqual([goods, shipping, pointsUsed, expectedTotal]);
    expect(placed.invoiceInfo).toMatchObject({ name: companyName, invoice_type: 1, identification: '91440101MA5CXXXX1B', email: 'finance@example.com' });
    expect(placed.invoiceAddressInfo).toMatchObject({ contact: '孙八', address: invoiceStreet });
    expect(placed.order_items[0]).toMatchObject({ product_id: product.id, atts_items_names: `${att1},${att2}`, amount: product.min_amount });
    expect(await pointsOf(request, buyer.token)).toBe(points - pointsUsed);
    expect(await stockOf(request, buyer.token, product.id, sku.id)).toBe(stockBefore - product.min_amount);

    // a second paid order of the same SKU (through the API), for the after-sales request
    const addressId = (await apiGet<{ id: number }>(request, '/address/getDefAddress', { type: 0 }, buyer.token)).data.id;
    const second = await apiOrder(request, buyer.token, product, sku, addressId);
    const pr = new URL(second.simulator_url!, 'http://local').searchParams.get('pr')!;
    const paidSecond = await request.post('/api/dev/pay/simulator', { form: { pr } });
    expect(await paidSecond.text()).toContain('支付成功');
    const secondNo = (await apiGet<{ items: Order[] }>(request, '/orders/list_self', { vsstatus: 'pay', pageSize: 20 }, buyer.token)).data.items.find(
      (o) => o.main_order_no === second.main_order_no,
    )!.order_no;

    // ── the seller ships both on /OrdersExpressEdit ──
    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    await loginByApi(seller, DEMO_ACCOUNTS.company.phone);
    const ship = async (no: string, value: string, expressNo: string) => {
      await seller.goto('/merchantOrders?vsstatus=pay');
      const item = seller.getByRole('listitem', { name: `订单 ${no}` });
      await expect(item).toContainText('待发货');
      await item.getByRole('link', { name: '发货', exact: true }).click();
      const form = seller.getByRole('form', { name: '订单发货' });
      await expect(form.getByRole('textbox', { name: '订单号' })).toHaveValue(no);
      await form.getByRole('radio', { name: value }).check();
      await form.getByRole('textbox', { name: '快递单号' }).fill(expressNo);
      await form.getByRole('button', { name: '确认发货' }).click();
      await expect(seller.getByText('发货成功')).toBeVisible();
    };
    await ship(orderNo, '顺丰速运', 'SF1234567890');
    await ship(secondNo, '中通快递', 'ZT9876543210');
    await sellerContext.close();

    // ── the buyer follows the shipment on /infoSelf and confirms receipt there ──
    const buyerPage = checkoutPage;
    await buyerPage.goto('/myOrders?vsstatus=express');
    const shipped = buyerPage.getByRole('article', { name: `订单 ${orderNo}` });
    await expect(shipped).toContainText('待收货');
    await expect(buyerPage.getByRole('article', { name: `订单 ${secondNo}` })).toContainText('待收货');
    await shipped.getByRole('link', { name: '订单详情' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/infoSelf\\?order_no=${orderNo}`));
    const logistics = buyerPage.getByRole('region', { name: '物流信息' });
    await expect(logistics).toContainText('顺丰速运');
    await expect(logistics).toContainText('SF1234567890');
    await expect(logistics.getByRole('list', { name: '物流轨迹' })).toContainText('商家已发货：顺丰速运，运单号 SF1234567890');
    await expect(buyerPage.getByRole('region', { name: '发票信息', exact: true })).toContainText(companyName);
    await expect(buyerPage.getByRole('region', { name: '金额', exact: true })).toContainText(`${pointsUsed}（抵扣 ¥${(pointsUsed / 100).toFixed(2)}）`);
    await buyerPage.getByRole('button', { name: '确认收货' }).click();
    await expect(buyerPage.getByText('确定要收货吗？')).toBeVisible();
    await buyerPage.getByRole('button', { name: '确定' }).click();
    await expect(buyerPage.getByText('收货成功')).toBeVisible();
    await expect(buyerPage).toHaveURL(/\/myOrders\?vsstatus=express$/);
    await expect(buyerPage.getByRole('article', { name: `订单 ${orderNo}` })).toHaveCount(0);
    expect(await orderInfo(request, buyer.token, orderNo)).toMatchObject({ status: '已完成', isconfirm: 1 });
    // the timeline (newest first) now starts with the receipt, above the demo Kuaidi100 emulator's 揽收 scan
    await buyerPage.goto(`/infoSelf?order_no=${orderNo}`);
    const timeline = buyerPage.getByRole('list', { name: '物流轨迹' });
    await expect(timeline.getByRole('listitem').first()).toContainText('买家已确认收货');
    await expect(timeline).toContainText('商家已发货：顺丰速运，运单号 SF1234567890');
    await expect(buyerPage.getByText('已签收', { exact: true })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: '确认收货' })).toHaveCount(0);

    // ── review on /remark; it shows on /enableInfo ──
    await buyerPage.goto('/myOrders?vsstatus=confirm');
    const done = buyerPage.getByRole('article', { name: `订单 ${orderNo}` });
    await expect(done).toContainText('已完成');
    // confirmed: no return/exchange any more (spec 02 §4), and the server says so too
    await expect(done.getByRole('link', { name: '退换货' })).toHaveCount(0);
    const refused = await apiPost(request, '/aftersales/add', { order_no: orderNo, cate: 'goodsproblem', remark: '晚了', file_items: [{ FileName: 'x.svg', FileUrl: '/api/files/seed/product-1.svg' }] }, buyer.token);
    expect(refused).toMatchObject({ ok: false, msg: '订单已确认收货，不能申请售后' });
    await done.getByRole('link', { name: '评价' }).click();
    const reviewForm = buyerPage.getByRole('form', { name: '商品评价' });
    const review = `全流程评价 ${Date.now()}：${att1}${att2}，做工扎实，发货快。`;
    await reviewForm.getByRole('textbox', { name: '评价内容' }).fill(review);
    await reviewForm.getByRole('button', { name: '提交评价' }).click();
    await expect(buyerPage.getByText('提交成功')).toBeVisible();
    await expect(buyerPage.getByRole('region', { name: '我的评价' })).toContainText(review);
    await buyerPage.goto(`/enableInfo?id=${product.id}`);
    // the newest comments come first; the full list opens with the rest
    const all = buyerPage.getByRole('button', { name: /查看全部|全部评价/ });
    if (!(await buyerPage.getByText(review).isVisible()) && (await all.count()) > 0) await all.first().click();
    await expect(buyerPage.getByText(review)).toBeVisible();

    // ── after-sales on the second order, shipped and not confirmed ──
    await buyerPage.goto('/myOrders?vsstatus=express');
    await buyerPage.getByRole('article', { name: `订单 ${secondNo}` }).getByRole('link', { name: '退换货' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/applyAfterSales\\?order_no=${secondNo}$`));
    const apply = buyerPage.getByRole('form', { name: '申请售后' });
    await apply.getByRole('radio', { name: '商品质量问题' }).check();
    await apply.getByRole('textbox', { name: '问题描述' }).fill('收到时标识牌边角有划痕');
    await apply.getByRole('button', { name: '提交' }).click();
    await expect(apply.getByText('请选择上传图片')).toBeVisible();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await apply.locator('input[type="file"]').setInputFiles({ name: 'scratch.png', mimeType: 'image/png', buffer: png });
    await expect(apply.getByRole('img', { name: /scratch/ })).toBeVisible();
    // the field has the file (its list says so) and the form has settled before 提交 is clicked
    await expect(apply.getByRole('list', { name: '上传图片：已上传 1 个' })).toBeVisible();
    await expect(apply.getByRole('button', { name: '提交' })).toBeEnabled();
    await apply.getByRole('button', { name: '提交' }).click();
    // the upload and the submit are two requests on a loaded CI machine: wait longer than a plain step
    await expect(buyerPage.getByText('提交成功')).toBeVisible({ timeout: 25_000 });
    const view = buyerPage.getByRole('region', { name: '售后申请' });
    await expect(view).toContainText('审核中');
    await expect(view).toContainText('商品质量问题');
    const record = await apiGet<{ order_no: string; audit_status_name: string }>(request, '/aftersales/infoByUser', { order_no: secondNo }, buyer.token);
    expect(record).toMatchObject({ ok: true, msg: '获取成功', data: { order_no: secondNo, audit_status_name: '审核中' } });
  });

  test('the timer: an unpaid order aged past its limit is cancelled by the sweep, leaves 待付款, says so, and its stock is back', async ({ page, request }) => {
    test.setTimeout(120_000);
    const buyer = await newMember(request);
    const { product, sku } = await twoAttributeProduct(request, buyer.token);
    const address = await apiPost<{ id: number }>(
      request,
      '/address/add',
      { type: 0, contact: '周九', phone: '13911112222', province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河北路 9 号', is_default: 1 },
      buyer.token,
    );
    expect(address.ok, address.msg).toBe(true);
    const before = await stockOf(request, buyer.token, product.id, sku.id);
    const order = await apiOrder(request, buyer.token, product, sku, address.data.id);
    expect(await stockOf(request, buyer.token, product.id, sku.id)).toBe(before - product.min_amount);

    await loginByApi(page, buyer.phone, PASSWORD);
    await page.goto('/myOrders?vsstatus=notpay');
    const card = page.getByTestId('order-card').filter({ hasText: product.name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('待付款');
    await expect(card).toContainText('自动取消');
    const orderNo = ((await card.getAttribute('aria-label')) ?? '').replace('订单 ', '');

    // the demo route moves the order back past its limit: reads show it cancelled at once (a read never
    // writes), and the API's own sweep (no order call) cancels it for real, giving its stock back
    const aged = await apiPost<{ order_nos: string[] }>(request, '/dev/order/age', { order_no: order.main_order_no });
    expect(aged.ok, aged.msg).toBe(true);
    expect(aged.data.order_nos).toEqual([orderNo]);
    await expect
      .poll(async () => (await apiGet<{ cancelled: number }>(request, '/orders/infoByMainOrderNo', { order_no: order.main_order_no }, buyer.token)).data.cancelled, { timeout: 20_000 })
      .toBe(1);

    await page.reload();
    await expect(page.getByText('亲，未找到记录~')).toBeVisible();
    await expect(page.getByTestId('order-card').filter({ hasText: orderNo })).toHaveCount(0);
    await page.goto(`/infoSelf?order_no=${orderNo}`);
    const info = page.getByRole('region', { name: '订单信息' });
    await expect(info).toContainText('已取消');
    await expect(info).toContainText('超时未支付，订单已自动取消');
    await expect(info.getByRole('button', { name: '去支付' })).toHaveCount(0);
    await expect.poll(() => stockOf(request, buyer.token, product.id, sku.id), { timeout: 20_000 }).toBe(before);
  });

  test('a QR paid after its order was cancelled: the money goes back and the order says so', async ({ page, request }) => {
    test.setTimeout(120_000);
    const buyer = await newMember(request);
    const { product, sku } = await twoAttributeProduct(request, buyer.token);
    const address = await apiPost<{ id: number }>(
      request,
      '/address/add',
      { type: 0, contact: '吴十', phone: '13933334444', province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '华夏路 10 号', is_default: 1 },
      buyer.token,
    );
    expect(address.ok, address.msg).toBe(true);
    const order = await apiOrder(request, buyer.token, product, sku, address.data.id);

    await loginByApi(page, buyer.phone, PASSWORD);
    await page.goto('/myOrders?vsstatus=notpay');
    const card = page.getByTestId('order-card').filter({ hasText: product.name });
    const orderNo = ((await card.getAttribute('aria-label')) ?? '').replace('订单 ', '');
    await card.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('取消成功')).toBeVisible();

    // the QR was still open on the buyer's phone: paid anyway
    const pr = new URL(order.simulator_url!, 'http://local').searchParams.get('pr')!;
    expect(await (await request.post('/api/dev/pay/simulator', { form: { pr } })).text()).toContain('支付成功');
    const status = await apiGet(request, '/orders/getPaystatus', { order_no: order.order_no }, buyer.token);
    expect(status).toMatchObject({ ok: false, msg: '订单已取消，支付款项已原路退回' });

    await page.goto(`/infoSelf?order_no=${orderNo}`);
    const info = page.getByRole('region', { name: '订单信息' });
    await expect(info).toContainText('已取消（已退款）');
    await expect(info).toContainText('订单已由买家取消；支付款项已原路退回');
    await expect(info.getByRole('button', { name: '去支付' })).toHaveCount(0);
  });
});
