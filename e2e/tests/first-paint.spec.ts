// The gateway's hints in the HTML (apps/gateway/src/hints.ts): a preloaded read is reused by the page
// (fetched once), and a logged-in visitor never gets the anonymous answer of a read that depends on the
// login (Chromium hands a preloaded answer to a fetch that carries the token header too).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, loginByApi } from '../support';

/** Counts the network requests of each API read of the page's load. */
const countReads = (page: Page) => {
  const counts = new Map<string, number>();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/open/')) counts.set(`${u.pathname}${u.search}`, (counts.get(`${u.pathname}${u.search}`) ?? 0) + 1);
  });
  return counts;
};

test.describe('first paint hints', () => {
  test('a bare /article and /enable preload their first reads, and the page reuses each', async ({ page }) => {
    const counts = countReads(page);
    await page.goto('/article');
    await expect(page.locator('link[rel="preload"][as="fetch"][href^="/api/open/uni/listarticle?"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /\d{4}-\d{2}-\d{2}/ }).first()).toBeVisible();
    // each read of one page load goes out once (a preload the page did not reuse would be a second)
    expect([...counts].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
    // the gateway reads the first product's picture in the background after a first /enable
    await expect
      .poll(async () => (await (await page.request.get('/enable')).text()).includes('rel="preload" as="image"'), { timeout: 10_000 })
      .toBe(true);
    counts.clear();
    await page.goto('/enable');
    await expect(page.locator('link[rel="preload"][as="fetch"][href^="/api/open/uni/listCateNew?"]')).toHaveCount(1);
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    await expect(page.getByRole('list', { name: '商品列表' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '商品分类' }).getByRole('button').nth(1)).toBeVisible();
    expect([...counts].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  test('logged in, a full load of /enable shows the prices (its product read is not preloaded)', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    await page.goto('/enable');
    await expect(page.locator('link[rel="preload"][href*="listproduct"]')).toHaveCount(0);
    const first = page.getByRole('list', { name: '商品列表' }).getByRole('link').first();
    await expect(first).toContainText('¥');
    await expect(page.getByText('登录后查看价格')).toHaveCount(0);
  });
});
