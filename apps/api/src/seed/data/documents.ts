// The text of the demo PDF documents: law excerpts, courseware handouts and management-system templates,
// in Chinese, shortened and rewritten for the demo (each says so in its closing note).
import type { PdfBlock, PdfDocument } from '../pdf';

const DEMO_NOTE = '本文件为“安服通”平台演示用文本，内容经过改写和删节，仅供功能演示和学习参考；正式条文及标准请以国家和地方官方发布的文本为准。';

interface LawField {
  /** 为了…，制定本法 */
  purpose: string;
  /** 从事…活动 */
  activity: string;
  /** the department in charge */
  authority: string;
  /** the duties of the units concerned */
  duties: string[];
  /** what the authority does */
  supervision: string;
  fine: string;
}

const LAW_FIELDS: Record<number, LawField> = {
  122: {
    purpose: '保护和改善环境，防治污染和其他公害，保障公众健康，推进生态文明建设',
    activity: '排放污染物的生产经营',
    authority: '生态环境主管部门',
    duties: ['建立环境保护责任制度，明确单位负责人和相关人员的责任', '按照排污许可证的要求排放污染物，不得超标排放', '安装使用监测设备，保证监测设备正常运行，保存原始监测记录', '制定突发环境事件应急预案，并定期组织演练'],
    supervision: '对排放污染物的企业事业单位和其他生产经营者进行现场检查，被检查者应当如实反映情况，提供必要的资料。',
    fine: '十万元以上一百万元以下',
  },
  123: {
    purpose: '预防火灾和减少火灾危害，加强应急救援工作，保护人身、财产安全，维护公共安全',
    activity: '生产经营和其他社会',
    authority: '消防救援机构',
    duties: ['落实消防安全责任制，制定本单位的消防安全制度和消防安全操作规程', '按照国家标准配置消防设施、器材，设置消防安全标志，并定期组织检验、维修', '保障疏散通道、安全出口、消防车通道畅通', '组织防火检查，及时消除火灾隐患，组织进行有针对性的消防演练'],
    supervision: '对机关、团体、企业、事业等单位遵守消防法律、法规的情况依法进行监督检查。',
    fine: '五千元以上五万元以下',
  },
  124: {
    purpose: '预防、控制和消除职业病危害，防治职业病，保护劳动者健康及其相关权益',
    activity: '存在职业病危害因素的生产经营',
    authority: '卫生健康主管部门',
    duties: ['建立健全职业病防治责任制，设置或者指定职业卫生管理机构', '如实申报职业病危害项目，定期对工作场所进行职业病危害因素检测、评价', '为劳动者提供符合国家职业卫生标准的职业病防护用品', '组织劳动者进行上岗前、在岗期间和离岗时的职业健康检查，并建立职业健康监护档案'],
    supervision: '依照职业病防治法律、法规、国家职业卫生标准和卫生要求，对职业病防治工作进行监督检查。',
    fine: '五万元以上二十万元以下',
  },
  125: {
    purpose: '加强特种设备安全工作，预防特种设备事故，保障人身和财产安全，促进经济社会发展',
    activity: '特种设备的生产、经营、使用、检验、检测',
    authority: '负责特种设备安全监督管理的部门',
    duties: ['使用取得许可生产并经检验合格的特种设备，办理使用登记', '建立岗位责任、隐患治理、应急救援等安全管理制度，配备安全管理人员和作业人员', '对在用特种设备进行经常性维护保养和定期自行检查，并作出记录', '在检验合格有效期届满前一个月向特种设备检验机构提出定期检验要求'],
    supervision: '对特种设备生产、经营、使用单位和检验、检测机构实施监督检查，对学校、商场、车站等公众聚集场所的特种设备实施重点安全监督检查。',
    fine: '三万元以上三十万元以下',
  },
  126: {
    purpose: '加强安全生产工作，防止和减少生产安全事故，保障人民群众生命和财产安全，促进经济社会持续健康发展',
    activity: '生产经营',
    authority: '应急管理部门',
    duties: ['建立健全全员安全生产责任制和安全生产规章制度，加大对安全生产资金、物资、技术、人员的投入保障力度', '构建安全风险分级管控和隐患排查治理双重预防机制，健全风险防范化解机制', '对从业人员进行安全生产教育和培训，保证从业人员具备必要的安全生产知识', '制定并实施生产安全事故应急救援预案，如实记录安全生产教育培训和隐患排查治理情况'],
    supervision: '对生产经营单位执行有关安全生产的法律、法规和国家标准或者行业标准的情况进行监督检查，发现事故隐患应当责令立即排除。',
    fine: '十万元以上五十万元以下',
  },
  127: {
    purpose: '防御和减轻雷电灾害，保护国家利益和人民生命财产安全，维护公共安全',
    activity: '雷电防护装置设计、施工、检测及其他防雷减灾',
    authority: '气象主管机构',
    duties: ['按照国家有关标准安装雷电防护装置，并与主体工程同时设计、同时施工、同时投入使用', '委托具有相应资质的机构对雷电防护装置进行定期检测', '对检测中发现的问题及时整改，保证雷电防护装置处于良好状态', '制定雷电灾害应急预案，在雷雨季节前开展安全检查'],
    supervision: '对雷电防护装置的设计审核、竣工验收和定期检测工作实施监督管理。',
    fine: '一万元以上三万元以下',
  },
};

/** The kind of a legal text from its title: 法, 条例, 规定, 办法 … */
const kindOf = (title: string): string => {
  for (const k of ['条例', '规定', '办法', '规则', '规程', '规范', '标准', '方案', '导则', '法']) if (title.endsWith(k)) return k;
  return '规定';
};

const CN_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五'];
const cn = (n: number) => CN_NUMBERS[n - 1] ?? String(n);

/** A law excerpt: five chapters, articles numbered through, duties as a list. */
export function lawDocument(title: string, cateId: number, issuer: string): PdfDocument {
  const f = LAW_FIELDS[cateId] ?? LAW_FIELDS[126]!;
  const kind = kindOf(title);
  const national = title.startsWith('中华人民共和国') || !title.startsWith('广东省');
  const scope = national ? '在中华人民共和国领域内' : '在本省行政区域内';
  let article = 0;
  const art = (text: string): PdfBlock => ({ kind: 'paragraph', text: `第${cn(++article)}条\u3000${text}` });
  return {
    title: `${title}（节选）`,
    subtitle: `${issuer} · 演示文本`,
    subject: '法律法规',
    blocks: [
      { kind: 'heading', text: '第一章\u3000总则' },
      art(`为了${f.purpose}，根据有关法律、行政法规，制定本${kind}。`),
      art(`${scope}从事${f.activity}活动，适用本${kind}。有关法律、行政法规另有规定的，适用其规定。`),
      art(`${f.authority}依照本${kind}对本行政区域内的相关工作实施监督管理。县级以上人民政府应当加强领导，将相关工作纳入国民经济和社会发展规划。`),
      { kind: 'heading', text: '第二章\u3000生产经营单位的责任' },
      art('生产经营单位的主要负责人是本单位的第一责任人，对本单位的相关工作全面负责。生产经营单位应当履行下列职责：'),
      ...f.duties.map((d, i): PdfBlock => ({ kind: 'item', text: `（${cn(i + 1)}）${d}${i === f.duties.length - 1 ? '。' : '；'}` })),
      art('从业人员有权了解其作业场所和工作岗位存在的危险因素、防范措施及事故应急措施，有权对本单位工作中存在的问题提出批评、检举、控告。'),
      { kind: 'heading', text: '第三章\u3000监督管理' },
      art(`${f.authority}${f.supervision}`),
      art('任何单位或者个人对事故隐患或者违法行为，均有权向负有监督管理职责的部门报告或者举报。'),
      { kind: 'heading', text: '第四章\u3000法律责任' },
      art(`生产经营单位违反本${kind}规定，未履行前述职责的，责令限期改正；逾期未改正的，处${f.fine}的罚款，对其直接负责的主管人员和其他直接责任人员依法给予处分。`),
      art('构成犯罪的，依法追究刑事责任。'),
      { kind: 'heading', text: '第五章\u3000附则' },
      art(`本${kind}自公布之日起施行。`),
      { kind: 'note', text: DEMO_NOTE },
    ],
  };
}

/** A courseware handout: aims, contents, requirements, exercises. */
export function courseHandout(name: string, author: string): PdfDocument {
  return {
    title: name,
    subtitle: `课件讲义 · 主讲：${author}`,
    subject: '课件',
    blocks: [
      { kind: 'heading', text: '一、课程目标' },
      { kind: 'paragraph', text: `通过本课程的学习，学员能够了解“${name}”涉及的法律法规和标准要求，识别工作中常见的风险和隐患，掌握现场管控的基本方法，并能结合本单位实际制定改进措施。` },
      { kind: 'heading', text: '二、主要内容' },
      { kind: 'item', text: '（一）相关法律法规与标准要点：企业主体责任、岗位职责和必须遵守的强制性要求；' },
      { kind: 'item', text: '（二）常见风险与典型隐患：从人、机、料、法、环五个方面分析风险来源；' },
      { kind: 'item', text: '（三）现场管控措施与实操要点：作业前检查、作业中监护、作业后确认；' },
      { kind: 'item', text: '（四）案例分析与经验教训：通过典型事故案例，总结可借鉴的防范措施。' },
      { kind: 'heading', text: '三、学习要求' },
      { kind: 'paragraph', text: '学员应按时完成课程学习，做好学习笔记，结合本岗位实际思考存在的问题。课程结束后，请在一周内完成课后练习，并与部门负责人交流学习体会。' },
      { kind: 'heading', text: '四、课后练习' },
      { kind: 'item', text: '1. 列出本岗位存在的三项主要风险及对应的控制措施。' },
      { kind: 'item', text: '2. 对照课程内容，检查本单位相关制度是否齐全、是否得到落实。' },
      { kind: 'item', text: '3. 选择一个典型案例，说明事故的直接原因、间接原因和防范措施。' },
      { kind: 'note', text: DEMO_NOTE },
    ],
  };
}

/** A management-system template: purpose, scope, duties, procedure, records. */
export function managementTemplate(name: string): PdfDocument {
  const title = name.replace(/（(模板|范本)）$/, '');
  let article = 0;
  const art = (text: string): PdfBlock => ({ kind: 'paragraph', text: `第${cn(++article)}条\u3000${text}` });
  return {
    title,
    subtitle: '企业管理制度模板 · 平台编辑部',
    subject: '企业管理体系',
    blocks: [
      art(`目的：为规范本单位的${title.replace(/^(企业|全员)/, '')}工作，落实安全生产主体责任，预防和减少事故，制定本制度。`),
      art('适用范围：本制度适用于本单位各部门、各岗位及在本单位作业的承包商和外来人员。'),
      art('职责分工：'),
      { kind: 'item', text: '（一）主要负责人：批准本制度，保证制度执行所需的人员、资金和物资；' },
      { kind: 'item', text: '（二）安全管理部门：组织制度的制定、培训、检查和考核，并持续改进；' },
      { kind: 'item', text: '（三）各部门负责人：组织本部门人员学习并落实本制度，及时报告存在的问题；' },
      { kind: 'item', text: '（四）从业人员：遵守本制度和操作规程，发现隐患立即报告。' },
      art('工作程序：'),
      { kind: 'item', text: '（一）计划：每年年初制定工作计划，明确目标、任务和时间要求；' },
      { kind: 'item', text: '（二）检查：按计划开展日常检查、专项检查和综合检查；' },
      { kind: 'item', text: '（三）记录：如实填写检查记录，问题清单应有责任人和完成时限；' },
      { kind: 'item', text: '（四）整改：对发现的问题落实整改措施、资金、时限和责任人；' },
      { kind: 'item', text: '（五）复查：整改完成后由安全管理部门复查确认，形成闭环。' },
      art('记录与档案：本制度执行过程中形成的记录由安全管理部门统一归档，保存期限不少于三年。'),
      art('附则：本制度由安全管理部门负责解释，自发布之日起施行。企业应结合实际修改后发布执行。'),
      { kind: 'note', text: DEMO_NOTE },
    ],
  };
}
