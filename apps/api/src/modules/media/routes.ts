// The media's contract handlers: the four lists and the four details (the rules in service.ts).
import type { media as mediaContract } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { listMediaOf, mediaInfo } from './service';

export const mediaHandlers: DomainHandlers<typeof mediaContract> = {
  listvideo: ({ db, payload }) => listMediaOf(db, 'video', payload),
  listlive: ({ db, payload }) => listMediaOf(db, 'live', payload),
  listcourse: ({ db, payload }) => listMediaOf(db, 'course', payload),
  listManagementSystem: ({ db, payload }) => listMediaOf(db, 'management', payload),

  /** video/videoinfo {id}: counts the view (click_amount + 1). */
  videoinfo: ({ db, payload }) => mediaInfo(db, 'video', payload.id, true),
  managementSystemInfo: ({ db, payload }) => mediaInfo(db, 'management', payload.id),
  /** courseware detail: auth endpoint (the route needs login) */
  courseinfo: ({ db, payload }) => mediaInfo(db, 'course', payload.id),
  /** live detail (video/detail): auth endpoint */
  liveinfo: ({ db, payload }) => mediaInfo(db, 'live', payload.id),
};
