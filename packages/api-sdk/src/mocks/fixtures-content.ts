// Default mock answers of the articles, experts, companies, media, training, catalogue and favourites calls.
import type { Article, ArticleSummary, Category, CompanySummary, Expert, Media, Training } from '../contract';
import type { Company, CompanyProduct, ProductCard } from '../contract';
import type { Items, Page } from '../contract/envelope';

const img = (name: string) => ({ FileName: name, FileUrl: `/api/files/seed/${name}` });

export const ARTICLE_DETAIL: Article = {
  id: 101,
  title: '广东省安全生产条例解读',
  create_time: '2026-03-12 09:30:00',
  channel: 'policy',
  cate_id: null,
  author: '省应急管理厅',
  firstFile: img('article-1.svg'),
  intro: '<p>新修订的<strong>安全生产条例</strong>自 2026 年 5 月 1 日起施行。</p><ul><li>压实企业主体责任</li><li>强化隐患排查</li></ul>',
  add_from: '广东省应急管理厅',
  resource_items: [],
  recommendIds: [],
};

export const COMPANY_SUMMARIES: CompanySummary[] = Array.from({ length: 3 }, (_, i) => ({
  id: 201 + i,
  name: ['广州安信安全技术有限公司', '东莞市粤安消防工程有限公司', '广州绿源环保科技有限公司'][i] ?? '企业',
  sub_cate_name: ['安全评价', '消防检测', '环境监测'][i] ?? '',
  create_time: `2026-0${i + 1}-15 10:00:00`,
  firstFile: img(`company-${i + 1}.svg`),
  description: '专注安全生产技术服务十余年。',
}));

export const COMPANY_DETAIL: Company = {
  id: 201,
  name: '广州安信安全技术有限公司',
  intro: '<p>广州安信安全技术有限公司是一家专业从事安全评价、职业卫生检测的技术服务机构。</p>',
  description: '专注安全生产技术服务十余年。',
  license_file: img('license-1.svg'),
  cert_file: [img('cert-1.svg'), img('cert-2.svg')],
  firstFile: img('company-1.svg'),
  file_items: [img('company-1.svg')],
  audit_status: 1,
  contact: '李四',
  phone: '13800000002',
  code: '91440101MA5XXXXX1A',
  user_id: 1002,
  sub_cate_name: '安全评价',
  create_time: '2026-01-15 10:00:00',
};

export const COMPANY_PRODUCTS: CompanyProduct[] = [
  { id: 301, company_id: 201, name: '安全现状评价', price: '12000.00', unit: '项', firstFile: img('product-1.svg') },
  { id: 302, company_id: 201, name: '职业病危害因素检测', price: '8000.00', unit: '次', firstFile: img('product-2.svg') },
];

export const PRODUCT_CARDS: ProductCard[] = [
  { id: 401, name: '工业级烟雾报警器', company_name: '东莞市粤安消防工程有限公司', att_item_price_size: 2, price: '168.00', unit: '个', product_type: 'product', firstFile: img('product-3.svg') },
  { id: 402, name: '安全生产标准化咨询', company_name: '广州安信安全技术有限公司', att_item_price_size: 1, price: '20000.00', unit: '项', product_type: 'service', firstFile: img('product-4.svg') },
  { id: 403, name: '积分兑换·经典 ABS 安全帽', company_name: '东莞市安泰劳保用品有限公司', att_item_price_size: 2, price: '29.00', unit: '顶', product_type: 'jifen', firstFile: img('product-5.svg') },
];

const MANAGEMENT: Media = {
  id: 501,
  kind: 'management',
  name: '危险化学品安全管理制度汇编',
  file_url: '',
  firstFile: img('management-1.svg'),
  cate_id: null,
  cate_name: '制度汇编',
  click_amount: 120,
  author: '安服通',
  create_time: '2026-02-01 09:00:00',
  description: '企业危险化学品管理制度模板。',
  intro: '<p>包含采购、储存、使用、废弃全过程管理制度。</p>',
  resource_items: [{ FileName: '制度汇编.pdf', FileUrl: '/api/files/seed/management-1.pdf' }],
};

/** video/listcate {parent_cate_value: video}: the video hub's categories (tests override per group). */
export const VIDEO_CATEGORIES: Category[] = [
  { cate_id: 2201, cate_name: '安全生产', cate_value: 'video-2201', p_cate_value: 'video', parent_id: 0, channel: 'video', remark: '', is_recommend: 0, firstFile: null, children: [] },
  { cate_id: 2202, cate_name: '消防安全', cate_value: 'video-2202', p_cate_value: 'video', parent_id: 0, channel: 'video', remark: '', is_recommend: 0, firstFile: null, children: [] },
];

export const VIDEO_DETAIL: Media = {
  id: 601,
  kind: 'video',
  name: '有限空间作业安全培训',
  file_url: '/api/files/seed/video-clip-1.webm',
  firstFile: img('video-1.svg'),
  cate_id: 2201,
  cate_name: '安全生产',
  click_amount: 1234,
  author: '陈志强',
  create_time: '2026-03-08 10:00:00',
  description: '有限空间作业“先通风、再检测、后作业”。',
  intro: '<p>本期视频讲解有限空间作业的<strong>主要风险</strong>与防护要点。</p>',
  resource_items: [],
};

export const COURSE_DETAIL: Media = {
  ...VIDEO_DETAIL,
  id: 701,
  kind: 'course',
  name: '消防安全培训课件',
  file_url: '',
  firstFile: img('course-1.svg'),
  cate_name: '消防知识',
  intro: '<p>建筑防火、灭火器材使用与疏散逃生。</p>',
  resource_items: [{ FileName: '消防安全培训课件.pdf', FileUrl: '/api/files/seed/course-1.pdf' }],
};

export const LIVE_DETAIL: Media = {
  ...VIDEO_DETAIL,
  id: 801,
  kind: 'live',
  name: '安全生产月直播讲座',
  file_url: '/api/files/seed/video-clip-3.webm',
  firstFile: img('live-1.svg'),
  cate_name: '专家直播',
  intro: '<p>专家在线解读安全生产月活动要求。</p>',
};

export const TRAINING_DETAIL: Training = {
  id: 901,
  name: '特种作业人员安全技术培训',
  price: '680.00',
  cate_id: 2301,
  cate_name: '特种作业操作证',
  update_time: '2026-12-01 09:00:00',
  end_time: '2026-12-05 17:00:00',
  intro: '<p>理论与实操相结合。</p>',
  firstFile: img('training-1.svg'),
};

/** ChannelPolicyList (看政策 of /channelPolicy): policy articles of a recommend id. */
export const POLICY_ARTICLES: ArticleSummary[] = [
  { id: 111, title: '广东省消防安全重点单位管理规定解读', create_time: '2026-04-02 09:30:00', channel: 'policy', cate_id: null, cate_name: '', author: '省消防救援总队', firstFile: null },
  { id: 112, title: '工贸企业重大事故隐患判定标准问答', create_time: '2026-03-20 10:00:00', channel: 'policy', cate_id: null, cate_name: '', author: '平台编辑部', firstFile: null },
  { id: 113, title: '东莞市安全生产责任保险实施办法', create_time: '2026-03-01 15:20:00', channel: 'policy', cate_id: null, cate_name: '', author: '东莞市应急管理局', firstFile: null },
];

const expertOf = (id: number, user_id: number, name: string, title: string, position: string): Expert => ({
  id,
  user_id,
  name,
  title,
  description: `${position}，从事相关工作十余年。`,
  intro: `<p><strong>${name}</strong>，${title}，现任职于${position}。</p>`,
  price: '199.00',
  cert_file: [img('expert-cert-1.svg')],
  industrys_name: '制造业、化工医药',
  fields_name: '安全生产',
  specials_name: '隐患排查、应急预案',
  supplys_name: '技术咨询',
  expert: '安全生产标准化建设、双重预防机制',
  technology: '风险分级管控与隐患排查治理',
  position,
  firstFile: img(`expert-${id}.svg`),
});

/** Experts of listexpertMenu (问专家) and expertinfo: one bound to a member, one unbound (user_id 0). */
export const MENU_EXPERTS: Expert[] = [
  expertOf(1, 1004, '赵六', '注册安全工程师（高级）', '广东省安全生产科学技术研究院'),
  expertOf(8, 0, '林国栋', '防雷工程高级工程师', '广东省防雷中心'),
];

const page = <T>(items: T[]): Page<T> => ({ items, total: items.length });
const list = <T>(items: T[]): Items<T> => ({ items });

export const contentFixtures = {
  articleinfo: ARTICLE_DETAIL,
  ChannelPolicyList: { items: POLICY_ARTICLES, total: 23 },
  listexpertMenu: { items: MENU_EXPERTS, total: 12 },
  expertinfo: MENU_EXPERTS[0]!,
  listcompany: page(COMPANY_SUMMARIES),
  listcompany3: page(COMPANY_SUMMARIES.map(({ id, name }) => ({ id, name }))),
  companyinfo: COMPANY_DETAIL,
  companyproduct: list(COMPANY_PRODUCTS),
  listcate: list<Category>(VIDEO_CATEGORIES),
  listManagementSystem: page([MANAGEMENT]),
  videoinfo: VIDEO_DETAIL,
  managementSystemInfo: MANAGEMENT,
  courseinfo: COURSE_DETAIL,
  liveinfo: LIVE_DETAIL,
  trainInfo: TRAINING_DETAIL,
  listproduct: { items: PRODUCT_CARDS, total: 45 },
  InfoFavActive: { status: -1 as const, id: null },
  addByUserFav: { status: 1 as const, id: 1 },
  deleteByUserFav: { status: -1 as const, id: null },
};
