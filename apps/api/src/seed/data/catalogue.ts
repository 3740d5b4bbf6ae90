// Mall products (spec 02 §3 Product): 65 products, services and points (jifen) items across the
// product categories (categories.ts PRODUCT_CATEGORIES, listCateNew product), each on a third-level
// category (so also found under its sub-category and top-level category), sold by the seeded
// companies, with specs (att, up to two groups), one price/stock entry per spec combination
// (att_item_price), parameters (param_item) and pictures. Two are off sale.
//
// att_item_price[].name is the combination's item names in att order joined with ',' ("黄色,标准款").
import type { Db } from '../../db/client';
import { products, productSkus, type FileItem } from '../../db/schema';
import { AssetList } from '../assets';
import { Rng, time2026 } from '../random';
import { bannerSvg, paletteAt, productSvg, type Motif } from '../svg';
import { PRODUCT_CATEGORIES } from './categories';

export const catalogueAssets = new AssetList();

type ProductType = 'product' | 'service' | 'jifen';
type ProductRow = typeof products.$inferInsert;

/** [name, price delta in yuan] */
type AttItem = [string, number];

interface Entry {
  name: string;
  type: ProductType;
  /** third-level category id (s_sub_cate; its parent is the sub-category, whose parent is the top) */
  leaf: number;
  /** base price in yuan (the first item of every spec group) */
  price: number;
  unit: string;
  motif: Motif;
  /** spec groups (at most two) */
  atts: [string, AttItem[]][];
  params: [string, string][];
  /** index of the selling company in companies.ts COMPANIES order */
  seller: number;
  /** one-line selling point (intro) */
  brief: string;
  offSale?: boolean;
}

const p = (
  name: string,
  type: ProductType,
  leaf: number,
  price: number,
  unit: string,
  motif: Motif,
  seller: number,
  atts: [string, AttItem[]][],
  params: [string, string][],
  brief: string,
  extra: Partial<Entry> = {},
): Entry => ({ name, type, leaf, price, unit, motif, seller, atts, params, brief, ...extra });

const items = (...names: string[]): AttItem[] => names.map((n) => [n, 0]);

/** Seller indices (companies.ts order): approved companies only. */
const ANXIN = 0; // 广州安信安全技术有限公司 (the demo company user's)
const SUIAN = 1; // 穗安消防
const YUEWEI = 3; // 粤卫检测
const ANTAI = 7; // 安泰劳保
const XIAOAN = 9; // 消安设备
const HUAJIAN = 10; // 华检技术
const ZHIAN = 11; // 智安科技
const TIANDUN = 14; // 天盾安全
const DINGSHENG = 15; // 鼎盛消防
const ANTU = 20; // 安途救援
const HUMEN = 23; // 虎门安防
const TANGXIA = 27; // 塘厦消防
const CHANGPING = 34; // 常平消防
const HUADU = 37; // 花都劳保

const ENTRIES: Entry[] = [
  // 2411 安全帽
  p('ABS 透气安全帽 V 型', 'product', 24111, 35, '顶', 'helmet', ANTAI, [['颜色', items('黄色', '红色', '蓝色', '白色')], ['款式', [['标准款', 0], ['带护目镜款', 25]]]],
    [['材质', 'ABS 工程塑料'], ['执行标准', 'GB 2811-2019'], ['重量', '约 390 g'], ['帽衬', '六点式吸汗帽衬']], '高强度 ABS 帽壳，V 型透气设计，适合建筑施工与工厂车间日常佩戴。'),
  p('玻璃钢安全帽', 'product', 24112, 58, '顶', 'helmet', HUADU, [['颜色', items('黄色', '白色', '橙色')]],
    [['材质', '玻璃钢（FRP）'], ['执行标准', 'GB 2811-2019'], ['耐温', '-30 ℃ ~ 120 ℃'], ['重量', '约 450 g']], '耐高温、抗冲击，适用于冶金、电力等高温作业场所。'),
  p('电工绝缘安全帽', 'product', 24113, 68, '顶', 'helmet', HUMEN, [['颜色', items('白色', '黄色')]],
    [['材质', 'ABS'], ['电绝缘性能', '交流 1200 V 泄漏电流 ≤ 1.2 mA'], ['执行标准', 'GB 2811-2019'], ['适用', '电力、电气作业']], '通过电绝缘性能检测，适合电工及带电作业人员使用。'),
  p('积分兑换·经典 ABS 安全帽', 'jifen', 24111, 29, '顶', 'helmet', ANTAI, [['颜色', items('黄色', '红色')]],
    [['材质', 'ABS'], ['执行标准', 'GB 2811-2019'], ['兑换说明', '100 积分抵 1 元，可全额积分兑换']], '会员积分可全额兑换的经典款安全帽。'),
  // 2412 防护口罩
  p('KN95 防尘口罩（独立装）', 'product', 24121, 120, '盒', 'shield', ANTAI, [['包装', [['50 只/盒', 0], ['20 只/盒', -68]]], ['款式', [['耳戴式', 0], ['头戴式', 15]]]],
    [['防护等级', 'KN95'], ['执行标准', 'GB 2626-2019'], ['过滤效率', '≥ 95%'], ['呼吸阀', '无']], '五层过滤，独立包装，适用于粉尘、颗粒物作业环境。'),
  p('活性炭防毒口罩', 'product', 24122, 18, '只', 'shield', HUADU, [['包装', [['单只', 0], ['10 只装', 150]]]],
    [['滤材', '活性炭复合层'], ['适用', '低浓度有机气体、异味'], ['执行标准', 'GB 2626-2019']], '活性炭层吸附异味，适合喷涂、印刷等低浓度有机气体场所。'),
  p('半面罩防毒面具套装', 'product', 24123, 128, '套', 'shield', ZHIAN, [['滤盒', [['3 号滤盒（有机蒸气）', 0], ['5 号滤盒（酸性气体）', 10], ['综合滤盒', 25]]]],
    [['面罩材质', '硅胶'], ['执行标准', 'GB 2890-2022'], ['接口', '双滤盒卡口'], ['配件', '面罩 1 个、滤盒 2 个、滤棉 10 片']], '硅胶面罩贴合舒适，双滤盒设计，适用于化工、喷漆等场所。'),
  p('积分兑换·KN95 口罩 10 只装', 'jifen', 24121, 15, '包', 'shield', TIANDUN, [['款式', items('耳戴式')]],
    [['防护等级', 'KN95'], ['执行标准', 'GB 2626-2019'], ['兑换说明', '100 积分抵 1 元，可全额积分兑换']], '积分商城专享，KN95 口罩 10 只装。'),
  // 2413 防护手套
  p('丁腈涂层防护手套', 'product', 24131, 8, '双', 'box', ANTAI, [['尺码', items('M', 'L', 'XL')], ['包装', [['单双', 0], ['12 双装', 80]]]],
    [['材质', '尼龙内衬 + 丁腈涂层'], ['执行标准', 'GB/T 12624-2020'], ['特点', '耐油、耐磨、防滑']], '掌部丁腈涂层，耐油耐磨，适用于机械加工与搬运作业。'),
  p('5 级防割手套', 'product', 24132, 26, '双', 'box', HUADU, [['尺码', items('M', 'L', 'XL')]],
    [['防割等级', 'EN388 5 级'], ['材质', 'HPPE 纤维'], ['特点', '可水洗，手感灵活']], 'HPPE 纤维编织，防割等级 5 级，适合玻璃、金属板材加工。'),
  p('耐酸碱橡胶手套', 'product', 24133, 15, '双', 'box', HUMEN, [['长度', [['35 cm', 0], ['45 cm', 5], ['60 cm', 12]]]],
    [['材质', '天然橡胶'], ['执行标准', 'AQ 6102-2007'], ['适用', '酸碱、电镀、清洗作业']], '加厚天然橡胶，耐酸碱腐蚀，适用于电镀与化学清洗。'),
  p('电工绝缘手套', 'product', 24134, 98, '双', 'box', ZHIAN, [['等级', [['0 级（1 kV）', 0], ['1 级（7.5 kV）', 40], ['2 级（17 kV）', 90]]]],
    [['材质', '天然橡胶'], ['执行标准', 'GB/T 17622-2008'], ['检测', '出厂逐双耐压试验']], '逐双耐压试验，适用于带电作业与电气设备操作。'),
  // 2414 安全鞋
  p('防砸防刺安全鞋', 'product', 24141, 168, '双', 'box', ANTAI, [['尺码', items('38', '39', '40', '41', '42', '43', '44')]],
    [['防护', '钢包头防砸 + 钢底防刺穿'], ['执行标准', 'GB 21148-2020'], ['鞋面', '牛皮'], ['鞋底', '耐油防滑橡胶']], '钢包头 + 防刺钢底，耐油防滑，适合建筑与机械制造现场。'),
  p('6 kV 电绝缘安全鞋', 'product', 24142, 189, '双', 'box', HUADU, [['尺码', items('39', '40', '41', '42', '43', '44')]],
    [['电绝缘', '6 kV'], ['执行标准', 'GB 12011-2009'], ['鞋面', '超纤皮']], '电绝缘 6 kV，轻便透气，适用于电工与配电作业。'),
  p('防静电工作鞋', 'product', 24143, 139, '双', 'box', TIANDUN, [['尺码', items('37', '38', '39', '40', '41', '42', '43')]],
    [['电阻', '100 kΩ ~ 1000 MΩ'], ['执行标准', 'GB 12158-2006'], ['适用', '电子、医药、加油站']], '防静电鞋底，适用于电子厂洁净车间与易燃易爆场所。'),
  p('积分兑换·劳保工作鞋', 'jifen', 24141, 120, '双', 'box', HUMEN, [['尺码', items('40', '41', '42', '43')]],
    [['防护', '钢包头防砸'], ['兑换说明', '100 积分抵 1 元，可全额积分兑换']], '积分兑换专享款劳保鞋，钢包头防砸。'),
  // 2421 灭火器
  p('手提式干粉灭火器', 'product', 24211, 85, '具', 'flame', XIAOAN, [['规格', [['4 kg', 0], ['1 kg', -55], ['2 kg', -35], ['8 kg', 60]]]],
    [['灭火剂', 'ABC 超细干粉'], ['执行标准', 'GB 4351-2023'], ['适用火灾', 'A、B、C 类及带电设备'], ['有效期', '10 年（每年检查）']], 'ABC 干粉，适用于固体、液体、气体及带电设备初起火灾。'),
  p('二氧化碳灭火器', 'product', 24212, 260, '具', 'flame', DINGSHENG, [['规格', [['3 kg', 0], ['2 kg', -40], ['5 kg', 120]]]],
    [['灭火剂', '二氧化碳'], ['执行标准', 'GB 4351-2023'], ['适用', '精密仪器、配电房、档案室']], '无残留，适用于配电房、机房等精密设备火灾。'),
  p('水基型灭火器', 'product', 24213, 98, '具', 'flame', TANGXIA, [['规格', [['3 L', 0], ['2 L', -18], ['6 L', 45]]]],
    [['灭火剂', '水系灭火剂'], ['执行标准', 'GB 4351-2023'], ['适用火灾', 'A、B 类火灾']], '环保水系灭火剂，灭火效率高，适合办公与商业场所。'),
  p('推车式干粉灭火器', 'product', 24211, 680, '台', 'flame', CHANGPING, [['规格', [['35 kg', 0], ['50 kg', 260]]]],
    [['灭火剂', 'ABC 干粉'], ['执行标准', 'GB 8109-2023'], ['喷射距离', '≥ 8 m']], '大容量推车式，适用于油库、仓库、加油站。'),
  p('灭火器年检充装服务', 'service', 24214, 35, '具', 'flame', SUIAN, [['类型', [['干粉 4 kg', 0], ['干粉 8 kg', 20], ['二氧化碳 3 kg', 40]]]],
    [['服务范围', '广州、东莞全境上门取送'], ['服务内容', '外观检查、称重、换药充装、压力测试'], ['出具', '维修合格证与检测记录']], '上门取送，按 GB 50444 要求检查维修并更换灭火剂。'),
  // 2422 消防水带
  p('有衬里消防水带 DN65', 'product', 24221, 160, '条', 'flame', XIAOAN, [['长度', [['20 米', 0], ['25 米', 35]]], ['压力', [['13 型', 0], ['16 型', 30]]]],
    [['口径', 'DN65'], ['执行标准', 'GB 6246-2011'], ['接口', 'KD65 内扣式']], '聚氨酯衬里，耐压耐磨，配 KD65 接口。'),
  p('消防软管卷盘', 'product', 24222, 320, '套', 'flame', DINGSHENG, [['长度', [['20 米', 0], ['25 米', 40], ['30 米', 80]]]],
    [['软管内径', '19 mm'], ['执行标准', 'GB 15090-2005'], ['安装', '壁挂或消火栓箱内']], '轻便易用，适合初起火灾自救。'),
  p('室内消火栓箱', 'product', 24223, 450, '套', 'flame', TANGXIA, [['规格', [['单栓', 0], ['双栓', 260]]]],
    [['箱体', '1.2 mm 冷轧钢板'], ['执行标准', 'GB/T 14561-2019'], ['配置', '消火栓、水带、水枪、卷盘']], '冷轧钢板箱体，配置齐全，可按图纸定制尺寸。'),
  p('消火栓系统检测服务', 'service', 24224, 1500, '次', 'chart', SUIAN, [['建筑面积', [['5000 ㎡ 以下', 0], ['5000 ~ 20000 ㎡', 1500], ['20000 ㎡ 以上', 4000]]]],
    [['依据', 'GB 25201、GB 50974'], ['服务内容', '静压、动压、水泵联动测试'], ['出具', '检测报告']], '专业检测团队上门，出具符合消防验收要求的检测报告。'),
  // 2423 应急照明
  p('消防应急照明灯（双头）', 'product', 24231, 45, '个', 'bolt', XIAOAN, [['续航', [['90 分钟', 0], ['180 分钟', 20]]]],
    [['光源', 'LED'], ['执行标准', 'GB 17945-2024'], ['应急转换时间', '≤ 5 s']], '断电自动点亮，双头可调角度。'),
  p('安全出口指示灯', 'product', 24232, 38, '个', 'bolt', DINGSHENG, [['样式', [['单面', 0], ['双面', 12]]], ['标识', items('安全出口', '向左疏散', '向右疏散')]],
    [['光源', 'LED'], ['执行标准', 'GB 17945-2024'], ['应急时间', '≥ 90 分钟']], '超薄面板，亮度均匀，断电自动应急。'),
  p('防爆应急照明灯', 'product', 24233, 268, '个', 'bolt', CHANGPING, [['功率', [['10 W', 0], ['20 W', 80]]]],
    [['防爆标志', 'Ex db IIC T6 Gb'], ['防护等级', 'IP66'], ['应急时间', '≥ 90 分钟']], '防爆外壳，适用于化工、油库等易燃易爆场所。'),
  p('应急照明系统年度维护', 'service', 24234, 2800, '年', 'bolt', TANGXIA, [['点位数量', [['100 点以内', 0], ['100 ~ 300 点', 2200], ['300 点以上', 5200]]]],
    [['服务内容', '月度巡检、季度放电测试、故障更换'], ['响应', '2 小时内响应'], ['出具', '维护记录与年度报告']], '按 GB 51309 定期检查测试，保障疏散照明可靠。'),
  // 2424 烟感报警器
  p('独立式光电感烟探测报警器', 'product', 24241, 68, '个', 'bolt', ZHIAN, [['供电', [['9 V 电池', 0], ['10 年锂电池', 40]]]],
    [['执行标准', 'GB 20517-2006'], ['报警声压', '≥ 85 dB'], ['安装', '吸顶，免布线']], '免布线安装，烟雾报警声光提示。'),
  p('NB-IoT 智能烟感', 'product', 24242, 168, '个', 'bolt', ZHIAN, [['套餐', [['设备', 0], ['设备 + 3 年平台服务', 120]]]],
    [['通信', 'NB-IoT'], ['执行标准', 'GB 20517-2006'], ['推送', '短信、电话、小程序']], '报警信息实时推送手机，适合出租屋、小场所集中管理。'),
  p('家用可燃气体报警器', 'product', 24242, 128, '个', 'bolt', TIANDUN, [['气源', items('天然气', '液化石油气')]],
    [['执行标准', 'GB 15322.2-2019'], ['报警浓度', '≤ 25% LEL'], ['联动', '可联动电磁阀']], '燃气泄漏即时报警，可联动切断阀。', { offSale: true }),
  p('积分兑换·独立式烟感', 'jifen', 24241, 59, '个', 'bolt', ZHIAN, [['版本', items('标准版')]],
    [['执行标准', 'GB 20517-2006'], ['兑换说明', '100 积分抵 1 元，可全额积分兑换']], '积分兑换专享，家庭与宿舍适用。'),
  // 2431 气体检测仪
  p('四合一气体检测仪', 'product', 24311, 1680, '台', 'chart', ZHIAN, [['配置', [['扩散式标准款', 0], ['泵吸式', 900]]]],
    [['检测气体', 'O₂ / CO / H₂S / EX'], ['防爆等级', 'Ex ia IIC T4 Ga'], ['防护等级', 'IP68'], ['报警方式', '声、光、振动']], '有限空间作业必备，四种气体同时检测。'),
  p('单一气体检测仪', 'product', 24312, 680, '台', 'chart', ANTU, [['气体', [['H₂S', 0], ['CO', 0], ['O₂', 0], ['NH₃', 200]]]],
    [['防爆等级', 'Ex ia IIC T4 Ga'], ['续航', '≥ 2 年（免充电）'], ['报警方式', '声、光、振动']], '小巧轻便，免维护，佩戴于胸前即可实时监测。'),
  p('固定式可燃气体探测器', 'product', 24313, 980, '台', 'chart', TIANDUN, [['输出', [['4-20 mA', 0], ['RS485', 120]]]],
    [['检测原理', '催化燃烧'], ['执行标准', 'GB 15322.1-2019'], ['防爆标志', 'Ex db IIC T6 Gb']], '适用于厨房、锅炉房、化工车间的可燃气体长期监测。'),
  p('气体检测仪校准服务', 'service', 24314, 280, '台', 'gear', HUAJIAN, [['类型', [['单一气体', 0], ['复合气体', 220]]]],
    [['依据', 'JJG 693、JJG 695'], ['周期', '3 个工作日'], ['出具', 'CNAS 校准证书']], '标准气体校准，出具 CNAS 校准证书。'),
  // 2432 噪声计
  p('数字声级计', 'product', 24321, 1280, '台', 'chart', HUAJIAN, [['精度', [['2 级', 0], ['1 级', 2600]]]],
    [['测量范围', '30 ~ 130 dB(A)'], ['执行标准', 'GB/T 3785.1-2023'], ['数据', 'USB 导出']], '工作场所与环境噪声测量，支持数据导出。'),
  p('个体噪声剂量计', 'product', 24322, 3680, '台', 'chart', YUEWEI, [['配置', [['主机', 0], ['主机 + 声校准器', 1500]]]],
    [['测量范围', '70 ~ 140 dB(A)'], ['执行标准', 'GB/T 15952-2010'], ['续航', '≥ 24 小时']], '佩戴式测量个人噪声暴露剂量，满足职业卫生检测需要。'),
  p('工作场所噪声检测', 'service', 24323, 1500, '次', 'chart', YUEWEI, [['测点数量', [['20 个以内', 0], ['20 ~ 50 个', 1200], ['50 个以上', 2800]]]],
    [['依据', 'GBZ/T 189.8-2007'], ['资质', 'CMA 职业卫生技术服务机构'], ['出具', '检测报告']], '定点与个体采样相结合，出具 CMA 检测报告。'),
  // 2433 粉尘检测仪
  p('便携式粉尘检测仪', 'product', 24331, 5800, '台', 'chart', HUAJIAN, [['型号', [['PM2.5 / PM10', 0], ['总尘 / 呼尘', 1800]]]],
    [['原理', '激光散射'], ['量程', '0 ~ 100 mg/m³'], ['防爆', '本安型可选']], '实时显示粉尘浓度，适用于粉尘涉爆企业日常巡检。'),
  p('粉尘采样器', 'product', 24332, 2680, '台', 'chart', YUEWEI, [['流量', [['2 L/min', 0], ['5 L/min', 400]]]],
    [['执行标准', 'GBZ/T 192.1-2007'], ['定时', '1 ~ 999 分钟'], ['电池', '锂电池，续航 8 小时']], '职业卫生粉尘采样用，流量稳定。'),
  p('粉尘浓度检测', 'service', 24333, 2000, '次', 'chart', HUAJIAN, [['测点数量', [['10 个以内', 0], ['10 ~ 30 个', 1600]]]],
    [['依据', 'GBZ/T 192'], ['资质', 'CMA'], ['出具', '检测报告']], '总粉尘、呼吸性粉尘浓度检测，出具 CMA 报告。'),
  // 2441 急救箱
  p('工厂急救箱', 'product', 24411, 298, '个', 'cross', ANTU, [['规格', [['30 人型', 0], ['10 人型', -120], ['50 人型', 180]]]],
    [['箱体', 'ABS 防水箱'], ['配置', '止血带、绷带、敷料、消毒用品等 40 余种'], ['参考', 'GBZ 1-2010 急救用品配置']], '按车间人数配置，壁挂便携两用。'),
  p('车载急救包', 'product', 24412, 128, '个', 'cross', ANTU, [['款式', [['标准款', 0], ['加强款', 60]]]],
    [['材质', '牛津布'], ['配置', '止血、包扎、固定、保温用品']], '车辆与外勤人员随身必备。'),
  p('自动体外除颤器 AED', 'product', 24413, 16800, '台', 'cross', ANTU, [['配置', [['主机', 0], ['主机 + 壁挂箱', 1800]]]],
    [['注册证', '国械注准'], ['语音', '中文语音提示'], ['电池', '待机 5 年']], '公共场所与企业必备急救设备，语音引导操作。'),
  p('红十字救护员培训', 'service', 24414, 260, '人', 'people', ANXIN, [['班型', [['公开班', 0], ['企业内训班', 40]]]],
    [['课时', '16 学时'], ['内容', '心肺复苏、AED、止血包扎、骨折固定'], ['证书', '红十字会救护员证']], '理论与实操结合，考核合格颁发救护员证。'),
  p('积分兑换·家庭急救包', 'jifen', 24412, 88, '个', 'cross', ANTU, [['款式', items('标准款')]],
    [['配置', '常用急救用品 20 余种'], ['兑换说明', '100 积分抵 1 元，可全额积分兑换']], '积分兑换专享家庭急救包。'),
  // 2442 正压式呼吸器
  p('正压式空气呼吸器', 'product', 24421, 4680, '套', 'shield', ANTU, [['气瓶', [['6.8 L 碳纤维', 0], ['9 L 碳纤维', 1200]]]],
    [['执行标准', 'GA 124-2013'], ['工作压力', '30 MPa'], ['使用时间', '约 60 分钟（6.8 L）']], '消防与有限空间救援用，配报警哨与压力表。'),
  p('紧急逃生呼吸器', 'product', 24422, 560, '个', 'shield', TIANDUN, [['时长', [['15 分钟', 0], ['30 分钟', 380]]]],
    [['类型', '化学氧自救器'], ['执行标准', 'GB 38451-2019'], ['储存期', '5 年']], '突发有毒气体泄漏时快速佩戴逃生。'),
  p('呼吸器气瓶检测充气', 'service', 24423, 180, '次', 'gear', XIAOAN, [['气瓶', [['6.8 L', 0], ['9 L', 40]]]],
    [['服务内容', '外观检查、水压试验、充气'], ['周期', '2 个工作日'], ['出具', '检验记录']], '气瓶定期检验与高压空气充装。'),
  // 2443 救援三脚架
  p('铝合金救援三脚架', 'product', 24431, 3980, '套', 'gear', ANTU, [['绳长', [['20 米', 0], ['30 米', 600], ['50 米', 1400]]]],
    [['材质', '航空铝合金'], ['额定载荷', '≥ 500 kg'], ['配置', '三脚架、手摇绞盘、防坠器']], '有限空间救援与高处作业救援用，展开快速稳固。'),
  p('有限空间作业安全防护套装', 'product', 24432, 8800, '套', 'gear', ZHIAN, [['配置', [['基础版', 0], ['专业版', 4600]]]],
    [['包含', '气体检测仪、通风机、三脚架、安全带、呼吸器'], ['依据', 'AQ/T 3028'], ['质保', '12 个月']], '一站配齐有限空间作业防护与救援装备。'),
  p('有限空间救援演练', 'service', 24433, 6800, '次', 'people', ANXIN, [['规模', [['30 人以内', 0], ['30 ~ 80 人', 3200]]]],
    [['内容', '方案编制、现场演练、评估总结'], ['时长', '半天'], ['出具', '演练评估报告']], '依据企业实际编制演练方案，专家现场指导与评估。'),
  // 2451 禁止标识
  p('禁止吸烟标识牌', 'product', 24511, 12, '张', 'doc', ANXIN, [['材质', [['PVC', 0], ['铝板', 18], ['亚克力', 28]]], ['尺寸', [['20 × 30 cm', 0], ['30 × 40 cm', 8]]]],
    [['执行标准', 'GB 2894-2008'], ['安装', '背胶或打孔']], '符合国标的禁止标志，多种材质可选。'),
  p('禁止类安全标志组合套装', 'product', 24512, 168, '套', 'doc', HUMEN, [['材质', [['PVC', 0], ['铝板', 120]]]],
    [['数量', '20 张/套'], ['执行标准', 'GB 2894-2008']], '禁止烟火、禁止攀登等常用禁止标志 20 张。', { offSale: true }),
  // 2452 警告标识
  p('当心触电警示贴', 'product', 24521, 3, '张', 'doc', ANXIN, [['尺寸', [['10 × 10 cm', 0], ['20 × 20 cm', 3]]]],
    [['材质', '不干胶'], ['执行标准', 'GB 2894-2008']], '配电箱、电气设备必备警示贴。'),
  p('当心机械伤人警告牌', 'product', 24522, 15, '张', 'doc', HUMEN, [['材质', [['PVC', 0], ['铝板', 18]]]],
    [['尺寸', '30 × 40 cm'], ['执行标准', 'GB 2894-2008']], '机械设备旁警示，提醒操作人员注意安全。'),
  p('黄黑地面警示胶带', 'product', 24523, 18, '卷', 'doc', HUADU, [['宽度', [['4.8 cm', 0], ['7.2 cm', 8], ['10 cm', 15]]]],
    [['长度', '33 米/卷'], ['材质', 'PVC']], '划分危险区域与通道，耐磨防水。'),
  // 2453 疏散指示
  p('蓄光型疏散指示地贴', 'product', 24531, 6, '张', 'doc', DINGSHENG, [['方向', items('向左', '向右', '双向')]],
    [['执行标准', 'GB/T 2893.1-2013'], ['余辉时间', '≥ 6 小时']], '无需电源，停电后持续发光指引疏散方向。'),
  p('消防安全疏散图设计制作', 'service', 24532, 180, '张', 'doc', ANXIN, [['尺寸', [['A3', 0], ['A2', 60], ['A1', 150]]]],
    [['内容', '现场测绘、设计、制作、安装'], ['材质', '亚克力'], ['周期', '5 个工作日']], '按楼层现场测绘，标注疏散路线与消防设施位置。'),
  // 2454 职业病危害告知卡
  p('噪声职业病危害告知卡', 'product', 24541, 35, '张', 'doc', YUEWEI, [['材质', [['PVC', 0], ['铝板', 25]]], ['尺寸', [['40 × 60 cm', 0], ['60 × 90 cm', 30]]]],
    [['依据', 'GBZ 158-2003'], ['内容', '健康危害、理化特性、应急处理、防护措施']], '依据 GBZ 158 制作，张贴于噪声作业岗位。'),
  p('粉尘职业病危害告知卡', 'product', 24541, 35, '张', 'doc', YUEWEI, [['材质', [['PVC', 0], ['铝板', 25]]], ['尺寸', [['40 × 60 cm', 0], ['60 × 90 cm', 30]]]],
    [['依据', 'GBZ 158-2003'], ['内容', '健康危害、理化特性、应急处理、防护措施']], '依据 GBZ 158 制作，张贴于粉尘作业岗位。'),
  p('职业病危害告知卡定制', 'service', 24542, 300, '套', 'doc', ANXIN, [['危害因素数量', [['3 种以内', 0], ['4 ~ 8 种', 200]]]],
    [['内容', '危害因素识别、告知卡设计、制作'], ['周期', '3 个工作日']], '根据检测报告识别危害因素，定制全套告知卡。'),
  p('积分兑换·安全标识 5 张装', 'jifen', 24543, 39, '套', 'doc', HUMEN, [['主题', items('消防', '用电', '职业卫生')]],
    [['材质', 'PVC'], ['兑换说明', '100 积分抵 1 元，可全额积分兑换']], '积分兑换专享常用安全标识 5 张。'),
];

const RECOMMEND_OF_TOP: Record<number, number> = { 2401: 1902, 2402: 36, 2403: 38, 2404: 1902, 2405: 1902 };

const parentOf = new Map(PRODUCT_CATEGORIES.map((c) => [c.cateId, c.parentId]));
const nameOf = new Map(PRODUCT_CATEGORIES.map((c) => [c.cateId, c.cateName]));

/** Every combination of the spec groups' items, in att order. */
const combinations = (groups: AttItem[][]): AttItem[][] =>
  groups.reduce<AttItem[][]>((acc, g) => acc.flatMap((combo) => g.map((item) => [...combo, item])), [[]]);

const yuan = (n: number) => n.toFixed(2);

/** The product rows for the seeded companies (ids in companies.ts order). */
export function productSeeds(companyIds: number[]): ProductRow[] {
  const rng = new Rng(9090);
  let attItemId = 1;
  return ENTRIES.map((e, i) => {
    const sub = parentOf.get(e.leaf) ?? 0;
    const top = parentOf.get(sub) ?? 0;
    const image = catalogueAssets.add(`mall-product-${i + 1}.svg`, () => productSvg({ name: e.name.replace(/^积分兑换·/, ''), palette: paletteAt(i * 3 + 1), motif: e.motif }));
    const detail = catalogueAssets.add(`mall-detail-${top}.svg`, () =>
      bannerSvg({ w: 750, h: 300, title: nameOf.get(top) ?? '安全赋能', subtitle: '正品保障 · 含税价 · 广州东莞就近发货', palette: paletteAt(top), motif: e.motif }),
    );
    const att = e.atts.map(([name, list]) => ({ name, att_item: list.map(([itemName]) => ({ id: attItemId++, name: itemName })) }));
    const attItemPrice = combinations(e.atts.map(([, list]) => list)).map((combo, k) => {
      const price = e.price + combo.reduce((sum, [, delta]) => sum + delta, 0);
      // a few combinations sold out (stock 0) so that the mall shows it
      const stock = e.type === 'service' ? 999 : k > 0 && (i + k) % 11 === 0 ? 0 : rng.int(20, 500);
      return { name: combo.map(([n]) => n).join(','), price: yuan(price), stock, img_url: image };
    });
    const prices = attItemPrice.map((s) => Number(s.price));
    const files: FileItem[] = [
      { FileName: `${e.name}.svg`, FileUrl: image },
      { FileName: `${nameOf.get(top) ?? '详情'}.svg`, FileUrl: detail },
    ];
    const brand = e.type === 'service' ? '服务商' : '品牌';
    return {
      companyId: companyIds[e.seller]!,
      name: e.name,
      pcode: `${e.type === 'service' ? 'S' : e.type === 'jifen' ? 'J' : 'P'}${sub}-${String(i + 1).padStart(3, '0')}`,
      productType: e.type,
      cateId: top,
      subCateId: sub,
      sSubCateId: e.leaf,
      recommendIds: [RECOMMEND_OF_TOP[top] ?? 1902],
      price: yuan(Math.min(...prices)),
      unit: e.unit,
      minAmount: e.type === 'product' && e.price < 20 ? 10 : 1,
      stock: attItemPrice.reduce((sum, s) => sum + s.stock, 0),
      sales: e.type === 'service' ? rng.int(3, 180) : rng.int(0, 2400),
      useProfitJifenRate: e.type === 'jifen' ? 100 : e.type === 'product' ? rng.pick([0, 5, 10]) : 0,
      intro: [
        `<p><strong>${e.name}</strong>：${e.brief}</p>`,
        '<h3>规格参数</h3>',
        `<ul>${e.params.map(([k, v]) => `<li>${k}：${v}</li>`).join('')}</ul>`,
        e.type === 'service'
          ? '<h3>服务流程</h3><ol><li>在线下单或咨询客服</li><li>服务商 1 个工作日内联系确认需求</li><li>上门服务并出具记录或报告</li><li>验收确认</li></ol>'
          : '<h3>购买须知</h3><ul><li>价格含税 13%，可开具增值税发票</li><li>满 300 元包邮，偏远地区运费 50 元</li><li>签收后 7 天内可申请售后</li></ul>',
        `<p><img src="${detail}" alt="${nameOf.get(top) ?? ''}"></p>`,
      ].join('\n'),
      att,
      attItemPrice,
      paramItem: [
        [brand, e.type === 'service' ? '平台认证服务商' : '安服通优选'] as [string, string],
        ...e.params,
        ['产地', i % 2 === 0 ? '广东广州' : '广东东莞'] as [string, string],
      ].map(([name, value]) => ({ name, value })),
      fileItems: files,
      isOnSale: e.offSale ? 0 : 1,
      createTime: time2026(20 + i * 4, 8 + (i % 10), (i * 23) % 60),
    };
  });
}

type SkuRow = typeof productSkus.$inferInsert;

/**
 * A product's SKUs (product_skus): one per attribute combination, in att_item_price order (the same
 * combination order as `combinations`), keyed by the combination's item ids ascending; '' without attributes.
 */
export function skuSeeds(productId: number, row: Pick<ProductRow, 'att' | 'attItemPrice' | 'price' | 'stock' | 'fileItems'>): SkuRow[] {
  const att = row.att ?? [];
  const prices = row.attItemPrice ?? [];
  const combos = att.length === 0 ? [[]] : att.reduce<{ id: number; name: string }[][]>((acc, g) => acc.flatMap((c) => g.att_item.map((it) => [...c, it])), [[]]);
  if (prices.length === 0 || att.length === 0) {
    const first = prices[0];
    return [
      {
        productId,
        attItemIds: '',
        attItemNames: '',
        price: first?.price ?? row.price ?? '0.00',
        stock: first?.stock ?? row.stock ?? 0,
        imgUrl: first?.img_url ?? row.fileItems?.[0]?.FileUrl ?? '',
      },
    ];
  }
  return combos.flatMap((combo, k) => {
    const entry = prices[k];
    if (!entry) return [];
    return [
      {
        productId,
        attItemIds: combo
          .map((it) => it.id)
          .sort((a, b) => a - b)
          .join(','),
        attItemNames: combo.map((it) => it.name).join(','),
        price: entry.price,
        stock: entry.stock,
        imgUrl: entry.img_url,
      },
    ];
  });
}

/** Insert the mall products and their SKUs (called once from seed/run.ts, after the companies). */
export async function seedMallProducts(tx: Db, companyIds: number[]): Promise<number> {
  const rows = productSeeds(companyIds);
  const inserted = await tx.insert(products).values(rows).returning({ id: products.id });
  const skus = inserted.flatMap((p, i) => skuSeeds(p.id, rows[i]!));
  await tx.insert(productSkus).values(skus);
  return rows.length;
}
