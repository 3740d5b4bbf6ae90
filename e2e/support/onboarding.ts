// The onboarding forms' helpers shared by journeys (the portal's registration, /uconfigJoin, the expert join,
// and the console's reviews of what they submit).
import { expect, type Locator, type Page } from '@playwright/test';
import { readSmsCode, uniquePhone } from './index';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** A field by its label, with or without the required marker (a visible ' *' after the label). */
export const lbl = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

/** Pick an option of a Mantine multi-select (found by its placeholder: its label also names a hidden input). */
export const pick = async (page: Page, form: Locator, label: string, option: string) => {
  await form.getByPlaceholder(`请选择${label}（可多选）`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
};

export const chooseRegion = async (form: Locator) => {
  await expect(form.getByRole('combobox', { name: '市' }).locator('option', { hasText: '广州市' })).toHaveCount(1);
  await form.getByRole('combobox', { name: '市' }).selectOption({ label: '广州市' });
  await expect(form.getByRole('combobox', { name: '区' }).locator('option', { hasText: '天河区' })).toHaveCount(1);
  await form.getByRole('combobox', { name: '区' }).selectOption({ label: '天河区' });
};

export const upload = async (form: Locator, label: string, name: string) => {
  await form.getByLabel(lbl(label)).setInputFiles(png(name));
  await expect(form.getByRole('list', { name: `${label}：已上传 1 个` })).toBeVisible();
};

/** The company fields shared by registration and supplier onboarding; the SMS button goes to `smsPhone`. */
export const fillCompany = async (page: Page, form: Locator, name: string, contactPhone: string) => {
  await pick(page, form, '企业类型', '安全评价');
  await form.getByLabel(lbl('企业名称')).fill(name);
  await form.getByLabel(lbl('统一社会信用代码')).fill('91440101MA5E2E0001');
  await chooseRegion(form);
  await form.getByLabel(lbl('联系人')).fill('王经理');
  await form.getByLabel(lbl('联系电话')).fill(contactPhone);
  await form.getByLabel(lbl('企业简介')).fill('专注安全咨询与评价服务。');
  await upload(form, '企业logo', 'logo.png');
  await upload(form, '营业执照', 'licence.png');
  await upload(form, '资质图片', 'cert.png');
};


/** Every field of the expert join form (/expertJoin), with a fresh phone and its real SMS code. */
export const fillExpert = async (page: Page, form: Locator, name: string) => {
  await pick(page, form, '行业', '制造业');
  await pick(page, form, '领域', '安全生产');
  await pick(page, form, '专项', '隐患排查');
  await pick(page, form, '供需', '技术咨询');
  await pick(page, form, '推荐', '安全生产服务');
  await form.getByLabel(lbl('姓名')).fill(name);
  await form.getByRole('radio', { name: '男' }).check();
  const contact = uniquePhone();
  await form.getByLabel(lbl('电话号码')).fill(contact);
  await form.getByLabel(lbl('个人职称')).fill('高级工程师');
  await form.getByLabel(lbl('擅长方向')).fill('隐患排查');
  await form.getByLabel(lbl('技术领域')).fill('安全评价');
  await form.getByLabel(lbl('任职机构')).fill('广州安全研究院');
  await upload(form, '图片logo', 'avatar.png');
  await upload(form, '资质图片', 'cert.png');
  await form.getByLabel(lbl('个人简介')).fill('从事安全生产技术服务二十年。');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel(lbl('短信验证码')).fill(await readSmsCode(page.request, contact, { usecate: 'companyjoin' }));
};
