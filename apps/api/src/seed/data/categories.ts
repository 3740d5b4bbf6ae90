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

/** [id, name, recommended on /funeng] */
type Leaf = [number, string, 1?];

// Three levels (cate -> sub_cate -> s_sub_cate, spec 02 §2 Mall list). A third-level id is its parent's id
// and one digit, so the ids of the first two levels stay what they were.
const PRODUCT_TOP_ROWS: [number, string, Motif, [number, string, Leaf[]][]][] = [
  [2401, '个体防护装备', 'helmet', [
    [2411, '安全帽', [[24111, 'ABS 安全帽'], [24112, '玻璃钢安全帽'], [24113, '电绝缘安全帽']]],
    [2412, '防护口罩', [[24121, '防尘口罩', 1], [24122, '防毒口罩'], [24123, '防毒面具']]],
    [2413, '防护手套', [[24131, '涂层手套'], [24132, '防割手套'], [24133, '耐酸碱手套'], [24134, '绝缘手套']]],
    [2414, '安全鞋', [[24141, '防砸安全鞋'], [24142, '电绝缘鞋'], [24143, '防静电鞋']]],
  ]],
  [2402, '消防器材', 'flame', [
    [2421, '灭火器', [[24211, '干粉灭火器', 1], [24212, '二氧化碳灭火器'], [24213, '水基灭火器'], [24214, '灭火器维修服务']]],
    [2422, '消防水带', [[24221, '消防水带'], [24222, '软管卷盘'], [24223, '消火栓箱'], [24224, '消火栓检测服务']]],
    [2423, '应急照明', [[24231, '应急照明灯'], [24232, '疏散指示灯'], [24233, '防爆灯具'], [24234, '应急照明维护']]],
    [2424, '烟感报警器', [[24241, '独立式烟感'], [24242, '智能报警器']]],
  ]],
  [2403, '安全检测仪器', 'chart', [
    [2431, '气体检测仪', [[24311, '复合气体检测仪', 1], [24312, '单一气体检测仪'], [24313, '固定式气体探测器'], [24314, '检测仪校准服务']]],
    [2432, '噪声计', [[24321, '声级计'], [24322, '噪声剂量计'], [24323, '噪声检测服务']]],
    [2433, '粉尘检测仪', [[24331, '粉尘检测仪'], [24332, '粉尘采样器'], [24333, '粉尘检测服务']]],
  ]],
  [2404, '应急救援装备', 'cross', [
    [2441, '急救箱', [[24411, '急救箱'], [24412, '急救包'], [24413, 'AED 除颤器', 1], [24414, '急救培训']]],
    [2442, '正压式呼吸器', [[24421, '正压式空气呼吸器'], [24422, '逃生呼吸器'], [24423, '气瓶检测服务']]],
    [2443, '救援三脚架', [[24431, '救援三脚架'], [24432, '有限空间防护套装'], [24433, '救援演练服务']]],
  ]],
  [2405, '安全标识标牌', 'doc', [
    [2451, '禁止标识', [[24511, '禁止标志牌'], [24512, '禁止标志套装']]],
    [2452, '警告标识', [[24521, '警示贴'], [24522, '警告牌'], [24523, '警示胶带']]],
    [2453, '疏散指示', [[24531, '蓄光疏散标志', 1], [24532, '疏散图制作']]],
    [2454, '职业病危害告知卡', [[24541, '危害告知卡'], [24542, '告知卡定制服务'], [24543, '安全标识套装']]],
  ]],
];

export const PRODUCT_CATEGORIES: CategorySeed[] = PRODUCT_TOP_ROWS.flatMap(([id, name, m, subs], i) => [
  {
    ...group('product', [[id, name]])[0]!,
    sort: i + 1,
    image: categoryAssets.add(`product-cate-${id}.svg`, () =>
      bannerSvg({ w: 600, h: 240, title: name, subtitle: '安全赋能 · 品质保障', palette: paletteAt(i), motif: m }),
    ),
  },
  ...subs.flatMap(([subId, subName, leaves], j) => [
    { ...children('product', id, [[subId, subName]])[0]!, sort: j + 1 },
    ...children('product', subId, leaves.map(([leafId, leafName]) => [leafId, leafName])).map((c, k) => ({ ...c, isRecommend: leaves[k]![2] ?? 0 })),
  ]),
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
