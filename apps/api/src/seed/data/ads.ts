// Ads by cate_value (spec 01 §3 Ad): quicknav ids 2–11 (spec 01 §2 Quicknav item ids), banners from 20.
import { AssetList } from '../assets';
import { bannerSvg, navIconSvg, paletteAt, type Motif } from '../svg';

export interface AdSeed {
  id: number;
  cateValue: string;
  title: string;
  link: string;
  image: string;
  sort: number;
}

export const adAssets = new AssetList();

/** [id, title, link, motif], in the header's display order (ids.ts QUICKNAV_ORDER) */
const QUICKNAV: [number, string, string, Motif][] = [
  [10, '法律法规', '/article?channel=law', 'doc'],
  [7, '环境服务', '/channelPolicy?recommendId=39', 'leaf'],
  [3, '安全生产', '/channelPolicy?recommendId=1902', 'shield'],
  [4, '消防服务', '/channelPolicy?recommendId=36', 'flame'],
  [5, '特种设备', '/channelPolicy?recommendId=37', 'gear'],
  [6, '职业卫生', '/channelPolicy?recommendId=38', 'cross'],
  [9, '专家', '/expert', 'people'],
  [8, '百家大讲堂', '/school', 'play'],
  [11, '入驻企业', '/joinList', 'box'],
  [2, '培训', '/train', 'helmet'],
];

/** [id, cate_value, title, subtitle, link, motif, w, h] */
const BANNERS: [number, string, string, string, string, Motif, number, number][] = [
  [20, 'homebanner', '安全生产月 · 人人讲安全', '2026 年“安全生产月”主题活动火热进行中', '/article?channel=news', 'shield', 1200, 400],
  [21, 'homebanner', '名师在线 · 专家一对一咨询', '200+ 位安全、消防、职业卫生专家在线答疑', '/expert', 'people', 1200, 400],
  [22, 'homebanner', '特种作业操作证培训报名中', '广州 · 东莞多期开班，理论 + 实操', '/train', 'helmet', 1200, 400],
  [23, 'homebanner', '安全赋能 · 一站式采购', '劳保用品、消防器材、检测仪器厂家直供', '/funeng', 'box', 1200, 400],
  [24, 'homepcvertical', '服务商入驻', '优质安全服务机构招募中', '/joinList', 'gear', 300, 560],
  [25, 'homepcvertical', '百家大讲堂', '视频 · 直播 · 课件', '/school', 'play', 300, 560],
  [26, 'homepcmidbanner', '消防设施年度维保 · 限时优惠', '入驻服务商提供专业维保与检测服务', '/recommend', 'flame', 1200, 160],
  [27, 'homepcmidbanner', '职业病危害因素检测', '资质齐全 · 报告合规 · 快速出具', '/channelPolicy?recommendId=38', 'chart', 1200, 160],
];

export function adSeeds(): AdSeed[] {
  const nav = QUICKNAV.map(([id, title, link, m], i) => ({
    id,
    cateValue: 'quicknav',
    title,
    link,
    image: adAssets.add(`quicknav-${id}.svg`, () => navIconSvg({ title, palette: paletteAt(i), motif: m })),
    sort: i + 1,
  }));
  const counters: Record<string, number> = {};
  const banners = BANNERS.map(([id, cateValue, title, subtitle, link, m, w, h], i) => {
    counters[cateValue] = (counters[cateValue] ?? 0) + 1;
    const file =
      cateValue === 'homebanner' ? `banner-${counters[cateValue]}.svg` : cateValue === 'homepcvertical' ? `vertical-${counters[cateValue]}.svg` : `midbanner-${counters[cateValue]}.svg`;
    return {
      id,
      cateValue,
      title,
      link,
      image: adAssets.add(file, () => bannerSvg({ w, h, title, subtitle, palette: paletteAt(i), motif: m })),
      sort: counters[cateValue]!,
    };
  });
  return [...nav, ...banners];
}
