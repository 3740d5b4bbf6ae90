// Journey of a price inquiry (spec 01 §5 "Inquiry"): from the company detail's 询价 link, the buyer drafts
// products (messages, add, edit, delete) and submits; /myInquiry lists it; the company's user (李四 of
// 广州安信安全技术有限公司) answers each product with a unit price (valid 90 days) and a note; the buyer
// reads the 比价表 with the cheapest per row marked, and the quote prints as a document.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, DEMO_ACCOUNTS, loginByApi } from '../support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const addProduct = async (page: Page, name: string, quantity: string, price: string) => {
  const form = page.getByRole('form', { name: '添加产品' });
  await form.getByLabel('产品名称').fill(name);
  await form.locator('input[type=file]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('list', { name: '产品图片：已上传 1 个' })).toBeVisible();
  await form.getByLabel('数量').fill(quantity);
  await form.getByLabel('期望价格（元）').fill(price);
  await form.getByRole('button', { name: '添加到询价单' }).click();
  await expect(page.getByRole('table', { name: '询价产品' }).getByText(name, { exact: true })).toBeVisible();
};

test('an inquiry drafted, edited, submitted, answered by the company and compared', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginByApi(page, DEMO_ACCOUNTS.member.phone);
  const found = await apiGet<{ items: { id: number; name: string }[] }>(page.request, '/open/uni/listcompany', { keywords: '广州安信', pageNum: 1, pageSize: 20 });
  const company = found.data.items.find((c) => c.name === DEMO_ACCOUNTS.company.company)!;
  expect(company).toBeTruthy();

  await page.goto(`/companyDetail?key=${company.id}`);
  await page.getByRole('link', { name: '询价', exact: true }).click();
  await expect(page).toHaveURL(/\/inquiry\?company_id=\d+&company_name=/);
  await expect(page.getByText(DEMO_ACCOUNTS.company.company)).toBeVisible();

  // the product rules
  const form = page.getByRole('form', { name: '添加产品' });
  await form.getByRole('button', { name: '添加到询价单' }).click();
  await expect(form.getByText('请填写产品名称')).toBeVisible();
  await expect(form.getByText('请上传图片')).toBeVisible();
  await form.getByLabel('期望价格（元）').fill('12.5');
  await form.getByRole('button', { name: '添加到询价单' }).click();
  await expect(form.getByText('期望价格只能填写数字')).toBeVisible();
  await form.getByLabel('期望价格（元）').fill('');

  // draft: add three, edit one, delete one
  await addProduct(page, '干粉灭火器', '10', '120');
  await addProduct(page, '安全帽', '50', '30');
  await addProduct(page, '警示带', '5', '');
  const table = page.getByRole('table', { name: '询价产品' });
  await table.getByRole('button', { name: '编辑：安全帽' }).click();
  const edit = page.getByRole('form', { name: '编辑产品' });
  await edit.getByLabel('产品名称').fill('ABS安全帽');
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(table.getByText('ABS安全帽', { exact: true })).toBeVisible();
  await table.getByRole('button', { name: '删除：警示带' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(table.getByText('警示带', { exact: true })).toHaveCount(0);

  // a second company, for comparison (it does not answer in this journey)
  const others = await apiGet<{ items: { id: number; name: string }[] }>(page.request, '/open/uni/listcompany3', { keywords: '东莞', pageNum: 1, pageSize: 30 });
  const second = others.data.items.find((c) => c.id !== company.id)!;
  const picker = page.getByRole('combobox', { name: /同时向其他企业询价/ });
  await picker.fill(second.name.slice(0, 4));
  await page.getByRole('option', { name: second.name, exact: true }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '提交询价' }).click();
  await expect(page).toHaveURL(/\/myInquiry$/);
  const card = page.getByRole('listitem', { name: /^询价单 \d+$/ }).first();
  await expect(card).toContainText('干粉灭火器 × 10');
  await expect(card).toContainText('ABS安全帽 × 50');
  await expect(card).toContainText('已报价 0/2');
  await expect(card).toContainText(second.name);
  const orderNo = /询价单 (\d+)/.exec((await card.getAttribute('aria-label'))!)![1]!;

  // the company's user answers
  const companyContext = await browser.newContext();
  const seller = await companyContext.newPage();
  await loginByApi(seller, DEMO_ACCOUNTS.company.phone);
  await seller.goto('/myInquiry?tab=received');
  const received = seller.getByRole('listitem', { name: `询价单 ${orderNo}` });
  await expect(received).toContainText('询价人：张三');
  await received.getByRole('link', { name: `去报价：${orderNo}` }).click();
  await expect(seller).toHaveURL(/\/MyInquiryCompany\?id=\d+$/);
  await seller.getByRole('button', { name: '提交报价' }).click();
  await expect(seller.getByText('请至少填写一个产品的单价')).toBeVisible();
  await seller.getByLabel('单价：干粉灭火器').fill('115.5');
  await seller.getByLabel('单价：ABS安全帽').fill('28');
  await seller.getByLabel('备注：ABS安全帽').fill('白色，可印字');
  await seller.getByLabel('报价说明').fill('含税含运费');
  await seller.getByRole('button', { name: '提交报价' }).click();
  await expect(seller.getByText('报价成功')).toBeVisible();
  await expect(seller.getByRole('button', { name: '打印报价单' })).toBeVisible();
  await expect(seller.getByText(/当前报价有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
  await companyContext.close();

  // the buyer compares
  await page.reload();
  await expect(card).toContainText('已报价 1/2');
  await card.getByRole('link', { name: `报价：${orderNo}` }).click();
  const compare = page.getByRole('region', { name: '比价表' });
  await expect(compare.getByRole('columnheader', { name: new RegExp(DEMO_ACCOUNTS.company.company) })).toBeVisible();
  await expect(compare.getByText('¥115.50')).toBeVisible();
  await expect(compare.getByText('小计 ¥1,155.00')).toBeVisible();
  await expect(compare.getByText('白色，可印字')).toBeVisible();
  await expect(compare.getByText('最低')).toHaveCount(2);
  await expect(compare.getByText('¥2,555.00')).toBeVisible();
  await expect(compare.getByRole('columnheader', { name: new RegExp(`${second.name}.*待报价`) })).toBeVisible();

  // the print stylesheet keeps only the document
  await page.emulateMedia({ media: 'print' });
  await expect(compare).toBeVisible();
  await expect(page.getByRole('button', { name: '打印比价表' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // the detail page: inquirer, time, products
  await page.goto(page.url().replace('MyInquiryCompany', 'MyInquiryInfo'));
  await expect(page.getByText('张三', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: '询价产品' }).getByRole('row')).toHaveCount(3);
});
