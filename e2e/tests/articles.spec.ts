// Article journeys (spec 01 §2 Article list / Article detail / Preview, §4 Favourite, §6 the law login gate,
// §8 notices): reading an article from /article in a new tab, keyword search and paging, the law channel
// and law detail behind login with their documents, favouriting and unfavouriting with the notices, the
// seeded XSS article running nothing, and /preview refusing outside URLs.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, apiGet, login, loginByApi } from '../support';

interface Summary {
  id: number;
  title: string;
  channel: string;
  add_from?: string;
  create_time: string;
}
interface ListPage {
  items: Summary[];
  total: number;
}

const XSS_TITLE = '安全提示：警惕钓鱼链接';

const firstArticle = async (page: Page, params: Record<string, string | number>) => {
  const env = await apiGet<ListPage>(page.request, '/open/uni/listarticle', { pageNum: 1, pageSize: 20, ...params });
  expect(env.ok).toBe(true);
  const a = env.data.items[2] ?? env.data.items[0];
  if (!a) throw new Error(`no article for ${JSON.stringify(params)}`);
  return a;
};

const detailUrl = (id: number, currentName: string) => `/detailPages?key=${id}&currentName=${encodeURIComponent(currentName)}`;

test.describe('articles', () => {
  test('reads an article from /article in a new tab; search and paging stay in the URL', async ({ page, context }) => {
    await page.goto('/article?channel=news');
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    const list = page.getByRole('list', { name: '新闻资讯文章列表' });
    await expect(list.getByRole('link')).toHaveCount(20);
    const first = list.getByRole('link').first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toContainText(/来源：/);
    await expect(first).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const title = (await first.locator('span').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');

    const [detail] = await Promise.all([context.waitForEvent('page'), first.click()]);
    await detail.waitForLoadState();
    await expect(detail).toHaveURL(/\/detailPages\?key=\d+&currentName=%E6%96%B0%E9%97%BB%E8%B5%84%E8%AE%AF$/);
    await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(detail.getByRole('navigation', { name: '当前位置' })).toContainText('新闻资讯');
    await expect(detail.getByText(/^发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(detail.getByText(/^来源：/)).toBeVisible();
    await expect(detail.getByText(/^作者：/)).toBeVisible();
    await expect(detail.locator('article h3').first()).toBeVisible();
    await expect(detail.getByRole('button', { name: '收藏' })).toBeVisible();
    await expect(detail.getByRole('button', { name: '在线咨询' })).toBeVisible();
    await expect(detail.getByRole('group', { name: '分享' }).getByRole('button')).toHaveCount(4);
    await detail.close();

    // keyword search (a 2-character Chinese term), kept in the URL
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: '关键词' }).fill('东莞');
    await main.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/article\?channel=news&keywords=%E4%B8%9C%E8%8E%9E$/);
    const found = page.getByRole('list', { name: '新闻资讯文章列表' }).getByRole('link');
    await expect(found.first()).toBeVisible();
    // the previous page stays on screen until the results arrive: wait until every row is a match
    await expect(found.filter({ hasNotText: '东莞' })).toHaveCount(0);
    await expect(found.first()).toContainText('东莞');
    await main.getByRole('textbox', { name: '关键词' }).fill('不存在的关键词');
    await main.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page.getByText('亲，未找到记录~')).toBeVisible();

    // the policy channel has more than 20 articles: page 2, and back
    await page.goto('/acticleList?channel=policy');
    await expect(page.getByRole('heading', { level: 1, name: '政策解读' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByRole('list', { name: '政策解读文章列表' }).getByRole('link').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/acticleList\?channel=policy$/);
  });

  test('the law channel and a law article need login; logged in they show the PDF inline and the Word download', async ({ page }) => {
    await page.goto('/article?channel=law');
    await expect(page.getByText('未登录或超时，请重新登陆')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Farticle%3Fchannel%3Dlaw$/);

    // a law detail opened directly: the server answers -1 and the app sends the user to /login as well
    const token = (await apiGet<{ token: string }>(page.request, '/pc/user/login', { user_mobile: DEMO_ACCOUNTS.member.phone, login_type: 'password', user_password: DEMO_ACCOUNTS.member.password })).data.token;
    const lawList = await apiGet<ListPage>(page.request, '/open/uni/listarticle', { channel: 'law', pageNum: 1, pageSize: 100 }, token);
    const pdfLaw = lawList.data.items.find((a) => a.title === '中华人民共和国消防法');
    const docLaw = lawList.data.items.find((a) => a.title === '安全生产违法行为行政处罚办法');
    expect(pdfLaw && docLaw).toBeTruthy();
    const detail = await apiGet(page.request, '/open/uni/articleinfo', { id: pdfLaw!.id });
    expect(detail).toMatchObject({ ok: false, code: -1 });
    await page.goto(detailUrl(pdfLaw!.id, '法律法规'));
    await expect(page.getByText('未登录或超时，请重新登陆')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2FdetailPages/);

    // log in: back to the law list, with the law categories in the menu
    await login(page, DEMO_ACCOUNTS.member.phone, DEMO_ACCOUNTS.member.password, '/article?channel=law');
    await expect(page).toHaveURL(/\/article\?channel=law$/);
    const menu = page.getByRole('navigation', { name: '法律法规' });
    for (const name of ['环境保护', '消防咨询', '职业卫生', '特种设备', '安全生产', '防雷检测']) await expect(menu.getByRole('button', { name })).toBeVisible();
    await menu.getByRole('button', { name: '消防咨询' }).click();
    await expect(page).toHaveURL(/cate=123/);
    await expect(page.getByRole('list', { name: '法律法规文章列表' }).getByRole('link', { name: /中华人民共和国消防法/ })).toBeVisible();

    await page.goto(detailUrl(pdfLaw!.id, '法律法规'));
    await expect(page.getByRole('heading', { level: 1, name: '中华人民共和国消防法' })).toBeVisible();
    const frame = page.getByTitle('中华人民共和国消防法（PDF）');
    await expect(frame).toHaveAttribute('src', /^\/api\/files\/seed\/law-123-\d\.pdf$/);
    const pdfUrl = (await frame.getAttribute('src'))!;
    const pdf = await page.request.get(pdfUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByRole('link', { name: '全屏查看' })).toHaveAttribute('href', `/preview?id=${encodeURIComponent(pdfUrl)}`);

    // the consult button keeps the law ids and goes to the experts of the company channel
    await page.getByRole('button', { name: '咨询专家' }).click();
    await expect(page).toHaveURL(/\/expert\?channel=company$/);
    expect(await page.evaluate(() => sessionStorage.getItem('lawId'))).toBe('36');

    await page.goto(detailUrl(docLaw!.id, '法律法规'));
    await expect(page.getByRole('heading', { level: 1, name: '安全生产违法行为行政处罚办法' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    const download = page.getByRole('link', { name: /^下载 .+\.docx$/ });
    await expect(download).toHaveAttribute('href', /^\/api\/files\/docs\/.+\.docx$/);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.docx$/);
  });

  test('favourite and unfavourite with 收藏成功 and 取消成功; logged out the click asks for login', async ({ page, browser }) => {
    const article = await firstArticle(page, { channel: 'case' });
    const url = detailUrl(article.id, '风险案例');

    // logged out
    await page.goto(url);
    await page.getByRole('button', { name: '收藏' }).click();
    await expect(page.getByText('未登录或超时，请重新登陆')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2FdetailPages%3Fkey%3D/);

    // logged in (a fresh context)
    const ctx = await browser.newContext();
    const member = await ctx.newPage();
    await loginByApi(member, DEMO_ACCOUNTS.member.phone);
    await member.goto(url);
    await expect(member.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const off = member.getByRole('button', { name: '收藏', exact: true });
    await expect(off).toHaveAttribute('aria-pressed', 'false');
    await off.click();
    await expect(member.getByText('收藏成功')).toBeVisible();
    await expect(member.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');

    await member.reload();
    const on = member.getByRole('button', { name: '已收藏' });
    await expect(on).toBeVisible();
    await on.click();
    await expect(member.getByText('取消成功')).toBeVisible();
    await expect(member.getByRole('button', { name: '收藏', exact: true })).toBeVisible();
    await member.reload();
    await expect(member.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await ctx.close();
  });

  test('the seeded article with a script and an onerror attribute runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const env = await apiGet<ListPage>(page.request, '/open/uni/listarticle', { channel: 'news', keywords: '钓鱼链接', pageNum: 1, pageSize: 20 });
    const xss = env.data.items.find((a) => a.title === XSS_TITLE);
    expect(xss).toBeTruthy();

    await page.goto(detailUrl(xss!.id, '新闻资讯'));
    await expect(page.getByRole('heading', { level: 1, name: XSS_TITLE })).toBeVisible();
    await expect(page.getByText('本平台不会以任何理由索要您的短信验证码。')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    const body = page.locator('article');
    await expect(body.locator('script')).toHaveCount(0);
    expect(await body.evaluate((el) => el.innerHTML)).not.toMatch(/onerror|<script/i);
    expect(await page.evaluate(() => document.body.querySelectorAll('main script').length)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('/preview frames only documents of our own storage', async ({ page }) => {
    await page.goto(`/preview?id=${encodeURIComponent('/api/files/seed/law-122-1.pdf')}`);
    await expect(page.getByTitle('文件预览')).toHaveAttribute('src', '/api/files/seed/law-122-1.pdf');
    // the document fills the page: no site header
    await expect(page.getByRole('banner')).toHaveCount(0);

    for (const bad of ['javascript:alert(1)', 'https://example.com/a.pdf', '//example.com/api/files/a.pdf', '/api/files/../open/uni/statInfo']) {
      await page.goto(`/preview?id=${encodeURIComponent(bad)}`);
      await expect(page.getByRole('alert')).toHaveText('无法预览该文件');
      await expect(page.locator('iframe')).toHaveCount(0);
    }
  });
});
