// 广告与导航 of the operations console (内容编辑 and 超级管理员): the portal's ad slots by cate_value (homebanner
// 首页轮播, quicknav 快捷导航, homepcvertical 首页竖幅, homepcmidbanner 首页通栏), each ad with its image, its
// target link (a path of this site or an https address: never a script scheme nor plain http), its place in
// the slot and an optional period (outside it the portal does not show the ad). The order of a slot is saved
// whole in one request. Every change is written to the audit log with before and after.
import * as v from 'valibot';
import { isPublishTime } from './admin-articles';
import { ep } from './endpoint-def';
import type { Items } from './envelope';
import { fields, id, idList, optId, optText, uploadedFiles, type InputOf } from './schema';

export const AD_SLOTS = ['homebanner', 'quicknav', 'homepcvertical', 'homepcmidbanner'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];
export const AD_SLOT_LABELS: Record<AdSlot, string> = {
  homebanner: '首页轮播',
  quicknav: '快捷导航',
  homepcvertical: '首页竖幅',
  homepcmidbanner: '首页通栏',
};
/** The most ads one slot holds (the portal reads a slot in one page). */
export const AD_SLOT_MAX = 50;
export const AD_LIMITS = { title: 50, link: 500 } as const;
export const AD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;

export const MSG_AD_SAVED = '保存成功';
export const MSG_AD_SORTED = '排序已保存';
export const MSG_AD_DELETED = '已删除';
export const MSG_AD_SLOT_REQUIRED = '请选择广告位';
export const MSG_AD_TITLE_REQUIRED = '请填写标题';
export const MSG_AD_TITLE_TOO_LONG = `标题不能超过${AD_LIMITS.title}个字`;
export const MSG_AD_IMAGE_REQUIRED = '请上传广告图片';
export const MSG_AD_IMAGE_BAD = '广告图片仅支持 JPG、PNG、GIF、WEBP、SVG 图片';
export const MSG_AD_LINK_REQUIRED = '请填写链接';
export const MSG_AD_LINK_BAD = '链接只能是本站路径（以 / 开头）或 https:// 开头的地址';
export const MSG_AD_PERIOD_BAD = '投放时间格式应为 YYYY-MM-DD HH:mm:ss';
export const MSG_AD_PERIOD_ORDER = '结束时间须晚于开始时间';
export const MSG_AD_MISSING = '广告不存在';
export const MSG_AD_SLOT_FULL = `每个广告位最多 ${AD_SLOT_MAX} 条`;
export const MSG_AD_ORDER_STALE = '广告位的内容已变化，请刷新后重新排序';

const extensionOf = (url: string) => /\.([a-z0-9]{1,8})$/i.exec(url)?.[1]?.toLowerCase() ?? '';
export const isAdImage = (url: string) => (AD_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(url));

/**
 * A target the portal may link to: a path of this site ('/…', not '//host' nor a backslash, which browsers
 * read as another host) or an https address with a host. Anything else (javascript:, data:, plain http:, a
 * bare word) is refused; spaces and control characters never pass, so no scheme hides behind them.
 */
export const isAdLink = (s: string): boolean => {
  // eslint-disable-next-line no-control-regex -- a link holds none of these
  if (s === '' || /[\s\u0000-\u001f\u007f\\]/.test(s)) return false;
  if (s.startsWith('/')) return !s.startsWith('//');
  if (!/^https:\/\/[^/?#]/i.test(s)) return false;
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
};

/** The message for a link ('' : none), or null when it may be stored. */
export const adLinkError = (s: string): string | null => (s === '' ? MSG_AD_LINK_REQUIRED : isAdLink(s) ? null : MSG_AD_LINK_BAD);

/** Whether a period's end (when given) comes after its start (when given). */
export const isAdPeriod = (start: string, end: string): boolean => start === '' || end === '' || end > start;

/** Where an ad stands against its period now: 投放中, 未开始 or 已结束. */
export type AdState = 'live' | 'pending' | 'ended';
export const AD_STATE_LABELS: Record<AdState, string> = { live: '投放中', pending: '未开始', ended: '已结束' };

/** One ad in the console, in its slot's order. */
export interface AdminAd {
  id: number;
  cate_value: string;
  title: string;
  link: string;
  firstFile: { FileName: string; FileUrl: string } | null;
  /** its place in the slot, from 1 */
  sort: number;
  /** 'YYYY-MM-DD HH:mm:ss' or '' (no bound) */
  start_time: string;
  end_time: string;
  state: AdState;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminAdsInput = /* @__PURE__ */ (() => {
  const slot = v.pipe(optText(30), v.check((s) => (AD_SLOTS as readonly string[]).includes(s), MSG_AD_SLOT_REQUIRED));
  const time = v.pipe(optText(30), v.check(isPublishTime, MSG_AD_PERIOD_BAD));
  return {
    adminAdList: fields({ cate_value: slot }),
    adminAdSave: v.pipe(
      fields({
        /** absent: a new ad, last in its slot */
        id: optId(),
        cate_value: slot,
        title: v.pipe(
          optText(AD_LIMITS.title + 1),
          v.check((s) => s !== '', MSG_AD_TITLE_REQUIRED),
          v.check((s) => [...s].length <= AD_LIMITS.title, MSG_AD_TITLE_TOO_LONG),
        ),
        image: v.pipe(
          uploadedFiles(1, { message: MSG_AD_IMAGE_BAD }),
          v.check((files) => files.length === 1, MSG_AD_IMAGE_REQUIRED),
          v.check((files) => files.every((f) => isAdImage(f.FileUrl)), MSG_AD_IMAGE_BAD),
        ),
        link: v.pipe(
          optText(AD_LIMITS.link + 1),
          v.check((s) => s !== '', MSG_AD_LINK_REQUIRED),
          v.check(isAdLink, MSG_AD_LINK_BAD),
        ),
        /** '' : from now on */
        start_time: time,
        /** '' : no end */
        end_time: time,
      }),
      v.check((a) => isAdPeriod(a.start_time, a.end_time), MSG_AD_PERIOD_ORDER),
    ),
    /** the slot's ids, every one, in their new order */
    adminAdSort: fields({ cate_value: slot, ids: idList(AD_SLOT_MAX) }),
    adminAdDelete: fields({ id: id(MSG_AD_MISSING) }),
  };
})();

type In = typeof adminAdsInput;
export type AdminAdSaveReq = InputOf<In['adminAdSave']>;
export type AdminAdSortReq = InputOf<In['adminAdSort']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminAds = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/ads/list {cate_value}: the slot's ads in their order, each with its period and state */
  adminAdList: ep<In['adminAdList'], Items<AdminAd>>()({ method: 'GET', path: '/admin/ads/list', auth: false, staff: ['editor'] }),
  /** POST /api/admin/ads/save {id?, cate_value, title, image, link, start_time, end_time}: audited; answers the slot */
  adminAdSave: ep<In['adminAdSave'], Items<AdminAd>>()({ method: 'POST', path: '/admin/ads/save', auth: false, staff: ['editor'] }),
  /** POST /api/admin/ads/sort {cate_value, ids}: the slot's whole new order in one request, audited; answers the slot */
  adminAdSort: ep<In['adminAdSort'], Items<AdminAd>>()({ method: 'POST', path: '/admin/ads/sort', auth: false, staff: ['editor'] }),
  /** POST /api/admin/ads/delete {id}: audited; answers the slot */
  adminAdDelete: ep<In['adminAdDelete'], Items<AdminAd>>()({ method: 'POST', path: '/admin/ads/delete', auth: false, staff: ['editor'] }),
  }) as const)();
