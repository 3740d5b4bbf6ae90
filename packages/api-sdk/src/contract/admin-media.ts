// 媒体管理 of the operations console (内容编辑 and 超级管理员): the lecture hall's videos, lives, courseware and
// management systems (/school, /video, /videoDetail, /listlive, /courseware, /managementInfo) — name,
// category (the kind's own group), author, a short description, a rich-text intro the server sanitizes with
// the portal's rules, a cover, the video (a live's recording) and the handouts or system files. A live has a
// start and an end, which decide what the portal shows: 直播预告 before, 直播中 between, then 直播回放 with a
// recording or 直播已结束 without. The files go from the browser straight to the storage (the console's policy,
// up to 500 MB, with progress and cancel). An item is on the portal (1) or taken off (2: its detail page says
// 内容已下线). Every change is written to the audit log with before and after.
import * as v from 'valibot';
import { isCoverFile, isPublishTime } from './admin-articles';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { Media } from './media';
import { fields, id, isStorableText, optId, optNumOneOf, optText, pageFields, uploadedFiles, type InputOf } from './schema';

export const MEDIA_KINDS = ['video', 'live', 'course', 'management'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** The kinds as the console and the lecture hall name them. */
export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { video: '视频', live: '直播', course: '课件', management: '管理制度' };

export const MEDIA_STATUS = { online: 1, offline: 2 } as const;
export type MediaStatus = (typeof MEDIA_STATUS)[keyof typeof MEDIA_STATUS];
export const MEDIA_STATUS_LABELS: Record<MediaStatus, string> = { 1: '已上线', 2: '已下线' };

/** Where a live stands at a moment (the portal's badge and player, the console's list). */
export type LiveState = 'upcoming' | 'live' | 'replay' | 'ended';
export const LIVE_STATE_LABELS: Record<LiveState, string> = { upcoming: '直播预告', live: '直播中', replay: '直播回放', ended: '直播已结束' };

/** The longest texts the console stores, in characters; the most handouts. */
export const MEDIA_LIMITS = { name: 100, author: 30, description: 500, intro: 100_000, files: 5 } as const;
/** A video's (and a live's recording's) kinds, and a handout's or a system file's, by the file name's extension. */
export const MEDIA_VIDEO_EXTENSIONS = ['mp4', 'webm', 'm4v', 'mov', 'ogv'] as const;
export const MEDIA_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip'] as const;

export const MSG_MEDIA_SAVED = '保存成功';
export const MSG_MEDIA_ONLINE = '已上线';
export const MSG_MEDIA_OFFLINE = '已下线';
export const MSG_MEDIA_KIND_REQUIRED = '请选择类型';
export const MSG_MEDIA_NAME_REQUIRED = '请填写名称';
export const MSG_MEDIA_NAME_TOO_LONG = `名称不能超过${MEDIA_LIMITS.name}个字`;
export const MSG_MEDIA_CATE_REQUIRED = '请选择分类';
export const MSG_MEDIA_AUTHOR_TOO_LONG = `主讲人不能超过${MEDIA_LIMITS.author}个字`;
export const MSG_MEDIA_DESCRIPTION_TOO_LONG = `简介限 ${MEDIA_LIMITS.description} 字以内`;
export const MSG_MEDIA_INTRO_TOO_LONG = `详细介绍不能超过${MEDIA_LIMITS.intro}个字符`;
export const MSG_MEDIA_UNSAFE_LINK = '详细介绍中的链接只能是 http(s)、mailto、tel 或本站地址';
export const MSG_MEDIA_COVER_BAD = '封面仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_MEDIA_VIDEO_BAD = '视频仅支持 MP4、WEBM、M4V、MOV、OGV 文件';
export const MSG_MEDIA_FILE_BAD = '资料仅支持 PDF、Word、Excel、PPT 或 ZIP 文件';
export const MSG_MEDIA_FILE_TOO_MANY = `资料最多 ${MEDIA_LIMITS.files} 个`;
export const MSG_MEDIA_TIME_BAD = '发布时间格式应为 YYYY-MM-DD HH:mm:ss';
export const MSG_MEDIA_START_REQUIRED = '请填写直播开始时间';
export const MSG_MEDIA_START_BAD = '开始时间格式应为 YYYY-MM-DD HH:mm:ss';
export const MSG_MEDIA_END_REQUIRED = '请填写直播结束时间';
export const MSG_MEDIA_END_BAD = '结束时间格式应为 YYYY-MM-DD HH:mm:ss';
export const MSG_MEDIA_END_BEFORE_START = '结束时间不能早于开始时间';
export const MSG_MEDIA_MISSING_ADMIN = '内容不存在';

const extensionOf = (url: string) => /\.([a-z0-9]{1,8})$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
export const isMediaVideoFile = (url: string) => (MEDIA_VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(url));
export const isMediaResourceFile = (url: string) => (MEDIA_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(url));

/** China time of an epoch millisecond as 'YYYY-MM-DD HH:mm:ss' (the form the times are compared in). */
const chinaTimeOf = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Where a live stands at `now`: before its start 直播预告; until its end 直播中 (a live without an end, as the
 * seed's, is over once it has started); then 直播回放 with a recording, else 直播已结束.
 */
export function liveStateAt(live: { create_time: string; end_time: string; file_url: string }, now: number): LiveState {
  const at = chinaTimeOf(now);
  if (live.create_time > at) return 'upcoming';
  if (live.end_time !== '' && live.end_time > at) return 'live';
  return live.file_url.trim() !== '' ? 'replay' : 'ended';
}

/** One item in 媒体管理's list. */
export interface AdminMediaItem {
  id: number;
  kind: MediaKind;
  name: string;
  cate_id: number | null;
  cate_name: string;
  author: string;
  status: MediaStatus;
  /** the publish time (a live's start), 'YYYY-MM-DD HH:mm:ss' */
  create_time: string;
  /** a live's end, '' when none */
  end_time: string;
  click_amount: number;
  /** the video (a live's recording), '' when none */
  file_url: string;
  /** handouts or system files */
  files: number;
}

/** One item whole, as the editor loads it (the portal's Media plus its status). */
export interface AdminMediaDetail extends Media {
  status: MediaStatus;
}

/** Text up to `max` characters; one more is refused with `tooLong` rather than cut unseen. */
const limited = (max: number, tooLong: string) =>
  v.pipe(
    optText(max + 1),
    v.check((s) => [...s].length <= max, tooLong),
  );

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminMediaInput = /* @__PURE__ */ (() => ({
  adminMediaList: fields({
    ...pageFields,
    /** '' (or absent): every kind */
    kind: v.pipe(optText(20), v.check((k) => k === '' || (MEDIA_KINDS as readonly string[]).includes(k), MSG_MEDIA_KIND_REQUIRED)),
    /** -1 (or absent): every status */
    status: optNumOneOf([-1, 1, 2] as const, -1),
    /** in the name */
    keyword: optText(50),
  }),
  adminMediaInfo: fields({ id: id(MSG_MEDIA_MISSING_ADMIN) }),
  adminMediaSave: v.pipe(
    fields({
      /** absent: a new item */
      id: optId(),
      kind: v.pipe(optText(20), v.check((k) => (MEDIA_KINDS as readonly string[]).includes(k), MSG_MEDIA_KIND_REQUIRED)),
      name: v.pipe(limited(MEDIA_LIMITS.name, MSG_MEDIA_NAME_TOO_LONG), v.check((s) => s !== '', MSG_MEDIA_NAME_REQUIRED)),
      cate_id: v.pipe(optId(), v.check((n) => n !== null, MSG_MEDIA_CATE_REQUIRED)),
      author: limited(MEDIA_LIMITS.author, MSG_MEDIA_AUTHOR_TOO_LONG),
      description: limited(MEDIA_LIMITS.description, MSG_MEDIA_DESCRIPTION_TOO_LONG),
      intro: v.pipe(
        v.unknown(),
        v.check((raw) => raw === undefined || raw === null || (typeof raw === 'string' && isStorableText(raw)), MSG_MEDIA_INTRO_TOO_LONG),
        v.transform((raw) => (typeof raw === 'string' ? raw.trim() : '')),
        v.check((s) => s.length <= MEDIA_LIMITS.intro, MSG_MEDIA_INTRO_TOO_LONG),
      ) as unknown as v.GenericSchema<string | undefined, string>,
      cover: v.pipe(uploadedFiles(1, { message: MSG_MEDIA_COVER_BAD }), v.check((files) => files.every((f) => isCoverFile(f.FileUrl)), MSG_MEDIA_COVER_BAD)),
      /** the video (a live's recording, courseware's lecture) */
      video: v.pipe(uploadedFiles(1, { message: MSG_MEDIA_VIDEO_BAD }), v.check((files) => files.every((f) => isMediaVideoFile(f.FileUrl)), MSG_MEDIA_VIDEO_BAD)),
      /** handouts (courseware) or the system's files (management) */
      resource_items: v.pipe(
        uploadedFiles(MEDIA_LIMITS.files, { message: MSG_MEDIA_FILE_BAD, tooMany: MSG_MEDIA_FILE_TOO_MANY }),
        v.check((files) => files.every((f) => isMediaResourceFile(f.FileUrl)), MSG_MEDIA_FILE_BAD),
      ),
      /** the publish time ('' : now); a live's start, required */
      start_time: v.pipe(optText(30), v.check(isPublishTime, MSG_MEDIA_TIME_BAD)),
      /** a live's end, required for a live ('' otherwise) */
      end_time: v.pipe(optText(30), v.check(isPublishTime, MSG_MEDIA_END_BAD)),
      /** 1 on the portal (default), 2 taken off */
      status: optNumOneOf([1, 2] as const, 1),
    }),
    v.check((m) => m.kind !== 'live' || m.start_time !== '', MSG_MEDIA_START_REQUIRED),
    v.check((m) => m.kind !== 'live' || m.end_time !== '', MSG_MEDIA_END_REQUIRED),
    v.check((m) => m.kind !== 'live' || m.end_time >= m.start_time, MSG_MEDIA_END_BEFORE_START),
  ),
  adminMediaStatus: fields({ id: id(MSG_MEDIA_MISSING_ADMIN), status: optNumOneOf([1, 2] as const, 1) }),
}))();

type In = typeof adminMediaInput;
export type AdminMediaListReq = InputOf<In['adminMediaList']>;
export type AdminMediaSaveReq = InputOf<In['adminMediaSave']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminMedia = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/media/list {kind, status -1 all | 1 | 2, keyword (name), pageNum, pageSize}: newest first */
  adminMediaList: ep<In['adminMediaList'], Page<AdminMediaItem>>()({ method: 'GET', path: '/admin/media/list', auth: false, staff: ['editor'] }),
  /** GET /api/admin/media/info {id}: every field, whatever its status */
  adminMediaInfo: ep<In['adminMediaInfo'], AdminMediaDetail>()({ method: 'GET', path: '/admin/media/info', auth: false, staff: ['editor'] }),
  /** POST /api/admin/media/save {id?, kind, name, cate_id, author, description, intro, cover, video, resource_items, start_time, end_time, status}: audited */
  adminMediaSave: ep<In['adminMediaSave'], AdminMediaDetail>()({ method: 'POST', path: '/admin/media/save', auth: false, staff: ['editor'] }),
  /** POST /api/admin/media/status {id, status 1 上线 | 2 下线}: audited */
  adminMediaStatus: ep<In['adminMediaStatus'], AdminMediaDetail>()({ method: 'POST', path: '/admin/media/status', auth: false, staff: ['editor'] }),
  }) as const)();
