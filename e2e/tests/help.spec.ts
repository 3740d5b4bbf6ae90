// Help centre and content centre journeys (spec 02 §2; spec 01 §2 Header and Footer): the header's 帮助中心
// dropdown and the footer's help links open the right item in a new tab (spec 01 §2: /help/orders opens in
// a new tab), the item shows its heading once, the chosen item is kept in session storage (helpMeunId),
// 隐私政策 also opens in a new tab; the content centre's tabs, pager and the way to a detail.
import { expect, test, type Page } from '@playwright/test';

const helpTitle = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('help centre', () => {
  test('from the header dropdown to the chosen item in a new tab, kept in helpMeunId, its heading once', async ({ page, context }) => {
    await page.goto('/homePage');
    await page.getByRole('banner').getByRole('button', { name: '帮助中心' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const [help] = await Promise.all([context.waitForEvent('page'), menu.getByRole('menuitem', { name: '配送方式' }).click()]);
    await help.waitForLoadState();
    await expect(page).toHaveURL(/\/homePage$/);
    await expect(help).toHaveURL(/\/help\/orders\?id=35$/);
    await expect(helpTitle(help, '配送方式')).toBeVisible();
    await expect(help.locator('article')).toContainText('300');
    await expect(help.locator('article').getByRole('heading', { name: '配送方式' })).toHaveCount(1);
    // the article above may be the server's first paint; the app keeps the id once it has started
    await expect.poll(() => help.evaluate(() => sessionStorage.getItem('helpMeunId'))).toBe('35');
    await expect(help.getByRole('main').getByRole('button', { name: '配送方式' })).toHaveAttribute('aria-current', 'true');

    // the dropdown also works on the help page itself
    await help.getByRole('banner').getByRole('button', { name: '帮助中心' }).click();
    const [next] = await Promise.all([context.waitForEvent('page'), help.getByRole('menu').getByRole('menuitem', { name: '如何支付' }).click()]);
    await expect(next).toHaveURL(/\/help\/orders\?id=38$/);
    await expect(helpTitle(next, '如何支付')).toBeVisible();
    await next.close();
    await help.close();
  });

  test('from a footer link in a new tab; the left menu switches items, 隐私政策 also opens a new tab', async ({ page, context }) => {
    await page.goto('/article?channel=news');
    const footerLink = page.getByRole('contentinfo').getByRole('navigation', { name: '关于我们' }).getByRole('link', { name: '联系我们' });
    await expect(footerLink).toHaveAttribute('target', '_blank');
    const [help] = await Promise.all([context.waitForEvent('page'), footerLink.click()]);
    await expect(help).toHaveURL(/\/help\/orders\?id=41$/);
    await expect(helpTitle(help, '联系我们')).toBeVisible();
    await help.close();

    // without ?id= the page shows the item kept in session storage
    await page.evaluate(() => sessionStorage.setItem('helpMeunId', '41'));
    await page.goto('/help/orders');
    await expect(helpTitle(page, '联系我们')).toBeVisible();

    const main = page.getByRole('main');
    await main.getByRole('button', { name: '售后服务' }).click();
    await expect(page).toHaveURL(/\/help\/orders\?id=36$/);
    await expect(helpTitle(page, '售后服务')).toBeVisible();

    const [tab] = await Promise.all([context.waitForEvent('page'), main.getByRole('button', { name: '隐私政策' }).click()]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/help\/orders\?id=37$/);
    await expect(helpTitle(tab, '隐私政策')).toBeVisible();
    await expect(helpTitle(page, '隐私政策')).toBeVisible();
    await tab.close();
  });
});

test.describe('content centre', () => {
  test('tabs, pager and an article detail named 内容中心', async ({ page }) => {
    await page.goto('/homePage');
    await page.getByRole('contentinfo').getByRole('navigation', { name: '内容中心' }).getByRole('link', { name: '客户案例' }).click();
    await expect(page).toHaveURL(/\/help\/content\?id=1830$/);
    await expect(page.getByRole('tab', { name: '客户案例' })).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByRole('list', { name: '文章列表' }).getByRole('link');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText(/作者：/);
    await expect(cards.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    // 12 articles per tab: a second page
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/help\/content\?id=1830&page=2$/);
    await expect(cards).toHaveCount(2);

    await page.getByRole('tab', { name: '产品知识' }).click();
    await expect(page).toHaveURL(/\/help\/content\?id=1831$/);
    await expect(page.getByRole('tab', { name: '产品知识' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/api\/files\/seed\/.+\.svg$/);

    await page.getByRole('tab', { name: '大事件' }).click();
    await expect(page).toHaveURL(/\/help\/content\?id=1829$/);
    const first = cards.first();
    const title = (await first.locator('span span').first().textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/detailPages\?key=\d+&currentName=%E5%86%85%E5%AE%B9%E4%B8%AD%E5%BF%83$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('内容中心');
  });
});
