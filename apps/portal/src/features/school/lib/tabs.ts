// The four menus of the lecture hall (百家大讲堂): which list call, which category group and which detail
// route each uses. Video, live and courseware details open in a new tab; management stays in this tab.
import { paths } from '@ws/routes';

export type SchoolTab = 'video' | 'live' | 'course' | 'management';
export type SchoolListCall = 'listvideo' | 'listlive' | 'listcourse' | 'listManagementSystem';

export interface SchoolTabDef {
  value: SchoolTab;
  label: string;
  /** the list call (video/listvideo …) */
  list: SchoolListCall;
  /** the detail link of an item (a builder of @ws/routes' paths) */
  detail: (key: number) => string;
  newTab: boolean;
  /** a play symbol on the cover */
  play?: boolean;
  /** a tag on the cover */
  badge?: string;
}

export const SCHOOL_TABS: readonly SchoolTabDef[] = [
  { value: 'video', label: '视频', list: 'listvideo', detail: paths.videoDetail, newTab: true, play: true },
  { value: 'live', label: '直播', list: 'listlive', detail: paths.listlive, newTab: true, play: true, badge: '直播' },
  { value: 'course', label: '课件', list: 'listcourse', detail: paths.courseware, newTab: true },
  { value: 'management', label: '企业管理体系', list: 'listManagementSystem', detail: paths.managementInfo, newTab: false },
];

const DEFAULT_TAB = SCHOOL_TABS[0]!;

/** The tab of a URL value ('' or anything unknown: 视频). */
export const tabOf = (value: string): SchoolTabDef => SCHOOL_TABS.find((t) => t.value === value) ?? DEFAULT_TAB;
