// Journeys of chat and consultation (spec 01 §4 Expert consult; spec 02 §2 "Chat and consultation"):
// a member pays an expert through the payment simulator, the two chat both ways in two browser contexts
// and each sees the other's messages appear without reloading, the expert ends the consultation, the
// member rates it and then sees the rating read-only; customer service with no staff online, then
// online; the /session tabs of each demo account.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, DEMO_ACCOUNTS, loginByApi, registerMemberByApi, uniquePhone, yuan } from '../support';

interface ExpertItem {
  id: number;
  user_id: number;
  name: string;
}

/** A page in its own browser context (its own storage: its own login). */
const newUserPage = async (browser: Browser, phone: string): Promise<Page> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByApi(page, phone);
  return page;
};

/** The demo expert's record (bound to 13800000004). */
const demoExpert = async (page: Page): Promise<ExpertItem> => {
  const login = await apiGet<{ loginUser: { user_id: number } }>(page.request, '/pc/user/login', {
    user_mobile: DEMO_ACCOUNTS.expert.phone,
    login_type: 'password',
    user_password: DEMO_ACCOUNTS.expert.password,
  });
  const list = await apiGet<{ items: ExpertItem[] }>(page.request, '/open/uni/listexpert', { pageNum: 1, pageSize: 100 });
  const expert = list.data.items.find((e) => e.user_id === login.data.loginUser.user_id);
  expect(expert, 'the demo expert is listed').toBeTruthy();
  return expert!;
};

/** Pay the dialog's order in the simulator page (a second tab), as a phone scanning the QR code would. */
const payInSimulator = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const href = await dialog.getByRole('link', { name: '在本机打开模拟支付页' }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(href!);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功');
  await phone.close();
};

const send = async (page: Page, text: string) => {
  const input = page.getByRole('textbox', { name: '消息内容' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
};

const messages = (page: Page) => page.getByRole('log', { name: '消息列表' });

test('paid expert consultation: pay in the simulator, chat both ways live, the expert ends it, the member rates it', async ({ browser }) => {
  test.setTimeout(150_000);
  const member = await newUserPage(browser, DEMO_ACCOUNTS.member.phone);
  const expertPage = await newUserPage(browser, DEMO_ACCOUNTS.expert.phone);
  const expert = await demoExpert(member);

  await member.goto(`/detailInfo?id=${expert.id}`);
  await member.getByRole('button', { name: '咨询专家' }).click();
  await payInSimulator(member);
  // the dialog's 5 s polling sees the payment: 支付成功, then the chat (a mall page)
  await expect(member).toHaveURL(/\/session\/chatitemExpert\?/, { timeout: 20_000 });
  await expect(member.getByRole('heading', { name: `专家咨询：${DEMO_ACCOUNTS.expert.name}` })).toBeVisible();

  // the expert finds the consultation under 会员咨询
  await expertPage.goto('/session');
  await expertPage.getByRole('tab', { name: '会员咨询' }).click();
  await expertPage.getByRole('link', { name: new RegExp(DEMO_ACCOUNTS.member.name) }).first().click();
  await expect(expertPage).toHaveURL(/\/session\/chatitemExpert\?/);
  await expect(expertPage.getByRole('button', { name: '结束咨询' })).toBeVisible();

  // both ways, no reload: each side sees the other's message arrive
  await send(member, '请问有限空间作业需要哪些审批？');
  await expect(messages(expertPage).getByText('请问有限空间作业需要哪些审批？')).toBeVisible({ timeout: 5000 });
  await send(expertPage, '先办理作业审批，再通风、检测，最后监护作业。');
  await expect(messages(member).getByText('先办理作业审批，再通风、检测，最后监护作业。')).toBeVisible({ timeout: 5000 });
  // own messages on the right, the other's on the left
  await expect(messages(member).locator('[data-mine="1"]').last()).toContainText('请问有限空间作业需要哪些审批？');
  await expect(messages(member).locator('[data-mine="0"]').last()).toContainText('先办理作业审批');

  // the expert ends it; the member's page shows it without a reload
  await expertPage.getByRole('button', { name: '结束咨询' }).click();
  await expertPage.getByRole('button', { name: '确定' }).click();
  await expect(member.getByText('咨询已结束').first()).toBeVisible({ timeout: 10_000 });
  await expect(member.getByRole('textbox', { name: '消息内容' })).toBeDisabled();

  // rating: content required, then read-only
  await member.getByRole('link', { name: '评价' }).click();
  await expect(member).toHaveURL(/\/session\/remarkChatExpert\?/);
  await member.getByRole('button', { name: '提交评价' }).click();
  await expect(member.getByText('评价内容不能为空')).toBeVisible();
  await member.getByLabel('评价内容').fill('解答专业，流程讲得很清楚。');
  await member.getByRole('button', { name: '提交评价' }).click();
  await expect(member.getByText('提交成功')).toBeVisible();
  await expect(member.getByRole('region', { name: '我的评价' })).toContainText('解答专业，流程讲得很清楚。');
  await member.goBack();
  await expect(member.getByRole('link', { name: '已评价' })).toBeVisible();

  // the order is listed in /MyExpertChatOrders and leads back to the chat
  await member.goto('/MyExpertChatOrders');
  await expect(member.getByRole('table', { name: '专家咨询订单' }).getByText('已结束')).toBeVisible();

  await member.context().close();
  await expertPage.context().close();
});

test('customer service: nobody online, then the staff member opens the chat page; both chat live', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await newUserPage(browser, DEMO_ACCOUNTS.member.phone);
  await member.goto('/session');
  await expect(member.getByRole('tab', { name: '客服咨询' })).toHaveAttribute('aria-selected', 'true');
  await member.getByRole('button', { name: '联系在线客服' }).click();
  await expect(member.getByText('亲，目前没有客服人员在线，请稍后~')).toBeVisible();
  await member.getByRole('button', { name: '关闭' }).click();

  const staff = await newUserPage(browser, DEMO_ACCOUNTS.customerService.phone);
  await staff.goto('/session');
  // the tabs follow the profile call of a new browser context (the mall's first load on a cold cache)
  await expect(staff.getByRole('tab', { name: '用户咨询' })).toBeVisible({ timeout: 20_000 });

  await member.getByRole('button', { name: '联系在线客服' }).click();
  await member.getByRole('button', { name: new RegExp(DEMO_ACCOUNTS.customerService.name) }).click();
  await expect(member).toHaveURL(/\/session\/chatItem\?/);
  await send(member, '你好，想咨询安全评价的办理流程。');

  // the staff member's list shows the new conversation without a reload
  await staff.getByRole('link', { name: new RegExp(DEMO_ACCOUNTS.member.name) }).click();
  await expect(messages(staff).getByText('你好，想咨询安全评价的办理流程。')).toBeVisible();
  await send(staff, '您好，请提供企业名称和所在区域。');
  await expect(messages(member).getByText('您好，请提供企业名称和所在区域。')).toBeVisible({ timeout: 5000 });

  await member.context().close();
  await staff.context().close();
});

test('the /session tabs of each demo account', async ({ browser }) => {
  const cases = [
    // every member also talks to suppliers (联系商家) under 商家咨询
    [DEMO_ACCOUNTS.member.phone, ['专家咨询', '客服咨询', '商家咨询']],
    [DEMO_ACCOUNTS.expert.phone, ['专家咨询', '会员咨询', '客服咨询', '商家咨询']],
    [DEMO_ACCOUNTS.customerService.phone, ['用户咨询']],
  ] as const;
  for (const [phone, tabs] of cases) {
    const page = await newUserPage(browser, phone);
    await page.goto('/session');
    await expect(page.getByRole('tab')).toHaveText([...tabs]);
    await page.context().close();
  }
});

test('the consult order: a new member pays an expert, finds the order in /MyExpertChatOrders, opens its detail and goes to the chat', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  // a member of its own: the demo member's consultations belong to the journeys above
  const phone = uniquePhone();
  const context = await browser.newContext();
  const member = await context.newPage();
  await registerMemberByApi(member.request, { phone });
  await loginByApi(member, phone);
  const expert = await demoExpert(member);
  const { data: info } = await apiGet<{ price: string }>(member.request, '/open/uni/expertinfo', { id: expert.id });

  await member.goto(`/detailInfo?id=${expert.id}`);
  await member.getByRole('button', { name: '咨询专家' }).click();
  await payInSimulator(member);
  await expect(member).toHaveURL(/\/session\/chatitemExpert\?/, { timeout: 20_000 });
  const orderNo = new URL(member.url()).searchParams.get('order_no');
  expect(orderNo).toMatch(/^\d{20}$/);

  await member.goto('/MyExpertChatOrders');
  const table = member.getByRole('table', { name: '专家咨询订单' });
  const row = table.getByRole('row').filter({ hasText: orderNo! });
  await expect(row).toContainText('咨询中');
  await row.getByRole('link', { name: '查看订单' }).click();
  // the detail route with order_no only
  await expect(member).toHaveURL(`/infoSelf?order_no=${orderNo}`);
  const detail = member.getByRole('region', { name: '订单信息' });
  await expect(detail).toContainText('订单状态：咨询中');
  await expect(detail).toContainText(orderNo!);
  await expect(detail).toContainText('专家咨询');
  await expect(detail).toContainText(DEMO_ACCOUNTS.expert.name);
  await expect(detail).toContainText(yuan(info.price));
  await expect(detail).toContainText('已支付');
  // a phone's width: nothing sticks out sideways
  await member.setViewportSize({ width: 375, height: 812 });
  await expect(detail.getByRole('link', { name: '进入咨询' })).toBeVisible();
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await member.screenshot({ path: testInfo.outputPath('consult-order-375.png'), fullPage: true });

  // another member cannot open it
  const other = await newUserPage(browser, DEMO_ACCOUNTS.company.phone);
  await other.goto(`/infoSelf?order_no=${orderNo}`);
  await expect(other.getByRole('alert')).toContainText('订单不存在');
  await other.context().close();

  await detail.getByRole('link', { name: '进入咨询' }).click();
  await expect(member).toHaveURL(/\/session\/chatitemExpert\?/);
  expect(new URL(member.url()).searchParams.get('order_no')).toBe(orderNo);
  await expect(member.getByRole('heading', { name: `专家咨询：${DEMO_ACCOUNTS.expert.name}` })).toBeVisible();
  await send(member, '您好，想咨询一下危化品仓库的检查要点。');
  await expect(messages(member).getByText('您好，想咨询一下危化品仓库的检查要点。')).toBeVisible();
  await context.close();
});
