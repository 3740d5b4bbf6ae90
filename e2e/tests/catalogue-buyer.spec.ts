// The catalogue as an enterprise buyer (1688 / JD) expects it, for a member of its own (a cart no other
// journey touches): /enableInfo's 当前位置 breadcrumb (首页 > the category path > the product, each level
// opening /enable on it), its SKUs in natural order (the seeded 4 kg, 1 kg, 2 kg, 8 kg read 1 kg … 8 kg),
// 收藏 (kept on the server, listed in /myFav beside articles), the units sold on /enable's cards with 销量
// ordering by them, and the cart's line count in the header and the side bar, both apps, after 加入购物车.
// At 375 px: the buy bar of /enableInfo and the cart's 结算 bar stay at the screen's foot while the page
// scrolls, and neither makes the page wider than the phone.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, appReady, loginByApi, registerMemberByApi } from '../support';

const PRODUCT = '手提式干粉灭火器';
const PHONE = { width: 375, height: 812 };

interface Card {
  id: number;
  name: string;
}
interface Detail {
  id: number;
  min_amount: number;
  skus: { att_item_ids: string; att_item_names: string; stock: number }[];
}

let member: { phone: string; token: string };
let productId: number;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  member = await registerMemberByApi(request);
  const cards = await apiGet<{ items: Card[] }>(request, '/open/uni/listproduct', { keywords: PRODUCT, pageSize: 20, product_types: 'product' });
  const card = cards.data.items.find((c) => c.name === PRODUCT);
  expect(card, `${PRODUCT} in the catalogue`).toBeTruthy();
  productId = card!.id;
  await request.dispose();
});

const header = (page: Page) => page.getByRole('banner');
const sideBar = (page: Page) => page.getByRole('navigation', { name: '快捷入口' });

test('breadcrumb, SKUs in natural order, 收藏 in /myFav, 已售 with 销量, and the cart count after 加入购物车', async ({ page }) => {
  test.setTimeout(90_000);
  await loginByApi(page, member.phone);
  await page.goto(`/enableInfo?id=${productId}`);
  await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();

  // ── 当前位置：首页 > 消防器材 > 灭火器 > 干粉灭火器 > the product ──
  const crumb = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/homePage');
  await expect(crumb.getByRole('link', { name: '消防器材' })).toHaveAttribute('href', /^\/enable\?cate=\d+$/);
  await expect(crumb.getByRole('link', { name: '灭火器', exact: true })).toHaveAttribute('href', /^\/enable\?cate=\d+&sub_cate=\d+$/);
  await expect(crumb.getByRole('link', { name: '干粉灭火器' })).toHaveAttribute('href', /^\/enable\?cate=\d+&sub_cate=\d+&s_sub_cate=\d+$/);
  await expect(crumb.locator('[aria-current="page"]')).toHaveText(PRODUCT);

  // ── the cart is empty: the header's 购物车 has no count ──
  await expect(header(page).getByRole('link', { name: '购物车', exact: true })).toHaveAttribute('href', '/cart');

  // ── the drawer lists 规格 in natural order; 加入购物车 → the count in the header, the side bar and the icon ──
  await page.getByRole('button', { name: '加入购物车' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('group', { name: '规格' }).getByRole('button')).toHaveText(['1 kg', '2 kg', '4 kg', '8 kg']);
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await expect(header(page).getByRole('link', { name: '购物车，1种商品' })).toBeVisible();
  await expect(sideBar(page).getByRole('link', { name: '购物车，1种商品' })).toBeVisible();
  await expect(page.getByTestId('buy-bar').getByRole('link', { name: '购物车，1种商品' })).toBeVisible();

  // ── 收藏 → 收藏成功, kept by the server (a reload shows 已收藏) ──
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();

  // ── /myFav: the product beside the articles, 商品 narrows to it, 文章 has none ──
  await page.goto('/myFav');
  const favs = page.getByRole('list', { name: '我的收藏' });
  const row = favs.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(row).toContainText('商品');
  await expect(row.getByRole('link', { name: PRODUCT })).toHaveAttribute('href', `/enableInfo?id=${productId}`);
  const kinds = page.getByRole('group', { name: '收藏类型' });
  await kinds.getByRole('button', { name: '文章' }).click();
  await expect(page.getByText('亲，未找到记录~')).toBeVisible();
  await kinds.getByRole('button', { name: '商品' }).click();
  await expect(page).toHaveURL(/\/myFav\?b_type=product$/);
  await expect(row).toBeVisible();

  // ── the breadcrumb's 灭火器 opens /enable on it; its cards say what was sold, 销量 orders by it ──
  await page.goto(`/enableInfo?id=${productId}`);
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '灭火器', exact: true }).click();
  await expect(page).toHaveURL(/\/enable\?cate=\d+&sub_cate=\d+$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('灭火器');
  await page.getByRole('button', { name: '销量' }).click();
  await expect(page).toHaveURL(/sort_type=sales&sort_value=1/);
  const cards = page.getByRole('list', { name: '商品列表' }).getByRole('link');
  await expect(cards.first()).toContainText(/已售 \d+/);
  await expect(page.getByRole('list', { name: '商品列表' })).not.toHaveAttribute('data-stale', /.*/);
  const sold = (await cards.allTextContents()).map((t) => Number(/已售 (\d+)/.exec(t)?.[1] ?? NaN));
  expect(sold.length).toBeGreaterThan(1);
  expect(sold.every(Number.isFinite), sold.join(',')).toBe(true);
  expect([...sold].sort((a, b) => b - a)).toEqual(sold);

  // ── the portal's header counts the same cart ──
  await page.goto('/homePage');
  await expect(header(page).getByRole('link', { name: '购物车，1种商品' })).toHaveAttribute('href', '/cart');
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  /** The element's box in the viewport: its top, and its bottom. */
  const box = async (what: string, locator: ReturnType<Page['locator']>) => {
    const b = await locator.boundingBox();
    expect(b, `${what}: on the page`).not.toBeNull();
    return { top: b!.y, bottom: b!.y + b!.height };
  };
  const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const noSideOverflow = async (page: Page, what: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: wider than the phone`).toBeLessThanOrEqual(PHONE.width);

  test('the buy bar of /enableInfo and the 结算 bar of the cart stay at the screen’s foot', async ({ page }) => {
    await loginByApi(page, member.phone);
    // a few lines in the cart, so that the cart is longer than the screen
    const detail = (await apiGet<Detail>(page.request, '/open/uni/productinfo', { id: productId }, member.token)).data;
    for (const sku of detail.skus.filter((s) => s.stock >= detail.min_amount)) {
      const line = await apiPost(page.request, '/orderitem/buygoods', { product_id: productId, amount: detail.min_amount, atts_items_ids: sku.att_item_ids, buycate: 'cart' }, member.token);
      expect(line.ok, `buygoods ${sku.att_item_names}: ${line.msg}`).toBe(true);
    }

    // ── /enableInfo: the bar at the foot, at the top of the page and at its end; the footer clear of it ──
    await page.goto(`/enableInfo?id=${productId}`);
    await appReady(page);
    const bar = page.getByTestId('buy-bar');
    await expect(bar.getByRole('button', { name: '立即购买' })).toBeVisible();
    const atTop = await box('buy bar', bar);
    expect(Math.abs(atTop.bottom - PHONE.height), 'the buy bar ends at the foot of the screen').toBeLessThanOrEqual(1);
    expect(atTop.top, 'a bar, not a block').toBeGreaterThan(PHONE.height - 100);
    await noSideOverflow(page, '/enableInfo');
    await scrollToEnd(page);
    await expect.poll(async () => Math.abs((await box('buy bar', bar)).bottom - PHONE.height), 'still at the foot at the end').toBeLessThanOrEqual(1);
    // the page may still grow below (the details' pictures, the reviews): scroll to its end again until the
    // footer is on screen, then it must end above the bar
    await expect
      .poll(
        async () => {
          await scrollToEnd(page);
          return (await box('footer', page.getByRole('contentinfo'))).bottom - (await box('buy bar', bar)).top;
        },
        { message: 'the footer ends above the bar' },
      )
      .toBeLessThanOrEqual(1);
    // the bar's buttons work: 加入购物车 opens the drawer over it
    await bar.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: '确定' })).toBeInViewport();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

    // ── /cart: the lines run below the screen, the 结算 bar stays on it ──
    await page.goto('/cart');
    await appReady(page);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(detail.skus.filter((s) => s.stock >= detail.min_amount).length);
    const settle = page.getByRole('button', { name: '结算' });
    const cartBar = settle.locator('..');
    await expect(settle).toBeVisible();
    expect((await box('the last line', lines.last())).top, 'the cart is longer than the screen').toBeGreaterThan(PHONE.height);
    const cartTop = await box('结算 bar', cartBar);
    expect(cartTop.bottom, 'the 结算 bar on screen').toBeLessThanOrEqual(PHONE.height + 1);
    expect(cartTop.bottom, 'at its foot').toBeGreaterThan(PHONE.height - 4);
    await expect(settle).toBeInViewport();
    await noSideOverflow(page, '/cart');
    // the header counts the lines here too
    await expect(header(page).getByRole('link', { name: `购物车，${await lines.count()}种商品` })).toBeVisible();
  });
});
