// 广告与导航 of the console: who may call it, a new banner (its image, link and period) and the slot's new
// order on the portal at once, bad input (empty image, javascript: and plain http links, a bad period)
// refused with nothing saved, an ad outside its period kept from the portal, and the audit rows with before
// and after.
import type { Ad, AdminAd, HomeFirstScreen, Items } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, call, DEMO, expectStaffOnly, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';


const auditRows = (h: Harness) => auditRowsOf(h, 'ad.');

const adsState = async (h: Harness) => (await h.query<{ id: number; cate_value: string; sort: number; title: string }>('select id, cate_value, sort, title from ads order by id')).rows;

const IMAGE = uploadUrl('guest', '0123456789abcdef0123456789abcdef.png');

const banner = (over: Record<string, unknown> = {}) => ({
  cate_value: 'homebanner',
  title: '安全生产宣传周',
  image: [{ FileName: 'banner.png', FileUrl: IMAGE }],
  link: '/article?channel=news',
  ...over,
});

const portalBanners = async (h: Harness) => (await call<Items<Ad>>(h.app, 'listads', { cate_value: 'homebanner' })).data.items.map((a) => a.id);

describe('admin-ads', () => {
  const h = useHarness();

  it('内容编辑 and 超级管理员 only: a member token is not logged in, 运营 and 客服主管 get 无权限, and nothing changes', async () => {
    const before = await adsState(h);
    const member = await loginAs(h.app, DEMO.member);
    const calls = [
      ['adminAdList', { cate_value: 'homebanner' }],
      ['adminAdSave', banner()],
      ['adminAdSort', { cate_value: 'homebanner', ids: [23, 22, 21, 20] }],
      ['adminAdDelete', { id: 20 }],
    ] as const;
    await expectStaffOnly(h, calls, member);
    expect(await adsState(h)).toEqual(before);
    expect(await auditRows(h)).toHaveLength(0);
    for (const account of ['editor', 'admin']) {
      const res = await call<Items<AdminAd>>(h.app, 'adminAdList', { cate_value: 'homebanner' }, { token: await staffToken(h, account) });
      expect(res, account).toMatchObject({ ok: true });
      expect(res.data.items.map((a) => a.id)).toEqual([20, 21, 22, 23]);
      expect(res.data.items[0]).toMatchObject({ cate_value: 'homebanner', sort: 1, start_time: '', end_time: '', state: 'live' });
    }
  });

  it('reorders a slot in one request: the portal (listads and the home page) shows the new order at once, audited with before and after', async () => {
    const token = await staffToken(h, 'editor');
    const res = await call<Items<AdminAd>>(h.app, 'adminAdSort', { cate_value: 'homebanner', ids: [22, 20, 23, 21] }, { token });
    expect(res).toMatchObject({ ok: true, msg: '排序已保存' });
    expect(res.data.items.map((a) => [a.id, a.sort])).toEqual([
      [22, 1],
      [20, 2],
      [23, 3],
      [21, 4],
    ]);
    expect(await portalBanners(h)).toEqual([22, 20, 23, 21]);
    const home = await call<HomeFirstScreen>(h.app, 'homeFirstScreen');
    expect(home.data.homebanner.items.map((a) => a.id)).toEqual([22, 20, 23, 21]);
    // the other slots keep theirs
    expect((await call<Items<Ad>>(h.app, 'listads', { cate_value: 'homepcvertical' })).data.items.map((a) => a.id)).toEqual([24, 25]);

    const [row] = await auditRows(h);
    expect(row).toMatchObject({ staff_account: 'editor', action: 'ad.sort', target_kind: 'ad_slot', target_id: 'homebanner', summary: '调整广告顺序：首页轮播' });
    expect((row!.before as { order: { id: number }[] }).order.map((a) => a.id)).toEqual([20, 21, 22, 23]);
    expect((row!.after as { order: { id: number }[] }).order.map((a) => a.id)).toEqual([22, 20, 23, 21]);
  });

  it('refuses an order that does not name exactly the slot (missing, foreign, repeated ids): nothing changes', async () => {
    const token = await staffToken(h, 'editor');
    for (const ids of [[22, 20, 23], [22, 20, 23, 21, 24], [22, 22, 23, 21], [22, 20, 23, 25]]) {
      expect(await call(h.app, 'adminAdSort', { cate_value: 'homebanner', ids }, { token }), String(ids)).toMatchObject({ ok: false, msg: '广告位的内容已变化，请刷新后重新排序' });
    }
    expect(await call(h.app, 'adminAdSort', { cate_value: 'sidebar', ids: [20] }, { token })).toMatchObject({ ok: false, msg: '请选择广告位' });
    expect(await portalBanners(h)).toEqual([20, 21, 22, 23]);
    expect(await auditRows(h)).toHaveLength(0);
  });

  it('adds a banner last in its slot with an https link, changes and deletes it, each audited with before and after', async () => {
    const token = await staffToken(h, 'editor');
    const res = await call<Items<AdminAd>>(h.app, 'adminAdSave', banner({ link: 'https://www.mem.gov.cn/' }), { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    const added = res.data.items.at(-1)!;
    expect(added).toMatchObject({ title: '安全生产宣传周', link: 'https://www.mem.gov.cn/', sort: 5, firstFile: { FileUrl: IMAGE }, state: 'live' });
    expect(added.id).toBeGreaterThan(27);
    expect(await portalBanners(h)).toEqual([20, 21, 22, 23, added.id]);

    const changed = await call<Items<AdminAd>>(h.app, 'adminAdSave', banner({ id: added.id, title: '安全生产宣传周（更新）' }), { token });
    expect(changed.data.items.find((a) => a.id === added.id)).toMatchObject({ title: '安全生产宣传周（更新）', link: '/article?channel=news', sort: 5 });

    const deleted = await call<Items<AdminAd>>(h.app, 'adminAdDelete', { id: added.id }, { token });
    expect(deleted).toMatchObject({ ok: true, msg: '已删除' });
    expect(deleted.data.items.map((a) => a.id)).toEqual([20, 21, 22, 23]);
    expect(await call(h.app, 'adminAdDelete', { id: added.id }, { token })).toMatchObject({ ok: false, msg: '广告不存在' });

    const rows = await auditRows(h);
    expect(rows.map((r) => r.action)).toEqual(['ad.create', 'ad.update', 'ad.delete']);
    expect(rows[0]).toMatchObject({ target_kind: 'ad', target_id: String(added.id), before: null, summary: `新建广告：首页轮播 · 安全生产宣传周（ID ${added.id}）` });
    expect(rows[0]!.after).toMatchObject({ cate_value: 'homebanner', link: 'https://www.mem.gov.cn/', image: IMAGE, sort: 5 });
    expect(rows[1]!.before).toMatchObject({ title: '安全生产宣传周', link: 'https://www.mem.gov.cn/' });
    expect(rows[1]!.after).toMatchObject({ title: '安全生产宣传周（更新）', link: '/article?channel=news' });
    expect(rows[2]).toMatchObject({ after: null, summary: `删除广告：首页轮播 · 安全生产宣传周（更新）（ID ${added.id}）` });
  });

  it('refuses bad input with a clear Chinese message and saves nothing', async () => {
    const token = await staffToken(h, 'editor');
    const before = await adsState(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ image: [] }, '请上传广告图片'],
      [{ image: undefined }, '请上传广告图片'],
      [{ image: [{ FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.exe') }] }, '广告图片仅支持 JPG、PNG、GIF、WEBP、SVG 图片'],
      [{ image: [{ FileUrl: 'https://evil.example.com/a.png' }] }, '广告图片仅支持 JPG、PNG、GIF、WEBP、SVG 图片'],
      [{ link: '' }, '请填写链接'],
      [{ link: 'javascript:alert(1)' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ link: ' JavaScript:alert(1)' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ link: 'java\tscript:alert(1)' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ link: 'http://www.example.com/' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ link: '//evil.example.com/' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ link: '/\\evil.example.com' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ link: 'data:text/html,<script>alert(1)</script>' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ link: 'expert' }, '链接只能是本站路径（以 / 开头）或 https:// 开头的地址'],
      [{ title: '' }, '请填写标题'],
      [{ title: '长'.repeat(51) }, '标题不能超过50个字'],
      [{ cate_value: 'sidebar' }, '请选择广告位'],
      [{ start_time: '2026-13-01 00:00:00' }, '投放时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ end_time: '明天' }, '投放时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ start_time: '2026-07-01 00:00:00', end_time: '2026-06-30 00:00:00' }, '结束时间须晚于开始时间'],
      [{ start_time: '2026-07-01 00:00:00', end_time: '2026-07-01 00:00:00' }, '结束时间须晚于开始时间'],
      [{ id: 99999 }, '广告不存在'],
    ];
    for (const [over, msg] of cases) {
      expect(await call(h.app, 'adminAdSave', banner(over), { token }), JSON.stringify(over)).toMatchObject({ ok: false, msg });
    }
    expect(await adsState(h)).toEqual(before);
    expect(await auditRows(h)).toHaveLength(0);
  });

  it('keeps an ad outside its period from the portal: not yet started, then live, then ended (the console shows which)', async () => {
    const token = await staffToken(h, 'editor');
    // the harness's clock: 2026-06-01 08:00 China time
    const res = await call<Items<AdminAd>>(h.app, 'adminAdSave', banner({ start_time: '2026-06-02 00:00:00', end_time: '2026-06-03 00:00:00' }), { token });
    const ad = res.data.items.at(-1)!;
    expect(ad).toMatchObject({ start_time: '2026-06-02 00:00:00', end_time: '2026-06-03 00:00:00', state: 'pending' });
    expect(await portalBanners(h)).not.toContain(ad.id);
    expect((await call<HomeFirstScreen>(h.app, 'homeFirstScreen')).data.homebanner.items.map((a) => a.id)).not.toContain(ad.id);

    h.clock.set('2026-06-02T00:00:00+08:00');
    expect(await portalBanners(h)).toContain(ad.id);
    expect((await call<HomeFirstScreen>(h.app, 'homeFirstScreen')).data.homebanner.items.map((a) => a.id)).toContain(ad.id);
    // (a session ends after 30 minutes idle: a new login after each jump of the clock)
    expect((await call<Items<AdminAd>>(h.app, 'adminAdList', { cate_value: 'homebanner' }, { token: await staffToken(h, 'editor') })).data.items.at(-1)).toMatchObject({ state: 'live' });

    h.clock.set('2026-06-03T00:00:00+08:00');
    expect(await portalBanners(h)).not.toContain(ad.id);
    const later = await staffToken(h, 'editor');
    expect((await call<Items<AdminAd>>(h.app, 'adminAdList', { cate_value: 'homebanner' }, { token: later })).data.items.at(-1)).toMatchObject({ state: 'ended' });

    // an open end: on from its start for good
    expect(await call(h.app, 'adminAdSave', banner({ id: ad.id, start_time: '2026-06-01 00:00:00', end_time: '' }), { token: later })).toMatchObject({ ok: true });
    expect(await portalBanners(h)).toContain(ad.id);
  });
});
