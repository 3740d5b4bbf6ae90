// The checkout's address chooser says 使用成功 (spec 02 §8) and goes back; the points and wallet pages
// show the same ledger list (balance, history rows with the signed change and the balance after it).
import { expect, test } from '@playwright/test';
import { apiGet, DEMO_ACCOUNTS, loginByApi, yuan } from '../support';

test('choosing an address at checkout: 使用成功, back where the user came from', async ({ page }) => {
  await loginByApi(page, DEMO_ACCOUNTS.member.phone);
  await page.goto('/addressInfo');
  await expect(page.getByRole('region', { name: '收货地址列表' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/uconfigAddressInfo?order=888888');
  await expect(page.getByRole('heading', { name: '选择收货地址' })).toBeVisible();
  await page.getByRole('button', { name: /^选择 / }).first().click();
  await expect(page.getByText('使用成功')).toBeVisible();
  await expect(page).toHaveURL(/\/addressInfo$/);
});

test('the points and wallet ledgers: balance, rows with the signed change and the balance after it', async ({ page }) => {
  const token = await loginByApi(page, DEMO_ACCOUNTS.member.phone);
  const points = (await apiGet<{ ProfitJifen: number; total: number }>(page.request, '/profitJifen/listSelf', { pageNum: 1, pageSize: 20 }, token)).data;
  await page.goto('/integral');
  await expect(page.getByTestId('points-balance')).toHaveText(String(points.ProfitJifen));
  await expect(page.getByRole('heading', { name: '积分明细' })).toBeVisible();
  if (points.total > 0) await expect(page.getByRole('list', { name: '积分明细' }).getByRole('listitem').first()).toContainText(/[+-]\d+余额 \d+/);
  else await expect(page.getByText('亲，未找到记录~')).toBeVisible();

  const wallet = (
    await apiGet<{ UserMoney: string; total: number; items: { remark: string; balance: string }[] }>(page.request, '/userMoney/listSelf', { pageNum: 1, pageSize: 10 }, token)
  ).data;
  await page.goto('/myUserMoney');
  await expect(page.getByText('钱包余额（元）')).toBeVisible();
  await expect(page.getByText(yuan(wallet.UserMoney))).toBeVisible();
  await expect(page.getByRole('heading', { name: '余额明细' })).toBeVisible();
  const first = wallet.items[0];
  if (first) {
    const row = page.getByRole('list', { name: '余额明细' }).getByRole('listitem').first();
    await expect(row).toContainText(first.remark);
    await expect(row).toContainText(`余额 ${first.balance}`);
  } else await expect(page.getByText('亲，未找到记录~')).toBeVisible();
});
