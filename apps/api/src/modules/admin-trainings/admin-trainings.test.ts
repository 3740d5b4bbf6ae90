// 培训管理 of the console: who may call it, a training saved (intro sanitized with the portal's rules, on
// /train and /trainInfo at once), bad input refused with nothing saved, the audit rows with before and after,
// and a member's sign-up paid by QR code shown as paid (phones masked) in the console's sign-ups.
import type { AdminTrainingDetail, AdminTrainingItem, AdminTrainingSignups, Page, TrainEnrolment, Training } from '@ws/api-sdk/contract';
import { idCardCheckChar } from '@ws/validators';
import { describe, expect, it } from 'vitest';
import { NOTIFY_PATH } from '../../http/payments';
import { systemClock } from '../../kernel/time';
import { CODE_URL_PREFIX, LocalWechatPay } from '../payments';
import { auditRowsOf, call, DEMO, DEMO_ID, expectStaffOnly, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';

const merchant = { appId: 'wxtestapp', mchId: '1230000109', key: 'test-key-0123456789abcdef0123456789' };
const provider = new LocalWechatPay(merchant, systemClock);


const auditRows = (h: Harness) => auditRowsOf(h, 'training.');

const countTrainings = async (h: Harness) => Number((await h.query<{ n: string }>('select count(*) as n from trainings')).rows[0]!.n);

const COVER = uploadUrl('guest', '0123456789abcdef0123456789abcdef.png');
const INTRO = '<h2>课程安排</h2><p>理论<img src="x" onerror="alert(1)"><script>alert(2)</script></p><ul><li>实操考核</li></ul><p><a href="https://www.mem.gov.cn/">通知</a></p>';
const LATER = '2026-12-01T08:00:00+08:00';

const course = (over: Record<string, unknown> = {}) => ({
  name: '危化品仓储安全管理培训',
  cate_id: 2301,
  price: '380.5',
  start_time: '2027-01-10 09:00:00',
  end_time: '2027-01-12 17:00:00',
  intro: INTRO,
  cover: [{ FileName: '封面.png', FileUrl: COVER }],
  ...over,
});

const idNumber = (seq = '123') => {
  const first = `44010619900101${seq.padStart(3, '0')}`;
  return first + idCardCheckChar(first)!;
};

describe('admin-trainings', () => {
  const h = useHarness({ payments: { provider } });

  it('内容编辑 and 超级管理员 only: no token or a member is not logged in, 运营 and 客服主管 get 无权限, nothing changes', async () => {
    const before = await countTrainings(h);
    const member = await loginAs(h.app, DEMO.member);
    const calls = [
      ['adminTrainingList', {}],
      ['adminTrainingInfo', { id: 1 }],
      ['adminTrainingSave', course()],
      ['adminTrainingSignups', { id: 1 }],
    ] as const;
    await expectStaffOnly(h, calls, member);
    expect(await countTrainings(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
    for (const account of ['editor', 'admin']) {
      expect(await call(h.app, 'adminTrainingList', {}, { token: await staffToken(h, account) }), account).toMatchObject({ ok: true });
    }
  });

  it('adds a training: intro sanitized, first on /train and on /trainInfo, audited; a change keeps before and after', async () => {
    h.clock.set(LATER);
    const token = await staffToken(h, 'editor');
    const res = await call<AdminTrainingDetail>(h.app, 'adminTrainingSave', course(), { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    const saved = res.data;
    expect(saved).toMatchObject({ name: '危化品仓储安全管理培训', cate_id: 2301, cate_name: '特种作业操作证', price: '380.50', start_time: '2027-01-10 09:00:00', end_time: '2027-01-12 17:00:00' });
    expect(saved.cover?.FileUrl).toBe(COVER);
    expect(saved.intro).not.toMatch(/script|onerror|alert/);
    expect(saved.intro).toContain('<h2>课程安排</h2>');
    expect(saved.intro).toContain('href="https://www.mem.gov.cn/"');

    const list = await call<Page<Training>>(h.app, 'listTrain', { pageSize: 9 });
    expect(list.data.items[0]).toMatchObject({ id: saved.id, name: '危化品仓储安全管理培训', price: '380.50', update_time: '2027-01-10 09:00:00' });
    const detail = await call<Training>(h.app, 'trainInfo', { id: saved.id });
    expect(detail.data.intro).toBe(saved.intro);

    const rows = await auditRows(h);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_account: 'editor', action: 'training.create', target_kind: 'training', target_id: String(saved.id), before: null });
    expect(rows[0]!.summary).toBe(`新建培训：危化品仓储安全管理培训（ID ${saved.id}）`);
    expect(rows[0]!.after).toMatchObject({ name: '危化品仓储安全管理培训', price: '380.50', cate_id: 2301 });

    const free = await call<AdminTrainingDetail>(h.app, 'adminTrainingSave', course({ id: saved.id, name: '危化品仓储安全管理培训（免费）', price: '0' }), { token });
    expect(free.data).toMatchObject({ id: saved.id, price: '0.00', name: '危化品仓储安全管理培训（免费）' });
    const [, update] = await auditRows(h);
    expect(update).toMatchObject({ action: 'training.update', target_id: String(saved.id), summary: `修改培训：危化品仓储安全管理培训（免费）（ID ${saved.id}）` });
    expect(update!.before).toMatchObject({ name: '危化品仓储安全管理培训', price: '380.50' });
    expect(update!.after).toMatchObject({ name: '危化品仓储安全管理培训（免费）', price: '0.00' });

    const admin = await call<Page<AdminTrainingItem>>(h.app, 'adminTrainingList', { keyword: '危化品仓储' }, { token });
    expect(admin.data.items).toEqual([expect.objectContaining({ id: saved.id, price: '0.00', signups: 0, paid: 0, cate_name: '特种作业操作证' })]);
    expect(await call(h.app, 'adminTrainingInfo', { id: saved.id }, { token })).toMatchObject({ ok: true, data: { id: saved.id } });
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const token = await staffToken(h, 'editor');
    const before = await countTrainings(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写培训名称'],
      [{ name: '   ' }, '请填写培训名称'],
      [{ name: '长'.repeat(101) }, '培训名称不能超过100个字'],
      [{ cate_id: undefined }, '请选择培训分类'],
      [{ cate_id: 122 }, '请选择培训分类'],
      [{ price: '' }, '请填写价格（免费填 0）'],
      [{ price: '-1' }, '价格不能为负数'],
      [{ price: -5 }, '价格不能为负数'],
      [{ price: '12.345' }, '价格应为数字，最多两位小数，且不超过 9999999.99 元'],
      [{ price: 'abc' }, '价格应为数字，最多两位小数，且不超过 9999999.99 元'],
      [{ price: '100000000' }, '价格应为数字，最多两位小数，且不超过 9999999.99 元'],
      [{ start_time: '' }, '开始时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ start_time: '2027-02-30 09:00:00' }, '开始时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ end_time: '2027/01/12' }, '结束时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ end_time: '2027-01-09 17:00:00' }, '结束时间不能早于开始时间'],
      [{ intro: 'x'.repeat(100_001) }, '培训介绍不能超过100000个字符'],
      [{ intro: '<p><a href="javascript:alert(1)">点我</a></p>' }, '培训介绍中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ cover: [{ FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.exe') }] }, '封面仅支持 JPG、PNG、GIF、WEBP 图片'],
      [{ cover: [{ FileUrl: 'https://evil.example.com/a.png' }] }, '封面仅支持 JPG、PNG、GIF、WEBP 图片'],
    ];
    for (const [over, msg] of cases) {
      expect(await call(h.app, 'adminTrainingSave', course(over), { token }), msg).toMatchObject({ ok: false, msg });
    }
    expect(await call(h.app, 'adminTrainingSave', course({ id: 999_999 }), { token })).toMatchObject({ ok: false, msg: '培训不存在' });
    expect(await call(h.app, 'adminTrainingSignups', { id: 999_999 }, { token })).toMatchObject({ ok: false, msg: '培训不存在' });
    expect(await countTrainings(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
  });

  it('a member signs up and pays by QR code: the console lists the sign-up as paid, phones masked, and filters by payment', async () => {
    h.clock.set(LATER);
    const token = await staffToken(h, 'admin');
    const t = (await call<AdminTrainingDetail>(h.app, 'adminTrainingSave', course({ name: '付费培训' }), { token })).data;
    const member = await loginAs(h.app, DEMO.member);
    const photo = [{ FileName: 'photo.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'a.jpg') }];
    const enrol = await call<TrainEnrolment>(
      h.app,
      'trainAdd',
      { xid: t.id, real_name: '张三', phone: '13812345678', company: '东莞市安达制造有限公司', id_number: idNumber(), file_items: JSON.stringify(photo), remarks: '' },
      { token: member },
    );
    expect(enrol).toMatchObject({ ok: true, data: { ispay: 0, total_price: '380.50' } });

    const unpaid = await call<AdminTrainingSignups>(h.app, 'adminTrainingSignups', { id: t.id }, { token });
    expect(unpaid.data).toMatchObject({ total: 1, training: { id: t.id, name: '付费培训', price: '380.50' } });
    expect(unpaid.data.items[0]).toMatchObject({ real_name: '张三', phone: '138****5678', company: '东莞市安达制造有限公司', amount: '380.50', status: 'unpaid', paid_time: '' });
    expect(unpaid.data.items[0]!.member).toMatch(/^\d{3}\*{4}\d{4}$/);

    const { order } = await provider.pay(enrol.data.code_url.slice(CODE_URL_PREFIX.length), { notify: false });
    const notice = await h.app.inject({ method: 'POST', url: NOTIFY_PATH, headers: { 'content-type': 'text/xml' }, payload: provider.noticeXml(order.paid!), remoteAddress: '203.0.113.9' });
    expect(notice.body).toContain('SUCCESS');

    const paid = await call<AdminTrainingSignups>(h.app, 'adminTrainingSignups', { id: t.id, ispay: 1 }, { token });
    expect(paid.data.items).toEqual([expect.objectContaining({ status: 'paid', real_name: '张三' })]);
    expect(paid.data.items[0]!.paid_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call<AdminTrainingSignups>(h.app, 'adminTrainingSignups', { id: t.id, ispay: 0 }, { token })).data.total).toBe(0);
    const list = await call<Page<AdminTrainingItem>>(h.app, 'adminTrainingList', { keyword: '付费培训' }, { token });
    expect(list.data.items[0]).toMatchObject({ id: t.id, signups: 1, paid: 1 });
  });
});
