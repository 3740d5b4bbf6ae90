// 分类管理 of the console: who may call it, a group's tree, a new category (top level and child, under the
// next id, last among its siblings) and its rename on the portal at once, the ids the site links to kept
// from deletion, a category with children or content kept, bad input refused with nothing saved, the
// siblings' order, and the audit rows with before and after.
import type { AdminCategory, Category, HelpCategory, Items } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, call, DEMO, expectStaffOnly, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';


const auditRows = (h: Harness) => auditRowsOf(h, 'category.');

const categoriesState = async (h: Harness) =>
  (await h.query<{ cate_id: number; cate_name: string; sort: number; remark: string; image: string | null }>('select cate_id, cate_name, sort, remark, image from categories order by cate_id')).rows;

const IMAGE = uploadUrl('guest', '0123456789abcdef0123456789abcdef.png');

const portalMenu = async (h: Harness, group: string) => (await call<Items<Category>>(h.app, 'menuList', { cate_values: [group] })).data.items;

describe('admin-categories', () => {
  const h = useHarness();

  it('内容编辑 and 超级管理员 only: a member token is not logged in, 运营 and 客服主管 get 无权限, and nothing changes', async () => {
    const before = await categoriesState(h);
    const member = await loginAs(h.app, DEMO.member);
    const calls = [
      ['adminCategoryTree', { p_cate_value: 'industry' }],
      ['adminCategorySave', { p_cate_value: 'industry', cate_name: '新行业' }],
      ['adminCategorySort', { p_cate_value: 'industry', ids: [2002, 2001, 2003, 2004, 2005, 2006] }],
      ['adminCategoryDelete', { cate_id: 2006 }],
    ] as const;
    await expectStaffOnly(h, calls, member);
    expect(await categoriesState(h)).toEqual(before);
    expect(await auditRows(h)).toHaveLength(0);
    for (const account of ['editor', 'admin']) {
      const res = await call<Items<AdminCategory>>(h.app, 'adminCategoryTree', { p_cate_value: 'company' }, { token: await staffToken(h, account) });
      expect(res, account).toMatchObject({ ok: true });
      expect(res.data.items.find((c) => c.cate_id === 2101)).toMatchObject({ cate_name: '安全咨询服务', parent_id: 0, sort: 1, children: 3, linked: 0 });
      expect(res.data.items.find((c) => c.cate_id === 2111)).toMatchObject({ parent_id: 2101, children: 0 });
    }
    const law = await call<Items<AdminCategory>>(h.app, 'adminCategoryTree', { p_cate_value: 'law' }, { token: await staffToken(h, 'editor') });
    expect(law.data.items.map((c) => [c.cate_id, c.linked])).toEqual([122, 123, 124, 125, 126, 127].map((id) => [id, 1]));
  });

  it('adds a top-level category under the next id, renames it (the portal shows it at once) and deletes it, each audited', async () => {
    const token = await staffToken(h, 'editor');
    const [{ max }] = (await h.query<{ max: number }>('select max(cate_id)::int as max from categories')).rows as [{ max: number }];
    const res = await call<Items<AdminCategory>>(h.app, 'adminCategorySave', { p_cate_value: 'industry', cate_name: '  能源电力 ', remark: '电力与能源', image: [{ FileUrl: IMAGE }], is_recommend: 1 }, { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    const added = res.data.items.at(-1)!;
    expect(added).toMatchObject({ cate_id: max + 1, cate_name: '能源电力', cate_value: `industry_${max + 1}`, parent_id: 0, sort: 7, remark: '电力与能源', is_recommend: 1, firstFile: { FileUrl: IMAGE }, linked: 0 });
    expect((await portalMenu(h, 'industry')).map((c) => c.cate_name)).toContain('能源电力');

    const renamed = await call<Items<AdminCategory>>(h.app, 'adminCategorySave', { cate_id: added.cate_id, p_cate_value: 'industry', cate_name: '能源与电力', remark: '', image: [] }, { token });
    expect(renamed.data.items.find((c) => c.cate_id === added.cate_id)).toMatchObject({ cate_name: '能源与电力', remark: '', firstFile: null, sort: 7 });
    expect((await portalMenu(h, 'industry')).find((c) => c.cate_id === added.cate_id)).toMatchObject({ cate_name: '能源与电力' });

    const deleted = await call<Items<AdminCategory>>(h.app, 'adminCategoryDelete', { cate_id: added.cate_id }, { token });
    expect(deleted).toMatchObject({ ok: true, msg: '已删除' });
    expect(deleted.data.items.map((c) => c.cate_id)).toEqual([2001, 2002, 2003, 2004, 2005, 2006]);
    expect(await call(h.app, 'adminCategoryDelete', { cate_id: added.cate_id }, { token })).toMatchObject({ ok: false, msg: '分类不存在' });

    const rows = await auditRows(h);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update', 'category.delete']);
    expect(rows[0]).toMatchObject({ staff_account: 'editor', target_kind: 'category', target_id: String(added.cate_id), before: null, summary: `新建分类：专家行业 · 能源电力（ID ${added.cate_id}）` });
    expect(rows[0]!.after).toMatchObject({ cate_name: '能源电力', p_cate_value: 'industry', image: IMAGE, is_recommend: 1 });
    expect(rows[1]!.before).toMatchObject({ cate_name: '能源电力', remark: '电力与能源' });
    expect(rows[1]!.after).toMatchObject({ cate_name: '能源与电力', remark: '' });
    expect(rows[2]).toMatchObject({ after: null, summary: `删除分类：专家行业 · 能源与电力（ID ${added.cate_id}）` });
  });

  it('never hands out an id again: a deleted highest id stays retired; adds at the same moment get distinct ids', async () => {
    const token = await staffToken(h, 'editor');
    const first = (await call<Items<AdminCategory>>(h.app, 'adminCategorySave', { p_cate_value: 'field', cate_name: '临时领域' }, { token })).data.items.at(-1)!;
    expect(await call(h.app, 'adminCategoryDelete', { cate_id: first.cate_id }, { token })).toMatchObject({ ok: true });
    const second = (await call<Items<AdminCategory>>(h.app, 'adminCategorySave', { p_cate_value: 'field', cate_name: '新领域' }, { token })).data.items.at(-1)!;
    expect(second.cate_id).toBe(first.cate_id + 1);

    const groups = ['industry', 'special', 'supply', 'video', 'train'];
    const answers = await Promise.all(groups.map((g) => call<Items<AdminCategory>>(h.app, 'adminCategorySave', { p_cate_value: g, cate_name: `并发${g}` }, { token })));
    for (const a of answers) expect(a).toMatchObject({ ok: true });
    const ids = answers.map((a, i) => a.data.items.find((c) => c.cate_name === `并发${groups[i]}`)!.cate_id);
    expect(new Set(ids).size).toBe(groups.length);
    expect(Math.min(...ids)).toBeGreaterThan(second.cate_id);
  });

  it('renames a linked id (law 122, recommend 1902) and the portal shows it; a linked id is never deleted', async () => {
    const token = await staffToken(h, 'editor');
    expect(await call(h.app, 'adminCategorySave', { cate_id: 1902, p_cate_value: 'recommend', cate_name: '安全生产综合服务' }, { token })).toMatchObject({ ok: true });
    expect((await portalMenu(h, 'recommend')).find((c) => c.cate_id === 1902)).toMatchObject({ cate_name: '安全生产综合服务' });
    for (const id of [122, 123, 124, 125, 126, 127, 1902, 36, 37, 38, 39, 1829, 1830, 1831]) {
      expect(await call(h.app, 'adminCategoryDelete', { cate_id: id }, { token }), String(id)).toMatchObject({ ok: false, msg: '该分类被站内链接引用，不能删除' });
    }
    expect((await h.query('select 1 from categories where cate_id = any($1::int[])', [[122, 123, 124, 125, 126, 127, 1902, 36, 37, 38, 39, 1829, 1830, 1831]])).rows).toHaveLength(14);
    expect((await auditRows(h)).map((r) => r.action)).toEqual(['category.update']);
  });

  it('keeps a category with children or with content; adds a child under a parent, depth-limited by the group', async () => {
    const token = await staffToken(h, 'editor');
    expect(await call(h.app, 'adminCategoryDelete', { cate_id: 2101 }, { token })).toMatchObject({ ok: false, msg: '请先删除子分类' });
    expect(await call(h.app, 'adminCategoryDelete', { cate_id: 2401 }, { token })).toMatchObject({ ok: false, msg: '请先删除子分类' });
    // used: an expert's industry, a help category's items, a product's category, a training's category
    const used = (await h.query<{ id: number }>(`select unnest(industrys) as id from experts limit 1`)).rows[0]!.id;
    const usedTrain = (await h.query<{ id: number }>(`select cate_id as id from trainings where cate_id is not null limit 1`)).rows[0]!.id;
    const usedProduct = (await h.query<{ id: number }>(`select s_sub_cate_id as id from products where s_sub_cate_id is not null limit 1`)).rows[0]!.id;
    for (const id of [used, 3001, usedTrain, usedProduct]) {
      expect(await call(h.app, 'adminCategoryDelete', { cate_id: id }, { token }), String(id)).toMatchObject({ ok: false, msg: '该分类下还有内容，不能删除' });
    }

    const child = await call<Items<AdminCategory>>(h.app, 'adminCategorySave', { p_cate_value: 'company', parent_id: 2102, cate_name: '消防检测' }, { token });
    expect(child.data.items.find((c) => c.cate_name === '消防检测')).toMatchObject({ parent_id: 2102, sort: 3 });
    expect(child.data.items.find((c) => c.cate_id === 2102)).toMatchObject({ children: 3 });
    // company has two levels, product three, industry one
    expect(await call(h.app, 'adminCategorySave', { p_cate_value: 'company', parent_id: 2121, cate_name: '三级' }, { token })).toMatchObject({ ok: false, msg: '该分类组不能再添加下级分类' });
    expect(await call(h.app, 'adminCategorySave', { p_cate_value: 'industry', parent_id: 2001, cate_name: '二级' }, { token })).toMatchObject({ ok: false, msg: '该分类组不能再添加下级分类' });
    expect(await call(h.app, 'adminCategorySave', { p_cate_value: 'product', parent_id: 2411, cate_name: '新安全帽' }, { token })).toMatchObject({ ok: true });
    expect(await call(h.app, 'adminCategorySave', { p_cate_value: 'product', parent_id: 24111, cate_name: '四级' }, { token })).toMatchObject({ ok: false, msg: '该分类组不能再添加下级分类' });
    // a parent of another group is not a parent here
    expect(await call(h.app, 'adminCategorySave', { p_cate_value: 'company', parent_id: 2401, cate_name: '错组' }, { token })).toMatchObject({ ok: false, msg: '上级分类不存在' });
  });

  it('refuses bad input with a clear Chinese message and saves nothing', async () => {
    const token = await staffToken(h, 'editor');
    const before = await categoriesState(h);
    const base = { p_cate_value: 'industry', cate_name: '新行业' };
    const cases: [Record<string, unknown>, string][] = [
      [{ cate_name: '' }, '请填写分类名称'],
      [{ cate_name: '   ' }, '请填写分类名称'],
      [{ cate_name: '长'.repeat(31) }, '分类名称不能超过30个字'],
      [{ remark: '简'.repeat(600) }, '简介不能超过500个字'],
      [{ image: [{ FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.exe') }] }, '分类图片仅支持 JPG、PNG、GIF、WEBP、SVG 图片'],
      [{ image: [{ FileUrl: 'https://evil.example.com/a.png' }] }, '分类图片仅支持 JPG、PNG、GIF、WEBP、SVG 图片'],
      [{ p_cate_value: 'nope' }, '请选择分类组'],
      [{ p_cate_value: '' }, '请选择分类组'],
      [{ cate_id: 99999 }, '分类不存在'],
      [{ cate_id: 2101 }, '分类不存在'],
      [{ parent_id: 99999 }, '上级分类不存在'],
    ];
    for (const [over, msg] of cases) {
      expect(await call(h.app, 'adminCategorySave', { ...base, ...over }, { token }), JSON.stringify(over).slice(0, 80)).toMatchObject({ ok: false, msg });
    }
    expect(await call(h.app, 'adminCategoryDelete', { cate_id: 0 }, { token })).toMatchObject({ ok: false, msg: '分类不存在' });
    expect(await categoriesState(h)).toEqual(before);
    expect(await auditRows(h)).toHaveLength(0);
  });

  it("reorders one parent's children in one request: the portal's menu shows the new order, audited; a stale order changes nothing", async () => {
    const token = await staffToken(h, 'editor');
    for (const ids of [[2103, 2101], [2103, 2101, 2102], [2111, 2112, 2113]]) {
      expect(await call(h.app, 'adminCategorySort', { p_cate_value: 'company', ids }, { token }), String(ids)).toMatchObject({ ok: false, msg: '分类已变化，请刷新后重新排序' });
    }
    const res = await call<Items<AdminCategory>>(h.app, 'adminCategorySort', { p_cate_value: 'company', parent_id: 2101, ids: [2113, 2111, 2112] }, { token });
    expect(res).toMatchObject({ ok: true, msg: '排序已保存' });
    expect(res.data.items.filter((c) => c.parent_id === 2101).map((c) => [c.cate_id, c.sort])).toEqual([
      [2113, 1],
      [2111, 2],
      [2112, 3],
    ]);
    const law = await call(h.app, 'adminCategorySort', { p_cate_value: 'law', ids: [127, 126, 125, 124, 123, 122] }, { token });
    expect(law).toMatchObject({ ok: true });
    expect((await portalMenu(h, 'law')).map((c) => c.cate_id)).toEqual([127, 126, 125, 124, 123, 122]);
    const rows = await auditRows(h);
    expect(rows.map((r) => r.action)).toEqual(['category.sort', 'category.sort']);
    expect(rows[0]).toMatchObject({ target_kind: 'category_group', target_id: 'company:2101', summary: '调整分类顺序：企业分类' });
    expect((rows[0]!.before as { order: { cate_id: number }[] }).order.map((c) => c.cate_id)).toEqual([2111, 2112, 2113]);
    expect((rows[0]!.after as { order: { cate_id: number }[] }).order.map((c) => c.cate_id)).toEqual([2113, 2111, 2112]);
  });

  it('a help category renamed here is the portal help menu’s name at once', async () => {
    const token = await staffToken(h, 'editor');
    expect(await call(h.app, 'adminCategorySave', { cate_id: 3001, p_cate_value: 'help', cate_name: '新手上路' }, { token })).toMatchObject({ ok: true });
    const menu = await call<Items<HelpCategory>>(h.app, 'listHelpByCate');
    expect(menu.data.items.find((c) => c.cate_id === 3001)).toMatchObject({ cate_name: '新手上路' });
  });
});
