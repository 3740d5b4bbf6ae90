// Default answers of the msw mock handlers: one realistic `data` value for every endpoint of the
// contract (src/contract/endpoints.ts). The `satisfies` below makes a new endpoint without a default
// fixture a type error. A few endpoints also have a payload-aware variant in `dynamicFixtures`
// (ads by cate_value, articles by channel, areas by parent, ...), used by the default handlers.
import type { EndpointName, Endpoints, ReqOf, ResOf } from '../contract';
import type { Ad, ArticleSummary, Area, Category, Expert, HelpInfo, Media, Profile, Training } from '../contract';
import { LAW_CATEGORIES, QUICKNAV_ORDER } from '../contract/ids';
import { contentFixtures } from './fixtures-content';

/** The payload a mock handler sees: GET query values arrive as strings, POST bodies as sent. */
export type MockPayload<K extends EndpointName> = Endpoints[K]['method'] extends 'GET'
  ? { [P in keyof ReqOf<K>]?: string }
  : ReqOf<K>;

export type FixtureTable = { [K in EndpointName]: ResOf<K> };

const file = (name: string) => ({ FileName: name, FileUrl: `/uploads/demo/${name}` });

export const DEMO_USERS = [
  { user_id: 1001, user_mobile: '13800000001', name: '张三', roles: ['member'] as const },
  { user_id: 1002, user_mobile: '13800000002', name: '李四', roles: ['member', 'company'] as const },
  { user_id: 1003, user_mobile: '13800000003', name: '王五', roles: ['member', 'salesman'] as const },
  { user_id: 1004, user_mobile: '13800000004', name: '赵六', roles: ['member', 'isexpert'] as const },
  { user_id: 1005, user_mobile: '13800000005', name: '客服小安', roles: ['member', 'custuser'] as const },
];

const QUICKNAV_TITLES: Record<number, string> = {
  10: '法律法规',
  7: '环保服务',
  3: '安全生产',
  4: '消防服务',
  5: '特种设备',
  6: '职业卫生',
  9: '专家在线',
  8: '百家大讲堂',
  11: '入驻企业',
  2: '安全培训',
};

const ad = (id: number, cate_value: string, title: string, link = ''): Ad => ({
  id,
  cate_value,
  title,
  link,
  firstFile: file(`ad-${cate_value}-${id}.png`),
});

/** Every ad of every cate_value; listads answers the ones of the asked cate_value. */
export const ADS: Ad[] = [
  ...QUICKNAV_ORDER.map((id) => ad(id, 'quicknav', QUICKNAV_TITLES[id] ?? `导航${id}`)),
  ad(101, 'homebanner', '安全生产月：人人讲安全，个个会应急', '/channelPolicy'),
  ad(102, 'homebanner', '企业安全服务一站式平台', '/funeng'),
  ad(103, 'homebanner', '专家在线咨询，快速响应', '/expert'),
  ad(111, 'homepcvertical', '赋能商城：劳保用品专区', '/funeng'),
  ad(121, 'homepcmidbanner', '安全培训报名进行中', '/train'),
  ad(122, 'homepcmidbanner', '企业入驻享专属服务', '/join'),
];

const CHANNEL_NAMES: Record<string, string> = {
  policy: '政策解读',
  news: '新闻资讯',
  prevention: '企业防灾',
  case: '风险案例',
  law: '法律法规',
  content: '内容中心',
};

const ARTICLE_TITLES = [
  '广东省应急管理厅关于做好2024年安全生产月活动的通知',
  '广州市工贸行业有限空间作业安全指引解读',
  '东莞市消防安全重点单位标准化管理要点',
  '企业如何建立双重预防机制：风险分级管控与隐患排查治理',
  '夏季高温作业职业健康防护十项措施',
  '特种设备使用单位主体责任清单发布',
  '粉尘涉爆企业安全生产专项整治问答',
];

export const article = (i: number, channel = 'policy', cate_id: number | null = null): ArticleSummary => ({
  id: 5001 + i,
  title: ARTICLE_TITLES[i % ARTICLE_TITLES.length] ?? '安全生产资讯',
  create_time: `2024-06-${String(20 - i).padStart(2, '0')} 09:30:00`,
  channel,
  cate_id,
  cate_name: cate_id === null ? undefined : LAW_CATEGORIES.find((c) => c.id === cate_id)?.name,
  author: '平台编辑部',
  firstFile: file(`article-${5001 + i}.jpg`),
});

const category = (
  cate_id: number,
  cate_name: string,
  p_cate_value: string,
  extra: Partial<Category> = {},
): Category => ({
  cate_id,
  cate_name,
  cate_value: `${p_cate_value}_${cate_id}`,
  p_cate_value,
  parent_id: 0,
  channel: p_cate_value,
  remark: '',
  is_recommend: 0,
  firstFile: null,
  ...extra,
});

/** Category groups for menuList (industry, field, special, supply, recommend, law, video, company ...). */
export const CATEGORIES: Category[] = [
  category(201, '化工', 'industry'),
  category(202, '建筑施工', 'industry'),
  category(203, '机械制造', 'industry'),
  category(211, '安全评价', 'field'),
  category(212, '职业卫生检测', 'field'),
  category(221, '消防专项', 'special'),
  category(222, '有限空间', 'special'),
  category(231, '技术服务', 'supply'),
  category(232, '检测检验', 'supply'),
  category(39, '环保服务', 'recommend', { is_recommend: 1 }),
  category(1902, '安全生产', 'recommend', { is_recommend: 1 }),
  category(36, '消防服务', 'recommend', { is_recommend: 1 }),
  category(37, '特种设备', 'recommend', { is_recommend: 1 }),
  category(38, '职业卫生', 'recommend', { is_recommend: 1 }),
  ...LAW_CATEGORIES.map((c) => category(c.id, c.name, 'law')),
  category(301, '安全管理', 'video'),
  category(302, '应急演练', 'video'),
  category(311, '安全评价机构', 'company'),
  category(312, '劳保用品供应商', 'company'),
];

const PRODUCT_CATEGORIES: Category[] = [
  category(401, '劳保用品', 'product', {
    firstFile: file('cate-401.png'),
    children: [category(4011, '安全帽', 'product', { parent_id: 401 }), category(4012, '防护手套', 'product', { parent_id: 401 })],
  }),
  category(402, '消防器材', 'product', {
    firstFile: file('cate-402.png'),
    children: [category(4021, '灭火器', 'product', { parent_id: 402 }), category(4022, '应急照明', 'product', { parent_id: 402 })],
  }),
  category(403, '安全咨询服务', 'product', {
    firstFile: file('cate-403.png'),
    children: [category(4031, '安全评价', 'product', { parent_id: 403 })],
  }),
];

const TRAIN_CATEGORIES: Category[] = [
  category(501, '主要负责人培训', 'train'),
  category(502, '安全管理人员培训', 'train'),
  category(503, '特种作业培训', 'train'),
];

const expert = (id: number, name: string, title: string, user_id: number): Expert => ({
  id,
  user_id,
  name,
  title,
  description: `${name}，${title}，从事安全生产技术服务十余年。`,
  intro: `<p>${name}长期从事企业安全生产标准化建设与隐患排查工作。</p>`,
  price: '199.00',
  cert_file: [file(`expert-${id}-cert.jpg`)],
  industrys_name: '化工',
  fields_name: '安全评价',
  specials_name: '有限空间',
  supplys_name: '技术服务',
  expert: '安全生产标准化、双重预防机制',
  technology: '风险评估',
  position: '广州安信安全技术有限公司',
  firstFile: file(`expert-${id}.jpg`),
});

export const EXPERTS: Expert[] = [
  expert(601, '赵六', '高级工程师', 1004),
  expert(602, '陈立华', '注册安全工程师', 0),
  expert(603, '黄敏', '职业卫生评价师', 0),
  expert(604, '林志强', '消防工程师', 0),
];

const media = (id: number, kind: Media['kind'], name: string): Media => ({
  id,
  kind,
  name,
  file_url: kind === 'video' ? `/uploads/demo/video-${id}.mp4` : '',
  firstFile: file(`${kind}-${id}.jpg`),
  cate_id: 301,
  cate_name: '安全管理',
  click_amount: 1200 + id,
  author: '平台讲师',
  create_time: '2024-05-18 14:00:00',
  description: `${name}（简介）`,
  intro: `<p>${name}</p>`,
  resource_items: kind === 'course' ? [file(`course-${id}.pdf`)] : [],
});

export const MEDIA: Record<'video' | 'live' | 'course', Media[]> = {
  video: [media(701, 'video', '有限空间作业安全警示教育'), media(702, 'video', '危险化学品储存安全要点'), media(703, 'video', '消防器材的正确使用')],
  live: [media(711, 'live', '安全生产月专家直播'), media(712, 'live', '职业病防治法解读直播'), media(713, 'live', '应急预案编制公开课')],
  course: [media(721, 'course', '安全生产标准化课件'), media(722, 'course', '隐患排查治理课件'), media(723, 'course', '特种设备管理课件')],
};

const training = (id: number, name: string, cate_id: number): Training => ({
  id,
  name,
  price: '680.00',
  cate_id,
  cate_name: TRAIN_CATEGORIES.find((c) => c.cate_id === cate_id)?.cate_name ?? '',
  update_time: '2024-07-01 09:00:00',
  end_time: '2024-07-03 17:00:00',
  intro: `<p>${name}，含考核。</p>`,
  firstFile: file(`train-${id}.jpg`),
});

export const TRAININGS: Training[] = [
  training(801, '生产经营单位主要负责人安全培训', 501),
  training(802, '安全生产管理人员复训', 502),
  training(803, '低压电工作业培训', 503),
];

const area = (id: number, name: string, parent_id: number, idx: number): Area => ({ id, name, parent_id, wid: id, idx });

/** Areas by parent code: Guangdong -> Guangzhou/Dongguan -> districts/towns. */
export const AREAS: Record<string, Area[]> = {
  '440000': [area(440100, '广州市', 440000, 1), area(441900, '东莞市', 440000, 2)],
  '440100': [
    area(440103, '荔湾区', 440100, 1),
    area(440104, '越秀区', 440100, 2),
    area(440105, '海珠区', 440100, 3),
    area(440106, '天河区', 440100, 4),
    area(440111, '白云区', 440100, 5),
    area(440112, '黄埔区', 440100, 6),
  ],
  '441900': [area(441900003, '东城街道', 441900, 1), area(441900004, '南城街道', 441900, 2), area(441900101, '长安镇', 441900, 3), area(441900102, '虎门镇', 441900, 4)],
};

/** Help infos by id (footer ids 33, 35-42; 48 is the user agreement). */
export const HELP_INFOS: Record<number, HelpInfo> = {
  33: { id: 33, name: '帮助中心', intro: '<p>欢迎使用平台帮助中心。</p>' },
  35: { id: 35, name: '配送方式', intro: '<p>满300元包邮，偏远地区另计运费。</p>' },
  36: { id: 36, name: '售后服务', intro: '<p>签收后7天内可申请售后。</p>' },
  37: { id: 37, name: '隐私政策', intro: '<p>我们重视您的隐私。</p>' },
  38: { id: 38, name: '如何支付', intro: '<p>支持微信扫码支付。</p>' },
  39: { id: 39, name: '发票信息', intro: '<p>可开具增值税普通发票与专用发票。</p>' },
  40: { id: 40, name: '公司简介', intro: '<p>平台服务广州、东莞两地企业。</p>' },
  41: { id: 41, name: '联系我们', intro: '<p>客服电话：020-00000000</p>' },
  42: { id: 42, name: '加入我们', intro: '<p>诚聘安全技术顾问。</p>' },
  48: { id: 48, name: '用户协议', intro: '<h3>用户协议</h3><p>注册即表示您同意遵守本平台的各项规则。</p>' },
};

const PROFILE: Profile = {
  user_id: 1001,
  user_mobile: '13800000001',
  user_account: '13800000001',
  name: '张三',
  roles: ['member'],
  IsCustUser: 0,
  IsExpert: 0,
  ProfitMoney: '0.00',
  UserMoney: '120.00',
  ProfitJifen: 3500,
  TeamNum: 0,
  company2_amount: 0,
};

export const fixtures = {
  ...contentFixtures,
  login: {
    token: 'mock-token-0001',
    loginUser: { user_id: 1001, user_account: '13800000001', name: '张三', user_mobile: '13800000001' },
  },
  sendsms: null,
  register: null,
  resetPwd: null,
  logout: null,
  profile: PROFILE,
  wechatQrCreate: { ticket: 'wx-ticket-0001', qr_url: '/dev/wechat/confirm?ticket=wx-ticket-0001', expire_seconds: 300 },
  wechatQrStatus: { status: 'waiting', login: null },
  wechatQrConfirm: null,
  devSmsOutbox: { items: [{ phone: '13800000001', usecate: 'login', code: '123456', create_time: '2024-06-20 10:00:00' }] },

  listads: { items: ADS.filter((a) => a.cate_value === 'quicknav') },
  listarticle: { items: [0, 1, 2, 3, 4].map((i) => article(i)), total: 36, channel_name: '政策解读' },
  statInfo: { company_amount: 1286, visit_amount: 523418 },
  listHelpByCate: {
    items: [
      { cate_id: 1, cate_name: '新手指南', items: [{ id: 33, name: '帮助中心' }, { id: 38, name: '如何支付' }] },
      { cate_id: 2, cate_name: '配送与售后', items: [{ id: 35, name: '配送方式' }, { id: 36, name: '售后服务' }, { id: 39, name: '发票信息' }] },
      { cate_id: 3, cate_name: '关于我们', items: [{ id: 40, name: '公司简介' }, { id: 41, name: '联系我们' }, { id: 42, name: '加入我们' }, { id: 37, name: '隐私政策' }] },
    ],
  },
  helpInfo: HELP_INFOS[33] ?? { id: 33, name: '帮助中心', intro: '' },
  listCateNew: { items: PRODUCT_CATEGORIES },
  menuList: { items: CATEGORIES.filter((c) => c.p_cate_value === 'industry') },
  listexpert: { items: EXPERTS, total: EXPERTS.length },
  listvideo: { items: MEDIA.video, total: MEDIA.video.length },
  listlive: { items: MEDIA.live, total: MEDIA.live.length },
  listcourse: { items: MEDIA.course, total: MEDIA.course.length },
  trainMenuList: { items: TRAIN_CATEGORIES },
  listTrain: { items: TRAININGS, total: TRAININGS.length },
  listarea: { items: AREAS['440000'] ?? [] },
} satisfies FixtureTable;

type DynamicFixtures = { [K in EndpointName]?: (payload: MockPayload<K>) => ResOf<K> };

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};

/** Payload-aware variants of some defaults; the other endpoints answer their fixture as is. */
export const dynamicFixtures: DynamicFixtures = {
  login: (p) => {
    const u = DEMO_USERS.find((d) => d.user_mobile === p.user_mobile);
    if (!u) return fixtures.login;
    return {
      token: `mock-token-${u.user_id}`,
      loginUser: { user_id: u.user_id, user_account: u.user_mobile, name: u.name, user_mobile: u.user_mobile },
    };
  },
  listads: (p) => ({ items: ADS.filter((a) => a.cate_value === (p.cate_value ?? 'quicknav')) }),
  listarticle: (p) => {
    const channel = p.channel ?? 'policy';
    const cate_id = p.cate_id === undefined ? null : num(p.cate_id, 0);
    const size = Math.min(num(p.pageSize, 5), ARTICLE_TITLES.length);
    return {
      items: Array.from({ length: size }, (_, i) => article(i, channel, cate_id)),
      total: 36,
      channel_name: CHANNEL_NAMES[channel] ?? '资讯',
    };
  },
  helpInfo: (p) => HELP_INFOS[num(p.id, 33)] ?? { id: num(p.id, 0), name: '帮助', intro: '<p>暂无内容</p>' },
  menuList: (p) => {
    const wanted = (p.cate_values ?? '').split(',').filter(Boolean);
    return { items: wanted.length === 0 ? CATEGORIES : CATEGORIES.filter((c) => wanted.includes(c.p_cate_value)) };
  },
  listarea: (p) => ({ items: AREAS[p.parent_name ?? '440000'] ?? [] }),
};
