// Companies (service providers) with licence, qualification images and 3–6 products each.
import type { FileItem } from '../../db/schema';
import { AssetList } from '../assets';
import { Rng } from '../random';
import { certificateSvg, licenceSvg, logoSvg, paletteAt, productSvg, type Motif } from '../svg';
import { dayFrom, seedDayOf, type SeedDay } from './seed-day';

export interface ProductSeed {
  name: string;
  price: string;
  unit: string;
  image: string;
  description: string;
}

export interface CompanySeed {
  ownerPhone: string | null;
  name: string;
  short: string;
  intro: string;
  description: string;
  licenseFile: string;
  licenseName: string;
  certFile: FileItem[];
  fileItems: FileItem[];
  auditStatus: number;
  contact: string;
  phone: string;
  tel: string;
  email: string;
  address: string;
  code: string;
  cates: number[];
  subCateId: number;
  recommendIds: number[];
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  createTime: string;
  products: ProductSeed[];
}

export const companyAssets = new AssetList();

/** [name, short name, top category, sub-category, county code, address] */
const COMPANIES: [string, string, number, number, number, string][] = [
  ['广州安信安全技术有限公司', '安信安全', 2101, 2112, 440106, '广州市天河区体育西路 191 号中石化大厦 B 座 18 楼'],
  ['广州穗安消防工程有限公司', '穗安消防', 2102, 2121, 440111, '广州市白云区白云大道北 1688 号'],
  ['东莞市莞安安全技术服务有限公司', '莞安安全', 2101, 2111, 441900003, '东莞市东城街道东纵路 208 号'],
  ['广东粤卫职业卫生检测有限公司', '粤卫检测', 2103, 2131, 440105, '广州市海珠区新港中路 397 号'],
  ['广州恒泰特种设备检测有限公司', '恒泰检测', 2103, 2133, 440112, '广州市黄埔区科学大道 18 号'],
  ['东莞市雷盾防雷科技有限公司', '雷盾防雷', 2103, 2132, 441900004, '东莞市南城街道鸿福路 106 号'],
  ['广州绿源环境技术有限公司', '绿源环境', 2106, 2161, 440113, '广州市番禺区市桥街光明北路 238 号'],
  ['东莞市安泰劳保用品有限公司', '安泰劳保', 2105, 2151, 441900111, '东莞市寮步镇香市路 55 号'],
  ['广州中安应急管理咨询有限公司', '中安应急', 2101, 2113, 440104, '广州市越秀区环市东路 368 号'],
  ['东莞市消安消防设备有限公司', '消安设备', 2102, 2122, 441900121, '东莞市虎门镇连升路 88 号'],
  ['广州华检检测技术有限公司', '华检技术', 2103, 2131, 440103, '广州市荔湾区芳村大道中 200 号'],
  ['东莞市智安科技有限公司', '智安科技', 2105, 2152, 441900401, '东莞市松山湖园区工业北路 6 号'],
  ['广州市南粤安全培训中心', '南粤培训', 2104, 2141, 440106, '广州市天河区中山大道西 89 号'],
  ['东莞市长安安全生产服务中心', '长安安服', 2101, 2112, 441900119, '东莞市长安镇长青南路 1 号'],
  ['广州天盾安全科技有限公司', '天盾安全', 2105, 2152, 440114, '广州市花都区新华街迎宾大道 95 号'],
  ['东莞市鼎盛消防工程有限公司', '鼎盛消防', 2102, 2121, 441900110, '东莞市常平镇常平大道 366 号'],
  ['广州宏达安全评价有限公司', '宏达评价', 2101, 2111, 440115, '广州市南沙区进港大道 80 号'],
  ['东莞市清源环保科技有限公司', '清源环保', 2106, 2162, 441900122, '东莞市厚街镇厚街大道东 28 号'],
  ['广州众诚职业健康管理有限公司', '众诚健康', 2103, 2131, 440104, '广州市越秀区东风中路 437 号'],
  ['东莞市华南特种设备维保有限公司', '华南特设', 2103, 2133, 441900113, '东莞市大朗镇富民中路 120 号'],
  ['广州安途应急救援装备有限公司', '安途救援', 2105, 2152, 440118, '广州市增城区荔城街府佑路 98 号'],
  ['东莞市松湖安全技术有限公司', '松湖安全', 2101, 2113, 441900401, '东莞市松山湖园区科技九路 1 号'],
  ['广州市白云区安达消防维保有限公司', '安达维保', 2102, 2121, 440111, '广州市白云区同和街同泰路 36 号'],
  ['东莞市虎门安防设备有限公司', '虎门安防', 2105, 2151, 441900121, '东莞市虎门镇银龙路 12 号'],
  ['广州诚信环境监测有限公司', '诚信监测', 2106, 2162, 440117, '广州市从化区街口街河滨北路 66 号'],
  ['东莞市厚街安全咨询服务有限公司', '厚街安咨', 2101, 2112, 441900122, '东莞市厚街镇康乐南路 18 号'],
  ['广州黄埔安全生产技术服务有限公司', '黄埔安服', 2101, 2111, 440112, '广州市黄埔区开创大道 2707 号'],
  ['东莞市塘厦消防技术有限公司', '塘厦消防', 2102, 2122, 441900116, '东莞市塘厦镇林村新城路 9 号'],
  ['广州番禺安全培训学校', '番禺培训', 2104, 2142, 440113, '广州市番禺区南村镇兴业大道 300 号'],
  ['东莞市南城检测技术有限公司', '南城检测', 2103, 2132, 441900004, '东莞市南城街道莞太大道 168 号'],
  ['广州越秀安全科技有限公司', '越秀安科', 2104, 2141, 440104, '广州市越秀区解放北路 618 号'],
  ['东莞市寮步劳保用品有限公司', '寮步劳保', 2105, 2151, 441900111, '东莞市寮步镇石龙坑路 21 号'],
  ['广州增城安全生产咨询有限公司', '增城安咨', 2101, 2113, 440118, '广州市增城区新塘镇港口大道 333 号'],
  ['广州南沙安全技术服务有限公司', '南沙安服', 2101, 2112, 440115, '广州市南沙区海滨路 171 号'],
  ['东莞市常平消防维保有限公司', '常平消防', 2102, 2121, 441900110, '东莞市常平镇环常北路 62 号'],
  ['广州从化环境检测有限公司', '从化环检', 2106, 2162, 440117, '广州市从化区城郊街从城大道 18 号'],
  ['东莞市大岭山安全培训中心', '大岭山培训', 2104, 2141, 441900118, '东莞市大岭山镇莞长路 228 号'],
  ['广州花都劳保用品有限公司', '花都劳保', 2105, 2151, 440114, '广州市花都区狮岭镇宝峰路 41 号'],
];

/** Audit status by index: most approved (1); a few under review (0/3) or rejected (2). */
const AUDIT: Record<number, number> = { 29: 0, 30: 2, 31: 3, 32: 0 };

const RECOMMEND_OF_TOP: Record<number, number> = { 2101: 1902, 2102: 36, 2103: 38, 2104: 1902, 2105: 1902, 2106: 39 };
/** Sub-categories served by another recommend id than their top category (37 特种设备服务). */
const RECOMMEND_OF_SUB: Record<number, number> = { 2133: 37 };

const MOTIF_OF_TOP: Record<number, Motif> = { 2101: 'shield', 2102: 'flame', 2103: 'chart', 2104: 'people', 2105: 'helmet', 2106: 'leaf' };

/** Product / service catalogue by top category: [name, price, unit, motif] */
const CATALOGUE: Record<number, [string, string, string, Motif][]> = {
  2101: [
    ['安全生产标准化咨询', '8800.00', '项', 'doc'],
    ['安全现状评价', '15000.00', '次', 'chart'],
    ['应急预案编制', '5000.00', '套', 'doc'],
    ['隐患排查服务', '3000.00', '次', 'shield'],
    ['安全生产托管服务', '12000.00', '年', 'people'],
    ['双重预防机制建设', '9800.00', '项', 'gear'],
  ],
  2102: [
    ['消防设施年度维保', '6800.00', '年', 'flame'],
    ['消防设施检测', '4500.00', '次', 'chart'],
    ['灭火器充装', '35.00', '具', 'flame'],
    ['消防工程改造', '20000.00', '项', 'gear'],
    ['消防控制室值班', '3500.00', '月', 'people'],
  ],
  2103: [
    ['职业病危害因素检测', '6000.00', '次', 'chart'],
    ['防雷装置检测', '1800.00', '次', 'bolt'],
    ['电梯定期检验', '800.00', '台', 'gear'],
    ['压力容器检验', '1200.00', '台', 'gear'],
    ['噪声检测', '1500.00', '次', 'chart'],
    ['粉尘浓度检测', '2000.00', '次', 'chart'],
  ],
  2104: [
    ['特种作业操作证培训', '980.00', '人', 'people'],
    ['安全管理人员培训', '1200.00', '人', 'people'],
    ['企业安全内训', '6000.00', '场', 'doc'],
    ['消防演练组织', '3800.00', '次', 'flame'],
    ['全员安全教育', '80.00', '人', 'people'],
  ],
  2105: [
    ['ABS 安全帽', '35.00', '顶', 'helmet'],
    ['KN95 防尘口罩', '120.00', '盒', 'shield'],
    ['丁腈防护手套', '8.00', '双', 'box'],
    ['防砸防刺安全鞋', '168.00', '双', 'box'],
    ['反光安全背心', '15.00', '件', 'shield'],
    ['四合一气体检测仪', '1680.00', '台', 'chart'],
  ],
  2106: [
    ['建设项目环境影响评价', '18000.00', '项', 'leaf'],
    ['排污许可申报', '5000.00', '项', 'doc'],
    ['废水废气监测', '3500.00', '次', 'chart'],
    ['危险废物管理咨询', '6000.00', '年', 'leaf'],
  ],
};

const CONTACTS = ['李四', '陈先生', '林小姐', '黄经理', '周工', '梁主任', '何小姐', '罗经理', '谢工', '吴先生', '郑小姐'];
const CERT_KINDS: Record<number, string[]> = {
  2101: ['安全评价机构资质证书', '安全生产标准化评审单位证书'],
  2102: ['消防设施维护保养检测资质', '消防设施工程专业承包资质'],
  2103: ['检验检测机构资质认定证书', '职业卫生技术服务机构资质'],
  2104: ['安全培训机构备案证明', '特种作业考试点证书'],
  2105: ['特种劳动防护用品安全标志', 'ISO 9001 质量管理体系认证'],
  2106: ['环境监测资质证书', 'ISO 14001 环境管理体系认证'],
};

/** A made-up but well-formed 18-character unified social credit code. */
const creditCode = (i: number, county: number) => `91${String(county).slice(0, 6)}MA${String(5000000 + i * 7331).slice(0, 7)}${'ABCDEFGHJK'[i % 10]}${i % 10}`.slice(0, 18);

/** Companies joined over the past year, the newest 12 days before the seed ran (never in the future). */
const joinedDaysAgo = (i: number) => 12 + (COMPANIES.length - 1 - i) * 9;

export function companySeeds(today: SeedDay = seedDayOf()): CompanySeed[] {
  const rng = new Rng(7070);
  return COMPANIES.map(([name, short, top, sub, county, address], i) => {
    const palette = paletteAt(i + 2);
    const code = creditCode(i, county);
    const logo = companyAssets.add(`company-${i + 1}-logo.svg`, () => logoSvg({ short, palette, motif: MOTIF_OF_TOP[top]! }));
    const licence = companyAssets.add(`company-${i + 1}-licence.svg`, () => licenceSvg({ name, code }));
    const certs = (CERT_KINDS[top] ?? []).map((kind, k) => ({
      FileName: `${kind}.svg`,
      FileUrl: companyAssets.add(`company-${i + 1}-cert-${k + 1}.svg`, () => certificateSvg({ holder: name, kind, palette: paletteAt(i + k) })),
    }));
    const catalogue = CATALOGUE[top]!;
    const products = rng.sample(catalogue, rng.int(3, Math.min(6, catalogue.length))).map((entry) => {
      const [pname, price, unit, m] = entry;
      const n = catalogue.indexOf(entry);
      return {
        name: pname,
        price,
        unit,
        image: companyAssets.add(`product-${top}-${n + 1}.svg`, () => productSvg({ name: pname, palette: paletteAt(top + n), motif: m })),
        description: `${short}提供的${pname}，价格含税，按${unit}计费。`,
      };
    });
    const cityCode = String(county).startsWith('4419') ? '441900' : '440100';
    return {
      ownerPhone: i === 0 ? '13800000002' : null,
      name,
      short,
      intro: [
        `<p><strong>${name}</strong>成立于 ${2008 + (i % 14)} 年，位于${address.slice(0, 6)}，是一家专注于${CATALOGUE[top]![0]![0]}等业务的专业服务机构。</p>`,
        `<p>公司现有员工 ${30 + i * 3} 人，其中注册安全工程师、注册消防工程师等专业技术人员 ${8 + (i % 9)} 人，已累计服务企业 ${300 + i * 41} 家。</p>`,
        '<h3>服务优势</h3>',
        '<ul><li>资质齐全，出具报告合法有效</li><li>专家团队现场服务，响应及时</li><li>广州、东莞两地均设有服务网点</li></ul>',
      ].join('\n'),
      description: `${short}：${catalogue
        .slice(0, 3)
        .map((c) => c[0])
        .join('、')}等服务。`,
      licenseFile: licence,
      licenseName: `${name}营业执照.svg`,
      certFile: certs,
      fileItems: [{ FileName: `${short}.svg`, FileUrl: logo }],
      auditStatus: AUDIT[i] ?? 1,
      contact: i === 0 ? '李四' : CONTACTS[i % CONTACTS.length]!,
      phone: i === 0 ? '13800000002' : `137${String(10000000 + i * 104729).slice(0, 8)}`,
      tel: cityCode === '441900' ? `0769-22${String(100000 + i * 137).slice(0, 6)}` : `020-38${String(100000 + i * 137).slice(0, 6)}`,
      email: `service${i + 1}@company${i + 1}.example`,
      address,
      code,
      cates: [top, sub],
      subCateId: sub,
      recommendIds: [RECOMMEND_OF_SUB[sub] ?? RECOMMEND_OF_TOP[top]!],
      provinceCode: '440000',
      cityCode,
      countyCode: String(county),
      createTime: dayFrom(today, -joinedDaysAgo(i), 9 + (i % 9), (i * 17) % 60),
      products,
    };
  });
}
