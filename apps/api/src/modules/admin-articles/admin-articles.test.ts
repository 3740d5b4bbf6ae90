// 文章管理 of the console: who may call it, a news article published with an image and a table (its body
// sanitized with the portal's rules, first on /article and on the home page at once), bad input refused with
// nothing saved, drafts and future publish times kept from readers, 下线 answering 内容已下线, a law with its
// PDF, and the audit rows with before and after.
import type { AdminArticleDetail, AdminArticleItem, Article, ArticleSummary, HomeFirstScreen, Page } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, call, DEMO, expectStaffOnly, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';


const auditRows = (h: Harness) => auditRowsOf(h, 'article.');

const countArticles = async (h: Harness) => Number((await h.query<{ n: string }>('select count(*) as n from articles')).rows[0]!.n);

const IMAGE = uploadUrl('guest', '0123456789abcdef0123456789abcdef.png');
const BODY =
  '<h2>一、背景</h2><p>正文<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' +
  `<p><img src="${IMAGE}" alt="现场"></p>` +
  '<table><tbody><tr><th>项目</th><th>要求</th></tr><tr><td>灭火器</td><td>每月检查</td></tr></tbody></table>' +
  '<ul><li>要点一</li></ul><p><a href="https://www.gov.cn/">来源链接</a></p>';

/** After the seed's newest article (the harness's clock starts before it): a new article comes first. */
const LATER = '2026-12-01T08:00:00+08:00';

const news = (over: Record<string, unknown> = {}) => ({
  channel: 'news',
  title: '东莞开展消防安全专项检查',
  add_from: '东莞市应急管理局',
  author: '编辑小林',
  cover: [{ FileName: '封面.png', FileUrl: IMAGE }],
  intro: BODY,
  status: 1,
  ...over,
});

describe('admin-articles', () => {
  const h = useHarness();

  it('内容编辑 and 超级管理员 only: a member token is not logged in, 运营 and 客服主管 get 无权限, and nothing changes', async () => {
    const before = await countArticles(h);
    const member = await loginAs(h.app, DEMO.member);
    const calls = [
      ['adminArticleList', {}],
      ['adminArticleInfo', { id: 1 }],
      ['adminArticleSave', news()],
      ['adminArticleStatus', { id: 1, status: 2 }],
    ] as const;
    await expectStaffOnly(h, calls, member);
    expect(await countArticles(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
    for (const account of ['editor', 'admin']) {
      expect(await call(h.app, 'adminArticleList', {}, { token: await staffToken(h, account) }), account).toMatchObject({ ok: true });
    }
  });

  it('publishes a news article: body sanitized (no script, no onerror, the foreign image gone), first on /article and the home page, audited', async () => {
    h.clock.set(LATER);
    const token = await staffToken(h, 'editor');
    const res = await call<AdminArticleDetail>(h.app, 'adminArticleSave', news(), { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    const saved = res.data;
    expect(saved.status).toBe(1);
    expect(saved.intro).not.toMatch(/script|onerror|alert/);
    expect(saved.intro).toContain(`<img src="${IMAGE}" alt="现场">`);
    expect(saved.intro).toContain('<table><tbody><tr><th>项目</th>');
    expect(saved.intro).toContain('<h2>一、背景</h2>');
    expect(saved.intro).toContain('href="https://www.gov.cn/"');
    expect(saved.firstFile?.FileUrl).toBe(IMAGE);
    expect(saved.create_time).toBe('2026-12-01 08:00:00');

    const list = await call<Page<ArticleSummary>>(h.app, 'listarticle', { channel: 'news', pageSize: 20 });
    expect(list.data.items[0]).toMatchObject({ id: saved.id, title: '东莞开展消防安全专项检查', add_from: '东莞市应急管理局' });
    const home = await call<HomeFirstScreen>(h.app, 'homeFirstScreen');
    expect(home.data.channels.news.items[0]?.id).toBe(saved.id);
    const search = await call<Page<ArticleSummary>>(h.app, 'listarticle', { keywords: '消防安全专项', pageSize: 20 });
    expect(search.data.items.map((a) => a.id)).toContain(saved.id);
    const detail = await call<Article>(h.app, 'articleinfo', { id: saved.id });
    expect(detail.data.intro).toBe(saved.intro);

    const rows = await auditRows(h);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_account: 'editor', action: 'article.create', target_kind: 'article', target_id: String(saved.id), before: null });
    expect(rows[0]!.summary).toBe(`新建文章：东莞开展消防安全专项检查（ID ${saved.id}）`);
    expect(rows[0]!.after).toMatchObject({ title: '东莞开展消防安全专项检查', status: 1, channel: 'news' });

    // a change: before and after
    const changed = await call<AdminArticleDetail>(h.app, 'adminArticleSave', news({ id: saved.id, title: '东莞消防安全专项检查（更新）', publish_time: saved.create_time }), { token });
    expect(changed.data.title).toBe('东莞消防安全专项检查（更新）');
    const [, update] = await auditRows(h);
    expect(update).toMatchObject({ action: 'article.update', target_id: String(saved.id) });
    expect(update!.before).toMatchObject({ title: '东莞开展消防安全专项检查' });
    expect(update!.after).toMatchObject({ title: '东莞消防安全专项检查（更新）' });

    const admin = await call<Page<AdminArticleItem>>(h.app, 'adminArticleList', { channel: 'news', status: 1, keyword: '更新' }, { token });
    expect(admin.data.items).toEqual([expect.objectContaining({ id: saved.id, status: 1, channel_name: '新闻资讯', scheduled: 0 })]);
  });

  it('saves an article with 20 uploaded images in one request, every image kept in its place', async () => {
    h.clock.set(LATER);
    const token = await staffToken(h, 'editor');
    const images = Array.from({ length: 20 }, (_, i) => uploadUrl('guest', `${i.toString(16).padStart(2, '0')}${'0123456789abcdef'.repeat(2).slice(2)}.jpg`));
    const intro = images.map((src, i) => `<h3>第${i + 1}处</h3><p>检查现场照片：</p><p><img src="${src}" alt="现场${i + 1}"></p>`).join('');
    const before = await countArticles(h);
    const res = await call<AdminArticleDetail>(h.app, 'adminArticleSave', news({ title: '二十处隐患整改前后对照', intro }), { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    expect(await countArticles(h)).toBe(before + 1);
    const kept = [...res.data.intro.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(kept).toEqual(images);
    expect((await call<Article>(h.app, 'articleinfo', { id: res.data.id })).data.intro).toBe(res.data.intro);
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const token = await staffToken(h, 'editor');
    const before = await countArticles(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, '请填写标题'],
      [{ title: '   ' }, '请填写标题'],
      [{ title: '长'.repeat(101) }, '标题不能超过100个字'],
      [{ author: '作'.repeat(31) }, '作者不能超过30个字'],
      [{ add_from: '源'.repeat(51) }, '来源不能超过50个字'],
      [{ intro: '<p><a href="javascript:alert(1)">点我</a></p>' }, '正文中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ intro: '<p><a href="jav&#x61;script&colon;alert(1)">点我</a></p>' }, '正文中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ intro: '<p><a href=" java\tscript:alert(1)">点我</a></p>' }, '正文中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ intro: 'x'.repeat(100_001) }, '正文不能超过100000个字符'],
      [{ cover: [{ FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.exe') }] }, '封面仅支持 JPG、PNG、GIF、WEBP 图片'],
      [{ cover: [{ FileUrl: 'https://evil.example.com/a.png' }] }, '封面仅支持 JPG、PNG、GIF、WEBP 图片'],
      [{ channel: 'law', cate_id: 123, resource_items: [{ FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.txt') }] }, '附件仅支持 PDF 或 Word（.docx）文件'],
      [{ channel: 'law' }, '请选择法规分类'],
      [{ channel: 'law', cate_id: 1829 }, '请选择法规分类'],
      [{ channel: 'content', cate_id: 122 }, '请选择内容中心分类'],
      [{ channel: 'video' }, '请选择栏目'],
      [{ publish_time: '2026-02-30 08:00:00' }, '发布时间格式应为 YYYY-MM-DD HH:mm:ss'],
    ];
    for (const [over, msg] of cases) {
      expect(await call(h.app, 'adminArticleSave', news(over), { token }), msg).toMatchObject({ ok: false, msg });
    }
    expect(await call(h.app, 'adminArticleSave', news({ id: 999_999 }), { token })).toMatchObject({ ok: false, msg: '文章不存在' });
    expect(await countArticles(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
  });

  it('keeps drafts and future publish times from readers; 下线 answers 内容已下线; each status change is audited', async () => {
    h.clock.set(LATER);
    let token = await staffToken(h, 'editor');
    const inList = async (id: number) => (await call<Page<ArticleSummary>>(h.app, 'listarticle', { channel: 'news', pageSize: 50 })).data.items.some((a) => a.id === id);

    const draft = (await call<AdminArticleDetail>(h.app, 'adminArticleSave', news({ status: 0, title: '草稿文章' }), { token })).data;
    expect(draft.status).toBe(0);
    expect(await inList(draft.id)).toBe(false);
    expect(await call(h.app, 'articleinfo', { id: draft.id })).toMatchObject({ ok: false, msg: '文章不存在' });

    const later = (await call<AdminArticleDetail>(h.app, 'adminArticleSave', news({ title: '定时发布的文章', publish_time: '2026-12-02 09:00:00' }), { token })).data;
    expect(later).toMatchObject({ status: 1, scheduled: 1, create_time: '2026-12-02 09:00:00' });
    expect(await inList(later.id)).toBe(false);
    expect(await call(h.app, 'articleinfo', { id: later.id })).toMatchObject({ ok: false, msg: '文章不存在' });
    h.clock.set('2026-12-02T09:00:00+08:00');
    token = await staffToken(h, 'editor'); // a day later: the console's session ended idle
    expect(await inList(later.id)).toBe(true);
    expect(await call(h.app, 'articleinfo', { id: later.id })).toMatchObject({ ok: true });
    expect((await call<HomeFirstScreen>(h.app, 'homeFirstScreen')).data.channels.news.items[0]?.id).toBe(later.id);

    const down = await call<AdminArticleDetail>(h.app, 'adminArticleStatus', { id: later.id, status: 2 }, { token });
    expect(down).toMatchObject({ ok: true, msg: '已下线', data: { status: 2 } });
    expect(await call(h.app, 'articleinfo', { id: later.id })).toMatchObject({ ok: false, code: 1, msg: '内容已下线' });
    expect(await inList(later.id)).toBe(false);
    expect(await call(h.app, 'adminArticleStatus', { id: later.id, status: 2 }, { token })).toMatchObject({ ok: false, msg: '文章已是该状态（已下线）' });

    const up = await call<AdminArticleDetail>(h.app, 'adminArticleStatus', { id: draft.id, status: 1 }, { token });
    expect(up).toMatchObject({ ok: true, msg: '已发布' });
    expect(await inList(draft.id)).toBe(true);

    const rows = (await auditRows(h)).filter((r) => r.action !== 'article.create');
    expect(rows.map((r) => r.action)).toEqual(['article.offline', 'article.publish']);
    expect(rows[0]!.before).toMatchObject({ status: 1 });
    expect(rows[0]!.after).toMatchObject({ status: 2 });

    // the console still lists and opens them all
    const all = await call<Page<AdminArticleItem>>(h.app, 'adminArticleList', { status: 2 }, { token });
    expect(all.data.items.map((a) => a.id)).toEqual([later.id]);
    expect(await call(h.app, 'adminArticleInfo', { id: later.id }, { token })).toMatchObject({ ok: true, data: { status: 2 } });
  });

  it('saves a law of a category with its PDF and Word file, read on the portal by a logged-in member', async () => {
    h.clock.set(LATER);
    const token = await staffToken(h, 'admin');
    const files = [
      { FileName: '条例.pdf', FileUrl: uploadUrl('guest', '0123456789abcdef0123456789abcdef.pdf') },
      { FileName: '条例.docx', FileUrl: uploadUrl('guest', 'fedcba9876543210fedcba9876543210.docx') },
    ];
    const res = await call<AdminArticleDetail>(h.app, 'adminArticleSave', news({ channel: 'law', cate_id: 124, cover: [], title: '职业病防治条例（2026修订）', resource_items: files }), { token });
    expect(res).toMatchObject({ ok: true, data: { channel: 'law', cate_id: 124, cate_name: '职业卫生', resource_items: files } });
    const member = await loginAs(h.app, DEMO.member);
    const detail = await call<Article>(h.app, 'articleinfo', { id: res.data.id }, { token: member });
    expect(detail.data.resource_items).toEqual(files);
    const lists = await call<{ lists: { cate_id: number; items: ArticleSummary[] }[] }>(h.app, 'homeLawLists', { cate_ids: [124] });
    expect(lists.data.lists[0]!.items[0]?.id).toBe(res.data.id);
    expect((await auditRows(h))[0]).toMatchObject({ staff_account: 'admin', action: 'article.create' });
  });
});
