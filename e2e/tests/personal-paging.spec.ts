// The personal centre's lists page through the server's rows: a new member gets, through the calls a user
// makes, 21 invited members (/teams, 20 a page), 21 orders (/myOrders, 20), 21 points entries (/integral,
// 20: a sign-in, then points used at checkout and given back on cancelling), 11 sign-ups (/MyBooking, 10)
// and 21 expert consult orders (/MyExpertChatOrders, 20). Each list's page 2 shows other rows than page 1,
// and the pager has as many pages as the server's total makes.
// Not here: /myUserMoney (nothing a user does writes the wallet ledger) and /mySign (one sign-in a day):
// their paging is covered by the API tests (personal-lists.test.ts) and the sign page's component test.
import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi, registerMemberByApi, uniquePhone } from '../support';

const PASSWORD = 'Paging2026';

async function register(request: APIRequestContext, phone: string, tuijianma = ''): Promise<void> {
  await registerMemberByApi(request, { phone, password: PASSWORD, tuijianma });
}

const tokenOf = async (request: APIRequestContext, phone: string) => {
  const env = await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: PASSWORD });
  expect(env.ok, `login: ${env.msg}`).toBe(true);
  return env.data.token;
};

interface Sku {
  att_item_ids: number[];
  stock: number;
}
interface Detail {
  id: number;
  min_amount: number;
  use_profit_jifen_rate: number;
  skus: Sku[];
}

/** A product with stock for many orders whose price may partly be paid with points. */
async function productForOrders(request: APIRequestContext, token: string): Promise<{ product: Detail; sku: Sku }> {
  const cards = await apiGet<{ items: { id: number }[] }>(request, '/open/uni/listproduct', { pageNum: 1, pageSize: 100, product_types: 'product' }, token);
  for (const c of cards.data.items) {
    const d = (await apiGet<Detail>(request, '/open/uni/productinfo', { id: c.id }, token)).data;
    const sku = d.skus.find((s) => s.stock >= 40 * Math.max(d.min_amount, 1));
    if (sku && d.use_profit_jifen_rate > 0) return { product: d, sku };
  }
  throw new Error('no product with stock and a points share');
}

/** One checkout of the product (offline payment); answers the order number. */
async function order(request: APIRequestContext, token: string, p: { product: Detail; sku: Sku }, addressId: number, usePoints: 0 | 1, n: number) {
  const line = await apiPost<{ id: number }>(
    request,
    '/orderitem/buygoods',
    { product_id: p.product.id, amount: Math.max(p.product.min_amount, 1), atts_items_ids: p.sku.att_item_ids, buycate: 'buy' },
    token,
  );
  expect(line.ok, `buygoods: ${line.msg}`).toBe(true);
  const submitted = await apiPost<{ order_no: string }>(
    request,
    '/orders/submit',
    { ids: [line.data.id], address_id: addressId, pay_cate: 0, IfUseProfitJifen: usePoints, delivery: '1', expected_deliverys: '1', contains_invoice: 0, idem_key: `paging-${Date.now()}-${n}` },
    token,
  );
  expect(submitted.ok, `submit: ${submitted.msg}`).toBe(true);
  return submitted.data.order_no;
}

/** Valid 18-digit id numbers (Guangzhou, 1990-01-01) with their checksums. */
const idNumber = (seq: number) => {
  const first = `44010619900101${String(seq % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return first + '10X98765432'[sum % 11]!;
};

const owner = uniquePhone();
// a live sign-up's id number is unique per training: another run on the same server picks other numbers
const idBase = randomInt(0, 1000);

/** What tells a row from another: its text, or (rows that read alike) the link it holds. */
const byText = (rows: Locator) => rows.allInnerTexts();
const byLink = (rows: Locator) => rows.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** A list's rows on page 1 and page 2 (clicked in the pager) differ, and the pager counts the server's total. */
async function twoPages(page: Page, rows: Locator, perPage: number, total: number, keys = byText) {
  await expect(rows).toHaveCount(perPage);
  const first = await keys(rows);
  expect(new Set(first).size).toBe(perPage);
  const pager = page.getByRole('navigation', { name: '分页' });
  const pages = Math.ceil(total / perPage);
  await expect(pager.getByRole('button', { name: `第 ${pages} 页` })).toBeVisible();
  await expect(pager.getByRole('button', { name: `第 ${pages + 1} 页` })).toHaveCount(0);
  await pager.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(total - perPage);
  const second = await keys(rows);
  for (const text of second) expect(first).not.toContain(text);
}

test.describe('personal lists page through the server’s rows', () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(300_000);
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await register(request, owner);
    // 21 members invited with the owner's phone as the code
    for (let i = 0; i < 21; i++) await register(request, uniquePhone(), owner);
    const token = await tokenOf(request, owner);

    const address = await apiPost<{ id: number }>(
      request,
      '/address/add',
      { contact: '分页测试', phone: owner, province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河路 1 号', is_default: 1 },
      token,
    );
    expect(address.ok, `address: ${address.msg}`).toBe(true);
    const product = await productForOrders(request, token);
    // points: a sign-in (+10), then 10 checkouts using them (-10 each) cancelled again (+10 each): 21 entries
    expect((await apiPost(request, '/sign/add', {}, token)).ok).toBe(true);
    for (let i = 0; i < 10; i++) {
      const no = await order(request, token, product, address.data.id, 1, 100 + i);
      const cancelled = await apiPost(request, '/orders/cancelSelf', { order_no: no }, token);
      expect(cancelled.ok, `cancel: ${cancelled.msg}`).toBe(true);
    }
    // 21 orders that stay
    for (let i = 0; i < 21; i++) await order(request, token, product, address.data.id, 0, i);

    // 11 sign-ups of one open training (each cancelled, so that the next one may be made)
    const trainings = await apiGet<{ items: { id: number; end_time: string }[] }>(request, '/open/uni/listTrain', { pageNum: 1, pageSize: 100 });
    const training = [...trainings.data.items].sort((a, b) => b.end_time.localeCompare(a.end_time))[0]!;
    for (let i = 0; i < 11; i++) {
      const added = await apiPost<{ booking_id: number }>(
        request,
        '/train/add',
        {
          xid: training.id,
          real_name: '分页测试',
          phone: owner,
          id_number: idNumber(idBase + i),
          company: '分页测试公司',
          file_items: [{ FileName: 'photo.svg', FileUrl: '/api/files/seed/product-1.svg' }],
          pay_type: 'native',
        },
        token,
      );
      expect(added.ok, `train/add: ${added.msg}`).toBe(true);
      if (i < 10) expect((await apiPost(request, '/booking/BookingCancel', { id: added.data.booking_id }, token)).ok).toBe(true);
    }

    // 21 consult orders with the demo expert, who charges: a member has one consult with an expert open at a
    // time (asking again answers its one open payment), so each is paid in the payment simulator and ended
    // by the expert before the next
    const expertLogin = await apiGet<{ token: string; loginUser: { user_id: number } }>(request, '/pc/user/login', {
      user_mobile: DEMO_ACCOUNTS.expert.phone,
      login_type: 'password',
      user_password: DEMO_ACCOUNTS.expert.password,
    });
    expect(expertLogin.ok, `expert login: ${expertLogin.msg}`).toBe(true);
    const experts = await apiGet<{ items: { id: number }[] }>(request, '/open/uni/listexpert', { pageNum: 1, pageSize: 100 });
    let expertId = 0;
    for (const e of experts.data.items) {
      const info = (await apiGet<{ id: number; user_id: number; price: string }>(request, '/open/uni/expertinfo', { id: e.id })).data;
      if (info.user_id === expertLogin.data.loginUser.user_id && Number(info.price) > 0) {
        expertId = info.id;
        break;
      }
    }
    expect(expertId, 'the demo expert, with a price').toBeGreaterThan(0);
    for (let i = 0; i < 21; i++) {
      const consult = await apiPost<{ order_no: string; simulator_url?: string }>(request, '/expert/pay', { expert_id: expertId, pay_type: 'native' }, token);
      expect(consult.ok, `expert/pay: ${consult.msg}`).toBe(true);
      const pr = new URL(consult.data.simulator_url ?? '', 'http://localhost').searchParams.get('pr') ?? '';
      expect(pr, 'a QR payment with its simulator').not.toBe('');
      expect((await request.post('/api/dev/pay/simulator', { form: { pr } })).status()).toBe(200);
      const chat = await apiGet<{ id: number }>(request, '/chat/infoByUser', { order_no: consult.data.order_no }, token);
      expect(chat.ok, `chat: ${chat.msg}`).toBe(true);
      const ended = await apiPost(request, '/chat/confirm', { chat_id: chat.data.id }, expertLogin.data.token);
      expect(ended.ok, `chat/confirm: ${ended.msg}`).toBe(true);
    }
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await loginByApi(page, owner, PASSWORD);
  });

  test('/teams: 20 members a page, the 21st on page 2', async ({ page }) => {
    await page.goto('/teams');
    await twoPages(page, page.getByRole('list', { name: '团队成员' }).getByRole('listitem'), 20, 21);
  });

  test('/integral: 20 entries a page, the first one (the sign-in) on page 2', async ({ page }) => {
    await page.goto('/integral');
    const rows = page.getByRole('list', { name: '积分明细' }).getByRole('listitem');
    await twoPages(page, rows, 20, 21);
    await expect(rows.first()).toContainText('每日签到');
  });

  test('/myOrders: 20 orders a page, cancelled ones not counted', async ({ page }) => {
    await page.goto('/myOrders');
    await twoPages(page, page.getByTestId('order-card'), 20, 21);
  });

  test('/MyBooking: 10 sign-ups a page', async ({ page }) => {
    await page.goto('/MyBooking');
    await twoPages(page, page.getByRole('list', { name: '我的报名' }).getByRole('listitem'), 10, 11, byLink);
  });

  test('/MyExpertChatOrders: 20 consult orders a page', async ({ page }) => {
    await page.goto('/MyExpertChatOrders');
    await twoPages(page, page.getByRole('table', { name: '专家咨询订单' }).locator('tbody tr'), 20, 21);
  });
});
