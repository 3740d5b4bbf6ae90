// Media (spec 01 §2-§4, §7): videos, lives, courseware and management systems, listed and one by one.
// Every read is one query (the category name joined, or a subquery): no N+1. Lists are one page query
// plus one count. Unknown ids answer 内容不存在; items the console took off 内容已下线.
import type { Media, Page } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { paging } from '../../db/paging';
import { DomainError } from '../../kernel';
import { MSG_NOT_FOUND, MSG_OFFLINE } from './messages';
import { findMedia, mediaPage, ONLINE, type MediaKind } from './queries';

/** One media item of a kind by id; `countClick` adds one to click_amount in the same statement. */
export async function mediaInfo(db: Db, kind: MediaKind, id: number, countClick = false): Promise<Media> {
  const found = await findMedia(db, kind, id, countClick);
  if (!found) throw new DomainError(MSG_NOT_FOUND);
  // a link to an item taken off the portal says so, rather than that it never was
  if (found.status !== ONLINE) throw new DomainError(MSG_OFFLINE);
  return found.item;
}

/**
 * A page of media items of one kind (listvideo, listlive, listcourse, listManagementSystem): optional
 * category and keyword on the name, newest first (media_kind_time_idx / media_kind_cate_time_idx), 9 per page.
 */
type ListMediaPayload = { pageNum?: number | undefined; pageSize?: number | undefined; cate: number | null; keywords: string };

export function listMediaOf(db: Db, kind: MediaKind, payload: ListMediaPayload): Promise<Page<Media>> {
  return mediaPage(db, kind, { cate: payload.cate, keywords: payload.keywords }, paging(payload, 9));
}
