import type { Page, Remark } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, DEMO, DEMO_ID, loginAs, uploadUrl, useHarness } from '../../../test/helpers';
import { makeOrder } from '../../../test/order-fixture';

// an upload of the storage emulator (what UploadField sends back)
const IMAGE = { FileName: 'crack.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'crack.jpg') };

describe('writing reviews (remark/add, updateSelf, infoByUser)', () => {
  const h = useHarness();

  const as = async (phone: string) => {
    const token = await loginAs(h.app, phone);
    return <T,>(name: Parameters<typeof call>[1], payload: Record<string, unknown> = {}) => call<T>(h.app, name, payload, { token });
  };

  it('review: content required, only after receipt, once per item; it then shows on the product page', async () => {
    const buyer = await as(DEMO.member);
    const notYet = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1 });
    const subject = (o: Awaited<ReturnType<typeof makeOrder>>) => ({ xcate: 'product', xid: o.productId, order_no: o.orderNo, item_id: o.itemId });
    expect((await buyer('remarkAdd', { ...subject(notYet), content: '好', score: 5 })).msg).toBe('订单确认收货后才能评价');

    const order = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1, isconfirm: 1 });
    expect((await buyer('remarkAdd', { ...subject(order), content: '  ', score: 5 })).msg).toBe('评价内容不能为空');
    expect((await buyer('remarkAdd', { ...subject(order), xid: order.productId + 100000, content: '好' })).msg).toBe('评价的商品不存在');
    expect((await buyer<Remark | null>('remarkInfoByUser', subject(order))).data).toBeNull();

    const added = await buyer<Remark>('remarkAdd', { ...subject(order), content: '做工扎实，发货快。', score: '4.3', file_items: [IMAGE] });
    expect(added.ok, added.msg).toBe(true);
    expect(added.msg).toBe('提交成功');
    expect(added.data).toMatchObject({ content: '做工扎实，发货快。', score: '4.5', user_mobile: '138********', file_items: [IMAGE] });
    expect((await buyer('remarkAdd', { ...subject(order), content: '再评一次' })).msg).toBe('您已评价过该商品');
    const info = await buyer<Remark>('remarkInfoByUser', subject(order));
    expect(info.data.id).toBe(added.data.id);

    const onPage = await call<Page<Remark>>(h.app, 'listremark', { xcate: 'product', xid: order.productId, pageSize: 50 });
    expect(onPage.data.items.some((r) => r.id === added.data.id && r.content === '做工扎实，发货快。')).toBe(true);

    const updated = await buyer<Remark>('remarkUpdateSelf', { id: added.data.id, content: '用了一个月，依然很好。', score: 0 });
    expect(updated.data).toMatchObject({ content: '用了一个月，依然很好。', score: '0.5' });
  });

  it('review: another user cannot review my order item, read my review or change it', async () => {
    const buyer = await as(DEMO.member);
    const other = await as(DEMO.salesman);
    const order = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1, isconfirm: 1 });
    const subject = { xcate: 'product', xid: order.productId, order_no: order.orderNo, item_id: order.itemId };
    expect((await other('remarkAdd', { ...subject, content: '冒充评价' })).msg).toBe('订单不存在');
    const mine = await buyer<Remark>('remarkAdd', { ...subject, content: '好评' });
    expect((await other<Remark | null>('remarkInfoByUser', subject)).data).toBeNull();
    expect((await other('remarkUpdateSelf', { id: mine.data.id, content: '改掉' })).msg).toBe('评价不存在');
    expect((await buyer<Remark>('remarkInfoByUser', subject)).data.content).toBe('好评');
  });
});
