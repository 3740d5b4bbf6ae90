// Media: videos, lives, courseware and management systems (spec 01 §2-§4, §7 Content).
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { FileRef } from './entities';
import { MAX_KEYWORD } from './articles';
import { fields, id, optId, optText, pageFields, type InputOf } from './schema';

/** Video, live, course (courseware) and management system share one shape. */
export interface Media {
  id: number;
  kind: 'video' | 'live' | 'course' | 'management';
  name: string;
  file_url: string;
  firstFile: FileRef | null;
  cate_id: number | null;
  cate_name: string;
  click_amount: number;
  author: string;
  /** the publish time; a live's start */
  create_time: string;
  /** a live's end, '' when none (the seed's lives: over once started) */
  end_time: string;
  description: string;
  intro: string;
  resource_items: FileRef[];
}

const listMedia = () => fields({ ...pageFields, cate: optId(), keywords: optText(MAX_KEYWORD) });
const mediaId = () => fields({ id: id('内容不存在') });

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const mediaInput = /* @__PURE__ */ (() => ({
  listvideo: listMedia(),
  listlive: listMedia(),
  listcourse: listMedia(),
  listManagementSystem: listMedia(),
  videoinfo: mediaId(),
  managementSystemInfo: mediaId(),
  courseinfo: mediaId(),
  liveinfo: mediaId(),
}))();

type In = typeof mediaInput;
export type ListMediaReq = InputOf<In['listvideo']>;

export const media = {
  listvideo: ep<In['listvideo'], Page<Media>>()({ method: 'GET', path: '/open/uni/listvideo', auth: false, cache: true }),
  listlive: ep<In['listlive'], Page<Media>>()({ method: 'GET', path: '/open/uni/listlive', auth: false, cache: true }),
  listcourse: ep<In['listcourse'], Page<Media>>()({ method: 'GET', path: '/open/uni/listcourse', auth: false, cache: true }),
  listManagementSystem: ep<In['listManagementSystem'], Page<Media>>()({ method: 'GET', path: '/open/uni/listManagementSystem', auth: false, cache: true }),
  videoinfo: ep<In['videoinfo'], Media>()({ method: 'GET', path: '/open/uni/videoinfo', auth: false }),
  managementSystemInfo: ep<In['managementSystemInfo'], Media>()({ method: 'GET', path: '/open/uni/managementSystemInfo', auth: false, cache: true }),
  /** courseware detail: needs login (spec 01 §2) */
  courseinfo: ep<In['courseinfo'], Media>()({ method: 'GET', path: '/video/courseinfo', auth: true }),
  /** live detail (video/detail): needs login */
  liveinfo: ep<In['liveinfo'], Media>()({ method: 'GET', path: '/video/detail', auth: true }),
} as const;
