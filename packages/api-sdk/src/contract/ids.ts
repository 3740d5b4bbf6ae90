// Ids and constants of spec 01 §9 / spec 02 §9 that several parts share.
export const PROVINCE_CODE = 440000;
export const CITY_CODES = { guangzhou: 440100, dongguan: 441900 } as const;
export const REGIONS = [
  { value: '1', label: '广州', city_code: 440100 },
  { value: '2', label: '东莞', city_code: 441900 },
] as const;

/** Quicknav ad ids and where they lead (spec 01 §2 Quicknav item ids). */
export const QUICKNAV_TARGETS: Record<number, { path: string; channel?: string; recommendId?: number }> = {
  10: { path: '/article', channel: 'law' },
  7: { path: '/channelPolicy', channel: 'policy', recommendId: 39 },
  3: { path: '/channelPolicy', channel: 'policy', recommendId: 1902 },
  4: { path: '/channelPolicy', channel: 'policy', recommendId: 36 },
  5: { path: '/channelPolicy', channel: 'policy', recommendId: 37 },
  6: { path: '/channelPolicy', channel: 'policy', recommendId: 38 },
  9: { path: '/expert' },
  8: { path: '/school' },
  11: { path: '/joinList' },
  2: { path: '/train' },
};
export const QUICKNAV_ORDER = [10, 7, 3, 4, 5, 6, 9, 8, 11, 2] as const;

export const LAW_CATEGORIES = [
  { id: 122, name: '环境保护' },
  { id: 123, name: '消防咨询' },
  { id: 124, name: '职业卫生' },
  { id: 125, name: '特种设备' },
  { id: 126, name: '安全生产' },
  { id: 127, name: '防雷检测' },
] as const;

/**
 * The article channels (listarticle `channel`) and their names, in menu order; `content` holds the
 * content centre's articles. Lists, breadcrumbs, search results and the server read the names here.
 */
export const CHANNEL_NAMES = {
  policy: '政策解读',
  news: '新闻资讯',
  prevention: '企业防灾',
  case: '风险案例',
  law: '法律法规',
  content: '内容中心',
} as const;

const channelEntry = <C extends keyof typeof CHANNEL_NAMES>(channel: C) => ({ channel, name: CHANNEL_NAMES[channel] }) as const;

/** The four article blocks of the home page. */
export const HOME_CHANNELS = [channelEntry('policy'), channelEntry('news'), channelEntry('prevention'), channelEntry('case')] as const;

export const RECOMMEND_IDS = [39, 1902, 36, 37, 38] as const;

/** Footer help links: help info ids (spec 01 §2 Footer). */
export const FOOTER_HELP = [
  { id: 33, name: '帮助中心' },
  { id: 39, name: '发票信息' },
  { id: 38, name: '如何支付' },
  { id: 35, name: '配送方式' },
  { id: 36, name: '售后服务' },
  { id: 37, name: '隐私政策' },
  { id: 40, name: '公司简介' },
  { id: 41, name: '联系我们' },
  { id: 42, name: '加入我们' },
] as const;
export const AGREEMENT_HELP_ID = 48;

export const CONTENT_CENTRE = [
  { id: 1829, name: '大事件' },
  { id: 1830, name: '客户案例' },
  { id: 1831, name: '产品知识' },
] as const;

export const EXPERT_FILTER_GROUPS = [
  { key: 'industry', name: '行业' },
  { key: 'field', name: '领域' },
  { key: 'special', name: '专项' },
  { key: 'supply', name: '供需' },
  { key: 'recommend', name: '推荐' },
] as const;

export const PAGE_SIZES = {
  article: 20,
  expert: 20,
  inquiry: 20,
  listcompany: 20,
  policy: 10,
  expertMenu: 10,
  media: 9,
  homeBlock: 5,
  homeExperts: 4,
  homeMedia: 3,
  homeTraining: 3,
  companyAutocomplete: 30,
  area: 99,
  menu: 99999,
} as const;
