// Articles of every channel: policy, news, prevention, case (26+ each, so lists page at 20), law (8 per
// category 122–127, several with a PDF) and the content centre (12 per category 1829–1831).
import type { FileItem } from '../../db/schema';
import { AssetList } from '../assets';
import { documentPdfAsset } from '../pdf';
import { Rng, time2026 } from '../random';
import { coverSvg, paletteAt, type Motif } from '../svg';
import { lawDocument } from './documents';

export interface ArticleSeed {
  title: string;
  channel: string;
  cateId: number | null;
  intro: string;
  addFrom: string;
  author: string;
  cover: string | null;
  resourceItems: FileItem[];
  recommendIds: number[];
  createTime: string;
}

export const articleAssets = new AssetList();

export const XSS_ARTICLE_TITLE = '安全提示：警惕钓鱼链接';

const POLICY = [
  '《广东省安全生产条例》修订要点解读',
  '解读《工贸企业重大事故隐患判定标准》',
  '广州市2026年安全生产工作要点政策解读',
  '东莞市工贸企业安全生产标准化建设补贴政策解读',
  '《生产经营单位安全培训规定》修改内容解读',
  '一图读懂：安全生产治本攻坚三年行动方案',
  '解读《重大火灾隐患判定规则》',
  '关于加强有限空间作业安全管理的通知解读',
  '《职业病防治法》用人单位主体责任解读',
  '特种设备安全监督检查办法要点解读',
  '《广东省消防工作若干规定》政策问答',
  '安全生产责任保险实施办法解读',
  '《企业安全生产费用提取和使用管理办法》解读',
  '东莞市“三小场所”消防安全管理新规解读',
  '危险化学品企业安全风险隐患排查治理导则解读',
  '粉尘防爆安全规程新旧对比解读',
  '广州市推进安全生产社会化服务的实施意见解读',
  '《建设工程消防设计审查验收管理暂行规定》解读',
  '新版《安全生产许可证条例》变化要点',
  '工贸企业有限空间作业安全规定解读',
  '解读《生产安全事故应急预案管理办法》修订',
  '广东省安全生产举报奖励办法解读',
  '《用人单位职业健康监护监督管理办法》解读',
  '电动自行车消防安全管理规定政策解读',
  '解读《防雷减灾管理办法》中企业的责任',
  '中小企业安全生产托管服务政策解读',
];

const NEWS = [
  '广州市启动2026年“安全生产月”活动',
  '东莞市应急管理局部署汛期安全防范工作',
  '省应急管理厅通报一季度全省安全生产形势',
  '广州开发区举办危化品企业应急救援联合演练',
  '东莞松山湖园区开展消防安全专项检查',
  '全省工贸行业安全生产专项整治推进会在广州召开',
  '2026年广东省职业健康宣传周活动启动',
  '广州市特种设备安全监管信息平台正式上线',
  '东莞举办中小企业安全生产服务对接会',
  '天河区开展高层建筑消防安全大排查',
  '南沙区组织港口企业开展防台风应急演练',
  '东莞长安镇推进“安全生产服务进企业”活动',
  '广州市发布夏季高温作业职业健康提示',
  '番禺区开展有限空间作业安全执法检查',
  '东莞市举办2026年安全生产知识竞赛决赛',
  '黄埔区推进重点企业安全风险分级管控',
  '广东省防雷减灾工作会议强调汛期防雷安全',
  '广州市开展电动自行车充电场所安全整治',
  '东莞厚街镇家具企业粉尘涉爆专项治理取得成效',
  '白云区举办物流仓储企业消防培训',
  '广州市应急管理局通报第三季度执法检查情况',
  '东莞市公布安全生产社会化服务机构名单',
  '“安全生产月”广东分会场活动在东莞举行',
  '增城区开展工业园区防汛防风检查',
  '广州地铁开展运营突发事件应急演练',
  '东莞虎门镇开展服装企业消防安全培训',
];

const PREVENTION = [
  '企业防汛防台风“十要点”',
  '夏季高温期间企业防暑降温工作指引',
  '工厂车间电气火灾预防措施',
  '仓储物流企业消防安全管理要点',
  '有限空间作业：先通风、再检测、后作业',
  '粉尘涉爆企业防爆措施实务',
  '企业雷电灾害防御指南',
  '危化品仓库日常安全检查清单',
  '企业应急预案编制与演练实务',
  '员工宿舍消防安全管理十项规定',
  '厨房燃气安全使用与泄漏应急处置',
  '叉车作业安全操作要点',
  '冬季企业防火防冻注意事项',
  '锂电池生产储存企业火灾预防',
  '电动自行车充电安全“五不要”',
  '建筑工地高处作业防坠落措施',
  '企业如何开展安全风险辨识与评估',
  '机械设备防护装置设置要求',
  '台风过境后企业复工复产安全检查要点',
  '动火作业安全管理“八不动火”',
  '企业消防控制室值班操作规范',
  '压力容器日常维护保养要点',
  '噪声作业场所职业危害防护',
  '企业安全生产隐患自查自纠指南',
  '临时用电安全管理规范要点',
  '化学品泄漏现场应急处置流程',
];

const CASES = [
  '某五金厂粉尘爆炸事故案例分析',
  '某仓库电气线路短路引发火灾案例',
  '某污水处理站有限空间中毒事故分析',
  '某工地塔吊倒塌事故调查报告解读',
  '某化工厂反应釜超压爆炸事故警示',
  '某电子厂员工宿舍火灾案例分析',
  '某物流园叉车伤人事故案例',
  '某餐饮店燃气爆炸事故教训',
  '某家具厂喷漆房火灾事故分析',
  '某纺织厂职业性噪声聋案例',
  '某建筑工地高处坠落事故案例',
  '某商场电梯困人事件处置分析',
  '某锂电池仓库自燃事故警示',
  '某食品厂液氨泄漏事故案例',
  '某机械厂冲床伤手事故分析',
  '某小区电动自行车充电起火案例',
  '某企业违规动火作业引发火灾事故',
  '某电镀厂危险废物违规处置案例',
  '某港口起重机械事故案例',
  '某印刷厂有机溶剂中毒事故分析',
  '某厂房雷击起火事故案例',
  '某装修工地违规电焊引发火灾',
  '某酒店锅炉房安全事故警示',
  '某冷库氨制冷系统泄漏事故',
  '某制衣厂消防通道堵塞被处罚案例',
  '某金属加工企业受限空间窒息事故',
];

/** [category id, title, English title for the PDF (only the first three of each category get one)] */
/** [title, with a PDF of the text] by law category */
const LAWS: Record<number, [string, boolean?][]> = {
  122: [
    ['中华人民共和国环境保护法', true],
    ['中华人民共和国大气污染防治法', true],
    ['中华人民共和国水污染防治法', true],
    ['中华人民共和国固体废物污染环境防治法'],
    ['中华人民共和国环境影响评价法'],
    ['中华人民共和国噪声污染防治法'],
    ['广东省环境保护条例'],
    ['排污许可管理条例'],
  ],
  123: [
    ['中华人民共和国消防法', true],
    ['机关、团体、企业、事业单位消防安全管理规定', true],
    ['广东省消防工作若干规定', true],
    ['建设工程消防设计审查验收管理暂行规定'],
    ['重大火灾隐患判定规则'],
    ['社会消防技术服务管理规定'],
    ['消防监督检查规定'],
    ['高层民用建筑消防安全管理规定'],
  ],
  124: [
    ['中华人民共和国职业病防治法', true],
    ['工作场所职业卫生管理规定', true],
    ['职业病危害项目申报办法', true],
    ['用人单位职业健康监护监督管理办法'],
    ['建设项目职业病防护设施“三同时”监督管理办法'],
    ['职业病诊断与鉴定管理办法'],
    ['尘肺病防治攻坚行动方案'],
    ['工作场所有害因素职业接触限值'],
  ],
  125: [
    ['中华人民共和国特种设备安全法', true],
    ['特种设备安全监察条例', true],
    ['特种设备作业人员监督管理办法', true],
    ['特种设备使用管理规则'],
    ['电梯维护保养规则'],
    ['压力容器定期检验规则'],
    ['起重机械安全技术规程'],
    ['广东省特种设备安全条例'],
  ],
  126: [
    ['中华人民共和国安全生产法', true],
    ['广东省安全生产条例', true],
    ['生产安全事故报告和调查处理条例', true],
    ['生产安全事故应急条例'],
    ['安全生产许可证条例'],
    ['生产经营单位安全培训规定'],
    ['工贸企业重大事故隐患判定标准'],
    ['安全生产事故隐患排查治理暂行规定'],
  ],
  127: [
    ['中华人民共和国气象法', true],
    ['防雷减灾管理办法', true],
    ['雷电防护装置检测资质管理办法', true],
    ['建筑物防雷设计规范'],
    ['广东省防御雷电灾害管理规定'],
    ['气象灾害防御条例'],
    ['雷电防护装置设计审核和竣工验收规定'],
    ['建筑物防雷装置检测技术规范'],
  ],
};

const LAW_ISSUERS: Record<number, string> = {
  122: '全国人民代表大会常务委员会 / 生态环境部',
  123: '全国人民代表大会常务委员会 / 应急管理部',
  124: '全国人民代表大会常务委员会 / 国家卫生健康委员会',
  125: '全国人民代表大会常务委员会 / 国家市场监督管理总局',
  126: '全国人民代表大会常务委员会 / 广东省人民代表大会常务委员会',
  127: '全国人民代表大会常务委员会 / 中国气象局',
};

const CONTENT: Record<number, string[]> = {
  1829: [
    '安服通平台东莞站正式上线',
    '平台与广州市安全生产协会签署战略合作协议',
    '平台入驻服务商突破300家',
    '首届粤港澳大湾区安全生产服务大会在广州举办',
    '平台专家库扩容至200位行业专家',
    '“百家大讲堂”直播栏目正式开播',
    '平台获评广东省中小企业公共服务示范平台',
    '平台与东莞职业技术学院共建安全实训基地',
    '平台2.0版本发布：上线询价与在线咨询',
    '平台开通微信扫码登录',
    '《2026安全生产社会化服务白皮书》发布',
    '“安全护航千企行”公益活动启动',
  ],
  1830: [
    '某电子制造企业安全生产标准化达标服务案例',
    '某物流园区消防安全托管服务案例',
    '某化工企业HAZOP分析咨询案例',
    '某家具企业粉尘防爆改造案例',
    '某商业综合体消防设施维保案例',
    '某食品企业职业卫生检测与评价案例',
    '某汽车零部件企业特种设备检验案例',
    '某工业园区防雷装置检测案例',
    '某制衣企业消防隐患整改案例',
    '某医药企业应急预案编制与演练案例',
    '某港口企业安全现状评价案例',
    '某五金企业有限空间管理体系建设案例',
  ],
  1831: [
    '灭火器的选型与配置要点',
    '如何选择合适的防护口罩',
    '可燃气体报警器安装要点',
    '安全帽的正确佩戴与报废标准',
    '应急照明与疏散指示标志的设置',
    '消防水带与水枪的使用方法',
    '防静电工作服选购指南',
    '安全带与速差防坠器的区别',
    '感烟火灾探测器的日常维护',
    '噪声防护耳塞与耳罩对比',
    '防爆电气设备标志解读',
    '紧急洗眼器的设置要求',
  ],
};

const SOURCES: Record<string, string[]> = {
  policy: ['广东省应急管理厅', '广州市应急管理局', '东莞市应急管理局', '广东省消防救援总队', '广东省市场监督管理局'],
  news: ['广州日报', '南方日报', '东莞日报', '广州市应急管理局', '东莞市应急管理局', '平台编辑部'],
  prevention: ['平台编辑部', '广东省安全生产科学技术研究院', '东莞市安全生产协会', '广州市消防救援支队'],
  case: ['平台编辑部', '中国安全生产网', '广东省应急管理厅', '东莞市应急管理局'],
  law: ['国家法律法规数据库', '广东省人大常委会', '应急管理部'],
  content: ['平台编辑部', '平台市场部', '平台产品部'],
};
const AUTHORS = ['陈晓明', '林嘉怡', '黄志伟', '周若琳', '梁俊豪', '何静', '罗海燕', '谢文轩', '平台编辑部'];

const LEADS: Record<string, ((t: string) => string)[]> = {
  policy: [
    (t) => `近日，相关部门正式发布了新的政策文件。为帮助企业准确把握政策要求，本文围绕“${t}”进行梳理，重点说明适用范围、主要变化和企业需要落实的措施。`,
    (t) => `“${t}”是今年企业普遍关注的话题。本次政策调整进一步压实了企业安全生产主体责任，对主要负责人、安全管理机构和从业人员都提出了更具体的要求。`,
    (t) => `为推动政策落地见效，我们邀请平台专家对“${t}”进行解读，帮助广州、东莞地区的中小企业理清思路、对照落实。`,
  ],
  news: [
    (t) => `本网讯&#12288;${t}。活动现场，相关负责人表示，要坚持人民至上、生命至上，把安全生产各项措施落实到每一个岗位、每一名员工。`,
    (t) => `近日，${t}。此次行动覆盖辖区重点行业领域，检查组深入企业生产一线，对照问题清单逐项核查。`,
    (t) => `记者从有关部门获悉，${t}，进一步夯实了基层安全生产基础，提升了企业应急处置能力。`,
  ],
  prevention: [
    (t) => `${t}是企业日常安全管理的重要内容。本文结合广州、东莞地区企业的实际情况，整理了一份便于对照执行的操作指引。`,
    (t) => `很多事故都源于日常管理中的疏忽。围绕“${t}”，企业应当建立制度、明确责任、定期检查，把风险消灭在萌芽状态。`,
    (t) => `为帮助企业做好防灾减灾工作，平台专家就“${t}”总结了以下要点，供企业安全管理人员参考。`,
  ],
  case: [
    (t) => `本文介绍的是“${t}”。通过还原事故经过、分析事故原因，希望引起同类企业的高度重视，举一反三，防止类似事故再次发生。`,
    (t) => `事故调查表明，“${t}”中暴露出企业安全管理制度不健全、隐患排查流于形式等突出问题。`,
    (t) => `血的教训警示我们：安全无小事。下面对“${t}”进行复盘，并给出针对性的防范建议。`,
  ],
  content: [
    (t) => `${t}。这是平台在服务广州、东莞企业过程中的又一项进展，也是我们持续完善安全服务生态的一部分。`,
    (t) => `本期内容：${t}。我们整理了关键信息和实践经验，方便企业快速了解并应用到实际工作中。`,
  ],
};

const SECTIONS: Record<string, { h: string; items: string[] }[]> = {
  policy: [
    { h: '一、主要变化', items: ['明确主要负责人是本单位安全生产第一责任人', '要求建立全员安全生产责任制并定期考核', '细化安全生产费用的提取标准和使用范围', '增加对违法行为的处罚力度'] },
    { h: '一、适用范围', items: ['本行政区域内从事生产经营活动的单位', '工贸、危化、建筑施工等重点行业领域', '劳务派遣单位和被派遣劳动者', '承包、承租场所的生产经营单位'] },
    { h: '二、企业需要做什么', items: ['对照新规修订安全生产管理制度和操作规程', '组织主要负责人和安全管理人员参加培训', '开展一次全面的隐患排查并建立台账', '按要求投保安全生产责任保险'] },
    { h: '二、重点条款解读', items: ['重大事故隐患实行挂牌督办，整改前不得恢复生产', '有限空间作业必须执行审批制度', '外包作业发包单位承担统一协调管理责任', '隐患排查治理情况应向从业人员通报'] },
  ],
  news: [
    { h: '活动亮点', items: ['多部门联合开展，覆盖重点企业', '组织专家现场指导隐患整改', '同步开展安全宣传咨询', '现场演示应急救援装备使用'] },
    { h: '检查情况', items: ['检查企业 126 家，发现隐患 318 项', '当场整改 265 项，限期整改 53 项', '约谈企业负责人 12 人', '对 3 家企业依法立案查处'] },
    { h: '下一步工作', items: ['持续开展“回头看”复查', '加强对小微企业的帮扶指导', '推动安全生产社会化服务全覆盖', '强化执法与服务相结合'] },
  ],
  prevention: [
    { h: '一、事前准备', items: ['明确责任人和应急联系方式', '检查消防设施、排水设施是否完好', '准备沙袋、挡水板、应急照明等物资', '组织员工学习应急处置流程'] },
    { h: '一、常见风险', items: ['电气线路老化、私拉乱接', '可燃物堆放过多、通道堵塞', '违章作业、无证上岗', '防护设施缺失或失效'] },
    { h: '二、现场管控', items: ['作业前进行安全技术交底', '设置警示标识并安排专人监护', '配备合格的个体防护用品', '发现异常立即停止作业并报告'] },
    { h: '三、日常检查清单', items: ['每日班前检查设备状态', '每周开展一次专项检查', '每月组织一次综合检查', '检查结果记录存档并跟踪整改'] },
  ],
  case: [
    { h: '一、事故经过', items: ['作业人员未按规定办理作业审批', '现场未配备检测仪器和防护用品', '发现险情后盲目施救导致伤亡扩大', '企业未能第一时间启动应急预案'] },
    { h: '二、原因分析', items: ['直接原因：违章作业、设备带病运行', '间接原因：安全培训缺失、责任制不落实', '隐患排查治理流于形式', '外包单位管理混乱'] },
    { h: '三、防范措施', items: ['严格落实作业审批和现场监护制度', '定期组织员工安全培训和应急演练', '建立隐患排查治理闭环管理机制', '加强对承包商和外来人员的安全管理'] },
  ],
  content: [
    { h: '项目背景', items: ['客户分布在广州、东莞多个园区', '原有安全管理依赖纸质台账', '多项检测检验到期未复检', '员工安全培训覆盖率不足'] },
    { h: '主要做法', items: ['派驻专家开展现场诊断', '制定“一企一策”整改方案', '搭建线上隐患排查台账', '组织全员安全培训与应急演练'] },
    { h: '要点速览', items: ['按场所危险等级选择型号和数量', '关注产品认证标志和有效期', '定期检查、维护并记录', '建立领用和报废管理制度'] },
  ],
};

const CLOSINGS = [
  '企业应当以此为契机，全面排查安全风险，切实把各项安全措施落到实处。',
  '安全生产没有旁观者，每一位员工都是安全的守护者。',
  '如需进一步了解相关要求，可在平台“专家”频道在线咨询安全专家。',
  '平台将持续跟踪相关动态，为企业提供及时、准确的安全服务信息。',
];

function richIntro(channel: string, title: string, i: number): string {
  const leads = LEADS[channel] ?? LEADS.content!;
  const sections = SECTIONS[channel] ?? SECTIONS.content!;
  const lead = leads[i % leads.length]!(title);
  const a = sections[i % sections.length]!;
  const b = sections[(i + 1) % sections.length]!;
  const closing = CLOSINGS[i % CLOSINGS.length]!;
  return [
    `<p>${lead}</p>`,
    `<h3>${a.h}</h3>`,
    `<ul>${a.items.map((x) => `<li>${x}</li>`).join('')}</ul>`,
    `<h3>${b.h}</h3>`,
    `<ol>${b.items.map((x) => `<li>${x}</li>`).join('')}</ol>`,
    `<p><strong>${closing}</strong></p>`,
  ].join('\n');
}

const CHANNEL_STYLE: Record<string, { tag: string; motifs: Motif[] }> = {
  policy: { tag: '政策解读', motifs: ['doc', 'shield', 'chart', 'people'] },
  news: { tag: '新闻资讯', motifs: ['people', 'flame', 'shield', 'gear'] },
  prevention: { tag: '企业防灾', motifs: ['shield', 'bolt', 'helmet', 'flame'] },
  case: { tag: '风险案例', motifs: ['flame', 'gear', 'cross', 'bolt'] },
  content: { tag: '内容中心', motifs: ['chart', 'box', 'helmet', 'people'] },
};

function coverFor(channel: string, i: number, title: string): string {
  const style = CHANNEL_STYLE[channel]!;
  const n = i % 4;
  return articleAssets.add(`article-${channel}-${n + 1}.svg`, () =>
    // 16:10: the content centre's cover frame
    coverSvg({ title: ['安全生产', '隐患排查', '应急管理', '消防安全'][n]!, tag: style.tag, palette: paletteAt(n + title.length), motif: style.motifs[n]!, w: 400, h: 250 }),
  );
}

function lawPdf(cateId: number, n: number, title: string): FileItem {
  const file = `law-${cateId}-${n}.pdf`;
  const url = articleAssets.add(file, () => documentPdfAsset(file, lawDocument(title, cateId, LAW_ISSUERS[cateId] ?? '有关部门')));
  return { FileName: `${title}.pdf`, FileUrl: url };
}

function lawIntro(cateId: number, title: string, hasPdf: boolean): string {
  return [
    `<p><strong>${title}</strong>由${LAW_ISSUERS[cateId] ?? '有关部门'}发布施行，是企业开展相关工作的重要依据。</p>`,
    '<h3>主要内容</h3>',
    '<ul><li>总则：立法目的、适用范围和基本原则</li><li>生产经营单位的义务与责任</li><li>监督管理与执法检查</li><li>法律责任与处罚</li></ul>',
    `<p>${hasPdf ? '全文请查看或下载附件。' : '全文请以官方发布的文本为准。'}</p>`,
  ].join('\n');
}

const XSS_INTRO = [
  '<p>近期，有不法分子冒充“应急管理部门”向企业发送短信和邮件，以“安全生产检查整改通知”为名诱导点击钓鱼链接，骗取账号密码和转账。</p>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<h3>防范要点</h3>',
  '<ul><li>政府部门不会通过短信链接要求企业缴纳罚款或保证金</li><li>不要在陌生页面输入平台账号、密码和短信验证码</li><li>收到可疑信息请拨打 12350 或平台客服电话核实</li></ul>',
  '<p><strong>本平台不会以任何理由索要您的短信验证码。</strong></p>',
].join('\n');

export function articleSeeds(): ArticleSeed[] {
  const rng = new Rng(20260101);
  const out: ArticleSeed[] = [];
  const channelLists: [string, string[]][] = [
    ['policy', POLICY],
    ['news', NEWS],
    ['prevention', PREVENTION],
    ['case', CASES],
  ];
  for (const [channel, titles] of channelLists) {
    titles.forEach((title, i) => {
      const day = 6 + i * 12 + rng.int(0, 5);
      out.push({
        title,
        channel,
        cateId: null,
        intro: richIntro(channel, title, i),
        addFrom: rng.pick(SOURCES[channel]!),
        author: rng.pick(AUTHORS),
        cover: i % 3 === 0 ? coverFor(channel, i / 3, title) : null,
        resourceItems: [],
        recommendIds: channel === 'policy' ? [rng.pick([39, 1902, 36, 37, 38])] : [],
        createTime: time2026(day, rng.int(8, 18), rng.int(0, 59)),
      });
    });
  }
  out.push({
    title: XSS_ARTICLE_TITLE,
    channel: 'news',
    cateId: null,
    intro: XSS_INTRO,
    addFrom: '平台编辑部',
    author: '平台编辑部',
    cover: null,
    resourceItems: [],
    recommendIds: [],
    createTime: time2026(314, 10, 30),
  });

  for (const [cate, laws] of Object.entries(LAWS)) {
    const cateId = Number(cate);
    laws.forEach(([title, withPdf], i) => {
      const resourceItems = withPdf ? [lawPdf(cateId, i + 1, title)] : [];
      out.push({
        title,
        channel: 'law',
        cateId,
        intro: lawIntro(cateId, title, resourceItems.length > 0),
        addFrom: rng.pick(SOURCES.law!),
        author: '平台编辑部',
        cover: null,
        resourceItems,
        recommendIds: [],
        createTime: time2026(10 + i * 36 + rng.int(0, 20), rng.int(8, 18), rng.int(0, 59)),
      });
    });
  }

  for (const [cate, titles] of Object.entries(CONTENT)) {
    const cateId = Number(cate);
    titles.forEach((title, i) => {
      out.push({
        title,
        channel: 'content',
        cateId,
        intro: richIntro('content', title, i + cateId),
        addFrom: rng.pick(SOURCES.content!),
        author: rng.pick(AUTHORS),
        cover: cateId === 1831 || i % 2 === 0 ? coverFor('content', i, title) : null,
        resourceItems: [],
        recommendIds: [],
        createTime: time2026(12 + i * 25 + rng.int(0, 10), rng.int(8, 18), rng.int(0, 59)),
      });
    });
  }
  return out;
}
