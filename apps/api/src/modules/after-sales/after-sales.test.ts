import type { AfterSales } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, DEMO, DEMO_ID, loginAs, uploadUrl, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';

// an upload of the storage emulator (what UploadField sends back), in the buyer's own folder; the other
// user's own upload
const IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'crack.jpg') };
const OTHER_IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.salesman, 'crack.jpg') };

describe('after-sales (aftersalesAdd, infoByUser)', () => {
  const h = useHarness();

  const as = async (phone: string) => {
    const token = await loginAs(h.app, phone);
    return <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token });
  };

  it('after-sales: needs an image (请选择上传图片), a paid order of the caller, then 提交成功 and 获取成功 read-only', async () => {
    const buyer = await as(DEMO.member);
    const order = await makeOrder(h, DEMO.member, DEMO.company);
    const none = await buyer<AfterSales | null>('aftersalesInfoByUser', { order_no: order.orderNo });
    expect(none.ok).toBe(true);
    expect(none.data).toBeNull();

    const noImage = await buyer('aftersalesAdd', { order_no: order.orderNo, cate: 'goodsproblem', remark: '有裂纹', file_items: [] });
    expect(noImage.msg).toBe('请选择上传图片');
    const badCate = await buyer('aftersalesAdd', { order_no: order.orderNo, cate: 'whatever', remark: '', file_items: [IMAGE] });
    expect(badCate.msg).toBe('请选择售后类型');
    const outside = await buyer('aftersalesAdd', { order_no: order.orderNo, cate: 'others', file_items: [{ FileUrl: 'javascript:alert(1)' }] });
    expect(outside.ok).toBe(false);

    const added = await buyer<AfterSales>('aftersalesAdd', { order_no: order.orderNo, cate: 'goodsproblem', remark: '有裂纹', file_items: [IMAGE] });
    expect(added.ok, added.msg).toBe(true);
    expect(added.msg).toBe('提交成功');
    expect(added.data).toMatchObject({ cate: 'goodsproblem', remark: '有裂纹', audit_status: 0, audit_status_name: '审核中', file_items: [IMAGE] });

    const info = await buyer<AfterSales>('aftersalesInfoByUser', { order_no: order.orderNo });
    expect(info.msg).toBe('获取成功');
    expect(info.data.id).toBe(added.data.id);
    const again = await buyer('aftersalesAdd', { order_no: order.orderNo, cate: 'others', remark: '', file_items: [IMAGE] });
    expect(again.msg).toBe('该订单已申请售后');
  });

  it('after-sales: an unpaid or cancelled order cannot; another user neither reads nor adds for my order', async () => {
    const buyer = await as(DEMO.member);
    const other = await as(DEMO.salesman);
    const unpaid = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0 });
    expect((await buyer('aftersalesAdd', { order_no: unpaid.orderNo, cate: 'others', file_items: [IMAGE] })).msg).toBe('订单未付款，不能申请售后');
    const cancelled = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 0, state: 'cancelled' });
    expect((await buyer('aftersalesAdd', { order_no: cancelled.orderNo, cate: 'others', file_items: [IMAGE] })).ok).toBe(false);

    const paid = await makeOrder(h, DEMO.member, DEMO.company);
    expect((await other('aftersalesAdd', { order_no: paid.orderNo, cate: 'others', file_items: [OTHER_IMAGE] })).msg).toBe('订单不存在');
    await buyer('aftersalesAdd', { order_no: paid.orderNo, cate: 'others', file_items: [IMAGE] });
    expect((await other('aftersalesInfoByUser', { order_no: paid.orderNo })).msg).toBe('订单不存在');
    expect((await call(h.app, 'aftersalesInfoByUser', { order_no: paid.orderNo })).code).toBe(-1);
  });
});
