// Express tracking in demo mode: a shipped order's 物流轨迹 on /infoSelf comes from Kuaidi100's protocol,
// answered by the API's own emulator (every scan marked 【演示】), with the system's own events merged in
// newest first; the seller's view (view=merchant) reads the same timeline; after 确认收货 it says 已签收. Also
// at 375 px, where the long scans wrap instead of widening the page.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, DEMO_ACCOUNTS, loginByApi } from '../support';
import { offlineOrder } from '../support/orders';

const SELLER = '广州安信安全技术有限公司';

const tokenOf = async (request: APIRequestContext, phone: string) =>
  (await apiGet<{ token: string }>(request, '/pc/user/login', { user_mobile: phone, login_type: 'password', user_password: 'Demo1234' })).data.token;

test.describe('express tracking (demo Kuaidi100 emulator)', () => {
  test('a shipped order shows the emulated scans and the shipment, newest first, for buyer and seller', async ({ page, request }) => {
    const buyer = await tokenOf(request, DEMO_ACCOUNTS.member.phone);
    const seller = await tokenOf(request, DEMO_ACCOUNTS.company.phone);
    const { orderNo } = await offlineOrder(request, buyer, SELLER);
    expect((await apiPost(request, '/orders/changePayStatus', { order_no: orderNo, ispay: 1 }, seller)).ok).toBe(true);
    const expressNo = `7${Date.now()}`.slice(0, 13);
    expect((await apiPost(request, '/orderExpress/add', { order_no: orderNo, express_value: 'ZTO', express_no: expressNo }, seller)).ok).toBe(true);

    await loginByApi(page, DEMO_ACCOUNTS.member.phone);
    await page.goto(`/infoSelf?order_no=${orderNo}`);
    const logistics = page.getByRole('region', { name: '物流信息' });
    const timeline = logistics.getByRole('list', { name: '物流轨迹' });
    const items = timeline.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(/【演示】【.+营业部】已揽收/);
    await expect(items.last()).toContainText(`商家已发货：中通快递，运单号 ${expressNo}`);
    await expect(logistics).toContainText(/物流信息来自快递100，更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(logistics.getByText('已签收', { exact: true })).toHaveCount(0);

    // the same timeline in the seller's view of the order (from the cached answer: no second query)
    const sellerPage = await page.context().browser()!.newPage();
    await loginByApi(sellerPage, DEMO_ACCOUNTS.company.phone);
    await sellerPage.goto(`/infoSelf?order_no=${orderNo}&view=merchant`);
    const sellerTimeline = sellerPage.getByRole('region', { name: '物流信息' }).getByRole('list', { name: '物流轨迹' });
    await expect(sellerTimeline.getByRole('listitem').first()).toContainText('【演示】');
    await expect(sellerPage.getByRole('note')).toHaveCount(0);

    // a phone: the timeline fits
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('express-timeline-375.png'), fullPage: true });

    // 确认收货: the receipt tops the timeline and it reads 已签收
    await page.getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('收货成功')).toBeVisible();
    await page.goto(`/infoSelf?order_no=${orderNo}`);
    await expect(timeline.getByRole('listitem').first()).toContainText('买家已确认收货');
    await expect(logistics.getByText('已签收', { exact: true })).toBeVisible();
    await sellerPage.close();
  });
});
