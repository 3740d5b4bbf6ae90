// Journey of safety training (spec 01 §2 Training list, /trainInfo): the list, a category, the detail and
// its 立即报名 link to /application (the enrolment form itself comes with another issue).
import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.getByRole('list', { name: '培训列表', exact: true }).getByRole('listitem');

test('training list → category → search → detail → 立即报名', async ({ page }) => {
  await page.goto('/train');
  await expect(page).toHaveTitle(/安全培训/);
  const menu = page.getByRole('navigation', { name: '培训分类' });
  await expect(menu.getByRole('button', { name: '全部' })).toHaveAttribute('aria-current', 'true');
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
  await expect(page.getByText(/^共 \d+ 个培训班$/)).toBeVisible();

  // page 2, then back to all
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/train\?page=2$/);
  await expect(cards(page).first()).toBeVisible();

  // the category 特种作业操作证: four courses, each with price, dates and both links
  await menu.getByRole('button', { name: '特种作业操作证' }).click();
  await expect(page).toHaveURL(/\/train\?cate=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '特种作业操作证' })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);
  const forklift = cards(page).filter({ hasText: '叉车司机（N1）培训班' });
  await expect(forklift.getByText('¥780.00')).toBeVisible();
  await expect(forklift.getByText(/^开班：\d{4}-\d{2}-\d{2} 09:00:00$/)).toBeVisible();
  await expect(forklift.getByText(/^结束：\d{4}-\d{2}-\d{2} 17:30:00$/)).toBeVisible();
  const enrol = forklift.getByRole('link', { name: '立即报名：叉车司机（N1）培训班' });
  await expect(enrol).toHaveAttribute('href', /^\/application\?key=\d+$/);
  const id = /key=(\d+)/.exec((await enrol.getAttribute('href'))!)![1]!;

  // search inside the category
  await page.getByRole('textbox', { name: '搜索培训' }).fill('焊接');
  await page.getByRole('textbox', { name: '搜索培训' }).press('Enter');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('焊接与热切割作业培训班');
  await page.getByRole('textbox', { name: '搜索培训' }).fill('');
  await page.getByRole('textbox', { name: '搜索培训' }).press('Enter');
  await expect(cards(page)).toHaveCount(4);

  // the card → /trainInfo
  await cards(page).filter({ hasText: '叉车司机（N1）培训班' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/trainInfo\\?key=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '叉车司机（N1）培训班' })).toBeVisible();
  await expect(page.getByText('¥780.00')).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} 09:00:00$/)).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} 17:30:00$/)).toBeVisible();
  await expect(page.getByRole('region', { name: '培训介绍' })).toContainText('培训对象');
  const img = page.getByRole('img', { name: '叉车司机（N1）培训班' });
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);

  // 立即报名 → /application?key=<id>, a route that needs login: a visitor lands on /login?redirect=… (the
  // enrolment form itself is still to come).
  const apply = page.getByRole('link', { name: '立即报名' });
  await expect(apply).toHaveAttribute('href', `/application?key=${id}`);
  await apply.click();
  const target = `/application?key=${id}`;
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target || url.search === `?redirect=${encodeURIComponent(target)}`);

  // back to the detail, then back to the filtered list
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/train\?cate=\d+/);
  await expect(cards(page)).toHaveCount(4);
});
