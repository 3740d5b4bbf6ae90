// The buyer's orders after checkout, through the gateway: searching /myOrders (order number, period; a
// wrong period refused), the e-invoice (待开票 → the seller uploads the PDF → 已开票, downloaded by the
// buyer), 再次购买 into the cart, and the search at a phone's width.
import { expect, test } from '@playwright/test';
import { apiPost, appReady, DEMO_ACCOUNTS, DEMO_PASSWORD, loginByApi, registerMemberByApi } from '../support';
import { offlineOrder } from '../support/orders';

const SELLER = DEMO_ACCOUNTS.company.company;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('search, 待开票 → the seller’s e-invoice → 已开票 downloaded, 再次购买, and the search at 375 px', async ({ browser, request, page }) => {
  test.setTimeout(150_000);
  const member = await registerMemberByApi(request);
  const address = await apiPost(
    request,
    '/address/add',
    { type: 0, contact: '郑采购', phone: member.phone, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河北路 18 号', is_default: 1 },
    member.token,
  );
  expect(address.ok, address.msg).toBe(true);
  const order = await offlineOrder(request, member.token, SELLER, { invoice: true });
  const staff = await apiPost<{ token: string }>(request, '/admin/login', { account: 'ops', password: DEMO_PASSWORD });
  expect(staff.ok, staff.msg).toBe(true);
  const paid = await apiPost(request, '/admin/transfers/confirm', { remit_code: order.remitCode, amount: order.total }, staff.data.token);
  expect(paid.ok, paid.msg).toBe(true);

  // ── the buyer finds it by the end of its number; a period that ends before it starts is refused ──
  await loginByApi(page, member.phone);
  await page.goto('/myOrders');
  // typed into the first paint's copy, the dates would be gone when the app takes the page over
  await appReady(page);
  const search = page.getByRole('search', { name: '搜索订单' });
  await search.getByLabel('下单开始日期').fill('2026-12-31');
  await search.getByLabel('下单结束日期').fill('2026-01-01');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(search.getByRole('alert')).toHaveText('请选择正确的下单日期');
  await search.getByLabel('下单开始日期').fill('');
  await search.getByLabel('下单结束日期').fill('');
  await search.getByRole('textbox', { name: '订单号、商品名称或供应商' }).fill(order.orderNo.slice(-8));
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`/myOrders\\?keyword=${order.orderNo.slice(-8)}$`));
  const card = page.getByRole('article', { name: `订单 ${order.orderNo}` });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(card).toContainText('待开票');
  await page.reload();
  await expect(card).toContainText('待开票');

  // ── 李四 uploads the e-invoice on the order's seller view ──
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await loginByApi(seller, DEMO_ACCOUNTS.company.phone);
  await seller.goto(`/infoSelf?order_no=${order.orderNo}&view=merchant`);
  const sellerInvoice = seller.getByRole('region', { name: '发票信息' });
  await expect(sellerInvoice).toContainText('待开票');
  await sellerInvoice.getByRole('button', { name: '提交发票' }).click();
  await expect(sellerInvoice.getByText('请上传电子发票')).toBeVisible();
  await sellerInvoice.locator('input[type="file"]').setInputFiles({ name: '电子发票.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(sellerInvoice.getByText('电子发票.pdf').first()).toBeVisible();
  // the file is the field's only once its upload has finished (its progress bar gone)
  await expect(sellerInvoice.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await sellerInvoice.getByRole('button', { name: '提交发票' }).click();
  await expect(seller.getByText('发票已上传')).toBeVisible();
  await expect(sellerInvoice).toContainText('已开票');
  await sellerContext.close();

  // ── the buyer reads 已开票 and downloads the PDF ──
  await page.goto(`/infoSelf?order_no=${order.orderNo}`);
  const invoice = page.getByRole('region', { name: '发票信息' });
  await expect(invoice).toContainText('已开票');
  const link = invoice.getByRole('link', { name: '下载电子发票' });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // ── 再次购买: the order's product is back in the cart ──
  await page.goto(`/myOrders?keyword=${order.orderNo}`);
  await appReady(page);
  await card.getByRole('button', { name: '再次购买' }).click();
  await expect(page.getByText(/^已加入购物车 1 件商品$/)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // ── at a phone's width the search wraps and nothing sticks out sideways ──
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/myOrders');
  await expect(page.getByRole('search', { name: '搜索订单' }).getByRole('button', { name: '搜索' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
