// The operations console's journeys log a staff member in through the console's own form, in a browser
// context of their own (a member's session never mixes with it).
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './index';

/**
 * A new page logged in to the console as `account` through its login form (账号 / 密码 / 登录 → 登录成功).
 * `goTo`: a console path that must send a logged-out visitor to the login first (default the login itself).
 */
export const staffPage = async (browser: Browser, account: string, { password = DEMO_PASSWORD, goTo = '/admin/login' }: { password?: string; goTo?: string } = {}): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(goTo);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  return page;
};
