// The checkout keeps what was typed (the checkout draft, spec 02 §2 "Checkout and payment"): 发货方式,
// 期望交货日期, 开具发票 with its type and profile, 采购备注, the contract attachment, and the addresses the
// choosers picked survive 更换地址 / 更换发票地址 and back, the browser's back and a reload, until the order is
// submitted; a reload with the QR dialog open finds the submitted order waiting for payment (not
// 请选择需要结算的商品). The draft is the signed-in member's: another member on the same tab does not see it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiPost, loginByApi, registerMemberByApi } from '../support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const AREA = { province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106' };

interface Detail {
  id: number;
  name: string;
  min_amount: number;
  skus: { att_item_ids: string; stock: number; price: string }[];
}

/** A product with a SKU in stock, made the member's quick order (888888) as 立即购买 does. */
async function quickOrder(request: APIRequestContext, token: string): Promise<string> {
  const list = await apiGet<{ items: { id: number }[] }>(request, '/open/uni/listproduct', { pageNum: 1, pageSize: 100, product_types: 'product' }, token);
  for (const card of [...list.data.items].reverse()) {
    const d = await apiGet<Detail>(request, '/open/uni/productinfo', { id: card.id }, token);
    const sku = d.ok ? d.data.skus.find((s) => s.stock >= d.data.min_amount + 2 && Number(s.price) > 0) : undefined;
    if (!sku) continue;
    const atts = sku.att_item_ids ? sku.att_item_ids.split(',').map(Number) : [];
    const line = await apiPost<{ id: number }>(request, '/orderitem/buygoods', { product_id: d.data.id, amount: d.data.min_amount, atts_items_ids: atts, buycate: 'buy' }, token);
    expect(line.ok, `buygoods: ${line.msg}`).toBe(true);
    const chosen = await apiPost(request, '/orderitem/orderOn', { order_no: '888888', ids: [line.data.id] }, token);
    expect(chosen.ok, `orderOn: ${chosen.msg}`).toBe(true);
    return d.data.name;
  }
  throw new Error('no product in stock');
}

async function addAddress(request: APIRequestContext, token: string, type: 0 | 1, contact: string, street: string, isDefault: 0 | 1) {
  const env = await apiPost<{ id: number }>(request, '/address/add', { type, contact, phone: '13912340000', ...AREA, address: street, is_default: isDefault }, token);
  expect(env.ok, env.msg).toBe(true);
  return env.data.id;
}

async function addProfile(request: APIRequestContext, token: string, name: string, isDefault: 0 | 1) {
  const env = await apiPost<{ id: number }>(request, '/invoice/add', { invoice_type: '0', name, email: 'buyer@example.com', is_default: isDefault }, token);
  expect(env.ok, env.msg).toBe(true);
  return env.data.id;
}

const checkoutReady = async (page: Page) => {
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toBeVisible({ timeout: 20_000 });
};

test('what was typed on the checkout survives 更换地址, 更换发票地址, back and a reload; a reload with the QR open finds the order waiting', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100_000;
  const member = await registerMemberByApi(request);
  await addAddress(request, member.token, 0, '周默认', `天河北路 ${stamp} 号`, 1);
  const otherStreet = `花城大道 ${stamp} 号 仓库`;
  await addAddress(request, member.token, 0, '吴收货', otherStreet, 0);
  await addAddress(request, member.token, 1, '郑财务', `体育西路 ${stamp} 号`, 1);
  const invoiceStreet = `体育东路 ${stamp} 号 财务部`;
  await addAddress(request, member.token, 1, '王财务', invoiceStreet, 0);
  await addProfile(request, member.token, '周默认', 1);
  await addProfile(request, member.token, '王采购', 0);
  const productName = await quickOrder(request, member.token);
  const remarks = `请工作日送货，联系前台 ${stamp}`;

  await loginByApi(page, member.phone);
  await page.goto('/checkoutQuick?order=888888');
  await checkoutReady(page);
  await expect(page.getByTestId('checkout-line')).toContainText(productName);

  // ── type and choose ──
  await page.getByRole('combobox', { name: '发货方式' }).selectOption({ label: '物流配送' });
  await page.getByRole('combobox', { name: '期望交货日期' }).selectOption({ label: '15天内' });
  const invoice = page.getByRole('region', { name: '发票', exact: true });
  await invoice.getByRole('checkbox', { name: '开具发票' }).check();
  await invoice.getByRole('combobox', { name: '发票类型' }).selectOption({ label: '增值税普通发票' });
  await invoice.getByRole('button', { name: '选择 王采购' }).click();
  await expect(invoice.getByRole('listitem').filter({ hasText: '王采购' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('textbox', { name: '采购备注' }).fill(remarks);
  await page.locator('input[type="file"]').setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: '合同附件：已上传 1 个' })).toBeVisible();

  const expectKept = async (step: string) => {
    await checkoutReady(page);
    await expect(page.getByRole('combobox', { name: '发货方式' }), `${step}: 发货方式`).toHaveValue('物流配送');
    await expect(page.getByRole('combobox', { name: '期望交货日期' }), `${step}: 期望交货日期`).toHaveValue('15天内');
    const block = page.getByRole('region', { name: '发票', exact: true });
    await expect(block.getByRole('checkbox', { name: '开具发票' }), `${step}: 开具发票`).toBeChecked();
    await expect(block.getByRole('combobox', { name: '发票类型' }), `${step}: 发票类型`).toHaveValue('155');
    await expect(block.getByRole('listitem').filter({ hasText: '王采购' }), `${step}: the invoice profile`).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('textbox', { name: '采购备注' }), `${step}: 采购备注`).toHaveValue(remarks);
    await expect(page.getByRole('list', { name: '合同附件：已上传 1 个' }), `${step}: 合同附件`).toBeVisible();
    await expect(page.getByTestId('checkout-line'), `${step}: the lines`).toContainText(productName);
  };

  // ── 更换地址: another delivery address, and back ──
  await page.getByRole('region', { name: '收货地址', exact: true }).getByRole('link', { name: '更换地址' }).click();
  await expect(page.getByRole('heading', { name: '选择收货地址' })).toBeVisible();
  await page.getByRole('region', { name: '收货地址列表' }).getByRole('listitem').filter({ hasText: otherStreet }).getByRole('button', { name: /^选择/ }).click();
  await expect(page.getByText('使用成功')).toBeVisible();
  await expectKept('after 更换地址');
  await expect(page.getByRole('region', { name: '收货地址', exact: true })).toContainText(otherStreet);

  // ── 更换发票地址, and back ──
  await page.getByRole('region', { name: '发票', exact: true }).getByRole('link', { name: '更换发票地址' }).click();
  await expect(page.getByRole('heading', { name: '选择发票地址' })).toBeVisible();
  await page.getByRole('region', { name: '发票地址列表' }).getByRole('listitem').filter({ hasText: invoiceStreet }).getByRole('button', { name: /^选择/ }).click();
  await expectKept('after 更换发票地址');
  await expect(page.getByRole('region', { name: '发票', exact: true })).toContainText(invoiceStreet);

  // ── the browser's back from a chooser, without choosing ──
  await page.getByRole('region', { name: '收货地址', exact: true }).getByRole('link', { name: '更换地址' }).click();
  await expect(page.getByRole('heading', { name: '选择收货地址' })).toBeVisible();
  await page.goBack();
  await expectKept('after the browser’s back');

  // ── a reload ──
  await page.reload();
  await expectKept('after a reload');
  await expect(page.getByRole('region', { name: '收货地址', exact: true })).toContainText(otherStreet);
  await expect(page.getByRole('region', { name: '发票', exact: true })).toContainText(invoiceStreet);

  // ── submit (online), then a reload with the QR dialog open ──
  const total = ((await page.getByTestId('checkout-total').textContent()) ?? '').trim();
  await page.getByRole('button', { name: '提交订单' }).click();
  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog.getByText(total)).toBeVisible();
  await page.reload();
  await expect(dialog.getByText(total), 'the reload reopens the QR payment').toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('请选择需要结算的商品')).toHaveCount(0);
  // behind it, the submitted order waiting for its payment
  const heading = page.locator('h1', { hasText: /^订单 \d+/ });
  await expect(heading).toBeAttached();
  await expect(page.locator('section[aria-label="待支付订单"]')).toContainText(productName);
  const mainOrderNo = ((await heading.textContent()) ?? '').replace('订单', '').trim();

  // the order carries what was typed
  const main = await apiGet<{ orders: { remarks: string; delivery: string; expected_deliverys: string; contains_invoice: number; order_invoice_type: string; invoiceInfo: { name?: string } | null; invoiceAddressInfo: { address?: string } | null; address: string; order_remark_file_items: unknown[] }[] }>(
    request,
    '/orders/infoByMainOrderNo',
    { order_no: mainOrderNo },
    member.token,
  );
  expect(main.ok, main.msg).toBe(true);
  expect(main.data.orders[0]).toMatchObject({ remarks, delivery: '物流配送', expected_deliverys: '15天内', contains_invoice: 1, invoiceInfo: { name: '王采购' }, invoiceAddressInfo: { address: invoiceStreet }, address: otherStreet });
  expect(main.data.orders[0]!.order_remark_file_items).toHaveLength(1);

  // paid in the simulator: the dialog sees it, 待发货; the draft is gone with the submit
  const href = await dialog.getByRole('link', { name: '在本机打开模拟支付页' }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(href!);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功');
  await phone.close();
  await expect(page).toHaveURL(/\/myOrders\?vsstatus=pay$/, { timeout: 20_000 });
  await page.goto('/checkoutQuick?order=888888');
  await expect(page.getByText('请选择需要结算的商品')).toBeVisible({ timeout: 20_000 });
});

test('the draft is the signed-in member’s: another member on the same tab starts with none', async ({ page, request }) => {
  test.setTimeout(120_000);
  const first = await registerMemberByApi(request);
  const second = await registerMemberByApi(request);
  for (const m of [first, second]) {
    await addAddress(request, m.token, 0, '周默认', '天河北路 1 号', 1);
    await quickOrder(request, m.token);
  }
  await loginByApi(page, first.phone);
  await page.goto('/checkoutQuick?order=888888');
  await checkoutReady(page);
  await page.getByRole('combobox', { name: '发货方式' }).selectOption({ label: '物流配送' });
  await page.getByRole('textbox', { name: '采购备注' }).fill('第一位会员的备注');
  await page.reload();
  await checkoutReady(page);
  await expect(page.getByRole('textbox', { name: '采购备注' })).toHaveValue('第一位会员的备注');

  // the second member signs in on this tab (the session keys a login writes), and opens their checkout
  const login = await apiGet<{ token: string; loginUser: { user_id: number; name: string } }>(request, '/pc/user/login', {
    user_mobile: second.phone,
    login_type: 'password',
    user_password: 'Demo1234',
  });
  expect(login.ok, login.msg).toBe(true);
  await page.evaluate(
    ({ token, userId, phone }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('phone', phone);
      localStorage.setItem('loginName', phone);
    },
    { token: login.data.token, userId: String(login.data.loginUser.user_id), phone: second.phone },
  );
  await page.reload();
  await checkoutReady(page);
  await expect(page.getByRole('textbox', { name: '采购备注' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: '发货方式' })).toHaveValue('');
  // the entry now is the second member's own (their lines and key), with nothing of the first's
  const entry = JSON.parse((await page.evaluate(() => sessionStorage.getItem('checkoutDraft.v1'))) ?? '{}') as { owner?: string; draft?: { remarks?: string; delivery?: string } };
  expect(entry.owner).toMatch(new RegExp(`^${login.data.loginUser.user_id}:`));
  expect(entry.draft).toMatchObject({ remarks: '', delivery: '' });
});
