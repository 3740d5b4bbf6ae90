// 媒体管理 of the operations console: the list, one item whole, its save (new or changed) and its status. The
// intro is the portal's rich text (the detail pages render it with RichText), so it is stored only as the
// listings' sanitizer rebuilds it, after a link with a script scheme has been refused outright (as 文章管理
// does). The category must be one of the kind's group. A live keeps its start (create_time, the time the
// portal shows) and its end; another kind has no end. Each change writes its audit row (before and after)
// in the same transaction.
import {
  MSG_MEDIA_CATE_REQUIRED,
  MSG_MEDIA_MISSING_ADMIN,
  MSG_MEDIA_UNSAFE_LINK,
  type AdminMediaDetail,
  type AdminMediaItem,
  type MediaKind,
  type MediaStatus,
  type Page,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import { hasUnsafeLink } from '@ws/validators';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, formatChinaTime, type Clock } from '../../kernel';
import { displayTime } from '../../kernel/time';
import { recordAudit, type AuditActor } from '../audit';
import { sanitizeRichText } from '../listings';
import { toMedia } from '../media';
import { summaryCreate, summaryStatus, summaryUpdate } from './messages';
import { adminMediaPage, insertMedia, isKindCategory, mediaRowForUpdate, mediaWithCategory, updateMedia, type MediaRow, type MediaWrite } from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

type SaveInput = PayloadOf<'adminMediaSave'>;

/** What the audit log keeps of an item, before and after a change. */
const state = (m: MediaRow) => ({
  kind: m.kind,
  name: m.name,
  cate_id: m.cateId,
  author: m.author,
  description: m.description,
  cover: m.cover,
  file_url: m.fileUrl,
  resource_items: m.resourceItems,
  create_time: displayTime(m.createTime),
  end_time: m.endTime ? displayTime(m.endTime) : '',
  status: m.status,
  intro: m.intro,
});

/** adminMediaList: one page of the console's list. */
export function listMedia(db: Db, q: { kind: string; status: -1 | 1 | 2; keyword: string }, page: Paging): Promise<Page<AdminMediaItem>> {
  return adminMediaPage(db, { kind: q.kind === '' ? null : (q.kind as MediaKind), status: q.status === -1 ? null : q.status, keyword: q.keyword.trim() }, page);
}

/** adminMediaInfo: every field of one item, whatever its status. */
export async function mediaDetail(db: Db, id: number): Promise<AdminMediaDetail> {
  const row = await mediaWithCategory(db, id);
  if (!row) throw new DomainError(MSG_MEDIA_MISSING_ADMIN);
  return { ...toMedia(row.m, row.cateName), status: row.m.status as MediaStatus };
}

/** Makes a change inside the caller's transaction and writes its audit row; answers the item's id. */
async function audited(tx: Db, clock: Clock, by: By, action: string, summary: (m: MediaRow) => string, before: MediaRow | null, change: () => Promise<MediaRow | null>): Promise<number> {
  const after = await change();
  if (!after) throw new DomainError(MSG_MEDIA_MISSING_ADMIN);
  await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action,
      targetKind: 'media',
      targetId: after.id,
      summary: summary(after),
      before: before ? state(before) : undefined,
    after: state(after),
  });
  return after.id;
}

/** adminMediaSave: a new item or a change of one; the intro sanitized, audited. Answers it as stored. */
export async function saveMedia(db: Db, clock: Clock, by: By, input: SaveInput, imageAllowed: (src: string) => boolean): Promise<AdminMediaDetail> {
  if (hasUnsafeLink(input.intro)) throw new DomainError(MSG_MEDIA_UNSAFE_LINK);
  const kind = input.kind as MediaKind;
  if (input.cate_id === null || !(await isKindCategory(db, kind, input.cate_id))) throw new DomainError(MSG_MEDIA_CATE_REQUIRED);
  const values: Omit<MediaWrite, 'createTime'> = {
    kind,
    name: input.name,
    cateId: input.cate_id,
    author: input.author,
    description: input.description,
    intro: sanitizeRichText(input.intro, { imageAllowed }),
    cover: input.cover[0]?.FileUrl ?? null,
    fileUrl: input.video[0]?.FileUrl ?? '',
    resourceItems: input.resource_items,
    endTime: kind === 'live' ? input.end_time : null,
    status: input.status,
  };
  const id = await db.transaction(async (tx) => {
    const before = input.id === null ? null : await mediaRowForUpdate(tx, input.id);
    if (input.id !== null && !before) throw new DomainError(MSG_MEDIA_MISSING_ADMIN);
    // '' keeps a changed item's time (and gives a new one now)
    const createTime = input.start_time || (before ? displayTime(before.createTime) : formatChinaTime(clock.now()));
    return audited(tx, clock, by, before ? 'media.update' : 'media.create', before ? summaryUpdate : summaryCreate, before, () =>
      before ? updateMedia(tx, before.id, { ...values, createTime }) : insertMedia(tx, { ...values, createTime }),
    );
  });
  return mediaDetail(db, id);
}

/** adminMediaStatus: on the portal (1) or taken off (2), audited; the same status again changes nothing. */
export async function setMediaStatus(db: Db, clock: Clock, by: By, id: number, status: 1 | 2): Promise<AdminMediaDetail> {
  await db.transaction(async (tx) => {
    const before = await mediaRowForUpdate(tx, id);
    if (!before) throw new DomainError(MSG_MEDIA_MISSING_ADMIN);
    if (before.status === status) return;
    await audited(tx, clock, by, status === 2 ? 'media.offline' : 'media.online', (m) => summaryStatus(m, status), before, () => updateMedia(tx, id, { status }));
  });
  return mediaDetail(db, id);
}
