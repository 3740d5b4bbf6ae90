// 培训管理 in the operations console, through the gateway: 内容编辑 adds a training (an empty name refused
// first; the intro in the shared rich-text editor) → it is first on the portal's /train at once (the gateway's
// cached first paint is rendered afresh) and its /trainInfo shows the intro → a new member signs up and pays
// through the QR payment simulator → the console's sign-ups show it as 已支付 with masked phones, and export
// them as .xlsx → the creation is in 操作日志 (超级管理员).
import { expect, test, type Page } from '@playwright/test';
import { loginByApi, registerMemberByApi } from '../support';
import { staffPage } from '../support/staff';

/** A 1×1 PNG (the sign-up's 1-inch photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A valid 18-digit id number (Guangzhou, 1990-01-01) with its checksum. */
const idNumber = (seq: string) => {
  const first = `44010619900101${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return first + '10X98765432'[sum % 11]!;
};

/** China time `days` from now at `hour`:00:00, as the console types it. */
const chinaDay = (days: number, hour: number) => `${new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00:00`;

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

test('培训管理: 内容编辑 adds a training; first on /train at once; a member signs up and pays; the console shows it 已支付 and exports .xlsx', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const name = `职业病危害因素检测培训 ${Date.now() % 1_000_000}`;
  // it starts in 3 days and ends in 5 (before the seed's last class ends, so other journeys' "open training"
  // stays theirs), in a category no other journey counts
  const start = chinaDay(3, 9);
  const end = chinaDay(5, 17);

  const editor = await staffPage(browser, 'editor');
  await editor.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '培训管理' }).click();
  await expect(editor.getByRole('heading', { name: '培训管理', level: 1 })).toBeVisible();
  await editor.getByRole('link', { name: '新建培训' }).click();
  await expect(editor.getByRole('heading', { name: '新建培训', level: 1 })).toBeVisible();

  // an empty name and an end before the start are refused before anything is sent
  await editor.getByRole('textbox', { name: /^结束时间/ }).fill(chinaDay(1, 9));
  await editor.getByRole('textbox', { name: /^开始时间/ }).fill(start);
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('请填写培训名称')).toBeVisible();
  await expect(editor.getByText('结束时间不能早于开始时间')).toBeVisible();

  await editor.getByRole('textbox', { name: /^培训名称/ }).fill(name);
  await editor.getByLabel(/^培训分类/).selectOption({ label: '职业健康培训' });
  await editor.getByRole('textbox', { name: /^价格/ }).fill('1.50');
  await editor.getByRole('textbox', { name: /^结束时间/ }).fill(end);
  const intro = editor.getByRole('textbox', { name: '培训介绍内容' });
  await intro.click();
  await editor.getByRole('button', { name: '二级标题' }).click();
  await editor.keyboard.type('培训内容');
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('工作场所粉尘与噪声检测方法。');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('保存成功')).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/trainingEdit\?id=\d+$/);
  const id = Number(new URL(editor.url()).searchParams.get('id'));

  // on the portal at once: the cached first paint of /train is not served again
  await expect.poll(async () => (await (await page.request.get('/train')).text()).includes(name), { timeout: 20_000 }).toBe(true);
  await page.goto('/train');
  await expect(page.getByRole('list', { name: '培训列表', exact: true }).getByRole('listitem').first()).toContainText(name);
  await page.goto(`/trainInfo?key=${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: '培训内容' })).toBeVisible();
  await expect(page.getByText('工作场所粉尘与噪声检测方法。')).toBeVisible();

  // a new member signs up and pays through the simulator
  const member = await registerMemberByApi(page.request);
  await loginByApi(page, member.phone);
  await page.goto(`/application?key=${id}`);
  const form = page.getByRole('form', { name: '培训报名' });
  await expect(page.getByText(name)).toBeVisible();
  await form.getByLabel('姓名').fill('陈七');
  await form.getByLabel('手机号').fill('13912345678');
  await form.getByLabel('单位名称').fill('东莞市安达制造有限公司');
  await form.getByLabel('身份证号').fill(idNumber(String(Date.now() % 1000).padStart(3, '0')));
  await form.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('list', { name: '一寸彩色照片：已上传 1 个' })).toBeVisible();
  await form.getByRole('button', { name: '提交报名并支付' }).click();
  await payInSimulator(page);
  await expect(page).toHaveURL(/\/myOrders\?vsstatus=pay$/, { timeout: 20_000 });

  // the console: the training's sign-ups, 已支付, phones masked
  await editor.getByRole('link', { name: '报名名单' }).click();
  await expect(editor.getByRole('heading', { name: '培训报名', level: 1 })).toBeVisible();
  const row = editor.getByRole('table', { name: '报名列表' }).getByRole('row').filter({ hasText: '陈七' });
  await expect(row).toContainText('已支付');
  await expect(row).toContainText('139****5678');
  await expect(row).toContainText(`${member.phone.slice(0, 3)}****${member.phone.slice(7)}`);
  await expect(row).toContainText('东莞市安达制造有限公司');
  await expect(row).not.toContainText('13912345678');
  await editor.getByLabel('支付状态').selectOption('0');
  await expect(editor.getByText('暂无报名')).toBeVisible();
  await editor.getByLabel('支付状态').selectOption('1');
  await expect(row).toContainText('已支付');

  const [download] = await Promise.all([editor.waitForEvent('download'), editor.getByRole('button', { name: '导出 Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^培训报名_.+_\d{8}\.xlsx$/);
  const file = await download.path();
  expect(file).toBeTruthy();

  // the list counts it
  await editor.getByRole('link', { name: '返回列表' }).click();
  await editor.getByRole('textbox', { name: '培训名称' }).fill(name);
  await editor.getByRole('button', { name: '搜索' }).click();
  await expect(editor.getByRole('table', { name: '培训列表' }).getByRole('row').filter({ hasText: name })).toContainText('1（1）');

  // 操作日志 (超级管理员): the creation
  const admin = await staffPage(browser, 'admin', { goTo: '/admin/audit' });
  await admin.goto('/admin/audit');
  await expect(admin.getByText(`新建培训：${name}（ID ${id}）`)).toBeVisible();
});
