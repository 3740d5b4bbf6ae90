// Training enrolment (train/add, paid by QR code) and the member's sign-ups (bookingListByUser,
// bookingInfoByUser, BookingCancel, booking/pay): rules, payment effect, and that nobody reads or changes
// another member's sign-up.
import type { Booking, TrainEnrolment } from '@ws/api-sdk/contract';
import { idCardCheckChar } from '@ws/validators';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments, trainings } from '../../db/schema';
import { NOTIFY_PATH } from '../../http/payments';
import { systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay, MSG_DUPLICATE_REFUNDED, PAYMENT_VALID_MS } from '../payments';
import { call, DEMO, DEMO_ID, loginAs, uploadUrl, useHarness, type Envelope } from '../../../test/helpers';

const merchant = { appId: 'wxtestapp', mchId: '1230000109', key: 'test-key-0123456789abcdef0123456789' };
const provider = new LocalWechatPay(merchant, systemClock);

/** A valid 18-digit id number (Guangzhou, born 1990-01-01) with its checksum. */
const idNumber = (seq = '123') => {
  const first = `44010619900101${seq.padStart(3, '0')}`;
  return first + idCardCheckChar(first)!;
};
// the demo member's own upload (trainPolicy's folder)
const photo = [{ FileName: 'photo.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'a.jpg') }];

describe('training enrolment', () => {
  const h = useHarness({ payments: { provider } });
  /** an open training (ends after the test clock's day) and its price in fen */
  const openTraining = async () => {
    const [t] = await h.db.select().from(trainings).orderBy(desc(trainings.endTime)).limit(1);
    return t!;
  };
  const enrol = (token: string, xid: number, extra: Record<string, unknown> = {}) =>
    call<TrainEnrolment>(h.app, 'trainAdd', { xid, real_name: '张三', phone: '13800000001', company: '广州安信安全技术有限公司', id_number: idNumber(), file_items: JSON.stringify(photo), remarks: '', ...extra }, { token });
  const pay = async (codeUrl: string) => {
    const { order } = await provider.pay(codeUrl.slice(CODE_URL_PREFIX.length), { notify: false });
    const res = await h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!), remoteAddress: '203.0.113.9' });
    expect(res.body).toContain('SUCCESS');
  };

  it('needs a login', async () => {
    const t = await openTraining();
    const res = await call(h.app, 'trainAdd', { xid: t.id });
    expect(res.code).toBe(-1);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '' }, '请填写手机号码'],
      [{ phone: '12800000001' }, '手机号格式不正确'],
      [{ phone: '1380000000' }, '手机号格式不正确'],
      [{ real_name: ' ' }, '请填写您的名字'],
      [{ company: '' }, '请填写单位名称'],
      [{ id_number: '' }, '请输入正确的身份证号码'],
      [{ id_number: `990106199001011234` }, '请输入正确的身份证号码'], // no such province
      [{ id_number: idNumber().slice(0, 17) + (idNumber().endsWith('1') ? '2' : '1') }, '请输入正确的身份证号码'], // checksum
      [{ id_number: '440106199002301235' }, '请输入正确的身份证号码'], // 30 February
      [{ id_number: '4401061990010112' }, '请输入正确的身份证号码'], // 16 digits
      [{ id_number: `${idNumber()}9` }, '请输入正确的身份证号码'], // 19 characters, never cut to 18
      [{ file_items: '' }, '请选择图片'],
      [{ file_items: JSON.stringify([{ FileName: 'x', FileUrl: 'javascript:alert(1)' }]) }, '请求参数错误'],
    ];
    for (const [extra, msg] of cases) {
      const res = await enrol(token, t.id, extra);
      expect(res, JSON.stringify(extra)).toMatchObject({ ok: false, code: 1, msg });
    }
    expect(await h.db.select().from(bookings)).toEqual([]);
    expect(await h.db.select().from(payments)).toEqual([]);
  });

  it('accepts a 15-digit id number', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    const res = await enrol(token, t.id, { id_number: '440106900101123' });
    expect(res.ok).toBe(true);
  });

  it('refuses an ended training and an unknown one', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    await h.db.update(trainings).set({ endTime: '2026-06-01 07:59:59' }).where(eq(trainings.id, t.id));
    expect(await enrol(token, t.id)).toMatchObject({ ok: false, msg: '该培训已结束，无法报名' });
    expect(await enrol(token, 999_999)).toMatchObject({ ok: false, msg: '培训不存在' });
    expect(await h.db.select().from(bookings)).toEqual([]);
  });

  it('creates an unpaid sign-up and a QR payment of the training price; the paid notice marks it paid', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    const res = await enrol(token, t.id);
    expect(res.ok).toBe(true);
    expect(res.data.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(res.data.order_no).toMatch(/^\d{20}$/);
    expect(res.data.total_price).toBe(Number(t.price).toFixed(2));
    expect(res.data.ispay).toBe(0);
    const [pay0] = await h.db.select().from(payments).where(eq(payments.orderNo, res.data.order_no));
    expect(pay0).toMatchObject({ subjectKind: 'training', subjectId: res.data.booking_id, amountFen: Math.round(Number(t.price) * 100) });

    const info = await call<Booking>(h.app, 'bookingInfoByUser', { id: res.data.booking_id }, { token });
    expect(info.data).toMatchObject({ ispay: 0, is_cancel: 0, name: t.name, real_name: '张三', file_items: photo });

    await pay(res.data.code_url);
    expect((await call<Booking>(h.app, 'bookingInfoByUser', { id: res.data.booking_id }, { token })).data.ispay).toBe(1);
    expect(await call(h.app, 'getPaystatus', { order_no: res.data.order_no }, { token })).toMatchObject({ data: { ispay: 1 } });
    // paid: no cancel, no second payment
    expect(await call(h.app, 'BookingCancel', { id: res.data.booking_id }, { token })).toMatchObject({ ok: false, msg: '该报名已支付' });
    expect(await call(h.app, 'bookingPay', { id: res.data.booking_id }, { token })).toMatchObject({ ok: false, msg: '该报名已支付' });
  });

  it('refuses a second live sign-up of the same person for the same training', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    expect((await enrol(token, t.id)).ok).toBe(true);
    expect(await enrol(token, t.id)).toMatchObject({ ok: false, msg: '该身份证号已报名此培训，请到我的报名中查看' });
    expect((await enrol(token, t.id, { id_number: idNumber('456') })).ok).toBe(true);
  });

  it('one payment is kept: an expired code is replaced, and a late payment of it is refunded in full', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    const first = (await enrol(token, t.id)).data;
    h.clock.advance(PAYMENT_VALID_MS);
    const second = (await call<TrainEnrolment>(h.app, 'bookingPay', { id: first.booking_id }, { token })).data;
    expect(second.order_no).not.toBe(first.order_no);
    const rows = await h.db.select().from(payments).where(eq(payments.subjectId, first.booking_id));
    expect(rows.map((r) => [r.orderNo, r.status]).sort()).toEqual([[first.order_no, 'closed'], [second.order_no, 'unpaid']].sort());
    await pay(second.code_url);
    await pay(first.code_url);
    const after = await h.db.select().from(payments).where(eq(payments.subjectId, first.booking_id));
    const statusOf = (no: string) => after.find((r) => r.orderNo === no)!;
    expect(statusOf(second.order_no)).toMatchObject({ status: 'paid' });
    expect(statusOf(first.order_no)).toMatchObject({ status: 'refunded', refundReason: 'duplicate', refundFen: statusOf(first.order_no).amountFen });
    expect(provider.refundedFen(first.order_no)).toBe(statusOf(first.order_no).amountFen);
    expect(provider.refundedFen(second.order_no)).toBe(0);
    // the QR dialog of the refunded code says so
    expect(await call(h.app, 'getPaystatus', { order_no: first.order_no }, { token })).toMatchObject({ ok: false, msg: MSG_DUPLICATE_REFUNDED });
    expect((await call<Booking>(h.app, 'bookingInfoByUser', { id: first.booking_id }, { token })).data.ispay).toBe(1);
  });

  it('pays an unpaid sign-up again from its detail, and cancels it while unpaid', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    const first = (await enrol(token, t.id)).data;
    const again = await call<TrainEnrolment>(h.app, 'bookingPay', { id: first.booking_id }, { token });
    expect(again.ok).toBe(true);
    // one open payment per sign-up: the same code while it is valid
    expect(again.data).toMatchObject({ order_no: first.order_no, code_url: first.code_url });
    await pay(again.data.code_url);
    expect((await call<Booking>(h.app, 'bookingInfoByUser', { id: first.booking_id }, { token })).data.ispay).toBe(1);

    const second = (await enrol(token, t.id, { id_number: idNumber('789') })).data;
    expect(await call(h.app, 'BookingCancel', { id: second.booking_id }, { token })).toMatchObject({ ok: true, msg: '取消成功' });
    expect((await call<Booking>(h.app, 'bookingInfoByUser', { id: second.booking_id }, { token })).data).toMatchObject({ ispay: 0, is_cancel: 1 });
    expect(await call(h.app, 'BookingCancel', { id: second.booking_id }, { token })).toMatchObject({ ok: false, msg: '该报名已取消' });
    expect(await call(h.app, 'bookingPay', { id: second.booking_id }, { token })).toMatchObject({ ok: false, msg: '该报名已取消' });
    // cancelled: the same person may sign up again
    expect((await enrol(token, t.id, { id_number: idNumber('789') })).ok).toBe(true);
  });

  it('lists only the caller’s sign-ups, 10 a page, newest first', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    for (let i = 0; i < 12; i++) expect((await enrol(token, t.id, { id_number: idNumber(String(100 + i)) })).ok).toBe(true);
    const other = await loginAs(h.app, DEMO.salesman);
    const otherPhoto = [{ FileName: 'photo.jpg', FileUrl: uploadUrl(DEMO_ID.salesman, 'a.jpg') }];
    expect((await enrol(other, t.id, { id_number: idNumber('999'), file_items: otherPhoto })).ok).toBe(true);
    const page1 = await call<{ items: Booking[]; total: number }>(h.app, 'bookingListByUser', { pageNum: 1 }, { token });
    expect(page1.data.total).toBe(12);
    expect(page1.data.items).toHaveLength(10);
    expect(page1.data.items[0]!.id).toBeGreaterThan(page1.data.items[9]!.id);
    const page2 = await call<{ items: Booking[]; total: number }>(h.app, 'bookingListByUser', { pageNum: 2 }, { token });
    expect(page2.data.items).toHaveLength(2);
    const theirs = await call<{ items: Booking[]; total: number }>(h.app, 'bookingListByUser', {}, { token: other });
    expect(theirs.data.total).toBe(1);
    expect(theirs.data.items[0]!.id_number).toBe(idNumber('999'));
  });

  it('a second member can neither read, cancel nor pay someone else’s sign-up', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    const mine = (await enrol(token, t.id)).data;
    const other = await loginAs(h.app, DEMO.company);
    for (const name of ['bookingInfoByUser', 'BookingCancel', 'bookingPay'] as const) {
      const res: Envelope = await call(h.app, name, { id: mine.booking_id }, { token: other });
      expect(res, name).toMatchObject({ ok: false, msg: '报名记录不存在' });
    }
    expect((await call<Booking>(h.app, 'bookingInfoByUser', { id: mine.booking_id }, { token })).data.is_cancel).toBe(0);
    expect(await call(h.app, 'getPaystatus', { order_no: mine.order_no }, { token: other })).toMatchObject({ ok: false });
  });

  it('a payment made after cancelling restores the sign-up as paid (the money is honoured)', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const t = await openTraining();
    const mine = (await enrol(token, t.id)).data;
    expect((await call(h.app, 'BookingCancel', { id: mine.booking_id }, { token })).ok).toBe(true);
    await pay(mine.code_url);
    expect((await call<Booking>(h.app, 'bookingInfoByUser', { id: mine.booking_id }, { token })).data).toMatchObject({ ispay: 1, is_cancel: 0 });
  });

  it('train/policy answers an upload policy under the member’s own prefix', async () => {
    const token = await loginAs(h.app, DEMO.member);
    const res = await call<{ dir: string; policy: string }>(h.app, 'trainPolicy', {}, { token });
    expect(res.ok).toBe(true);
    expect(res.data.dir).toMatch(/\/$/);
    expect((await call(h.app, 'trainPolicy', {})).code).toBe(-1);
  });
});
