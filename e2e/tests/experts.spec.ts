// Journey: the experts on the seeded server (spec 01 §2 Expert list, expert detail, §4 Expert consult,
// §8 请先登录再咨询 / 专家未绑定会员). The seed has 32 approved experts; 林国栋 (领域 防雷减灾) is not bound to
// a member, 唐立军 (also 防雷减灾) is. Also the channel policy page's 问专家 (and its two other tabs).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginByApi } from '../support';

const cards = (page: Page) => page.getByRole('list', { name: '专家列表' }).getByRole('listitem');
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** Waits until an <img> has really loaded (the seed's files are served by the storage emulator). */
const expectLoaded = async (img: Locator) => {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
};

test.describe('experts', () => {
  test('filter the experts by a group: the list changes, the filter and the page stay in the URL', async ({ page }, testInfo) => {
    await page.goto('/homePage');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '专家', exact: true }).click();
    await expect(page).toHaveURL(/\/expert$/);
    await expect(page).toHaveTitle(/在线专家/);
    for (const name of ['行业', '领域', '专项', '供需', '推荐']) {
      await expect(group(page, name).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(cards(page)).toHaveCount(20);
    await expect(cards(page).first()).toContainText('行业：');
    await expect(cards(page).first().getByRole('button', { name: /^咨询/ })).toBeVisible();
    await expectLoaded(cards(page).first().locator('img'));
    await page.screenshot({ path: testInfo.outputPath('experts.png'), fullPage: true });

    // 领域 防雷减灾: two experts
    await group(page, '领域').getByRole('button', { name: '防雷减灾' }).click();
    await expect(page).toHaveURL(/\/expert\?field=\d+$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { name: '林国栋' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '唐立军' })).toBeVisible();
    for (const card of await cards(page).all()) await expect(card).toContainText('领域：防雷减灾');
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);

    // reload keeps the filter
    await page.reload();
    await expect(cards(page)).toHaveCount(2);
    await expect(group(page, '领域').getByRole('button', { name: '防雷减灾' })).toHaveAttribute('aria-pressed', 'true');

    // 全部 again, then page 2 (32 experts, 20 per page)
    await group(page, '领域').getByRole('button', { name: '全部' }).click();
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/expert\?page=2$/);
    await expect(cards(page)).toHaveCount(12);
    await page.goBack();
    await expect(page).toHaveURL(/\/expert$/);
    await expect(cards(page)).toHaveCount(20);
  });

  test('the expert detail: profile, fee, introduction and qualification images', async ({ page }, testInfo) => {
    await page.goto('/expert?page=2');
    const last = cards(page).last();
    const name = (await last.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await last.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/detailInfo\?id=\d+$/);
    await expect(page).toHaveTitle(/专家详情/);
    const profile = page.getByRole('article', { name });
    await expect(profile.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(profile).toContainText(/咨询费 ¥\d+\.\d\d/);
    await expect(profile).toContainText('擅长方向：');
    await expect(profile).toContainText('领域：');
    await expect(profile.getByRole('region', { name: '个人简介' })).toContainText(name);
    await expectLoaded(profile.getByRole('region', { name: '资质证书' }).getByRole('img').first());
    await expect(profile.getByRole('button', { name: '咨询专家' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('expert-detail.png'), fullPage: true });
    await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '在线专家' }).click();
    await expect(page).toHaveURL(/\/expert$/);
  });

  test('consult while logged out: 请先登录再咨询, the login screen, and back to the list after login', async ({ page }) => {
    await page.goto('/expert');
    await group(page, '领域').getByRole('button', { name: '防雷减灾' }).click();
    await expect(cards(page)).toHaveCount(2);
    const listUrl = new URL(page.url());
    const listPath = `${listUrl.pathname}${listUrl.search}`;
    await page.getByRole('button', { name: '咨询唐立军' }).click();
    await expect(page.getByText('请先登录再咨询')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === listPath);

    const form = page.getByRole('form', { name: '账号登录' });
    await form.getByLabel('手机号', { exact: true }).fill(DEMO_ACCOUNTS.member.phone);
    await form.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/expert\?field=\d+$/);
    await expect(cards(page)).toHaveCount(2);
  });

  test('consult an expert without a bound member: 专家未绑定会员; a bound one: the QR payment of the consultation', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    await page.goto('/expert');
    await group(page, '领域').getByRole('button', { name: '防雷减灾' }).click();
    await page.getByRole('button', { name: '咨询林国栋' }).click();
    await expect(page.getByText('专家未绑定会员')).toBeVisible();
    await expect(page).toHaveURL(/\/expert\?field=\d+$/);
    await page.getByRole('button', { name: '咨询唐立军' }).click();
    // a paid consultation: the QR dialog (the whole flow to the chat is in chat.spec.ts)
    await expect(page.getByRole('dialog', { name: '扫码支付' })).toBeVisible();
    await expect(page).toHaveURL(/\/expert\?field=\d+$/);
  });

  test('from a law article (channel=company): the experts of its field under a law-consultation heading', async ({ page }) => {
    // the law article's consult button keeps its ids in session storage lawId (123 消防咨询 → 消防服务)
    await page.addInitScript(() => window.sessionStorage.setItem('lawId', '123'));
    await page.goto('/expert?channel=company');
    await expect(page.getByRole('heading', { level: 1, name: '法规咨询专家' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('您正在就法律法规条文咨询专家');
    await expect(cards(page).first()).toBeVisible();
    const n = await cards(page).count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(20);
    for (const card of await cards(page).all()) await expect(card).toContainText('领域：消防安全');
  });
});

test.describe('channel policy', () => {
  test('a quicknav service field: 看政策, 问专家 and 找服务 of its recommend id, with the join buttons', async ({ page, context }, testInfo) => {
    await page.goto('/homePage');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '消防服务', exact: true }).click();
    await expect(page).toHaveURL(/\/channelPolicy\?channel=policy&recommendId=36$/);
    await expect(page.getByRole('heading', { level: 1, name: '消防服务' })).toBeVisible();
    await expect(page.getByRole('link', { name: '企业入驻' })).toHaveAttribute('href', '/join');
    await expect(page.getByRole('link', { name: '专家入驻' })).toHaveAttribute('href', '/expertJoin');

    // 看政策: policy articles of 消防服务, opening the detail in a new tab
    await expect(page.getByRole('tab', { name: '看政策' })).toHaveAttribute('aria-selected', 'true');
    const policies = page.getByRole('list', { name: '政策列表' }).getByRole('link');
    await expect(policies.first()).toBeVisible();
    expect(await policies.count()).toBeLessThanOrEqual(10);
    await page.screenshot({ path: testInfo.outputPath('channel-policy.png'), fullPage: true });
    const [detail] = await Promise.all([context.waitForEvent('page'), policies.first().click()]);
    await expect(detail).toHaveURL(/\/detailPages\?key=\d+&currentName=/);
    await detail.close();

    // 问专家: the experts of 消防服务 (领域 消防安全), 10 per page, to their detail
    await page.getByRole('tab', { name: '问专家' }).click();
    await expect(page).toHaveURL(/&tab=expert$/);
    const experts = page.getByRole('list', { name: '专家列表' }).getByRole('listitem');
    await expect(experts.first()).toBeVisible();
    for (const e of await experts.all()) await expect(e).toContainText('消防安全');
    await page.getByRole('textbox', { name: '问专家关键词' }).fill('李建国');
    await page.getByRole('textbox', { name: '问专家关键词' }).press('Enter');
    await expect(experts).toHaveCount(1);
    await page.getByRole('button', { name: '咨询李建国' }).click();
    await expect(page.getByText('请先登录再咨询')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.goBack();
    await expect(page).toHaveURL(/&tab=expert&keywords=/);
    await expect(experts).toHaveCount(1);
    await page.getByRole('link', { name: '李建国' }).click();
    await expect(page).toHaveURL(/\/detailInfo\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '李建国' })).toBeVisible();
    await page.goBack();

    // 找服务: the service providers of 消防服务
    await page.getByRole('tab', { name: '找服务' }).click();
    await expect(page).toHaveURL(/&tab=service$/);
    const companies = page.getByRole('list', { name: '服务商列表' }).getByRole('link');
    await expect(companies.first()).toBeVisible();
    await expect(companies.first()).toHaveAttribute('href', /^\/companyDetail\?key=\d+&currentName=/);
  });
});
