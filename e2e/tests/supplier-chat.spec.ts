// 联系商家 through the gateway: a visitor's 联系商家 on /enableInfo goes to login and back; the new buyer opens a
// chat with the supplier (广州安信, 李四's company) with the product attached as a card; 李四 finds it under
// 商家咨询 in /session, reads the card and the message, answers, and the buyer sees the answer arrive without
// a reload; from /myOrders the buyer's 联系商家 attaches the order, which 李四 sees live and which opens the
// seller's view of the order. 李四's own product shows no 联系商家. Then the same screens at 375 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, apiPost, appReady, DEMO_ACCOUNTS, login, loginByApi, registerMemberByApi } from '../support';
import { offlineOrder } from '../support/orders';

const SELLER = DEMO_ACCOUNTS.company.company;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

const userPage = async (browser: Browser, phone: string, viewport = DESKTOP): Promise<Page> => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await loginByApi(page, phone);
  return page;
};

const send = async (page: Page, text: string) => {
  const input = page.getByRole('textbox', { name: '消息内容' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
};

const messages = (page: Page) => page.getByRole('log', { name: '消息列表' });

/**
 * Clicks a button of a freshly loaded page until the click leads to `url`: a first paint older than the data
 * (the order this journey placed changed the product's figures) is redrawn by the client, and a click that
 * lands just before that redraw is lost with the old elements.
 */
const clickThrough = async (page: Page, name: string, url: RegExp) => {
  await appReady(page);
  await expect(async () => {
    if (!url.test(page.url())) await page.getByRole('button', { name }).first().click({ timeout: 3000 });
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
};

/** The page is no wider than the viewport. */
const noSideScroll = async (page: Page, what: string) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what}: no horizontal scroll at 375 px`).toBeLessThanOrEqual(PHONE.width);
};

test('联系商家: product and order cards, the company member answers under 商家咨询, live both ways, at 1280 and 375 px', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const buyer = await registerMemberByApi(request);
  const masked = `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`;
  const address = await apiPost(
    request,
    '/address/add',
    { type: 0, contact: '郑采购', phone: buyer.phone, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '体育西路 1 号', is_default: 1 },
    buyer.token,
  );
  expect(address.ok, address.msg).toBe(true);
  const order = await offlineOrder(request, buyer.token, SELLER);
  // the seed's oldest product of the seller (the list is newest first)
  const cards = await apiGet<{ items: { id: number; name: string; company_name: string }[] }>(request, '/open/uni/listproduct', { pageNum: 1, pageSize: 100, product_types: 'product' });
  const product = cards.data.items.filter((c) => c.company_name === SELLER).at(-1);
  expect(product, `a product of ${SELLER}`).toBeTruthy();
  const productUrl = `/enableInfo?id=${product!.id}`;

  // a visitor: 联系商家 leads to login, and login back to the product
  const visitorContext = await browser.newContext({ viewport: DESKTOP });
  const visitor = await visitorContext.newPage();
  await visitor.goto(productUrl);
  await clickThrough(visitor, '联系商家', new RegExp(`/login\\?redirect=${encodeURIComponent(productUrl)}$`));
  await login(visitor, buyer.phone, DEMO_ACCOUNTS.member.password, productUrl);
  await expect(visitor).toHaveURL(new RegExp(`${productUrl.replace('?', '\\?')}$`));
  const member = visitor;

  // the buyer opens the chat: the product as a card
  await clickThrough(member, '联系商家', /\/session\/chatItem\?chat_type=chat_supplier&chat_id=\d+/);
  await expect(member.getByRole('heading', { name: `商家咨询：${SELLER}` })).toBeVisible();
  const productCard = messages(member).getByRole('link', { name: `商品：${product!.name}` });
  await expect(productCard).toBeVisible();
  await expect(productCard).toContainText('在售');
  await send(member, '请问这款有现货吗？可以开专票吗？');

  // 李四: 商家咨询 lists the buyer (买家), the card and the message are there; the answer reaches the buyer live
  const seller = await userPage(browser, DEMO_ACCOUNTS.company.phone);
  await seller.goto('/session');
  await appReady(seller);
  await seller.getByRole('tab', { name: '商家咨询' }).click();
  const row = seller.getByRole('tabpanel', { name: '商家咨询' }).getByRole('link', { name: new RegExp(masked.replace(/\*/g, '\\*')) });
  await expect(row).toContainText('买家');
  await expect(row).toContainText('请问这款有现货吗？可以开专票吗？');
  await row.click();
  await expect(seller.getByRole('heading', { name: `买家咨询：${masked}` })).toBeVisible();
  await expect(messages(seller).getByRole('link', { name: `商品：${product!.name}` })).toHaveAttribute('href', productUrl);
  await expect(messages(seller).getByText('请问这款有现货吗？可以开专票吗？')).toBeVisible();
  await send(seller, '有现货，含税价可开增值税专用发票。');
  await expect(messages(member).getByText('有现货，含税价可开增值税专用发票。')).toBeVisible({ timeout: 10_000 });
  await expect(messages(member).locator('[data-mine="0"]').last()).toContainText('有现货');

  // from the order: the order card, live on 李四's page, opening the seller's view of the order
  await member.goto('/myOrders');
  await appReady(member);
  await member.getByRole('article', { name: `订单 ${order.orderNo}` }).getByRole('button', { name: '联系商家' }).click();
  await expect(member).toHaveURL(/\/session\/chatItem\?chat_type=chat_supplier/);
  await expect(messages(member).getByRole('link', { name: `订单：${order.orderNo}` })).toBeVisible();
  const sellerOrderCard = messages(seller).getByRole('link', { name: `订单：${order.orderNo}` });
  await expect(sellerOrderCard).toBeVisible({ timeout: 10_000 });
  await expect(sellerOrderCard).toContainText('待付款');
  await sellerOrderCard.click();
  await expect(seller).toHaveURL(new RegExp(`/infoSelf\\?order_no=${order.orderNo}&view=merchant`));
  await expect(seller.getByText(order.orderNo).first()).toBeVisible();

  // the seller's own product: no 联系商家 (询价 is there)
  await seller.goto(productUrl);
  await appReady(seller);
  await expect(seller.getByRole('heading', { name: product!.name })).toBeVisible();
  await expect(seller.getByRole('link', { name: '询价' })).toBeVisible();
  await expect(seller.getByRole('button', { name: '联系商家' })).toHaveCount(0);

  // 375 px: the product's 联系商家, the conversation with its cards and composer, the 商家咨询 list
  await member.setViewportSize(PHONE);
  await member.goto(productUrl);
  await appReady(member);
  const contact = member.getByRole('button', { name: '联系商家' });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toBeVisible();
  await noSideScroll(member, '/enableInfo');
  await clickThrough(member, '联系商家', /\/session\/chatItem\?chat_type=chat_supplier/);
  await expect(member.getByRole('heading', { name: `商家咨询：${SELLER}` })).toBeVisible();
  await expect(messages(member).getByRole('link', { name: `订单：${order.orderNo}` })).toBeVisible();
  await expect(member.getByRole('button', { name: '发送' })).toBeInViewport();
  await noSideScroll(member, 'the conversation');
  await member.getByRole('link', { name: '返回会话列表' }).click();
  await expect(member.getByRole('tab', { name: '商家咨询' })).toHaveAttribute('aria-selected', 'true');
  await expect(member.getByRole('tabpanel', { name: '商家咨询' }).getByRole('link', { name: new RegExp(SELLER) })).toContainText('商家');
  await noSideScroll(member, '/session 商家咨询');

  await visitorContext.close();
  await seller.context().close();
});
