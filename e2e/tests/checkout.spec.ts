// Journeys of checkout (spec 02 §2 "Checkout and payment", §4): cart lines → /checkoutQuick with the server's
// totals → QR payment through the local WeChat Pay simulator → /myOrders?vsstatus=pay; and an offline
// order → 您已提交线下交易订单，点击确认获取支付信息 → /offline with its remittance code and the transfer
// account, then its cancellation from /myOrders (stock back). The automatic cancellation by the timer has its
// journey in mall-lifecycle.spec.ts (a demo-only route ages the order; the journeys' API sweeps every 2 s).
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi } from '../support';

interface Card {
  id: number;
}
interface Detail {
  id: number;
  name: string;
  min_amount: number;
  skus: { id: number; att_item_ids: string; stock: number; price: string }[];
}
interface Pick {
  id: number;
  name: string;
  min_amount: number;
  sku: Detail['skus'][number];
}

/** A product with a SKU in stock for its minimum amount (and a bit more). */
const plainProduct = async (page: Page, token: string): Promise<Pick> => {
  const list = await apiGet<{ items: Card[] }>(page.request, '/open/uni/listproduct', { pageNum: 1, pageSize: 100, product_types: 'product' }, token);
  // from the end of the list: the other journeys buy the first products, and the stock checks here must not
  // see their orders (two workers run at once)
  for (const card of [...list.data.items].reverse()) {
    const d = await apiGet<Detail>(page.request, '/open/uni/productinfo', { id: card.id }, token);
    const sku = d.ok ? d.data.skus.find((s) => s.stock >= d.data.min_amount + 2 && Number(s.price) > 0) : undefined;
    if (sku) return { id: d.data.id, name: d.data.name, min_amount: d.data.min_amount, sku };
  }
  throw new Error('no product in stock');
};

const addLine = async (page: Page, token: string, product: Pick): Promise<number> => {
  const atts = product.sku.att_item_ids ? product.sku.att_item_ids.split(',').map(Number) : [];
  const env = await apiPost<{ id: number }>(page.request, '/orderitem/buygoods', { product_id: product.id, amount: product.min_amount, atts_items_ids: atts, buycate: 'cart' }, token);
  expect(env.ok, env.msg).toBe(true);
  return env.data.id;
};

const chooseDelivery = async (page: Page) => {
  await page.getByRole('combobox', { name: '发货方式' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: '期望交货日期' }).selectOption({ index: 1 });
};

test('cart → checkout with the server’s totals → QR payment in the simulator → /myOrders?vsstatus=pay', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
  const product = await plainProduct(page, token);
  const line = await addLine(page, token, product);
  const quote = await apiPost<{ total_price: string }>(page.request, '/orders/quote', { ids: [line] }, token);
  expect(quote.ok, quote.msg).toBe(true);

  await page.goto(`/checkoutQuick?ids=${line}`);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText(product.name);
  await expect(page.getByTestId('checkout-total')).toHaveText(`¥${quote.data.total_price}`);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('请选择发货方式')).toBeVisible();
  await chooseDelivery(page);
  await page.getByRole('button', { name: '提交订单' }).click();

  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog.getByText(`¥${quote.data.total_price}`)).toBeVisible();
  const href = await dialog.getByRole('link', { name: '在本机打开模拟支付页' }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(href!);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功');
  await phone.close();
  // the dialog's 5 s polling sees the payment
  await expect(page).toHaveURL(/\/myOrders\?vsstatus=pay$/, { timeout: 20_000 });
  const card = page.getByTestId('order-card').first();
  await expect(card).toContainText(product.name);
  await expect(card).toContainText('待发货');
  await expect(card.getByRole('link', { name: '退换货' })).toBeVisible();
});

test('an offline order: confirm message, /offline with the code and the account, then cancelled from /myOrders', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
  const product = await plainProduct(page, token);
  const stockOf = (d: Detail) => d.skus.find((s) => s.id === product.sku.id)!.stock;
  const stockBefore = product.sku.stock;
  const line = await addLine(page, token, product);

  await page.goto(`/checkoutQuick?ids=${line}`);
  // the checkout's first load reads lines, addresses, invoices and points (PGlite answers one call at a time)
  await expect(page.getByTestId('checkout-total')).toBeVisible({ timeout: 20_000 });
  await chooseDelivery(page);
  await page.getByRole('radio', { name: '线下转账' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('您已提交线下交易订单，点击确认获取支付信息')).toBeVisible();
  await page.getByRole('button', { name: '确认' }).click();

  await expect(page).toHaveURL(/\/offline\?orderNo=\d+&total_price=/);
  await expect(page.getByTestId('remit-code')).toHaveText(/^[A-Z2-9]{8}$/);
  await expect(page.getByText('银行账号')).toBeVisible();
  await expect(page.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/funeng');
  await expect(page.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/session');
  const after = await apiGet<Detail>(page.request, '/open/uni/productinfo', { id: product.id }, token);
  expect(stockOf(after.data)).toBe(stockBefore - product.min_amount);

  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/myOrders\?vsstatus=notpay$/);
  const card = page.getByTestId('order-card').filter({ hasText: product.name }).first();
  await expect(card).toContainText('自动取消');
  await card.getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByText('确定要取消吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('取消成功')).toBeVisible();
  const back = await apiGet<Detail>(page.request, '/open/uni/productinfo', { id: product.id }, token);
  expect(stockOf(back.data)).toBe(stockBefore);
});
