// 专家管理 in the operations console, through the gateway: 内容编辑 adds an expert with a consult price (an
// empty name and a bad price refused first) → it is on the portal's /expert at once (the gateway's cached
// first paint is rendered afresh) → 下架 (after a confirmation) takes it off: gone from /expert, its detail
// says 该专家已下线 → the screens fit at 375 px → the creation and the 下架 are in 操作日志 (超级管理员).
import { expect, test } from '@playwright/test';
import { appReady } from '../support';
import { staffPage } from '../support/staff';

test('专家管理: 内容编辑 adds an expert with a price; on /expert at once; 下架 takes it off the portal', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const name = `测试专家${Date.now() % 1_000_000}`;

  const editor = await staffPage(browser, 'editor');
  await editor.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '专家管理' }).click();
  await expect(editor.getByRole('heading', { name: '专家管理', level: 1 })).toBeVisible();
  await editor.getByRole('link', { name: '新增专家' }).click();
  await expect(editor.getByRole('heading', { name: '新增专家', level: 1 })).toBeVisible();

  // an empty name and a bad price are refused before anything is sent
  await editor.getByRole('textbox', { name: /^咨询价格/ }).fill('12.345');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('请填写姓名')).toBeVisible();
  await expect(editor.getByText('咨询价格格式不正确')).toBeVisible();

  await editor.getByRole('textbox', { name: /^姓名/ }).fill(name);
  await editor.getByRole('textbox', { name: /^个人职称/ }).fill('注册安全工程师');
  await editor.getByRole('textbox', { name: /^咨询价格/ }).fill('188.5');
  await editor.getByRole('group', { name: '领域' }).getByRole('checkbox', { name: '消防安全' }).check();
  await editor.getByRole('textbox', { name: /^个人简介/ }).fill('长期从事消防安全评估。');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('保存成功')).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/expertEdit\?id=\d+$/);
  const id = Number(new URL(editor.url()).searchParams.get('id'));

  // on the portal at once: first on /expert (the cached first paint is not served again)
  await expect.poll(async () => (await (await page.request.get('/expert')).text()).includes(name), { timeout: 20_000 }).toBe(true);
  await page.goto('/expert');
  await appReady(page);
  const card = page.getByRole('list', { name: '专家列表' }).getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('消防安全');
  await page.goto(`/detailInfo?id=${id}`);
  await appReady(page);
  await expect(page.getByText('长期从事消防安全评估。')).toBeVisible();
  await expect(page.getByText(/咨询费\s*¥?188\.50/)).toBeVisible();

  // 下架 from the list, after a confirmation
  await editor.getByRole('link', { name: '返回列表' }).click();
  await editor.getByRole('textbox', { name: '姓名或电话' }).fill(name);
  await editor.getByRole('button', { name: '搜索' }).click();
  const row = editor.getByRole('table', { name: '专家列表' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('已上架');
  await expect(row).toContainText('¥188.50');
  await row.getByRole('button', { name: `下架 ${name}` }).click();
  const dialog = editor.getByRole('dialog');
  await expect(dialog).toContainText('该专家已下线');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已下架');

  // gone from /expert; its detail says so
  await expect.poll(async () => (await (await page.request.get('/expert')).text()).includes(name), { timeout: 20_000 }).toBe(false);
  await page.goto('/expert');
  await appReady(page);
  await expect(page.getByRole('list', { name: '专家列表' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.goto(`/detailInfo?id=${id}`);
  await appReady(page);
  await expect(page.getByText('该专家已下线')).toBeVisible();

  // at 375 px: the list's table scrolls in its own box, the editors fit (the page does not scroll sideways)
  await editor.setViewportSize({ width: 375, height: 812 });
  await editor.goto(`/admin/experts?keyword=${encodeURIComponent(name)}`);
  await expect(row).toContainText('已下架');
  expect(await editor.evaluate(() => document.documentElement.scrollWidth), 'the list fits at 375 px').toBeLessThanOrEqual(375);
  await editor.goto(`/admin/expertEdit?id=${id}`);
  await expect(editor.getByRole('textbox', { name: /^姓名/ })).toHaveValue(name);
  await expect(editor.getByRole('group', { name: '绑定会员' })).toBeVisible();
  expect(await editor.evaluate(() => document.documentElement.scrollWidth), 'the expert editor fits at 375 px').toBeLessThanOrEqual(375);
  await editor.screenshot({ path: test.info().outputPath('expert-edit-375.png'), fullPage: true });
  await editor.goto('/admin/companyEdit');
  await editor.getByRole('button', { name: '添加产品' }).click();
  await expect(editor.getByRole('group', { name: '产品 1' })).toBeVisible();
  expect(await editor.evaluate(() => document.documentElement.scrollWidth), 'the company editor fits at 375 px').toBeLessThanOrEqual(375);
  await editor.screenshot({ path: test.info().outputPath('company-edit-375.png'), fullPage: true });

  // 操作日志 (超级管理员)
  const admin = await staffPage(browser, 'admin', { goTo: '/admin/audit' });
  await admin.goto('/admin/audit');
  await expect(admin.getByText(`新建专家：${name}（ID ${id}）`)).toBeVisible();
  await expect(admin.getByText(`下架专家：${name}（ID ${id}）`)).toBeVisible();
});
