// 文章管理 in the operations console, through the gateway: 内容编辑 writes a news article in the shared rich-text
// editor (a heading, an uploaded image with its progress, a table), previews it as the portal renders it and
// publishes it in one request → it is the first of /article?channel=news and of the home page's 新闻资讯 block at once (the
// gateway's cached first paint of the home page is rendered afresh), and its
// detail shows the image and the table → 编辑 takes it down from the list → its detail says 内容已下线 and it
// leaves the list → the changes are in 操作日志 (超级管理员).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffPage } from '../support/staff';

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const PAINTED_ROOT = '<div id="root" data-first-paint>';

/** The home page's HTML once it carries a server-rendered first paint (the gateway then keeps it for its ttl). */
const paintedHome = async (request: APIRequestContext): Promise<string> => {
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get('/homePage')).text()).includes(PAINTED_ROOT), { timeout: 20_000, intervals: [250, 500, 1000] })
    .toBe(true);
  return html;
};

test('文章管理: 内容编辑 publishes a news article with an image and a table; first on /article and the home page; 下线 → 内容已下线', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const title = `东莞开展汛期安全专项检查 ${Date.now() % 1_000_000}`;

  // the home page's first paint is in the gateway's cache before the article exists
  expect(await paintedHome(page.request)).not.toContain(title);

  const editor = await staffPage(browser, 'editor');
  await editor.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '文章管理' }).click();
  await expect(editor.getByRole('heading', { name: '文章管理', level: 1 })).toBeVisible();
  await editor.getByRole('link', { name: '新建文章' }).click();
  await expect(editor.getByRole('heading', { name: '新建文章', level: 1 })).toBeVisible();

  // an empty title is refused before anything is sent
  await editor.getByRole('button', { name: '发布' }).click();
  await expect(editor.getByText('请填写标题')).toBeVisible();

  await editor.getByRole('textbox', { name: /^标题/ }).fill(title);
  await editor.getByRole('textbox', { name: /^来源/ }).fill('东莞市应急管理局');
  await editor.getByRole('textbox', { name: /^作者/ }).fill('编辑小林');

  const body = editor.getByRole('textbox', { name: '正文内容' });
  await body.click();
  await editor.getByRole('button', { name: '二级标题' }).click();
  await editor.keyboard.type('一、检查重点');
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('重点检查地下空间与低洼地带的排水设施。');
  await editor.keyboard.press('Enter');
  await editor.getByLabel('选择正文图片').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: PNG });
  await expect(body.locator('img')).toHaveCount(1);
  await editor.getByRole('button', { name: '插入表格' }).click();
  await editor.keyboard.type('检查项目');
  await editor.keyboard.press('Tab');
  await editor.keyboard.type('要求');
  await expect(body.locator('table')).toHaveCount(1);

  await editor.getByRole('button', { name: '预览' }).click();
  const preview = editor.getByRole('region', { name: '正文预览' });
  await expect(preview.getByRole('heading', { name: '一、检查重点' })).toBeVisible();
  await expect(preview.getByRole('table')).toContainText('检查项目');
  await expect(preview.locator('img')).toHaveCount(1);
  // the image went to storage while it was inserted: 发布 is one request, the article with its body
  const posts: string[] = [];
  editor.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
  });
  await editor.getByRole('button', { name: '发布' }).click();
  await expect(editor.getByText('已发布', { exact: true }).first()).toBeVisible();
  expect(posts).toEqual(['/api/admin/articles/save']);
  await expect(editor).toHaveURL(/\/admin\/articleEdit\?id=\d+$/);
  const id = Number(new URL(editor.url()).searchParams.get('id'));

  // first on /article and on the home page, at once: the cached first paint of the home page is not served
  // again (every paint from now on has the article), and the page the app then draws has it first
  const painted = await paintedHome(page.request);
  expect(painted).toContain(title);
  await page.goto('/article?channel=news');
  const list = page.getByRole('list', { name: '新闻资讯文章列表' });
  await expect(list.getByRole('link').first()).toContainText(title);
  await page.goto('/homePage');
  const block = page.getByRole('region', { name: '新闻资讯', exact: true });
  await expect(block.getByRole('list', { name: '新闻资讯', exact: true }).getByRole('link').first()).toContainText(title);

  await page.goto(`/detailPages?key=${id}&currentName=${encodeURIComponent('新闻资讯')}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('检查项目');
  const img = page.getByRole('article').locator('img').or(page.locator('main img[alt="现场.png"]')).first();
  await expect(img).toBeVisible();

  // 下线: the detail says 内容已下线, and the article leaves the list
  await editor.getByRole('link', { name: '返回列表' }).click();
  await editor.getByRole('textbox', { name: '标题' }).fill(title);
  await editor.getByRole('button', { name: '搜索' }).click();
  await editor.getByRole('button', { name: `下线 ${title}` }).click();
  await editor.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(editor.getByRole('button', { name: `重新发布 ${title}` })).toBeVisible();
  await page.reload();
  await expect(page.getByText('内容已下线')).toBeVisible();
  await page.goto('/article?channel=news');
  await expect(page.getByRole('list', { name: '新闻资讯文章列表' }).getByRole('link').first()).not.toContainText(title);

  // 操作日志 (超级管理员): the creation and the takedown
  const admin = await staffPage(browser, 'admin', { goTo: '/admin/audit' });
  await admin.goto('/admin/audit');
  await expect(admin.getByText(`新建文章：${title}（ID ${id}）`)).toBeVisible();
  await expect(admin.getByText(`下线文章：${title}（ID ${id}）`)).toBeVisible();
});
