// 帮助管理 of the console: who may call it, the help categories with their items, an item's text changed and
// on the portal (listHelpByCate, helpInfo) at once with its body sanitized (no <script>, no onerror; a
// javascript: link refused), the agreement 48 edited but never deleted (nor any help id the site links
// to), a new item and category under the next id, the order, bad input refused with nothing saved, and the
// audit rows with before and after.
import type { AdminHelpCate, AdminHelpDetail, HelpCategory, HelpInfo, Items } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { call, DEMO, expectStaffOnly, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';


const auditRows = async (h: Harness) =>
  (
    await h.query<{ staff_account: string; action: string; target_kind: string; target_id: string; summary: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      `select * from admin_audit where action like 'help.%' or action like 'category.%' order by id`,
    )
  ).rows;

const helpState = async (h: Harness) => ({
  items: (await h.query('select * from help_infos order by id')).rows,
  cates: (await h.query(`select * from categories where p_cate_value = 'help' order by cate_id`)).rows,
});

const IMAGE = uploadUrl('guest', '0123456789abcdef0123456789abcdef.png');
const portalInfo = async (h: Harness, id: number) => (await call<HelpInfo>(h.app, 'helpInfo', { id })).data;
const portalMenu = async (h: Harness) => (await call<Items<HelpCategory>>(h.app, 'listHelpByCate')).data.items;

describe('admin-help', () => {
  const h = useHarness();

  it('内容编辑 and 超级管理员 only: a member token is not logged in, 运营 and 客服主管 get 无权限, and nothing changes', async () => {
    const before = await helpState(h);
    const member = await loginAs(h.app, DEMO.member);
    const calls = [
      ['adminHelpCates', {}],
      ['adminHelpList', { cate_id: 3001 }],
      ['adminHelpInfo', { id: 48 }],
      ['adminHelpSave', { id: 48, cate_id: 3001, name: '用户协议', intro: '<p>x</p>' }],
      ['adminHelpSort', { cate_id: 3001, ids: [48, 33] }],
      ['adminHelpDelete', { id: 33 }],
      ['adminHelpCateSave', { cate_name: '新分类' }],
      ['adminHelpCateDelete', { cate_id: 3004 }],
    ] as const;
    await expectStaffOnly(h, calls, member);
    expect(await helpState(h)).toEqual(before);
    expect(await auditRows(h)).toHaveLength(0);
    for (const account of ['editor', 'admin']) {
      const res = await call<Items<AdminHelpCate>>(h.app, 'adminHelpCates', {}, { token: await staffToken(h, account) });
      expect(res, account).toMatchObject({ ok: true });
      expect(res.data.items.map((c) => c.cate_id)).toEqual([3001, 3002, 3003, 3004]);
      const portal = await portalMenu(h);
      expect(res.data.items.map((c) => c.items.map((i) => i.id))).toEqual(portal.map((c) => c.items.map((i) => i.id)));
      expect(res.data.items[0]!.items.find((i) => i.id === 48)).toMatchObject({ name: '用户协议', linked: 1 });
    }
    const info = await call<AdminHelpDetail>(h.app, 'adminHelpInfo', { id: 48 }, { token: await staffToken(h, 'editor') });
    expect(info.data).toMatchObject({ id: 48, cate_id: 3001, cate_name: '新手指南', name: '用户协议', linked: 1 });
    expect(info.data.intro).toBe((await portalInfo(h, 48)).intro);
  });

  it('edits the agreement (48): sanitized, on the portal at once, audited with before and after; it is never deleted', async () => {
    const token = await staffToken(h, 'editor');
    const old = await portalInfo(h, 48);
    const intro =
      '<h2>用户服务协议（2026版）</h2><p>第一条<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' +
      `<p><a href="https://www.mem.gov.cn/" onclick="steal()">应急管理部</a><img src="${IMAGE}" alt="示意"></p>`;
    const res = await call<AdminHelpDetail>(h.app, 'adminHelpSave', { id: 48, cate_id: 3001, name: '用户服务协议', intro }, { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    expect(res.data).toMatchObject({ id: 48, name: '用户服务协议', sort: 2 });
    for (const stored of [res.data.intro, (await portalInfo(h, 48)).intro]) {
      expect(stored).toContain('<h2>用户服务协议（2026版）</h2>');
      expect(stored).toContain('href="https://www.mem.gov.cn/"');
      expect(stored).toContain(IMAGE);
      expect(stored).not.toMatch(/script|onerror|onclick|alert/i);
    }
    expect((await portalInfo(h, 48)).name).toBe('用户服务协议');
    expect((await portalMenu(h)).find((c) => c.cate_id === 3001)!.items.find((i) => i.id === 48)).toMatchObject({ name: '用户服务协议' });

    for (const id of [48, 33, 35, 36, 37, 38, 39, 40, 41, 42]) {
      expect(await call(h.app, 'adminHelpDelete', { id }, { token }), String(id)).toMatchObject({ ok: false, msg: '该帮助内容被站内链接引用，不能删除' });
    }
    expect((await portalInfo(h, 48)).name).toBe('用户服务协议');

    const rows = await auditRows(h);
    expect(rows.map((r) => r.action)).toEqual(['help.update']);
    expect(rows[0]).toMatchObject({ staff_account: 'editor', target_kind: 'help', target_id: '48', summary: '修改帮助内容：用户服务协议（ID 48）' });
    expect(rows[0]!.before).toMatchObject({ name: '用户协议', intro: old.intro });
    expect(rows[0]!.after).toMatchObject({ name: '用户服务协议', intro: res.data.intro });
  });

  it('adds an item (next id, last in its category), moves, reorders and deletes it; a new help category too, each on the portal at once', async () => {
    const token = await staffToken(h, 'editor');
    const [{ max }] = (await h.query<{ max: number }>('select max(id)::int as max from help_infos')).rows as [{ max: number }];
    const added = await call<AdminHelpDetail>(h.app, 'adminHelpSave', { cate_id: 3002, name: '退换货运费说明', intro: '<p>质量问题由商家承担运费。</p>' }, { token });
    expect(added.data).toMatchObject({ id: max + 1, cate_id: 3002, cate_name: '配送与售后', linked: 0 });
    const cate = (await portalMenu(h)).find((c) => c.cate_id === 3002)!;
    expect(cate.items.at(-1)).toEqual({ id: max + 1, name: '退换货运费说明' });
    expect(await portalInfo(h, max + 1)).toMatchObject({ name: '退换货运费说明', intro: '<p>质量问题由商家承担运费。</p>' });

    const ids = cate.items.map((i) => i.id);
    const reordered = [max + 1, ...ids.filter((i) => i !== max + 1)];
    expect(await call(h.app, 'adminHelpSort', { cate_id: 3002, ids: reordered.slice(1) }, { token })).toMatchObject({ ok: false, msg: '帮助分类的内容已变化，请刷新后重新排序' });
    const sorted = await call<Items<AdminHelpCate>>(h.app, 'adminHelpSort', { cate_id: 3002, ids: reordered }, { token });
    expect(sorted).toMatchObject({ ok: true, msg: '排序已保存' });
    expect((await portalMenu(h)).find((c) => c.cate_id === 3002)!.items.map((i) => i.id)).toEqual(reordered);

    const cates = await call<Items<AdminHelpCate>>(h.app, 'adminHelpCateSave', { cate_name: '企业服务' }, { token });
    const newCate = cates.data.items.at(-1)!;
    expect(newCate).toMatchObject({ cate_name: '企业服务', items: [] });
    expect(newCate.cate_id).toBeGreaterThan(3004);
    const moved = await call<AdminHelpDetail>(h.app, 'adminHelpSave', { id: max + 1, cate_id: newCate.cate_id, name: '退换货运费说明', intro: '<p>x</p>' }, { token });
    expect(moved.data).toMatchObject({ cate_id: newCate.cate_id, sort: 1 });
    expect(await call(h.app, 'adminHelpCateDelete', { cate_id: newCate.cate_id }, { token })).toMatchObject({ ok: false, msg: '该分类下还有内容，不能删除' });
    expect(await call(h.app, 'adminHelpCateDelete', { cate_id: 2001 }, { token })).toMatchObject({ ok: false, msg: '分类不存在' });

    expect(await call(h.app, 'adminHelpDelete', { id: max + 1 }, { token })).toMatchObject({ ok: true, msg: '已删除' });
    expect(await call(h.app, 'helpInfo', { id: max + 1 })).toMatchObject({ ok: false, msg: '内容不存在' });
    expect(await call(h.app, 'adminHelpCateDelete', { cate_id: newCate.cate_id }, { token })).toMatchObject({ ok: true, msg: '已删除' });
    expect((await portalMenu(h)).map((c) => c.cate_id)).toEqual([3001, 3002, 3003, 3004]);

    expect((await auditRows(h)).map((r) => r.action)).toEqual(['help.create', 'help.sort', 'category.create', 'help.update', 'help.delete', 'category.delete']);

    // the deleted ids are never handed out again
    const again = await call<AdminHelpDetail>(h.app, 'adminHelpSave', { cate_id: 3002, name: '新条目', intro: '' }, { token });
    expect(again.data.id).toBe(max + 2);
    const cateAgain = (await call<Items<AdminHelpCate>>(h.app, 'adminHelpCateSave', { cate_name: '又一个分类' }, { token })).data.items.at(-1)!;
    expect(cateAgain.cate_id).toBe(newCate.cate_id + 1);
  });

  it('refuses bad input with a clear Chinese message and saves nothing', async () => {
    const token = await staffToken(h, 'editor');
    const before = await helpState(h);
    const base = { id: 33, cate_id: 3001, name: '帮助中心', intro: '<p>正文</p>' };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写标题'],
      [{ name: '  ' }, '请填写标题'],
      [{ name: '长'.repeat(51) }, '标题不能超过50个字'],
      [{ intro: '<p><a href="javascript:alert(1)">点我</a></p>' }, '内容中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ intro: '<p><a href="java&#x09;script:alert(1)">点我</a></p>' }, '内容中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ intro: '<p><a href=" JavaScript:alert(1)">点我</a></p>' }, '内容中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ intro: 'x'.repeat(100_001) }, '内容不能超过100000个字符'],
      [{ cate_id: 0 }, '请选择帮助分类'],
      [{ cate_id: 2001 }, '请选择帮助分类'],
      [{ cate_id: 99999 }, '请选择帮助分类'],
      [{ id: 99999 }, '帮助内容不存在'],
    ];
    for (const [over, msg] of cases) {
      expect(await call(h.app, 'adminHelpSave', { ...base, ...over }, { token }), JSON.stringify(over).slice(0, 80)).toMatchObject({ ok: false, msg });
    }
    expect(await call(h.app, 'adminHelpCateSave', { cate_name: '' }, { token })).toMatchObject({ ok: false, msg: '请填写分类名称' });
    expect(await call(h.app, 'adminHelpCateSave', { cate_name: '长'.repeat(31) }, { token })).toMatchObject({ ok: false, msg: '分类名称不能超过30个字' });
    expect(await call(h.app, 'adminHelpCateSave', { cate_id: 2001, cate_name: '改组' }, { token })).toMatchObject({ ok: false, msg: '分类不存在' });
    expect(await call(h.app, 'adminHelpCateDelete', { cate_id: 3001 }, { token })).toMatchObject({ ok: false, msg: '该分类下还有内容，不能删除' });
    expect(await call(h.app, 'adminHelpDelete', { id: 99999 }, { token })).toMatchObject({ ok: false, msg: '帮助内容不存在' });
    expect(await call(h.app, 'adminHelpInfo', { id: 99999 }, { token })).toMatchObject({ ok: false, msg: '帮助内容不存在' });
    expect(await helpState(h)).toEqual(before);
    expect(await auditRows(h)).toHaveLength(0);
  });
});
