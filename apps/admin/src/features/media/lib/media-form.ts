// The media form's values, rules and payload. The rules are the server's (contract admin-media.ts), so the
// editor hears them before saving; the server checks them again.
import { hasUnsafeLink } from '@ws/validators/checkers';
import {
  isPublishTime,
  MEDIA_LIMITS,
  MSG_MEDIA_AUTHOR_TOO_LONG,
  MSG_MEDIA_CATE_REQUIRED,
  MSG_MEDIA_DESCRIPTION_TOO_LONG,
  MSG_MEDIA_END_BAD,
  MSG_MEDIA_END_BEFORE_START,
  MSG_MEDIA_END_REQUIRED,
  MSG_MEDIA_INTRO_TOO_LONG,
  MSG_MEDIA_KIND_REQUIRED,
  MSG_MEDIA_NAME_REQUIRED,
  MSG_MEDIA_NAME_TOO_LONG,
  MSG_MEDIA_START_BAD,
  MSG_MEDIA_START_REQUIRED,
  MSG_MEDIA_TIME_BAD,
  MSG_MEDIA_UNSAFE_LINK,
  type AdminMediaDetail,
  type AdminMediaSaveReq,
  type MediaKind,
  type UploadedFile,
} from '@ws/api-sdk';

export interface MediaFormValues {
  kind: MediaKind | '';
  name: string;
  cate_id: string;
  author: string;
  description: string;
  intro: string;
  cover: UploadedFile[];
  video: UploadedFile[];
  resource_items: UploadedFile[];
  /** the publish time ('' : now); a live's start */
  start_time: string;
  end_time: string;
}

export const emptyMedia = (kind: MediaKind | ''): MediaFormValues => ({
  kind,
  name: '',
  cate_id: '',
  author: '',
  description: '',
  intro: '',
  cover: [],
  video: [],
  resource_items: [],
  start_time: '',
  end_time: '',
});

const fileOf = (url: string, name: string): UploadedFile => ({ FileName: name || url.split('/').pop() || '文件', FileUrl: url });

export const fromDetail = (m: AdminMediaDetail): MediaFormValues => ({
  kind: m.kind,
  name: m.name,
  cate_id: m.cate_id === null ? '' : String(m.cate_id),
  author: m.author,
  description: m.description,
  intro: m.intro,
  cover: m.firstFile ? [fileOf(m.firstFile.FileUrl, m.firstFile.FileName ?? '封面')] : [],
  video: m.file_url ? [fileOf(m.file_url, '')] : [],
  resource_items: m.resource_items.map((f) => fileOf(f.FileUrl, f.FileName ?? '')),
  start_time: m.create_time,
  end_time: m.end_time,
});

const chars = (s: string) => [...s.trim()].length;

export const mediaRules = {
  kind: (v: string) => (v === '' ? MSG_MEDIA_KIND_REQUIRED : null),
  name: (v: string) => (v.trim() === '' ? MSG_MEDIA_NAME_REQUIRED : chars(v) > MEDIA_LIMITS.name ? MSG_MEDIA_NAME_TOO_LONG : null),
  cate_id: (v: string) => (v === '' ? MSG_MEDIA_CATE_REQUIRED : null),
  author: (v: string) => (chars(v) > MEDIA_LIMITS.author ? MSG_MEDIA_AUTHOR_TOO_LONG : null),
  description: (v: string) => (chars(v) > MEDIA_LIMITS.description ? MSG_MEDIA_DESCRIPTION_TOO_LONG : null),
  intro: (v: string) => (v.length > MEDIA_LIMITS.intro ? MSG_MEDIA_INTRO_TOO_LONG : hasUnsafeLink(v) ? MSG_MEDIA_UNSAFE_LINK : null),
  start_time: (v: string, values: MediaFormValues) => {
    const t = v.trim();
    if (values.kind === 'live' && t === '') return MSG_MEDIA_START_REQUIRED;
    return isPublishTime(t) ? null : values.kind === 'live' ? MSG_MEDIA_START_BAD : MSG_MEDIA_TIME_BAD;
  },
  end_time: (v: string, values: MediaFormValues) => {
    if (values.kind !== 'live') return null;
    const t = v.trim();
    if (t === '') return MSG_MEDIA_END_REQUIRED;
    if (!isPublishTime(t)) return MSG_MEDIA_END_BAD;
    return isPublishTime(values.start_time.trim()) && t < values.start_time.trim() ? MSG_MEDIA_END_BEFORE_START : null;
  },
};

export const toPayload = (v: MediaFormValues, id: number | null): AdminMediaSaveReq => ({
  ...(id !== null ? { id } : {}),
  kind: v.kind,
  name: v.name.trim(),
  cate_id: Number(v.cate_id),
  author: v.author.trim(),
  description: v.description.trim(),
  intro: v.intro,
  cover: v.cover,
  video: v.video,
  resource_items: v.resource_items,
  start_time: v.start_time.trim(),
  end_time: v.kind === 'live' ? v.end_time.trim() : '',
});
