// Smoke: the gateway serves the API and the portal, and Chromium renders the home page.
import { expect, test } from '@playwright/test';
import { apiGet } from '../support';

test.describe('smoke', () => {
  test('quicknav ads answer through the gateway with ids 2..11', async ({ request }) => {
    const env = await apiGet<{ items: { id: number }[] }>(request, '/open/uni/listads', { cate_value: 'quicknav' });
    expect(env.ok).toBe(true);
    expect(env.code).toBe(0);
    expect(env.data.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  test('/homePage is HTML of the portal', async ({ request }) => {
    const res = await request.get('/homePage');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<html/i);
    expect(html).toContain('/_portal/');
  });

  test('/ goes to /homePage and the page renders without script errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await expect(page).toHaveURL(/\/homePage$/);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('body')).toContainText(/\p{Script=Han}/u);
    expect(errors).toEqual([]);
  });
});
