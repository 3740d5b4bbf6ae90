// Journey: companies on the seeded server (spec 01 §2 recommend page, company detail, listed companies).
import { expect, test, type Locator } from '@playwright/test';

/** Waits until an <img> has really loaded (the seed's files are served by the storage emulator). */
const expectLoaded = async (img: Locator) => {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
};

const FIRE_SUBS = /消防设施维保|消防工程施工/;

test.describe('companies', () => {
  test('recommend → filter a category → a company with its products, price, unit and the 询价 link', async ({ page }, testInfo) => {
    await page.goto('/homePage');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '推荐', exact: true }).click();
    await expect(page).toHaveURL(/\/recommend$/);
    await expect(page).toHaveTitle(/推荐服务商/);

    const menu = page.getByRole('navigation', { name: '企业分类' });
    await expect(menu.getByRole('button', { name: '全部' })).toHaveAttribute('aria-current', 'true');
    const cards = page.getByRole('list', { name: '企业列表' }).getByRole('link');
    await expect(cards).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(page.getByRole('link', { name: '供应商入驻' })).toHaveAttribute('href', '/join');
    await expectLoaded(cards.first().locator('img'));
    await page.screenshot({ path: testInfo.outputPath('recommend.png'), fullPage: true });

    // a top-level category: every card is one of its sub-categories; the filter is in the URL
    await menu.getByRole('button', { name: '消防工程与维保', exact: true }).click();
    await expect(page).toHaveURL(/\/recommend\?cate=2102$/);
    await expect(cards.first()).toContainText(FIRE_SUBS);
    const n = await cards.count();
    expect(n).toBeGreaterThanOrEqual(4);
    expect(n).toBeLessThan(20);
    for (let i = 0; i < n; i++) await expect(cards.nth(i)).toContainText(FIRE_SUBS);
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);

    // a sub-category, then a search inside it
    await menu.getByRole('button', { name: '消防设施维保', exact: true }).click();
    await expect(page).toHaveURL(/\/recommend\?cate=2121$/);
    await page.getByRole('textbox', { name: '企业名称' }).fill('穗安');
    await page.locator('#main').getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/cate=2121&keywords=%E7%A9%97%E5%AE%89$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('广州穗安消防工程有限公司');
    await expectLoaded(cards.first().locator('img'));

    // back keeps the earlier filter
    await page.goBack();
    await expect(page).toHaveURL(/\/recommend\?cate=2121$/);
    await expect(page.getByRole('textbox', { name: '企业名称' })).toHaveValue('');
    await page.goForward();
    await expect(cards).toHaveCount(1);

    // the company detail
    await cards.first().click();
    await expect(page).toHaveURL(/\/companyDetail\?key=\d+&currentName=%E6%8E%A8%E8%8D%90$/);
    const id = new URL(page.url()).searchParams.get('key');
    const name = '广州穗安消防工程有限公司';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(`当前位置›推荐›${name}`);
    await expectLoaded(page.getByRole('img', { name, exact: true }));
    await expect(page.getByRole('link', { name: '询价', exact: true })).toHaveAttribute(
      'href',
      `/inquiry?company_id=${id}&company_name=${encodeURIComponent(name)}`,
    );

    for (const section of ['企业简介', '营业执照', '资质证书', '产品与服务']) {
      await expect(page.getByRole('button', { name: section, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByText('资质齐全，出具报告合法有效')).toBeVisible();
    await expectLoaded(page.getByRole('img', { name: `${name}营业执照` }));

    const products = page.getByRole('list', { name: '产品与服务列表' }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    const count = await products.count();
    expect(count).toBeGreaterThanOrEqual(3);
    // prices need a login (spec 02 §1): a visitor sees 登录后查看价格, as on the search page
    for (let i = 0; i < count; i++) await expect(products.nth(i)).toHaveText(/\S+登录后查看价格$/);
    await expectLoaded(products.first().getByRole('img'));
    await page.screenshot({ path: testInfo.outputPath('company-detail.png'), fullPage: true });

    // a qualification image opens enlarged
    await page.getByRole('button', { name: /^查看大图：/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectLoaded(dialog.locator('img'));
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toHaveCount(0);

    // collapsing a section
    await page.getByRole('button', { name: '企业简介', exact: true }).click();
    await expect(page.getByRole('button', { name: '企业简介', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('资质齐全，出具报告合法有效')).toBeHidden();

    // the breadcrumb leads back to the recommend page
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '推荐' }).click();
    await expect(page).toHaveURL(/\/recommend$/);
  });

  test('an unknown or unapproved company shows 企业不存在', async ({ page }) => {
    await page.goto('/companyDetail?key=999999&currentName=%E6%8E%A8%E8%8D%90');
    await expect(page.getByRole('heading', { name: '企业不存在' })).toBeVisible();
    await expect(page.getByRole('link', { name: '询价' })).toHaveCount(0);
    // seeded under review (index 29 of the seed: 东莞市南城检测技术有限公司)
    const res = await page.request.get('/api/open/uni/listcompany3?keywords=%E5%8D%97%E5%9F%8E%E6%A3%80%E6%B5%8B');
    expect(((await res.json()) as { data: { total: number } }).data.total).toBe(0);
  });

  test('/listcompany: 20 per page with name, sub-category and time; pages; opens a company', async ({ page }, testInfo) => {
    await page.goto('/listcompany');
    await expect(page).toHaveTitle(/入驻企业/);
    const table = page.getByRole('table', { name: '入驻企业' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(table.getByRole('columnheader')).toHaveText(['企业名称', '企业类型', '入驻时间']);
    const total = Number((await page.getByText(/^共 \d+ 家$/).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(40);
    for (let i = 0; i < 20; i++) {
      const cells = rows.nth(i).getByRole('cell');
      await expect(cells.nth(0)).not.toBeEmpty();
      await expect(cells.nth(1)).not.toBeEmpty();
      await expect(cells.nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const firstOnPage1 = await rows.first().getByRole('link').textContent();
    await page.screenshot({ path: testInfo.outputPath('listcompany.png'), fullPage: true });

    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/listcompany\?page=2$/);
    await expect(rows).toHaveCount(total - 20);
    await expect(rows.first().getByRole('link')).not.toHaveText(firstOnPage1 ?? '');
    // reload keeps the page
    await page.reload();
    await expect(rows).toHaveCount(total - 20);
    await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

    const link = rows.first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/companyDetail\?key=\d+&currentName=%E5%85%A5%E9%A9%BB%E4%BC%81%E4%B8%9A$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('当前位置›入驻企业');
    await page.goBack();
    await expect(page).toHaveURL(/\/listcompany\?page=2$/);
  });

  test('the home stat line leads to /listcompany', async ({ page }) => {
    await page.goto('/homePage');
    const stat = page.getByRole('link', { name: /入驻企业\s*\d+\s*家/ });
    const shown = Number((await stat.textContent())?.match(/\d+/)?.[0]);
    // focusing the line pauses the ticker and brings it into view
    await stat.focus();
    await stat.press('Enter');
    await expect(page).toHaveURL(/\/listcompany$/);
    await expect(page.getByText(`共 ${shown} 家`)).toBeVisible();
  });

  test('a narrow screen (375 px) shows the company screens without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/recommend');
    await expect(page.getByRole('list', { name: '企业列表' }).getByRole('link')).toHaveCount(20);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(1);
    // the first company is the newest approved one (other journeys approve companies without products)
    await page.getByRole('list', { name: '企业列表' }).getByRole('link').first().click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(1);
    await page.goto('/listcompany');
    await expect(page.getByRole('table', { name: '入驻企业' }).locator('tbody tr')).toHaveCount(20);
    expect(await overflow()).toBeLessThanOrEqual(1);
  });
});
