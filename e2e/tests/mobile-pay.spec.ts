// Paying on a phone: at 375 px in a phone's browser the pay dialog offers 微信支付 (WeChat Pay H5) first;
// the browser goes to the stand-in's H5 cashier (微信支付（演示）, in place of WeChat's), pays there and is
// sent back to the order page, which asks for the pay status (请确认微信支付是否已完成) and, paid, goes on
// to /myOrders?vsstatus=pay. On a 1280 px computer the same order still shows its QR code (扫码支付).
// The orders are made through the API (an online order of the demo company's product).
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiGet, apiPost, BASE_URL, DEMO_ACCOUNTS, loginByApi } from '../support';

const SELLER = '广州安信安全技术有限公司';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

interface Sku {
  att_item_ids: string;
  stock: number;
}
interface Detail {
  id: number;
  min_amount: number;
  skus: Sku[];
}

/** An unpaid online order of the member: the seller's order number (what /infoSelf shows). */
async function onlineOrder(request: APIRequestContext, token: string): Promise<{ orderNo: string; total: string }> {
  const cards = await apiGet<{ items: { id: number; company_name: string }[] }>(request, '/open/uni/listproduct', { pageNum: 1, pageSize: 100, product_types: 'product' }, token);
  let product: Detail | null = null;
  let sku: Sku | null = null;
  for (const c of cards.data.items.filter((x) => x.company_name === SELLER).reverse()) {
    const d = (await apiGet<Detail>(request, '/open/uni/productinfo', { id: c.id }, token)).data;
    const s = d.skus.find((x) => x.stock >= Math.max(d.min_amount, 1) + 5);
    if (s) {
      product = d;
      sku = s;
      break;
    }
  }
  expect(product, `a product of ${SELLER} in stock`).not.toBeNull();
  const line = await apiPost<{ id: number }>(
    request,
    '/orderitem/buygoods',
    { product_id: product!.id, amount: Math.max(product!.min_amount, 1), atts_items_ids: sku!.att_item_ids, buycate: 'buy' },
    token,
  );
  expect(line.ok, `buygoods: ${line.msg}`).toBe(true);
  const address = await apiGet<{ id: number }>(request, '/address/getDefAddress', { type: 0 }, token);
  expect(address.ok, `a default address: ${address.msg}`).toBe(true);
  const submitted = await apiPost<{ main_order_no: string }>(
    request,
    '/orders/submit',
    { ids: [line.data.id], address_id: address.data.id, pay_cate: 1, delivery: '快递配送', expected_deliverys: '7天内', contains_invoice: 0, idem_key: `mobile-pay-${Date.now()}-${Math.random()}` },
    token,
  );
  expect(submitted.ok, `submit: ${submitted.msg}`).toBe(true);
  const mine = await apiGet<{ items: { order_no: string; total: string }[] }>(request, '/orders/list_self', { vsstatus: 'notpay', pageSize: 20 }, token);
  const order = mine.data.items.find((o) => o.order_no.startsWith(submitted.data.main_order_no));
  expect(order, 'the order in 待付款').toBeTruthy();
  return { orderNo: order!.order_no, total: order!.total };
}

const newContext = (browser: Browser, phone: boolean) =>
  browser.newContext({
    baseURL: BASE_URL,
    locale: 'zh-CN',
    ...(phone ? { viewport: { width: 375, height: 812 }, userAgent: IPHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 900 } }),
  });

test.describe('paying on a phone', () => {
  test('375 px, a phone browser: 微信支付 (H5) in the stand-in cashier, back to the order page, paid', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await newContext(browser, true);
    const page = await context.newPage();
    const token = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    const { orderNo } = await onlineOrder(page.request, token);

    await page.goto(`/infoSelf?order_no=${orderNo}`);
    await page.getByRole('region', { name: '订单信息' }).getByRole('button', { name: '去支付' }).click();
    const dialog = page.getByRole('dialog', { name: '微信支付' });
    await expect(dialog).toBeVisible();
    // no QR code to scan on the phone that shows it; it is one tap away for a computer beside it
    await expect(dialog.getByRole('img', { name: '微信支付二维码' })).toHaveCount(0);
    await dialog.getByRole('button', { name: '在电脑上扫码' }).click();
    await expect(dialog.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    await dialog.getByRole('button', { name: '使用本机微信支付' }).click();
    await dialog.getByRole('button', { name: '微信支付' }).click();

    // the stand-in's H5 cashier, in place of WeChat's
    await expect(page).toHaveURL(/\/api\/dev\/pay\/mweb\?prepay_id=wx\w+&package=\d+&redirect_url=/);
    await expect(page.getByRole('heading', { name: '微信支付（演示）' })).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();

    // back on the order page, which finds the payment and asks for its status
    await expect(page).toHaveURL(/\/myOrders\?vsstatus=pay$/, { timeout: 20_000 });
    const pay = await apiGet<{ items: { order_no: string }[] }>(page.request, '/orders/list_self', { vsstatus: 'pay', pageSize: 20 }, token);
    expect(pay.data.items.map((o) => o.order_no)).toContain(orderNo);
    await context.close();
  });

  test('375 px: back from the cashier unpaid, 请确认微信支付是否已完成 survives a reload; 支付遇到问题 returns to the order', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await newContext(browser, true);
    const page = await context.newPage();
    const token = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    const { orderNo } = await onlineOrder(page.request, token);

    await page.goto(`/infoSelf?order_no=${orderNo}`);
    await page.getByRole('region', { name: '订单信息' }).getByRole('button', { name: '去支付' }).click();
    await page.getByRole('dialog', { name: '微信支付' }).getByRole('button', { name: '微信支付' }).click();
    await expect(page.getByRole('heading', { name: '微信支付（演示）' })).toBeVisible();
    await page.getByRole('link', { name: '取消支付，返回商家' }).click();

    await expect(page).toHaveURL(new RegExp(`/infoSelf\\?order_no=${orderNo}&wxpay_return=\\d+$`));
    const back = page.getByRole('dialog', { name: '微信支付' });
    await expect(back.getByText('请确认微信支付是否已完成')).toBeVisible();
    await page.reload();
    await expect(back.getByText('请确认微信支付是否已完成')).toBeVisible();
    await back.getByRole('button', { name: '已完成支付' }).click();
    await expect(back.getByText(/暂未查询到支付结果/)).toBeVisible();
    await back.getByRole('button', { name: '支付遇到问题' }).click();
    await expect(page).toHaveURL(new RegExp(`/infoSelf\\?order_no=${orderNo}$`));
    await expect(page.getByRole('region', { name: '订单信息' }).getByRole('button', { name: '去支付' })).toBeVisible();
    await context.close();
  });

  test('1280 px, a computer: the same order still shows its QR code (扫码支付)', async ({ browser }) => {
    const context = await newContext(browser, false);
    const page = await context.newPage();
    const token = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    const { orderNo } = await onlineOrder(page.request, token);
    await page.goto(`/infoSelf?order_no=${orderNo}`);
    await page.getByRole('region', { name: '订单信息' }).getByRole('button', { name: '去支付' }).click();
    const dialog = page.getByRole('dialog', { name: '扫码支付' });
    await expect(dialog.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '微信支付' })).toHaveCount(0);
    await expect(dialog.getByText('请使用微信扫一扫完成支付')).toBeVisible();
    await context.close();
  });
});
