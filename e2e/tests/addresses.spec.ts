// Addresses: the personal centre's delivery addresses (every message of the form, the Guangdong cascade,
// add and default), the checkout's chooser (choosing saves to session storage and goes back), the
// invoice address editor, and on a 375 px phone 智能识别 (a pasted address split into the fields) and the
// provinces beyond Guangdong (a Beijing address pasted, a Shanghai one chosen by hand).
import { expect, test } from '@playwright/test';
import { apiGet, DEMO_ACCOUNTS, loginByApi, registerMemberByApi } from '../support';

interface AddressPage {
  items: {
    id: number;
    contact: string;
    phone: string;
    address: string;
    is_default: number;
    province_name: string;
    province_code: string;
    city_name: string;
    city_code: string;
    county_name: string;
    county_code: string;
  }[];
  total: number;
}

test.describe('addresses', () => {
  test('adds a delivery address with every message of the form, and lists it with the area names', async ({ page }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.salesman.phone);
    await page.goto('/addressInfo');
    await expect(page).toHaveTitle(/收货地址/);
    await page.getByRole('link', { name: '新增收货地址' }).click();
    await expect(page).toHaveURL(/\/addAddress\?id=-1$/);
    const form = page.getByRole('form', { name: '收货地址' });
    await form.getByRole('button', { name: '保存' }).click();
    const messages: [string, 'combobox' | 'textbox', string][] = [
      ['市', 'combobox', '请选择市区'],
      ['区', 'combobox', '请选择区'],
      ['详细地址', 'textbox', '请填写详细地址'],
      ['联系人', 'textbox', '请填写联系人名称'],
      ['手机号码', 'textbox', '请填写手机号码'],
    ];
    for (const [name, role, msg] of messages) await expect(form.getByRole(role, { name })).toHaveAccessibleDescription(msg);

    await form.getByRole('textbox', { name: '联系人' }).fill('王五');
    await form.getByRole('textbox', { name: '手机号码' }).fill('13800000003');
    await form.getByRole('combobox', { name: '市' }).selectOption({ label: '东莞市' });
    await expect(form.getByRole('combobox', { name: '区' }).locator('option', { hasText: '南城街道' })).toHaveCount(1);
    await form.getByRole('combobox', { name: '区' }).selectOption({ label: '南城街道' });
    await form.getByRole('textbox', { name: '详细地址' }).fill('鸿福路 200 号 9 楼');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(page).toHaveURL(/\/addressInfo$/);
    const card = page.getByRole('region', { name: '收货地址列表' }).getByRole('listitem').filter({ hasText: '鸿福路 200 号 9 楼' });
    await expect(card).toContainText('广东省 东莞市 南城街道');

    const list = await apiGet<AddressPage>(page.request, '/address/listByUser', { type: 0, pageSize: 999 }, token);
    const mine = list.data.items.find((a) => a.address === '鸿福路 200 号 9 楼');
    expect(mine).toMatchObject({ city_name: '东莞市', county_name: '南城街道' });
  });

  test('the checkout chooser saves the chosen address in session storage and goes back', async ({ page }) => {
    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    await page.goto('/addressInfo');
    const items = page.getByRole('region', { name: '收货地址列表' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await page.goto('/uconfigAddressInfo?order=888888');
    await expect(page.getByRole('heading', { name: '选择收货地址' })).toBeVisible();
    const second = items.nth(1);
    const contact = await second.locator('span').first().textContent();
    await second.getByRole('button', { name: /^选择/ }).click();
    await expect(page).toHaveURL(/\/addressInfo$/);
    // the choice is the checkout draft's delivery address (one session-storage entry per member)
    const chosen = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('checkoutDraft.v1') ?? 'null') as { draft?: { deliveryAddress?: { contact: string; is_default: number } } } | null)?.draft?.deliveryAddress ?? null,
    );
    expect(chosen?.contact).toBe(contact);
    expect(chosen?.is_default).toBe(0);
  });

  test('adds an invoice address from /addressAddInvoice, also as a delivery address', async ({ page }) => {
    const token = await loginByApi(page, DEMO_ACCOUNTS.expert.phone);
    await page.goto('/addressInvoice');
    await page.goto('/addressAddInvoice');
    await expect(page.getByRole('heading', { name: '新增发票地址' })).toBeVisible();
    const form = page.getByRole('form', { name: '发票地址' });
    await form.getByRole('textbox', { name: '联系人' }).fill('赵六');
    await form.getByRole('textbox', { name: '手机号码' }).fill('13800000004');
    await form.getByRole('combobox', { name: '市' }).selectOption({ label: '广州市' });
    await expect(form.getByRole('combobox', { name: '区' }).locator('option', { hasText: '天河区' })).toHaveCount(1);
    await form.getByRole('combobox', { name: '区' }).selectOption({ label: '天河区' });
    await form.getByRole('textbox', { name: '详细地址' }).fill('体育西路 1 号');
    await form.getByRole('checkbox', { name: '同时保存为收货地址' }).check();
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(page).toHaveURL(/\/addressInvoice$/);
    await expect(page.getByRole('region', { name: '发票地址列表' }).getByRole('listitem').filter({ hasText: '体育西路 1 号' })).toContainText('默认');
    const delivery = await apiGet<AddressPage>(page.request, '/address/listByUser', { type: 0 }, token);
    expect(delivery.data.items.map((a) => a.address)).toContain('体育西路 1 号');
  });

  test('on a 375 px phone: pastes a Beijing address (智能识别) and saves it, then a Shanghai one by hand', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { phone, token } = await registerMemberByApi(page.request);
    await loginByApi(page, phone);
    await page.goto('/addAddress?id=-1');
    const form = page.getByRole('form', { name: '收货地址' });
    const province = form.getByRole('combobox', { name: '省' });
    await expect(province).toHaveValue('440000');
    await expect(province.locator('option', { hasText: '北京市' })).toHaveCount(1);

    await form.getByRole('textbox', { name: '智能识别' }).fill('收货人：李雷\n电话：+86 139-1234-5678\n地址：北京市北京市东城区东长安街 1 号');
    await form.getByRole('button', { name: '识别' }).click();
    await expect(form.getByRole('status')).toHaveText('已识别：联系人、手机号、所在地区、详细地址');
    await expect(form.getByRole('textbox', { name: '联系人' })).toHaveValue('李雷');
    await expect(form.getByRole('textbox', { name: '手机号码' })).toHaveValue('13912345678');
    await expect(province).toHaveValue('110000');
    await expect(form.getByRole('combobox', { name: '市' })).toHaveValue('110100');
    await expect(form.getByRole('combobox', { name: '区' })).toHaveValue('110101');
    await expect(form.getByRole('combobox', { name: '区' }).locator('option:checked')).toHaveText('东城区');
    await expect(form.getByRole('textbox', { name: '详细地址' })).toHaveValue('东长安街 1 号');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(page).toHaveURL(/\/addressInfo$/);
    await expect(page.getByRole('region', { name: '收货地址列表' }).getByRole('listitem').filter({ hasText: '东长安街 1 号' })).toContainText('北京市 北京市 东城区');

    // recognition that finds nothing keeps what was typed; the province, city and district by hand
    await page.goto('/addAddress?id=-1');
    await form.getByRole('textbox', { name: '联系人' }).fill('韩梅梅');
    await form.getByRole('textbox', { name: '智能识别' }).fill('随便写点什么东西');
    await form.getByRole('button', { name: '识别' }).click();
    await expect(form.getByRole('status')).toHaveText('未能识别地址，请手动填写');
    await expect(form.getByRole('textbox', { name: '联系人' })).toHaveValue('韩梅梅');
    await province.selectOption({ label: '上海市' });
    const city = form.getByRole('combobox', { name: '市' });
    await expect(city.locator('option', { hasText: '上海市' })).toHaveCount(1);
    await city.selectOption({ label: '上海市' });
    await expect(form.getByRole('combobox', { name: '区' }).locator('option', { hasText: '浦东新区' })).toHaveCount(1);
    await form.getByRole('combobox', { name: '区' }).selectOption({ label: '浦东新区' });
    await form.getByRole('textbox', { name: '手机号码' }).fill('13912340000');
    await form.getByRole('textbox', { name: '详细地址' }).fill('世纪大道 100 号');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(page).toHaveURL(/\/addressInfo$/);

    const list = await apiGet<AddressPage>(page.request, '/address/listByUser', { type: 0, pageSize: 999 }, token);
    expect(list.data.items.find((a) => a.contact === '李雷')).toMatchObject({
      phone: '13912345678',
      province_name: '北京市',
      province_code: '110000',
      city_code: '110100',
      county_name: '东城区',
      county_code: '110101',
      address: '东长安街 1 号',
    });
    expect(list.data.items.find((a) => a.contact === '韩梅梅')).toMatchObject({ province_name: '上海市', province_code: '310000', city_name: '上海市', county_name: '浦东新区' });
  });
});
