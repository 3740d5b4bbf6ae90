import type { Category, Media, Page, Training } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, trainings } from '../../db/schema';
import { call, DEMO, loginAs, useHarness } from '../../../test/helpers';

describe('video hub, lecture hall and training reads', () => {
  const h = useHarness();

  const firstOf = async (kind: Media['kind']) => {
    const [row] = await h.db.select().from(media).where(eq(media.kind, kind)).orderBy(media.id).limit(1);
    return row!;
  };

  describe('listcate', () => {
    it('answers the categories of one group with their children', async () => {
      const expected: Record<string, string[]> = {
        video: ['安全生产', '消防安全', '职业卫生', '特种设备', '应急管理'],
        live: ['专家直播', '政策宣讲', '案例复盘'],
        course: ['法律法规', '安全技术', '消防知识', '职业健康'],
        management: ['安全管理制度', '操作规程', '应急管理', '职业健康管理'],
      };
      for (const [parent_cate_value, names] of Object.entries(expected)) {
        const res = await call<{ items: Category[] }>(h.app, 'listcate', { parent_cate_value });
        expect(res.ok).toBe(true);
        expect(res.data.items.map((c) => c.cate_name), parent_cate_value).toEqual(names);
        for (const c of res.data.items) {
          expect(c.p_cate_value).toBe(parent_cate_value);
          expect(c.children).toEqual([]);
        }
      }
    });

    it('nests sub-categories under their parent', async () => {
      const res = await call<{ items: Category[] }>(h.app, 'listcate', { parent_cate_value: 'product' });
      const top = res.data.items.find((c) => c.cate_name === '消防器材')!;
      expect(top.parent_id).toBe(0);
      expect(top.children?.map((c) => c.cate_name)).toEqual(['灭火器', '消防水带', '应急照明', '烟感报警器']);
      expect(res.data.items.every((c) => c.parent_id === 0)).toBe(true);
    });

    it('answers an empty list for an unknown or missing group', async () => {
      expect((await call<{ items: Category[] }>(h.app, 'listcate', { parent_cate_value: 'nothing' })).data.items).toEqual([]);
      expect((await call<{ items: Category[] }>(h.app, 'listcate', {})).data.items).toEqual([]);
    });
  });

  describe('listManagementSystem', () => {
    it('pages 9 at a time, newest first, with the category name', async () => {
      const p1 = (await call<Page<Media>>(h.app, 'listManagementSystem', { pageNum: 1, pageSize: 9 })).data;
      const p2 = (await call<Page<Media>>(h.app, 'listManagementSystem', { pageNum: 2, pageSize: 9 })).data;
      expect(p1.total).toBe(10);
      expect(p1.items).toHaveLength(9);
      expect(p2.items).toHaveLength(1);
      const all = [...p1.items, ...p2.items];
      expect(new Set(all.map((m) => m.id)).size).toBe(10);
      expect(all.every((m) => m.kind === 'management' && m.cate_name !== '')).toBe(true);
      const times = all.map((m) => m.create_time);
      expect(times).toEqual([...times].sort().reverse());
      expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('filters by category and by keyword (1, 2 and more characters)', async () => {
      const cates = (await call<{ items: Category[] }>(h.app, 'listcate', { parent_cate_value: 'management' })).data.items;
      const rules = cates.find((c) => c.cate_name === '操作规程')!;
      const byCate = (await call<Page<Media>>(h.app, 'listManagementSystem', { pageNum: 1, pageSize: 9, cate: rules.cate_id })).data;
      expect(byCate.items.map((m) => m.name).sort()).toEqual(['动火作业安全管理规程', '有限空间作业安全操作规程'].sort());
      expect(byCate.total).toBe(2);
      for (const [keywords, n] of [
        ['制', 6],
        ['预案', 1],
        ['安全生产', 2],
        ['没有这个', 0],
        ['100%_', 0],
      ] as const) {
        const res = (await call<Page<Media>>(h.app, 'listManagementSystem', { pageNum: 1, pageSize: 9, keywords })).data;
        expect(res.total, keywords).toBe(n);
        expect(res.items.every((m) => m.name.includes(keywords))).toBe(true);
      }
    });
  });

  describe('detail reads', () => {
    it('videoinfo answers the video and counts each view', async () => {
      const row = await firstOf('video');
      const a = await call<Media>(h.app, 'videoinfo', { id: row.id });
      expect(a.msg).toBe('操作成功');
      expect(a.data).toMatchObject({ id: row.id, kind: 'video', name: row.name, author: row.author, cate_name: '安全生产' });
      expect(a.data.file_url).toBe('/api/files/seed/video-clip-1.webm');
      expect(a.data.intro).toContain('<p>');
      expect(a.data.click_amount).toBe(row.clickAmount + 1);
      const b = await call<Media>(h.app, 'videoinfo', { id: row.id });
      expect(b.data.click_amount).toBe(row.clickAmount + 2);
      const [stored] = await h.db.select().from(media).where(eq(media.id, row.id));
      expect(stored!.clickAmount).toBe(row.clickAmount + 2);
    });

    it('seeds real clips for most videos and the older lives, and leaves some without a file', async () => {
      const rows = await h.db.select({ kind: media.kind, fileUrl: media.fileUrl }).from(media);
      const videos = rows.filter((r) => r.kind === 'video');
      const lives = rows.filter((r) => r.kind === 'live');
      expect(videos.filter((v) => v.fileUrl.endsWith('.webm')).length).toBeGreaterThanOrEqual(8);
      expect(videos.some((v) => v.fileUrl === '')).toBe(true);
      expect(lives.filter((v) => v.fileUrl.endsWith('.webm')).length).toBeGreaterThanOrEqual(3);
      expect(lives.some((v) => v.fileUrl === '')).toBe(true);
      expect(rows.filter((r) => r.kind === 'course' || r.kind === 'management').every((r) => r.fileUrl === '')).toBe(true);
    });

    it('managementSystemInfo answers the intro and the resource files, without counting', async () => {
      const row = await firstOf('management');
      const res = await call<Media>(h.app, 'managementSystemInfo', { id: row.id });
      expect(res.data).toMatchObject({ id: row.id, kind: 'management', name: row.name, click_amount: row.clickAmount });
      expect(res.data.resource_items[0]).toEqual({ FileName: `${row.name}.pdf`, FileUrl: '/api/files/seed/management-1.pdf' });
    });

    it('answers 内容不存在 for unknown ids, bad ids and ids of another kind', async () => {
      const live = await firstOf('live');
      for (const id of [999_999, 0, -1, 'abc', '']) {
        const res = await call(h.app, 'videoinfo', { id });
        expect(res).toMatchObject({ ok: false, code: 1, msg: '内容不存在', data: null });
      }
      expect((await call(h.app, 'videoinfo', { id: live.id })).msg).toBe('内容不存在');
      const video = await firstOf('video');
      expect((await call(h.app, 'managementSystemInfo', { id: video.id })).msg).toBe('内容不存在');
      expect((await call(h.app, 'trainInfo', { id: 999_999 })).msg).toBe('内容不存在');
    });

    it('courseinfo and liveinfo need login, then answer the item', async () => {
      const course = await firstOf('course');
      const live = await firstOf('live');
      for (const [name, id] of [
        ['courseinfo', course.id],
        ['liveinfo', live.id],
      ] as const) {
        const anon = await call(h.app, name, { id });
        expect(anon).toMatchObject({ ok: false, code: -1, msg: '未登录或超时' });
        expect((await call(h.app, name, { id }, { token: 'not-a-token' })).code).toBe(-1);
      }
      const token = await loginAs(h.app, DEMO.member);
      const c = await call<Media>(h.app, 'courseinfo', { id: course.id }, { token });
      expect(c.data).toMatchObject({ id: course.id, kind: 'course', name: course.name });
      expect(c.data.resource_items[0]?.FileUrl).toMatch(/^\/api\/files\/seed\/course-\d+\.pdf$/);
      const l = await call<Media>(h.app, 'liveinfo', { id: live.id }, { token });
      expect(l.data).toMatchObject({ id: live.id, kind: 'live', name: live.name });
      expect(l.data.file_url).toMatch(/^\/api\/files\/seed\/video-clip-\d\.webm$/);
      expect((await call(h.app, 'courseinfo', { id: live.id }, { token })).msg).toBe('内容不存在');
    });

    it('trainInfo answers the training with start (update_time) and end time', async () => {
      const [row] = await h.db.select().from(trainings).where(and(eq(trainings.name, '叉车司机（N1）培训班')));
      const res = await call<Training>(h.app, 'trainInfo', { id: row!.id });
      expect(res.data).toMatchObject({ id: row!.id, name: '叉车司机（N1）培训班', price: '780.00', cate_name: '特种作业操作证' });
      expect(res.data.update_time).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
      expect(res.data.end_time).toMatch(/^\d{4}-\d{2}-\d{2} 17:30:00$/);
      expect(res.data.update_time < res.data.end_time).toBe(true);
      expect(res.data.firstFile?.FileUrl).toMatch(/^\/api\/files\/seed\/training-\d+\.svg$/);
      expect(res.data.intro).toContain('<h3>培训对象</h3>');
    });
  });

  describe('video files', () => {
    it('serves the clips as video/webm with byte ranges (seeking)', async () => {
      const full = await h.app.inject({ url: '/api/files/seed/video-clip-1.webm' });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('video/webm');
      expect(full.headers['accept-ranges']).toBe('bytes');
      expect(full.headers['x-content-type-options']).toBe('nosniff');
      const size = full.rawPayload.length;
      expect(size).toBeGreaterThan(10_000);
      const part = await h.app.inject({ url: '/api/files/seed/video-clip-1.webm', headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload.equals(full.rawPayload.subarray(100, 200))).toBe(true);
    });
  });
});
