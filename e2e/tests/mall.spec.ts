// The mall app behind the same domain: its routes need the shared login and show the shared layout.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, loginByApi } from '../support';

test.describe('mall', () => {
  test('logged out, /cart sends the visitor to /login with the notice and the way back', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    // the mall shows the notice and hands over to the portal's login with a full page load: the notice
    // must still be on screen there (soft: the rest of the journey is checked either way)
    await expect.soft(page.getByText('未登录或超时，请重新登陆')).toBeVisible();
    await expect(page.getByRole('tab', { name: '账号登录' })).toBeVisible();
  });

  test('a mall route shows the shared header and footer', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    await page.goto('/cart');
    await expect(page).toHaveTitle(/购物车/);
    await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible();
    await expect(page.getByText(`欢迎您，${DEMO_ACCOUNTS.member.name}`)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // served by the mall's own build
    // (its entry: a script element, or on a page with a first paint the link its start script loads)
    expect(await page.evaluate(() => document.querySelector('script[src*="/_mall/"], link[data-app-entry][href*="/_mall/"]') !== null)).toBe(true);

    // the catalogue, inside the layout
    await page.goto('/funeng');
    await expect(page.getByRole('heading', { name: '赋能', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // the empty cart's 去逛逛 link leads to the catalogue inside the mall
    await page.goto('/cart');
    await expect(page.getByText('亲，您的购物车为空~')).toBeVisible();
    await page.getByRole('link', { name: '去逛逛' }).click();
    await expect(page).toHaveURL(/\/funeng$/);
  });
});
