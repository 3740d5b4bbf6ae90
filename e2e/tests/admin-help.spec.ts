// 帮助管理 and 分类管理 in the operations console, through the gateway: 内容编辑 opens 帮助管理, edits a help item's
// text in the rich-text editor and saves → the portal's help page (/help/orders?id=) shows it at once; then
// renames the help category in 分类管理 (group 帮助分类) → the portal's help menu shows the new name at once; the
// category screen fits a 375 px screen. The journeys share one database: the item's text and the category's
// name are put back at the end (also when a step fails), so the help journeys see them as seeded.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, appReady, DEMO_PASSWORD } from '../support';
import { staffPage } from '../support/staff';

const ITEM_ID = 42;
const CATE_ID = 3004;

interface HelpMenu {
  items: { cate_id: number; cate_name: string; items: { id: number; name: string }[] }[];
}

const portalInfo = async (request: APIRequestContext) => (await apiGet<{ id: number; name: string; intro: string }>(request, '/open/uni/helpInfo', { id: ITEM_ID })).data;
const portalMenu = async (request: APIRequestContext) => (await apiGet<HelpMenu>(request, '/open/uni/listHelpByCate', {})).data.items;

test('帮助管理 / 分类管理: 内容编辑 edits a help item and renames its category; the portal shows both at once', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const seeded = await portalInfo(request);
  const seededCate = (await portalMenu(request)).find((c) => c.cate_id === CATE_ID)!;
  expect(seededCate.items.map((i) => i.id), 'the seed has the item in the category').toContain(ITEM_ID);
  const sentence = `欢迎安全工程师加入我们 ${Date.now() % 1_000_000}`;
  const newName = `${seededCate.cate_name}（平台）`;

  try {
    const editor = await staffPage(browser, 'editor');
    await editor.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '帮助管理' }).click();
    await expect(editor.getByRole('heading', { name: '帮助管理', level: 1 })).toBeVisible();
    await editor.getByRole('link', { name: `编辑 ${seeded.name}` }).click();
    await expect(editor.getByRole('heading', { name: '编辑帮助内容', level: 1 })).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /^标题/ })).toHaveValue(seeded.name);

    // an empty title is refused before anything is sent
    await editor.getByRole('textbox', { name: /^标题/ }).fill('');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(editor.getByText('请填写标题')).toBeVisible();
    await editor.getByRole('textbox', { name: /^标题/ }).fill(seeded.name);

    const body = editor.getByRole('textbox', { name: '帮助内容正文' });
    await body.click();
    await editor.keyboard.press('ControlOrMeta+End');
    await editor.keyboard.press('Enter');
    await editor.keyboard.type(sentence);
    await expect(body).toContainText(sentence);
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(editor.getByText('保存成功')).toBeVisible();

    // at once on the portal's help page
    expect((await portalInfo(request)).intro).toContain(sentence);
    await page.goto(`/help/orders?id=${ITEM_ID}`);
    await appReady(page);
    await expect(page.getByRole('main').getByText(sentence)).toBeVisible();

    // 分类管理: the help group's tree, with its ids; rename the category
    await editor.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '分类管理' }).click();
    await expect(editor.getByRole('heading', { name: '分类管理', level: 1 })).toBeVisible();
    await editor.getByLabel('分类组').selectOption('help');
    const tree = editor.getByRole('list', { name: '帮助分类分类' });
    await expect(tree.getByText(`ID ${CATE_ID}`)).toBeVisible();
    await editor.getByRole('button', { name: `编辑 ${seededCate.cate_name}` }).click();
    const form = editor.getByRole('form', { name: '编辑分类' });
    await form.getByRole('textbox', { name: /^分类名称/ }).fill('');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('请填写分类名称')).toBeVisible();
    await form.getByRole('textbox', { name: /^分类名称/ }).fill(newName);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(editor.getByText('保存成功')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(tree.getByText(newName, { exact: true })).toBeVisible();

    // at once in the portal's help menu
    expect((await portalMenu(request)).find((c) => c.cate_id === CATE_ID)?.cate_name).toBe(newName);
    await page.goto(`/help/orders?id=${ITEM_ID}`);
    await appReady(page);
    await expect(page.getByRole('main').getByText(newName, { exact: true })).toBeVisible();

    // the category screen fits a 375 px screen
    await editor.setViewportSize({ width: 375, height: 800 });
    await expect(tree.getByText(newName, { exact: true })).toBeVisible();
    // (a notice sliding in or out may stick out for a moment)
    await expect.poll(() => editor.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 }).toBeLessThanOrEqual(375);
    await expect(editor.getByRole('button', { name: `编辑 ${newName}` })).toBeInViewport();
  } finally {
    // the seed's text and name back, for the journeys that share the database
    const staff = await apiPost<{ token: string }>(request, '/admin/login', { account: 'editor', password: DEMO_PASSWORD });
    expect(staff.ok, staff.msg).toBe(true);
    const item = await apiPost(request, '/admin/help/save', { id: ITEM_ID, cate_id: CATE_ID, name: seeded.name, intro: seeded.intro }, staff.data.token);
    expect(item.ok, item.msg).toBe(true);
    const cate = await apiPost(request, '/admin/help/cateSave', { cate_id: CATE_ID, cate_name: seededCate.cate_name }, staff.data.token);
    expect(cate.ok, cate.msg).toBe(true);
  }
  expect((await portalInfo(request)).intro).not.toContain(sentence);
  expect((await portalMenu(request)).find((c) => c.cate_id === CATE_ID)?.cate_name).toBe(seededCate.cate_name);
});
