// Journey of training enrolment (spec 02 §5): the form's messages, a sign-up paid through the local WeChat
// Pay simulator (the dialog's 5 s polling sees the payment and goes to /myOrders?vsstatus=pay), and a
// second sign-up left unpaid, then paid from /MyBookingInfo.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, DEMO_ACCOUNTS, loginByApi, yuan } from '../support';

/** A 1×1 PNG (the 1-inch photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Valid 18-digit id numbers (Guangzhou, 1990-01-01) with their checksums. */
const idNumber = (seq: string) => {
  const first = `44010619900101${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return first + '10X98765432'[sum % 11]!;
};

interface TrainingItem {
  id: number;
  name: string;
  price: string;
  end_time: string;
}

/** An open training (its end after now, China time), the one that ends last. */
const openTraining = async (page: Page): Promise<TrainingItem> => {
  const list = await apiGet<{ items: TrainingItem[] }>(page.request, '/open/uni/listTrain', { pageNum: 1, pageSize: 100 });
  const sorted = [...list.data.items].sort((a, b) => b.end_time.localeCompare(a.end_time));
  return sorted[0]!;
};

const fillForm = async (page: Page, id: string) => {
  const form = page.getByRole('form', { name: '培训报名' });
  await form.getByLabel('姓名').fill('张三');
  await form.getByLabel('手机号').fill('13800000001');
  await form.getByLabel('单位名称').fill('广州安信安全技术有限公司');
  await form.getByLabel('身份证号').fill(id);
  await form.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('list', { name: '一寸彩色照片：已上传 1 个' })).toBeVisible();
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

test('training enrolment: messages, QR payment through the simulator, /myOrders?vsstatus=pay; an unpaid sign-up paid from /MyBookingInfo', async ({ page }) => {
  test.setTimeout(120_000);
  await loginByApi(page, DEMO_ACCOUNTS.member.phone);
  const training = await openTraining(page);
  await page.goto(`/application?key=${training.id}`);
  await expect(page).toHaveTitle(/培训报名/);
  await expect(page.getByText(training.name)).toBeVisible();

  // the spec's messages
  const form = page.getByRole('form', { name: '培训报名' });
  await form.getByRole('button', { name: '提交报名并支付' }).click();
  for (const msg of ['请填写您的名字', '请填写手机号码', '请填写单位名称', '请输入正确的身份证号码', '请选择图片']) {
    await expect(form.getByText(msg, { exact: true })).toBeVisible();
  }
  await form.getByLabel('手机号').fill('12345678901');
  await form.getByLabel('身份证号').fill('440106199013011234');
  await form.getByRole('button', { name: '提交报名并支付' }).click();
  await expect(form.getByText('手机号格式不正确')).toBeVisible();
  await expect(form.getByText('请输入正确的身份证号码')).toBeVisible();

  // a good enrolment: the QR dialog with the training's price, paid in the simulator; the polling sees it
  const first = idNumber('201');
  await fillForm(page, first);
  await form.getByRole('button', { name: '提交报名并支付' }).click();
  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog.getByText(yuan(training.price))).toBeVisible();
  await payInSimulator(page);
  await expect(page).toHaveURL(/\/myOrders\?vsstatus=pay$/, { timeout: 20_000 });

  // the same person again: refused
  await page.goto(`/application?key=${training.id}`);
  await fillForm(page, first);
  await form.getByRole('button', { name: '提交报名并支付' }).click();
  await expect(page.getByText('该身份证号已报名此培训，请到我的报名中查看')).toBeVisible();

  // another person: the dialog is closed unpaid -> /MyBookingInfo, paid there
  await form.getByLabel('身份证号').fill(idNumber('202'));
  await form.getByRole('button', { name: '提交报名并支付' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/MyBookingInfo\?id=\d+$/);
  await expect(page.getByText('待支付')).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await payInSimulator(page);
  await expect(page.getByText('已支付')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);

  // /MyBooking: both paid
  await page.goto('/MyBooking');
  const list = page.getByRole('list', { name: '我的报名' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('已支付')).toHaveCount(2);
});

test('an unpaid sign-up is cancelled from /MyBookingInfo', async ({ page }) => {
  await loginByApi(page, DEMO_ACCOUNTS.salesman.phone);
  const training = await openTraining(page);
  await page.goto(`/application?key=${training.id}`);
  await fillForm(page, idNumber('301'));
  await page.getByRole('form', { name: '培训报名' }).getByRole('button', { name: '提交报名并支付' }).click();
  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/MyBookingInfo\?id=\d+$/);
  await page.getByRole('button', { name: '取消报名' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
});
