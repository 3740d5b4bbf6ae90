// Spec 02 §4: return/exchange is offered while an order is paid and not yet confirmed. The order list hides
// the button once receipt is confirmed, and the server keeps the same rule: a confirmed order is refused
// with a clear message, a shipped one still may, and an earlier request stays readable after confirming.
import type { AfterSales } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { MSG_AFTER_SALES_CONFIRMED } from './messages';
import { call, DEMO, DEMO_ID, loginAs, uploadUrl, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';

const IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'crack.jpg') };
const OTHER_IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.salesman, 'crack.jpg') };

describe('after-sales follows the order list: paid and not confirmed', () => {
  const h = useHarness();

  it('refuses a confirmed order (订单已确认收货，不能申请售后) and takes a shipped, unconfirmed one', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const add = (orderNo: string) => call<AfterSales>(h.app, 'aftersalesAdd', { order_no: orderNo, cate: 'goodsproblem', remark: '外壳破损', file_items: [IMAGE] }, { token });

    const confirmed = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1, isexpress: 1, isconfirm: 1 });
    expect(await add(confirmed.orderNo)).toMatchObject({ ok: false, msg: MSG_AFTER_SALES_CONFIRMED });
    expect(MSG_AFTER_SALES_CONFIRMED).toBe('订单已确认收货，不能申请售后');
    expect((await call(h.app, 'aftersalesInfoByUser', { order_no: confirmed.orderNo }, { token })).data).toBeNull();

    const shipped = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1, isexpress: 1, isconfirm: 0 });
    const added = await add(shipped.orderNo);
    expect(added).toMatchObject({ ok: true, msg: '提交成功' });

    // confirming receipt afterwards keeps the request, read-only
    expect(await call(h.app, 'confirmSelf', { order_no: shipped.orderNo }, { token })).toMatchObject({ ok: true, msg: '收货成功' });
    const info = await call<AfterSales>(h.app, 'aftersalesInfoByUser', { order_no: shipped.orderNo }, { token });
    expect(info).toMatchObject({ ok: true, msg: '获取成功' });
    expect(info.data.id).toBe(added.data.id);
    expect((await add(shipped.orderNo)).ok).toBe(false);
  });

  it('a second user cannot apply for my confirmed or unconfirmed order either', async () => {
    const other = await loginAs(h.app, DEMO.salesman);
    const mine = await makeOrder(h, DEMO.member, DEMO.company, { ispay: 1, isexpress: 1 });
    const res = await call(h.app, 'aftersalesAdd', { order_no: mine.orderNo, cate: 'others', file_items: [OTHER_IMAGE] }, { token: other });
    expect(res.msg).toBe('订单不存在');
  });
});
