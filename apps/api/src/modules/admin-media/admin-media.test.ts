// 媒体管理 of the console: the roles, a new video and a live on the portal at once (sanitized, audited), bad input
// refused with nothing saved, a live's start and end deciding its state, and an item taken off whose links
// say 内容已下线.
import { liveStateAt, type AdminMediaDetail, type AdminMediaItem, type Media, type Page } from '@ws/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { auditRowsOf, call, DEMO, expectStaffOnly, type Harness, loginAs, staffToken, uploadUrl, useHarness } from '../../../test/helpers';


const auditRows = (h: Harness) => auditRowsOf(h, 'media.');

const countMedia = async (h: Harness) => Number((await h.query<{ n: string }>('select count(*) as n from media')).rows[0]!.n);

const COVER = uploadUrl('staff', '0123456789abcdef0123456789abcdef.png');
const CLIP = uploadUrl('staff', 'fedcba9876543210fedcba9876543210.mp4');
const HANDOUT = uploadUrl('staff', 'aaaabbbbccccddddaaaabbbbccccdddd.pdf');
const INTRO = '<h3>内容要点</h3><p>讲解<img src="x" onerror="alert(1)"><script>alert(2)</script></p><ul><li>实操</li></ul>';
const NOW = '2026-12-01T10:00:00+08:00';

const video = (over: Record<string, unknown> = {}) => ({
  kind: 'video',
  name: '动火作业安全要点',
  cate_id: 2201,
  author: '陈志强',
  description: '动火作业“八不动火”。',
  intro: INTRO,
  cover: [{ FileName: '封面.png', FileUrl: COVER }],
  video: [{ FileName: '动火作业.mp4', FileUrl: CLIP }],
  resource_items: [],
  start_time: '',
  ...over,
});

describe('admin-media', () => {
  const h = useHarness();

  it('内容编辑 and 超级管理员 only: no token or a member is not logged in, 运营 and 客服主管 get 无权限, nothing changes', async () => {
    const before = await countMedia(h);
    const member = await loginAs(h.app, DEMO.member);
    const calls = [
      ['adminMediaList', {}],
      ['adminMediaInfo', { id: 1 }],
      ['adminMediaSave', video()],
      ['adminMediaStatus', { id: 1, status: 2 }],
    ] as const;
    await expectStaffOnly(h, calls, member);
    expect(await countMedia(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
    for (const account of ['editor', 'admin']) {
      expect(await call(h.app, 'adminMediaList', {}, { token: await staffToken(h, account) }), account).toMatchObject({ ok: true });
    }
  });

  it('adds a video: sanitized, first on /video with its file, audited; a change keeps before and after', async () => {
    h.clock.set(NOW);
    const token = await staffToken(h, 'editor');
    const res = await call<AdminMediaDetail>(h.app, 'adminMediaSave', video(), { token });
    expect(res).toMatchObject({ ok: true, msg: '保存成功' });
    const saved = res.data;
    expect(saved).toMatchObject({ kind: 'video', name: '动火作业安全要点', cate_id: 2201, cate_name: '安全生产', file_url: CLIP, status: 1, create_time: '2026-12-01 10:00:00', end_time: '' });
    expect(saved.firstFile?.FileUrl).toBe(COVER);
    expect(saved.intro).not.toMatch(/script|onerror|alert/);
    expect(saved.intro).toContain('<h3>内容要点</h3>');

    const list = await call<Page<Media>>(h.app, 'listvideo', { pageSize: 9 });
    expect(list.data.items[0]).toMatchObject({ id: saved.id, name: '动火作业安全要点', file_url: CLIP });
    const detail = await call<Media>(h.app, 'videoinfo', { id: saved.id });
    expect(detail.data).toMatchObject({ file_url: CLIP, intro: saved.intro, click_amount: 1 });

    const [created] = await auditRows(h);
    expect(created).toMatchObject({ staff_account: 'editor', action: 'media.create', target_kind: 'media', target_id: String(saved.id), before: null });
    expect(created!.summary).toBe(`新建视频《动火作业安全要点》（ID ${saved.id}）`);
    expect(created!.after).toMatchObject({ name: '动火作业安全要点', file_url: CLIP, status: 1 });

    const changed = await call<AdminMediaDetail>(h.app, 'adminMediaSave', video({ id: saved.id, name: '动火作业“八不动火”', video: [] }), { token });
    // '' keeps its time; no file: the portal's player says it cannot play
    expect(changed.data).toMatchObject({ id: saved.id, name: '动火作业“八不动火”', file_url: '', create_time: '2026-12-01 10:00:00' });
    const [, update] = await auditRows(h);
    expect(update).toMatchObject({ action: 'media.update', summary: `修改视频《动火作业“八不动火”》（ID ${saved.id}）` });
    expect(update!.before).toMatchObject({ name: '动火作业安全要点', file_url: CLIP });
    expect(update!.after).toMatchObject({ name: '动火作业“八不动火”', file_url: '' });

    const admin = await call<Page<AdminMediaItem>>(h.app, 'adminMediaList', { kind: 'video', keyword: '八不动火' }, { token });
    expect(admin.data.items).toEqual([expect.objectContaining({ id: saved.id, kind: 'video', status: 1, cate_name: '安全生产', files: 0 })]);
  });

  it('a live: its start and end decide 直播预告, 直播中, then 直播回放 with a recording', async () => {
    h.clock.set(NOW);
    const token = await staffToken(h, 'editor');
    const live = {
      ...video({ kind: 'live', name: '专家在线：冬季防火', cate_id: 2221, video: [], start_time: '2026-12-03 19:00:00', end_time: '2026-12-03 20:30:00' }),
    };
    const res = await call<AdminMediaDetail>(h.app, 'adminMediaSave', live, { token });
    expect(res.data).toMatchObject({ kind: 'live', create_time: '2026-12-03 19:00:00', end_time: '2026-12-03 20:30:00' });
    const onPortal = (await call<Page<Media>>(h.app, 'listlive', { pageSize: 9 })).data.items.find((m) => m.id === res.data.id)!;
    expect(onPortal).toMatchObject({ create_time: '2026-12-03 19:00:00', end_time: '2026-12-03 20:30:00' });
    const at = (s: string) => Date.parse(s);
    expect(liveStateAt(onPortal, at('2026-12-03T18:59:00+08:00'))).toBe('upcoming');
    expect(liveStateAt(onPortal, at('2026-12-03T19:30:00+08:00'))).toBe('live');
    expect(liveStateAt(onPortal, at('2026-12-03T20:31:00+08:00'))).toBe('ended');
    const recorded = await call<AdminMediaDetail>(h.app, 'adminMediaSave', { ...live, id: res.data.id, video: [{ FileName: '回放.mp4', FileUrl: CLIP }] }, { token });
    expect(liveStateAt(recorded.data, at('2026-12-03T20:31:00+08:00'))).toBe('replay');
    // the seed's lives have no end: over once started
    expect(liveStateAt({ create_time: '2026-12-01 09:00:00', end_time: '', file_url: '' }, at(NOW))).toBe('ended');
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const token = await staffToken(h, 'editor');
    const before = await countMedia(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: '' }, '请选择类型'],
      [{ kind: 'podcast' }, '请选择类型'],
      [{ name: '' }, '请填写名称'],
      [{ name: '长'.repeat(101) }, '名称不能超过100个字'],
      [{ cate_id: undefined }, '请选择分类'],
      [{ cate_id: 2221 }, '请选择分类'],
      [{ cate_id: 122 }, '请选择分类'],
      [{ description: '字'.repeat(501) }, '简介限 500 字以内'],
      [{ author: '名'.repeat(31) }, '主讲人不能超过30个字'],
      [{ intro: '<p><a href="javascript:alert(1)">点我</a></p>' }, '详细介绍中的链接只能是 http(s)、mailto、tel 或本站地址'],
      [{ cover: [{ FileName: 'a.pdf', FileUrl: HANDOUT }] }, '封面仅支持 JPG、PNG、GIF、WEBP 图片'],
      [{ video: [{ FileName: 'a.pdf', FileUrl: HANDOUT }] }, '视频仅支持 MP4、WEBM、M4V、MOV、OGV 文件'],
      [{ video: [{ FileName: 'a.mp4', FileUrl: 'http://evil.example/a.mp4' }] }, '视频仅支持 MP4、WEBM、M4V、MOV、OGV 文件'],
      [{ video: [{ FileName: 'a.mp4', FileUrl: uploadUrl(7, 'a.mp4') }] }, '视频仅支持 MP4、WEBM、M4V、MOV、OGV 文件'],
      [{ resource_items: [{ FileName: 'a.mp4', FileUrl: CLIP }] }, '资料仅支持 PDF、Word、Excel、PPT 或 ZIP 文件'],
      [{ resource_items: Array.from({ length: 6 }, () => ({ FileName: 'a.pdf', FileUrl: HANDOUT })) }, '资料最多 5 个'],
      [{ start_time: '2026-13-01 10:00:00' }, '发布时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ kind: 'live', cate_id: 2221, start_time: '', end_time: '2026-12-03 20:00:00' }, '请填写直播开始时间'],
      [{ kind: 'live', cate_id: 2221, start_time: '2026-12-03 19:00:00', end_time: '' }, '请填写直播结束时间'],
      [{ kind: 'live', cate_id: 2221, start_time: '2026-12-03 19:00:00', end_time: '2026-12-03 18:00:00' }, '结束时间不能早于开始时间'],
      [{ id: 999999 }, '内容不存在'],
    ];
    for (const [over, msg] of cases) {
      expect(await call(h.app, 'adminMediaSave', video(over), { token }), JSON.stringify(over).slice(0, 80)).toMatchObject({ ok: false, msg });
    }
    expect(await countMedia(h)).toBe(before);
    expect(await auditRows(h)).toHaveLength(0);
  });

  it('takes an item off: gone from the lists, its links say 内容已下线, views not counted; back on again', async () => {
    const token = await staffToken(h, 'editor');
    const first = (await call<Page<Media>>(h.app, 'listManagementSystem', { pageSize: 9 })).data.items[0]!;
    const off = await call<AdminMediaDetail>(h.app, 'adminMediaStatus', { id: first.id, status: 2 }, { token });
    expect(off).toMatchObject({ ok: true, msg: '已下线', data: { status: 2 } });
    expect((await call<Page<Media>>(h.app, 'listManagementSystem', { pageSize: 99 })).data.items.map((m) => m.id)).not.toContain(first.id);
    expect(await call(h.app, 'managementSystemInfo', { id: first.id })).toMatchObject({ ok: false, msg: '内容已下线' });
    expect(await call(h.app, 'managementSystemInfo', { id: 999999 })).toMatchObject({ ok: false, msg: '内容不存在' });
    const video1 = (await call<Page<Media>>(h.app, 'listvideo', { pageSize: 9 })).data.items[0]!;
    await call(h.app, 'adminMediaStatus', { id: video1.id, status: 2 }, { token });
    expect(await call(h.app, 'videoinfo', { id: video1.id })).toMatchObject({ ok: false, msg: '内容已下线' });
    const clicks = await h.query<{ click_amount: number }>(`select click_amount from media where id = ${video1.id}`);
    expect(clicks.rows[0]!.click_amount).toBe(video1.click_amount);
    // the same status again changes nothing and writes no audit row
    await call(h.app, 'adminMediaStatus', { id: first.id, status: 2 }, { token });
    expect((await auditRows(h)).filter((r) => r.target_id === String(first.id))).toHaveLength(1);
    expect(await call(h.app, 'adminMediaStatus', { id: first.id, status: 1 }, { token })).toMatchObject({ ok: true, msg: '已上线' });
    expect(await call(h.app, 'managementSystemInfo', { id: first.id })).toMatchObject({ ok: true });
    const rows = (await auditRows(h)).filter((r) => r.target_id === String(first.id));
    expect(rows.map((r) => r.action)).toEqual(['media.offline', 'media.online']);
    expect(rows[0]!.before).toMatchObject({ status: 1 });
    expect(rows[0]!.after).toMatchObject({ status: 2 });
  });
});
