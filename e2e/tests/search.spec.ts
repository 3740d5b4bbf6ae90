// Journey: the site search (spec 01 §2 Header search box, Search page): the header search lands on
// /search?val=…, and every side-menu entry shows results that lead to their detail route: 看政策 →
// /detailPages, 问专家 → /detailInfo (&type=1), 找服务商 → /companyDetail, 询服务 and 商品搜索 → the mall's
// /enableInfo (new tab). Prices show only when logged in.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, loginByApi } from '../support';

const menu = (page: Page) => page.getByRole('navigation', { name: '搜索分类' });
const results = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('link');

/** Search on the page's own search bar (changes val, keeps the side-menu entry). */
const searchOnPage = async (page: Page, text: string) => {
  const input = page.getByRole('textbox', { name: '搜索内容' });
  await input.fill(text);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]val=${encodeURIComponent(text)}(&|$)`));
};

test.describe('search', () => {
  test('the header search lands on /search?val= and every tab leads to its detail route', async ({ page, context }, testInfo) => {
    await page.goto('/homePage');
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.fill('消防');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?val=${encodeURIComponent('消防')}`);
    await expect(page).toHaveTitle(/搜索/);
    await expect(menu(page).getByRole('button', { name: '看政策' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('看政策“消防”');
    await expect(page.getByRole('textbox', { name: '搜索内容' })).toHaveValue('消防');

    // 看政策: articles whose title has the keyword, opening /detailPages in a new tab
    const articles = results(page, '政策搜索结果');
    await expect(articles.first()).toBeVisible();
    await expect(articles.first()).toContainText('消防');
    await expect(articles.first()).toHaveAttribute('href', /^\/detailPages\?key=\d+&currentName=/);
    const title = (await articles.first().locator('strong').textContent())?.trim() ?? '';
    const [detail] = await Promise.all([context.waitForEvent('page'), articles.first().click()]);
    await expect(detail).toHaveURL(/\/detailPages\?key=\d+&currentName=/);
    await expect(detail.getByRole('heading', { level: 1 })).toContainText(title);
    await detail.close();

    // 问专家 (by name): /detailInfo?id=&type=1
    await menu(page).getByRole('button', { name: '问专家' }).click();
    await expect(page).toHaveURL(/\/search\?val=.+&tab=expert$/);
    await searchOnPage(page, '陈');
    const experts = results(page, '专家搜索结果');
    await expect(experts.first()).toContainText('陈');
    await expect(experts.first()).toHaveAttribute('href', /^\/detailInfo\?id=\d+&type=1$/);
    const expertName = (await experts.first().locator('strong').textContent())?.trim() ?? '';
    await experts.first().click();
    await expect(page).toHaveURL(/\/detailInfo\?id=\d+&type=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expertName);
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('搜索');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?val=.+&tab=expert$/);

    // 找服务商: /companyDetail?key=&currentName=找服务商
    await menu(page).getByRole('button', { name: '找服务商' }).click();
    await searchOnPage(page, '消防');
    const companies = results(page, '服务商搜索结果');
    await expect(companies.first()).toContainText('消防');
    await expect(companies.first()).toHaveAttribute('href', /^\/companyDetail\?key=\d+&currentName=%E6%89%BE%E6%9C%8D%E5%8A%A1%E5%95%86$/);
    const company = (await companies.first().locator('strong').textContent())?.trim() ?? '';
    await companies.first().click();
    await expect(page).toHaveURL(/\/companyDetail\?key=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
    await page.goBack();

    // 询服务: services, prices hidden when logged out, /enableInfo?id= in a new tab (the mall)
    await menu(page).getByRole('button', { name: '询服务' }).click();
    await searchOnPage(page, '检测');
    const services = results(page, '服务搜索结果');
    await expect(services.first()).toContainText('检测');
    await expect(services.first()).toContainText('登录后查看价格');
    await expect(services.first()).toHaveAttribute('href', /^\/enableInfo\?id=\d+$/);
    await expect(services.first()).toHaveAttribute('target', '_blank');
    const [mall] = await Promise.all([context.waitForEvent('page'), services.first().click()]);
    await expect(mall).toHaveURL(/\/enableInfo\?id=\d+$/);
    await mall.close();

    // 商品搜索: products only (no services, no points items)
    await menu(page).getByRole('button', { name: '商品搜索' }).click();
    await searchOnPage(page, '安全帽');
    const products = results(page, '商品搜索结果');
    await expect(products).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath('search-products.png'), fullPage: true });
    for (const p of await products.all()) {
      await expect(p).toContainText('安全帽');
      await expect(p).not.toContainText('积分兑换');
      await expect(p).toContainText('登录后查看价格');
      await expect(p).toHaveAttribute('href', /^\/enableInfo\?id=\d+$/);
    }
  });

  test('a logged-in user sees the prices; a repeated search does not ask the server again', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/open/uni/listproduct') asked.push(u.searchParams.get('keywords') ?? '');
    });
    await page.goto(`/search?val=${encodeURIComponent('安全帽')}&tab=product`);
    const products = results(page, '商品搜索结果');
    await expect(products).toHaveCount(3);
    await expect(products.filter({ hasText: 'ABS 透气安全帽' })).toContainText('¥35.00/顶');
    await expect(products.first()).not.toContainText('登录后查看价格');

    await searchOnPage(page, '灭火器');
    await expect(products.first()).toContainText('灭火器');
    await searchOnPage(page, '安全帽');
    await expect(products).toHaveCount(3);
    expect(asked).toEqual(['安全帽', '灭火器']);
  });
});
