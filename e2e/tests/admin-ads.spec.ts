// 广告与导航 in the operations console, through the gateway: 内容编辑 opens 首页轮播, drags the last banner to the
// top and saves the order → the home page (its server-rendered first paint, kept by the gateway, and the page
// the app draws) shows the new order at once → a javascript: link is refused with its message and nothing
// saved → the change is in 操作日志 (超级管理员). The journeys share one database: the seed's order is put back
// at the end (also when a step fails), so the home page's other journeys see it as seeded.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, DEMO_PASSWORD } from '../support';
import { staffPage } from '../support/staff';

const PAINTED_ROOT = '<div id="root" data-first-paint>';

interface Banner {
  id: number;
  title: string;
  link: string;
}

const portalBanners = async (request: APIRequestContext): Promise<Banner[]> => (await apiGet<{ items: Banner[] }>(request, '/open/uni/listads', { cate_value: 'homebanner' })).data.items;

/** The home page's HTML once it carries a server-rendered first paint. */
const paintedHome = async (request: APIRequestContext): Promise<string> => {
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get('/homePage')).text()).includes(PAINTED_ROOT), { timeout: 20_000, intervals: [250, 500, 1000] })
    .toBe(true);
  return html;
};

/** The titles in the order they first appear in `html`. */
const orderIn = (html: string, titles: string[]) => [...titles].filter((t) => html.includes(t)).sort((a, b) => html.indexOf(a) - html.indexOf(b));

test('广告与导航: 内容编辑 drags a home banner to the top and saves; /homePage shows the new order at once', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const seeded = await portalBanners(request);
  expect(seeded.length, 'the seed has home banners').toBeGreaterThan(2);
  const titles = seeded.map((b) => b.title);
  const last = seeded.at(-1)!;
  const wanted = [last.title, ...titles.slice(0, -1)];

  try {
    // the home page's first paint is in the gateway's cache with the seeded order
    expect(orderIn(await paintedHome(page.request), titles)[0]).toBe(titles[0]);

    const editor = await staffPage(browser, 'editor');
    await editor.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '广告与导航' }).click();
    await expect(editor.getByRole('heading', { name: '广告与导航', level: 1 })).toBeVisible();
    await expect(editor.getByRole('button', { name: '首页轮播' })).toHaveAttribute('aria-pressed', 'true');
    const list = editor.getByRole('list', { name: '首页轮播广告' });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(seeded.length);
    await expect(rows.first()).toHaveAccessibleName(titles[0]!);

    // drag the last banner onto the first row
    await rows.last().dragTo(rows.first());
    await expect(rows.first()).toHaveAccessibleName(last.title);
    const shown = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(shown).toEqual(wanted);
    await editor.getByRole('button', { name: '保存排序' }).click();
    await expect(editor.getByText('排序已保存')).toBeVisible();
    await expect(editor.getByRole('button', { name: '保存排序' })).toBeDisabled();

    // at once on the portal: the first paint is rendered afresh, and the carousel the app draws follows it
    expect((await portalBanners(request)).map((b) => b.title)).toEqual(wanted);
    expect(orderIn(await paintedHome(page.request), titles)).toEqual(wanted);
    await page.goto('/homePage');
    const slides = page.locator('[aria-label="首页轮播"] img');
    await expect(slides).toHaveCount(seeded.length);
    await expect.poll(() => slides.evaluateAll((els) => els.map((el) => el.getAttribute('alt')))).toEqual(wanted);

    // a javascript: link is refused with its message, nothing saved
    await editor.getByRole('button', { name: `编辑 ${last.title}` }).click();
    const form = editor.getByRole('form', { name: '编辑广告' });
    await form.getByRole('textbox', { name: /^链接/ }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('链接只能是本站路径（以 / 开头）或 https:// 开头的地址')).toBeVisible();
    await editor.getByRole('button', { name: '关闭' }).click();
    await expect(form).toBeHidden();
    expect((await portalBanners(request)).find((b) => b.id === last.id)?.link).toBe(last.link);

    // in 操作日志 (超级管理员)
    const admin = await staffPage(browser, 'admin');
    await admin.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '操作日志' }).click();
    await expect(admin.getByText('调整广告顺序：首页轮播').first()).toBeVisible();
  } finally {
    // the seed's order back, for the journeys that share the database
    const staff = await apiPost<{ token: string }>(request, '/admin/login', { account: 'editor', password: DEMO_PASSWORD });
    expect(staff.ok, staff.msg).toBe(true);
    const back = await apiPost(request, '/admin/ads/sort', { cate_value: 'homebanner', ids: seeded.map((b) => b.id) }, staff.data.token);
    expect(back.ok, back.msg).toBe(true);
  }
  expect((await portalBanners(request)).map((b) => b.title)).toEqual(titles);
});
