// Default mock answers of the portal content endpoints (contract/content-endpoints.ts).
import type { Article, Category, CompanySummary, Expert, Media } from '../contract/entities';
import type { Company, CompanyProduct, ProductCard } from '../contract/content-entities';
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

const page = <T>(items: T[]): Page<T> => ({ items, total: items.length });
const list = <T>(items: T[]): Items<T> => ({ items });

export const contentFixtures = {
  articleinfo: ARTICLE_DETAIL,
  ChannelPolicyList: page([ARTICLE_DETAIL]),
  listexpertMenu: page<Expert>([]),
  expertinfo: {
    id: 1,
    user_id: 1004,
    name: '赵六',
    title: '高级工程师',
    description: '注册安全工程师，从事安全评价 15 年。',
    intro: '<p>长期从事危险化学品企业安全评价。</p>',
    price: '200.00',
    cert_file: [],
    industrys_name: '化工',
    fields_name: '安全评价',
    specials_name: '危化品',
    supplys_name: '咨询服务',
    expert: '危险化学品安全',
    technology: '安全评价',
    position: '广州安信安全技术有限公司',
    firstFile: img('expert-1.svg'),
  },
  listcompany: page(COMPANY_SUMMARIES),
  listcompany3: page(COMPANY_SUMMARIES.map(({ id, name }) => ({ id, name }))),
  companyinfo: COMPANY_DETAIL,
  companyproduct: list(COMPANY_PRODUCTS),
  listcate: list<Category>([]),
  listManagementSystem: page([MANAGEMENT]),
  videoinfo: { ...MANAGEMENT, id: 601, kind: 'video' as const, name: '有限空间作业安全培训', file_url: '/api/files/seed/video-1.mp4' },
  managementSystemInfo: MANAGEMENT,
  courseinfo: { ...MANAGEMENT, id: 701, kind: 'course' as const, name: '消防安全培训课件' },
  liveinfo: { ...MANAGEMENT, id: 801, kind: 'live' as const, name: '安全生产月直播讲座' },
  trainInfo: {
    id: 901,
    name: '特种作业人员安全技术培训',
    price: '680.00',
    cate_id: null,
    cate_name: '特种作业',
    update_time: '2026-12-01 09:00:00',
    end_time: '2026-12-05 17:00:00',
    intro: '<p>理论与实操相结合。</p>',
    firstFile: img('training-1.svg'),
  },
  listproduct: page(PRODUCT_CARDS),
  InfoFavActive: { status: -1 as const, id: null },
  addByUserFav: { status: 1 as const, id: 1 },
  deleteByUserFav: { status: -1 as const, id: null },
};
