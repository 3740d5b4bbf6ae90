// Every mall screen on a 375 px phone, as each demo account sees it: no horizontal overflow of the page
// (document.documentElement.scrollWidth <= 375), the screen's heading or main content visible, and no
// loading state left on screen. A few screens again at 1366 px. The data the screens show (a cart line,
// an offline order with its transfer receipt) is made through the API first, so that lists are not all
// empty. Set MOBILE_SHOTS_DIR to keep a full-page screenshot of every screen for looking at by hand.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi, type DemoRole } from '../support';

const SHOTS = process.env.MOBILE_SHOTS_DIR;
/** the phone's screen; MOBILE_WIDTH tries another width (320 for the smallest phones) */
const PHONE = { width: Number(process.env.MOBILE_WIDTH) || 375, height: 812 };
const SELLER = '广州安信安全技术有限公司';

interface Sku {
  att_item_ids: string;
  stock: number;
}
interface Detail {
  id: number;
  min_amount: number;
  skus: Sku[];
}

const token = async (request: APIRequestContext, phone: string) =>
  (await apiGet<{ token: string; loginUser: { user_id: number } }>(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: 'Demo1234' })).data;

interface Fixture {
  productId: number;
  cartLineId: number;
  /** a cart selection the member shared */
  shareCode: string;
  /** the main order number of an unpaid online order */
  onlineOrderNo: string;
  orderNo: string;
  itemId: number;
  customerServiceId: number;
  expertUserId: number;
  /** what puts one more line of the product into a cart (orderitem/buygoods) */
  cartLine: { product_id: number; amount: number; atts_items_ids: string; buycate: 'buy' };
}

/** A product of the demo company in the member's cart and an offline order of it (with a receipt). */
async function makeData(request: APIRequestContext): Promise<Fixture> {
  const member = await token(request, DEMO_ACCOUNTS.member.phone);
  const cards = await apiGet<{ items: { id: number; company_name: string }[] }>(request, '/open/uni/listproduct', { pageNum: 1, pageSize: 100, product_types: 'product' });
  let product: Detail | null = null;
  let sku: Sku | null = null;
  for (const c of cards.data.items.filter((x) => x.company_name === SELLER)) {
    const d = (await apiGet<Detail>(request, '/open/uni/productinfo', { id: c.id }, member.token)).data;
    const s = d.skus.find((x) => x.stock >= Math.max(d.min_amount, 1) * 2);
    if (s) {
      product = d;
      sku = s;
      break;
    }
  }
  expect(product, `a product of ${SELLER} in stock`).not.toBeNull();
  const cartLine = { product_id: product!.id, amount: Math.max(product!.min_amount, 1), atts_items_ids: sku!.att_item_ids, buycate: 'buy' as const };
  const buy = async () => {
    const line = await apiPost<{ id: number }>(request, '/orderitem/buygoods', cartLine, member.token);
    expect(line.ok, `buygoods: ${line.msg}`).toBe(true);
    return line.data.id;
  };
  const lineId = await buy();
  const address = await apiGet<{ id: number }>(request, '/address/getDefAddress', { type: 0 }, member.token);
  const submitted = await apiPost<{ main_order_no: string }>(
    request,
    '/orders/submit',
    { ids: [lineId], address_id: address.data.id, pay_cate: 0, delivery: '1', expected_deliverys: '1', contains_invoice: 0, idem_key: `mobile-${Date.now()}` },
    member.token,
  );
  expect(submitted.ok, `submit: ${submitted.msg}`).toBe(true);
  const mine = await apiGet<{ items: { order_no: string; order_items?: { id: number }[] }[] }>(request, '/orders/list_self', { vsstatus: 'notpay', pageSize: 20 }, member.token);
  const order = mine.data.items.find((o) => o.order_no.startsWith(submitted.data.main_order_no));
  expect(order).toBeTruthy();
  const receipt = await apiPost(request, '/orders/uploadReceipt', { order_no: order!.order_no, file_items: [{ FileName: '回单.svg', FileUrl: '/api/files/seed/product-1.svg' }] }, member.token);
  expect(receipt.ok, `receipt: ${receipt.msg}`).toBe(true);
  // an order paid online (its 去支付 opens the QR dialog)
  const online = await apiPost<{ main_order_no: string }>(
    request,
    '/orders/submit',
    { ids: [await buy()], address_id: address.data.id, pay_cate: 1, delivery: '1', expected_deliverys: '1', contains_invoice: 0, idem_key: `mobile-online-${Date.now()}` },
    member.token,
  );
  expect(online.ok, `submit online: ${online.msg}`).toBe(true);
  // one line stays in the cart
  const cartLineId = await buy();
  const shared = await apiPost<{ code: string }>(request, '/orderShare/add', { ids: [cartLineId] }, member.token);
  expect(shared.ok, `share: ${shared.msg}`).toBe(true);
  const cs = await token(request, DEMO_ACCOUNTS.customerService.phone);
  const expert = await token(request, DEMO_ACCOUNTS.expert.phone);
  return { productId: product!.id, cartLineId, shareCode: shared.data.code, onlineOrderNo: online.data.main_order_no, orderNo: order!.order_no, itemId: order!.order_items?.[0]?.id ?? 0, customerServiceId: cs.loginUser.user_id, expertUserId: expert.loginUser.user_id, cartLine };
}

/** The mall's screens a role opens, with the data made above. */
const screensOf = (role: DemoRole, f: Fixture): string[] => {
  const personal = ['/personal', '/mySign', '/integral', '/teams', '/uconfig', '/uconfig?tab=password', '/uconfig?tab=address', '/uconfig?tab=invoice', '/uconfig?tab=data', '/myFav', '/myUserMoney', '/myProfitMoney', '/myApplyWithdrawal', '/myApplyToCash', '/bindBankCard', '/MyBooking', '/MyExpertChatOrders', '/distribution', '/companyInformation', '/uconfigJoin', '/session'];
  switch (role) {
    case 'member':
      return [
        '/funeng',
        '/enable',
        `/enableInfo?id=${f.productId}`,
        '/products',
        '/cart',
        `/checkoutQuick?ids=${f.cartLineId}`,
        `/checkoutQuick?order=${encodeURIComponent(f.orderNo)}`,
        `/offline?orderNo=${encodeURIComponent(f.orderNo)}&total_price=1.00`,
        '/myOrders',
        '/myOrders?vsstatus=notpay',
        `/infoSelf?order_no=${encodeURIComponent(f.orderNo)}`,
        `/applyAfterSales?order_no=${encodeURIComponent(f.orderNo)}`,
        `/remark?order_no=${encodeURIComponent(f.orderNo)}&product_id=${f.productId}&item_id=${f.itemId}`,
        ...personal,
        '/addressInfo',
        '/addressInvoice',
        '/addAddress',
        '/addAddress?id=-1',
        '/uconfigAddressInfo',
        `/uconfigAddressInfo?order=${encodeURIComponent(f.orderNo)}`,
        '/uconfigAdd?id=-1',
        '/uconfigInvoice',
        '/invoiceAddAddress?id=-1',
        '/addressAddInvoice',
        '/MyBookingInfo?id=1',
        `/session/chatItem?to_user_id=${f.customerServiceId}&type=1&to_user_name=${encodeURIComponent(DEMO_ACCOUNTS.customerService.name)}`,
        `/session/chatitemExpert?to_user_id=${f.expertUserId}&to_user_name=${encodeURIComponent(DEMO_ACCOUNTS.expert.name)}`,
        `/session/remarkChatExpert?to_user_id=${f.expertUserId}&item_id=1&order_no=X1`,
        '/merchant',
      ];
    case 'company':
      return [`/cart?share=${encodeURIComponent(f.shareCode)}`, '/merchant', '/merchantOrders', '/merchantOrders?vsstatus=notpay', `/OrdersExpressEdit?orderOn=${encodeURIComponent(f.orderNo)}`, `/infoSelf?order_no=${encodeURIComponent(f.orderNo)}&view=merchant`, '/companyInformation', '/personal', '/uconfigJoin', '/session'];
    case 'salesman':
      return ['/personal', '/teams', '/distribution', '/myUserMoney', '/session'];
    case 'expert':
      return ['/personal', '/session', '/MyExpertChatOrders'];
    case 'customerService':
      return ['/personal', '/session'];
  }
};

const fileName = (prefix: string, route: string) => `${prefix}-${route.replace(/^\//, '').replace(/[^A-Za-z0-9=]+/g, '_').slice(0, 60) || 'root'}`;

/** Open a screen, wait for its loading states to end, check it fits and shows something, keep a screenshot. */
async function check(page: Page, route: string, shot: string) {
  await page.goto(route);
  const main = page.locator('main');
  await expect.soft(main, `${route}: main content`).toBeVisible();
  // no loading placeholder stays on screen (the screen's chunk, skeletons of lists)
  await expect.soft(page.getByRole('status', { name: '加载中' }), `${route}: still loading`).toHaveCount(0, { timeout: 15_000 });
  await expect.soft(main.locator('h1, h2, h3, [role="heading"], [role="tablist"], table, form, ul, p, [role="alert"]').first(), `${route}: a heading or content`).toBeVisible();
  // images and fonts settle before measuring
  await page.waitForTimeout(150);
  const width = page.viewportSize()!.width;
  if (SHOTS) {
    // the full page in screen-high pieces, each readable as one phone screen
    const { height } = page.viewportSize()!;
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < total && i < 8; y += height, i++) {
      await page.screenshot({ path: path.join(SHOTS, `${shot}-${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(height, total - y) } });
    }
  }
  const { scrollWidth, culprits } = await page.evaluate((width) => {
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > width + 0.5 && r.width > 0 && getComputedStyle(el).visibility !== 'hidden') {
        culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)}`);
        if (culprits.length >= 5) break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, width);
  expect.soft(scrollWidth, `${route}: page wider than ${width} px: ${culprits.join(' | ')}`).toBeLessThanOrEqual(width);
  if (width <= 540) {
    // targets a finger can hit (WCAG 2.5.8): buttons, tabs, fields and block links at least 24 × 24 px, or
    // a smaller one with no other target within the 24 px square around its centre; links inside running
    // text and checkboxes beside their label text are exempt
    const tiny = await page.evaluate(() => {
      const targets: { el: HTMLElement; r: DOMRect }[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('main button, main a[href], main [role="tab"], main select, main textarea, main input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"])'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
        // a field inside a bigger field box (Mantine's pills input) is hit through its box
        if (el.tagName === 'INPUT' && el.closest('[class*="PillsInput"], [class*="MultiSelect"]')) continue;
        targets.push({ el, r });
      }
      const out: string[] = [];
      for (const { el, r } of targets) {
        if (r.width >= 24 && r.height >= 24) continue;
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const crowded = targets.some((o) => o.el !== el && !o.el.contains(el) && !el.contains(o.el) && o.r.left < cx + 12 && o.r.right > cx - 12 && o.r.top < cy + 12 && o.r.bottom > cy - 12);
        if (crowded) out.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 12)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      return out.slice(0, 6);
    });
    expect.soft(tiny, `${route}: targets smaller than 24 px`).toEqual([]);
  }
}

let fixture: Fixture;

test.beforeAll(async ({ playwright }) => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  fixture = await makeData(request);
  await request.dispose();
});

test.describe('the mall at 375 px', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('logged out: the catalogue screens', async ({ page }) => {
    for (const route of ['/funeng', '/enable', `/enableInfo?id=${fixture.productId}`]) await check(page, route, fileName('guest', route));
  });

  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    test(`${role}: every screen fits`, async ({ page }) => {
      test.setTimeout(240_000);
      await loginByApi(page, DEMO_ACCOUNTS[role].phone);
      for (const route of screensOf(role, fixture)) await check(page, route, fileName(role, route));
    });
  }
});

/** The element lies inside the phone's screen (not wider, not cut off at a side or below). */
async function expectOnScreen(page: Page, what: string, locator: ReturnType<Page['locator']>) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(height + 0.5);
}

/** Nothing inside the element is cut off sideways: its content is not wider than its box. */
async function expectNoSideOverflow(what: string, locator: ReturnType<Page['locator']>) {
  const { scrollWidth, clientWidth } = await locator.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, `${what}: content wider than its box`).toBeLessThanOrEqual(clientWidth + 1);
}

test.describe('the mall at 375 px: drawers and dialogs', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the SKU drawer, the quote sheet, the QR dialog and a confirm dialog fit the phone', async ({ page }) => {
    test.setTimeout(120_000);
    const memberToken = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    const shot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `dialog-${name}.png`) });
    };

    // the SKU drawer: its 确定 stays on screen
    await page.goto(`/enableInfo?id=${fixture.productId}`);
    await page.getByRole('button', { name: '加入购物车' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(300);
    await shot('buy-drawer');
    await expectOnScreen(page, 'SKU drawer', drawer);
    await expectOnScreen(page, 'SKU drawer 确定', drawer.getByRole('button', { name: /确定|已售罄/ }));
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toHaveCount(0);

    // the quote sheet of the cart: its table scrolls inside the sheet, not the page
    // the demo member's cart is shared with journeys running beside this one (one may have emptied it)
    const line = await apiPost(page.request, '/orderitem/buygoods', fixture.cartLine, memberToken);
    expect(line.ok, `buygoods: ${line.msg}`).toBe(true);
    await page.goto('/cart');
    await page.getByRole('checkbox', { name: /全选/ }).check();
    await page.getByRole('button', { name: '报价单', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await shot('quote');
    await expectNoSideOverflow('quote sheet', sheet);
    // a product name stays on one line (the table scrolls instead of squeezing its columns)
    const nameCell = sheet.getByRole('row').nth(1).getByRole('cell').first();
    expect((await nameCell.boundingBox())!.height, 'quote: product name on one line').toBeLessThan(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');

    // the payment dialog of an unpaid online order: on a phone 微信支付 (H5) first, the QR code one tap away
    await page.goto('/myOrders?vsstatus=notpay');
    const card = page.getByRole('article', { name: new RegExp(fixture.onlineOrderNo) }).first();
    await card.getByRole('button', { name: '去支付' }).click();
    const qr = page.getByRole('dialog', { name: '微信支付' });
    await expect(qr.getByRole('button', { name: '微信支付' })).toBeVisible();
    await expectOnScreen(page, 'payment dialog', qr);
    await qr.getByRole('button', { name: '在电脑上扫码' }).click();
    await expect(qr.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    await shot('pay-qr');
    await expectOnScreen(page, 'QR dialog', qr);
    await qr.getByRole('button', { name: '关闭' }).click();

    // a confirm dialog (取消订单 → 确定要取消吗？), answered 取消
    await card.getByRole('button', { name: '取消订单' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('确定要取消吗？');
    await shot('confirm');
    await expectOnScreen(page, 'confirm dialog', confirm);
    await confirm.getByRole('button', { name: '取消' }).click();
  });
});

test.describe('the mall at 375 px: menus', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the personal menu, the category menu and the main navigation are one strip each, with the current entry in view', async ({ page, request }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    // an entry far along the personal menu
    await page.goto('/myFav');
    const menu = page.getByRole('navigation', { name: '会员中心菜单' });
    const current = menu.getByRole('link', { name: '我的收藏' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect((await menu.boundingBox())!.height, 'the personal menu is one strip').toBeLessThan(80);
    await expectOnScreen(page, 'current personal menu entry', current);

    // the last category of the shop's menu
    const tree = await apiGet<{ items: { cate_id: number; cate_name: string }[] }>(request, '/open/uni/listCateNew', { parent_cate_value: 'product' });
    const last = tree.data.items.at(-1);
    test.skip(!last, 'no product categories');
    await page.goto(`/enable?cate=${last!.cate_id}`);
    const categories = page.getByRole('navigation', { name: '商品分类' });
    const chosen = categories.getByRole('button', { name: last!.cate_name, exact: true });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    expect((await categories.boundingBox())!.height, 'the category menu is one strip').toBeLessThan(120);
    await expectOnScreen(page, 'current category', chosen);
    // the site's main navigation (one row that scrolls sideways) shows its current section, 赋能
    await expectOnScreen(page, 'current section in the main navigation', page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '赋能' }));
  });
});

test.describe('the mall at 1366 px', () => {
  test('a few screens of the member', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    for (const route of ['/enable', '/cart', '/myOrders', '/personal', '/uconfig', '/session']) await check(page, route, fileName('desktop', route));
  });
});
