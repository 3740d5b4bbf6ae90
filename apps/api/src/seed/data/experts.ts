// Experts (spec 01 §3 Expert): 32 with realistic titles and organisations; a few are unbound (user_id 0).
import type { FileItem } from '../../db/schema';
import { AssetList } from '../assets';
import { Rng, time2026 } from '../random';
import { avatarSvg, certificateSvg, paletteAt } from '../svg';
import { EXPERT_GROUPS } from './categories';

export interface ExpertSeed {
  /** user id by demo phone, resolved when seeding; null = unbound */
  boundPhone: string | null;
  name: string;
  sex: 'male' | 'female';
  phone: string;
  title: string;
  description: string;
  intro: string;
  price: string;
  avatar: string;
  certFile: FileItem[];
  industrys: number[];
  fields: number[];
  specials: number[];
  supplys: number[];
  recommendIds: number[];
  expert: string;
  technology: string;
  position: string;
  auditStatus: number;
  createTime: string;
}

export const expertAssets = new AssetList();

/** [name, sex, title, position, field index (EXPERT_GROUPS.field), expertise, technology] */
const PEOPLE: [string, 'male' | 'female', string, string, number, string, string][] = [
  ['赵六', 'male', '注册安全工程师（高级）', '广东省安全生产科学技术研究院', 0, '安全生产标准化建设、双重预防机制', '风险分级管控与隐患排查治理'],
  ['陈志强', 'male', '教授级高级工程师', '华南理工大学安全科学与工程学院', 0, '重大危险源辨识与安全评价', '化工过程安全、HAZOP分析'],
  ['李建国', 'male', '注册消防工程师（一级）', '广州市消防协会专家委员会', 1, '建筑防火设计审查、消防安全评估', '消防设施检测与维护'],
  ['王海燕', 'female', '职业卫生高级工程师', '广东省职业病防治院', 2, '职业病危害评价、职业健康监护', '粉尘与噪声危害控制'],
  ['张伟明', 'male', '特种设备检验师', '广州市特种设备检测研究院', 3, '电梯、起重机械安全评估', '特种设备检验检测'],
  ['刘晓东', 'male', '高级工程师', '东莞市安全生产协会', 0, '中小企业安全托管、隐患排查', '机械安全与防护'],
  ['黄丽娟', 'female', '环境影响评价工程师', '广东省环境科学研究院', 4, '建设项目环评、排污许可', '大气与水污染治理'],
  ['林国栋', 'male', '防雷工程高级工程师', '广东省防雷中心', 5, '防雷装置设计审核与检测', '雷电防护与接地技术'],
  ['吴俊杰', 'male', '注册安全工程师', '东莞市应急管理专家库', 0, '应急预案编制与应急演练评估', '事故应急救援'],
  ['周文华', 'female', '副教授', '中山大学公共卫生学院', 2, '职业流行病学、职业健康管理体系', '职业健康风险评估'],
  ['徐立新', 'male', '安全评价师（一级）', '广州中安应急管理咨询有限公司', 0, '安全现状评价、安全验收评价', '危险化学品安全管理'],
  ['孙佳慧', 'female', '注册消防工程师（一级）', '东莞市消防技术服务行业协会', 1, '消防安全管理、消防控制室管理', '火灾自动报警系统'],
  ['马振宇', 'male', '高级工程师', '广东省特种设备检测研究院东莞检测院', 3, '压力容器与压力管道检验', '无损检测技术'],
  ['朱红梅', 'female', '高级工程师', '广州市职业卫生技术服务中心', 2, '职业病危害因素检测', '工作场所空气检测'],
  ['胡永平', 'male', '研究员', '应急管理部华南安全技术研究中心', 0, '粉尘防爆、有限空间作业安全', '粉尘爆炸防控技术'],
  ['郭晓峰', 'male', '注册安全工程师', '广州开发区应急管理专家组', 0, '工贸企业重大事故隐患判定', '机械伤害与电气安全'],
  ['何敏', 'female', '高级经济师', '广东省安全生产责任保险服务中心', 0, '安全生产责任保险、事故预防服务', '安全生产经济分析'],
  ['高建军', 'male', '消防高级工程师（退休）', '原东莞市消防救援支队', 1, '火灾事故调查、消防监督检查', '火灾原因认定'],
  ['罗志华', 'male', '高级工程师', '广东省建筑安全协会', 0, '建筑施工安全、高处作业防护', '深基坑与脚手架安全'],
  ['梁德成', 'male', '高级工程师', '华南理工大学环境与能源学院', 4, '危险废物管理、环境应急预案', '固体废物处置技术'],
  ['谢雨婷', 'female', '注册安全工程师', '东莞市松山湖安全生产服务中心', 0, '电子制造企业安全管理', '洁净厂房安全'],
  ['宋国庆', 'male', '特种设备检验师', '广州市特种设备行业协会', 3, '锅炉安全与节能', '锅炉检验与水处理'],
  ['郑海波', 'male', '高级工程师', '广州港集团安全管理部', 0, '港口与仓储物流安全', '危险货物储运安全'],
  ['韩雪', 'female', '讲师', '广东安全职业技术学院', 0, '安全培训课程开发', '安全教育与行为安全'],
  ['唐立军', 'male', '防雷检测工程师', '东莞市气象灾害防御中心', 5, '防雷装置定期检测', '易燃易爆场所防雷'],
  ['冯志远', 'male', '高级工程师', '广东省化工安全技术中心', 0, '危化品企业安全风险评估', '反应安全风险评估'],
  ['曾庆华', 'male', '注册消防工程师（二级）', '广州穗安消防工程有限公司', 1, '消防工程施工与验收', '自动喷水灭火系统'],
  ['彭丽', 'female', '主任医师', '东莞市职业病防治中心', 2, '职业病诊断、职业健康检查', '尘肺病防治'],
  ['邓子豪', 'male', '工程师', '东莞市智安科技有限公司', 0, '安全生产信息化、智能监测', '物联网安全监测'],
  ['许明辉', 'male', '高级工程师', '广州市应急管理专家库', 0, '事故调查分析与整改评估', '事故致因分析'],
  ['叶春燕', 'female', '环境监测高级工程师', '广州诚信环境监测有限公司', 4, '环境监测与排污自行监测', '水质与废气监测'],
  ['苏文斌', 'male', '高级工程师', '佛山市安全生产技术服务中心', 0, '金属加工企业安全管理', '冲压设备安全防护'],
];

const idsOf = (g: keyof typeof EXPERT_GROUPS) => EXPERT_GROUPS[g].map((c) => c.cateId);

export function expertSeeds(): ExpertSeed[] {
  const rng = new Rng(4040);
  const industries = idsOf('industry');
  const fields = idsOf('field');
  const specials = idsOf('special');
  const supplys = idsOf('supply');
  const recommendFor = [1902, 36, 38, 37, 39, 1902];
  return PEOPLE.map(([name, sex, title, position, fieldIdx, expertise, technology], i) => {
    const field = fields[fieldIdx]!;
    const unbound = i === 7 || i === 17 || i === 29;
    const avatar = expertAssets.add(`expert-${i + 1}.svg`, () => avatarSvg({ name, palette: paletteAt(i) }));
    const cert = expertAssets.add(`expert-cert-${(i % 4) + 1}.svg`, () =>
      certificateSvg({ holder: '专家资格证书', kind: ['注册安全工程师证书', '高级职称证书', '注册消防工程师证书', '专家聘书'][i % 4]!, palette: paletteAt(i % 4) }),
    );
    const years = 10 + (i % 18);
    return {
      boundPhone: i === 0 ? '13800000004' : null,
      name,
      sex,
      phone: `139${String(22000000 + i * 7919).padStart(8, '0')}`,
      title,
      description: `${position}，从事相关工作${years}年，擅长${expertise}。`,
      intro: [
        `<p><strong>${name}</strong>，${title}，现任职于${position}，从业${years}年。</p>`,
        `<p>主要研究与服务方向：${expertise}。在${technology}方面有丰富的实践经验，先后为广州、东莞地区 ${80 + i * 7} 家企业提供技术咨询服务。</p>`,
        '<h3>主要经历</h3>',
        `<ul><li>参与编制地方标准和行业指南 ${2 + (i % 4)} 项</li><li>担任多地应急管理部门专家库成员</li><li>主持或参与重大事故隐患排查与整改评估项目</li></ul>`,
      ].join('\n'),
      price: String(99 + (i % 6) * 100) + '.00',
      avatar,
      certFile: [{ FileName: '资格证书.svg', FileUrl: cert }],
      industrys: rng.sample(industries, rng.int(1, 2)).sort((a, b) => a - b),
      fields: [field],
      specials: rng.sample(specials, rng.int(1, 3)).sort((a, b) => a - b),
      supplys: rng.sample(supplys, rng.int(1, 2)).sort((a, b) => a - b),
      recommendIds: [recommendFor[fieldIdx]!],
      expert: expertise,
      technology,
      position,
      auditStatus: 1,
      createTime: time2026(5 + i * 9, 9 + (i % 8), (i * 13) % 60),
      ...(unbound ? { boundPhone: null } : {}),
    };
  });
}

/** Indices (0-based, in expertSeeds order) of experts deliberately left unbound (user_id 0). */
export const UNBOUND_EXPERTS = [7, 17, 29];
