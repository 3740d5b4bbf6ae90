// Every category group of the demo data, in one table (spec 01 §3 Category).
import { AssetList } from '../assets';
import { bannerSvg, paletteAt, type Motif } from '../svg';

export interface CategorySeed {
  cateId: number;
  cateName: string;
  cateValue: string;
  pCateValue: string;
  parentId: number;
  channel: string;
  remark: string;
  isRecommend: number;
  sort: number;
  image: string | null;
}

export const categoryAssets = new AssetList();

const group = (
  pCateValue: string,
  rows: [number, string, string?][],
  extra: Partial<CategorySeed> = {},
): CategorySeed[] =>
  rows.map(([cateId, cateName, remark], i) => ({
    cateId,
    cateName,
    cateValue: `${pCateValue}_${cateId}`,
    pCateValue,
    parentId: 0,
    channel: '',
    remark: remark ?? '',
    isRecommend: 0,
    sort: i + 1,
    image: null,
    ...extra,
  }));

const children = (pCateValue: string, parentId: number, rows: [number, string][]): CategorySeed[] =>
  group(pCateValue, rows).map((c) => ({ ...c, parentId }));

export const LAW_CATEGORIES = group(
  'law',
  [
    [122, '环境保护', '环境保护相关法律法规与标准'],
    [123, '消防咨询', '消防法律法规、部门规章与技术标准'],
    [124, '职业卫生', '职业病防治相关法律法规'],
    [125, '特种设备', '特种设备安全法律法规与安全技术规范'],
    [126, '安全生产', '安全生产法律法规与地方条例'],
    [127, '防雷检测', '防雷减灾法律法规与检测规范'],
  ],
  { channel: 'law' },
);

export const RECOMMEND_CATEGORIES = group(
  'recommend',
  [
    [39, '环境服务', '环评、排污许可、环境监测与危废管理'],
    [1902, '安全生产服务', '安全评价、标准化建设、隐患排查与托管'],
    [36, '消防服务', '消防设施维保、检测与消防安全评估'],
    [37, '特种设备服务', '电梯、锅炉、压力容器、起重机械检验维保'],
    [38, '职业卫生服务', '职业病危害因素检测与评价、职业健康监护'],
  ],
  { channel: 'policy', isRecommend: 1 },
);

export const CONTENT_CATEGORIES = group(
  'content',
  [
    [1829, '大事件', '平台大事记'],
    [1830, '客户案例', '服务客户的典型案例'],
    [1831, '产品知识', '安全产品的选型与使用知识'],
  ],
  { channel: 'content' },
);

export const EXPERT_GROUPS = {
  industry: group('industry', [
    [2001, '制造业'],
    [2002, '化工医药'],
    [2003, '建筑施工'],
    [2004, '仓储物流'],
    [2005, '商贸服务'],
    [2006, '电子电气'],
  ]),
  field: group('field', [
    [2011, '安全生产'],
    [2012, '消防安全'],
    [2013, '职业卫生'],
    [2014, '特种设备'],
    [2015, '环境保护'],
    [2016, '防雷减灾'],
  ]),
  special: group('special', [
    [2021, '隐患排查'],
    [2022, '应急预案'],
    [2023, '安全评价'],
    [2024, '标准化建设'],
    [2025, '安全培训'],
    [2026, '事故调查'],
  ]),
  supply: group('supply', [
    [2031, '技术咨询'],
    [2032, '检测检验'],
    [2033, '托管服务'],
    [2034, '培训服务'],
    [2035, '设备供应'],
  ]),
};

export const COMPANY_TOP = group('company', [
  [2101, '安全咨询服务'],
  [2102, '消防工程与维保'],
  [2103, '检测检验'],
  [2104, '安全培训'],
  [2105, '劳保用品与设备'],
  [2106, '环境服务'],
]);

export const COMPANY_SUB: CategorySeed[] = [
  ...children('company', 2101, [
    [2111, '安全评价'],
    [2112, '标准化咨询'],
    [2113, '应急预案编制'],
  ]),
  ...children('company', 2102, [
    [2121, '消防设施维保'],
    [2122, '消防工程施工'],
  ]),
  ...children('company', 2103, [
    [2131, '职业卫生检测'],
    [2132, '防雷检测'],
    [2133, '特种设备检验'],
  ]),
  ...children('company', 2104, [
    [2141, '特种作业培训'],
    [2142, '企业内训'],
  ]),
  ...children('company', 2105, [
    [2151, '个体防护装备'],
    [2152, '安全设备'],
  ]),
  ...children('company', 2106, [
    [2161, '环评服务'],
    [2162, '环境监测'],
  ]),
];

export const MEDIA_CATEGORIES = {
  video: group('video', [
    [2201, '安全生产'],
    [2202, '消防安全'],
    [2203, '职业卫生'],
    [2204, '特种设备'],
    [2205, '应急管理'],
  ]),
  live: group('live', [
    [2221, '专家直播'],
    [2222, '政策宣讲'],
    [2223, '案例复盘'],
  ]),
  course: group('course', [
    [2211, '法律法规'],
    [2212, '安全技术'],
    [2213, '消防知识'],
    [2214, '职业健康'],
  ]),
  management: group('management', [
    [2231, '安全管理制度'],
    [2232, '操作规程'],
    [2233, '应急管理'],
    [2234, '职业健康管理'],
  ]),
};

export const TRAIN_CATEGORIES = group('train', [
  [2301, '特种作业操作证'],
  [2302, '主要负责人与安全管理人员'],
  [2303, '注册安全工程师'],
  [2304, '消防设施操作员'],
  [2305, '职业健康培训'],
]);

const PRODUCT_TOP_ROWS: [number, string, Motif, [number, string][]][] = [
  [2401, '个体防护装备', 'helmet', [[2411, '安全帽'], [2412, '防护口罩'], [2413, '防护手套'], [2414, '安全鞋']]],
  [2402, '消防器材', 'flame', [[2421, '灭火器'], [2422, '消防水带'], [2423, '应急照明'], [2424, '烟感报警器']]],
  [2403, '安全检测仪器', 'chart', [[2431, '气体检测仪'], [2432, '噪声计'], [2433, '粉尘检测仪']]],
  [2404, '应急救援装备', 'cross', [[2441, '急救箱'], [2442, '正压式呼吸器'], [2443, '救援三脚架']]],
  [2405, '安全标识标牌', 'doc', [[2451, '禁止标识'], [2452, '警告标识'], [2453, '疏散指示'], [2454, '职业病危害告知卡']]],
];

export const PRODUCT_CATEGORIES: CategorySeed[] = PRODUCT_TOP_ROWS.flatMap(([id, name, m, subs], i) => [
  {
    ...group('product', [[id, name]])[0]!,
    sort: i + 1,
    image: categoryAssets.add(`product-cate-${id}.svg`, () =>
      bannerSvg({ w: 600, h: 240, title: name, subtitle: '安全赋能 · 品质保障', palette: paletteAt(i), motif: m }),
    ),
  },
  ...children('product', id, subs),
]);

/** Help categories (ids from 3000); their items are help infos (help.ts). */
export const HELP_CATEGORIES = group('help', [
  [3001, '新手指南'],
  [3002, '配送与售后'],
  [3003, '支付与发票'],
  [3004, '关于我们'],
]);

export function categorySeeds(): CategorySeed[] {
  return [
    ...LAW_CATEGORIES,
    ...RECOMMEND_CATEGORIES,
    ...CONTENT_CATEGORIES,
    ...Object.values(EXPERT_GROUPS).flat(),
    ...COMPANY_TOP,
    ...COMPANY_SUB,
    ...Object.values(MEDIA_CATEGORIES).flat(),
    ...TRAIN_CATEGORIES,
    ...PRODUCT_CATEGORIES,
    ...HELP_CATEGORIES,
  ];
}
