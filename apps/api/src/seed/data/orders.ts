// The demo shop: orders between the demo member 张三 (and two other demo buyers) and 李四's company
// 广州安信安全技术有限公司, so that /myOrders, /merchantOrders, /merchantAfterSales, /merchantStats and the
// personal centre's counters show real data on a fresh start. 张三 has an order in every state: unpaid online
// (no QR payment yet: the list's pay button opens one), unpaid offline with its transfer receipt uploaded, paid
// and waiting to be shipped, shipped with tracking, completed and reviewed (with the seller's answer),
// completed and not yet reviewed, and shipped with an after-sales request waiting for the seller. About 40
// more orders over the last 30 days give the overview's chart a shape. Also two products of 李四's company
// outside the catalogue: one under review and one rejected with a reason.
//
// Everything is as checkout, payment and shipping would leave it: amounts priced by the orders module's own
// rule (priceCheckout: prices with tax, shipping per order, no points), order numbers shaped as checkout makes
// them (a checkout's 20 digits, the order's 22), online paid orders with their paid QR payment, and unpaid
// orders with a deadline as far after their creation as the default limits (24 h online, 7 days offline), so
// the expiry sweep leaves them alone. Times are relative to the moment the seed runs (China time).
import { SHIPPING } from '@ws/api-sdk/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSales, companies, orderExpress, orderItems, orders, payments, products, productSkus, remarks, type FileItem } from '../../db/schema';
import { chinaStamp, formatChinaTime, toFen } from '../../kernel';
import { priceCheckout } from '../../modules/orders';
import { Rng } from '../random';
import { PRODUCT_CATEGORIES } from './categories';
import { skuSeeds } from './catalogue';
import { REMIT_CODE, transferReceipt } from './demo-shop-assets';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MEMBER = '13800000001';
const COMPANY_USER = '13800000002';
const OTHER_BUYERS = ['13800000003', '13800000004'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

/** A sellable SKU of one of the company's products, with what an order line snapshots. */
interface Sku {
  productId: number;
  skuId: number;
  productName: string;
  productType: string;
  pcode: string;
  attItemIds: string;
  attItemNames: string;
  unit: string;
  imgUrl: string;
  priceFen: number;
  rate: number;
  image: FileItem | null;
}

interface Buyer {
  id: number;
  contact: string;
  phone: string;
  address: { provinceName: string; provinceCode: string; cityName: string; cityCode: string; countyName: string; countyCode: string; address: string };
}

const GZ = { provinceName: '广东省', provinceCode: '440000', cityName: '广州市', cityCode: '440100' };
const DG = { provinceName: '广东省', provinceCode: '440000', cityName: '东莞市', cityCode: '441900' };
const ADDRESSES: Record<string, Buyer['address']> = {
  '13800000001': { ...GZ, countyName: '天河区', countyCode: '440106', address: '天河路 385 号太古汇一座 18 楼' },
  '13800000003': { ...GZ, countyName: '越秀区', countyCode: '440104', address: '环市东路 339 号广东国际大厦 22 楼' },
  '13800000004': { ...DG, countyName: '南城街道', countyCode: '441900004', address: '鸿福路 200 号海德广场 9 楼' },
};
const NAMES: Record<string, string> = { '13800000001': '张三', '13800000003': '王五', '13800000004': '赵六' };

/** What one order is: its buyer, lines, payment and how far it went, with its times (instants). */
interface Plan {
  buyer: Buyer;
  lines: { sku: Sku; amount: number }[];
  payCate: 0 | 1;
  createdAt: Date;
  paidAt?: Date;
  shippedAt?: Date;
  confirmedAt?: Date;
  /** cancelled by the buyer at this time (unpaid) */
  cancelledAt?: Date;
  transferReceipt?: FileItem[];
  remarks?: string;
}

const at = (d: Date) => formatChinaTime(d);

export interface DemoOrderSummary {
  orders: number;
  reviews: number;
  afterSales: number;
}

/**
 * Insert the demo shop's orders (with their lines, payments, shipments, reviews and the waiting after-sales
 * request) and 李四's two products outside the catalogue. `now` is the seed's moment.
 */
export async function seedDemoOrders(tx: Tx, idByPhone: Map<string, number>, now: Date): Promise<DemoOrderSummary> {
  const memberId = idByPhone.get(MEMBER);
  const sellerUser = idByPhone.get(COMPANY_USER);
  if (memberId === undefined || sellerUser === undefined) return { orders: 0, reviews: 0, afterSales: 0 };
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.userId, sellerUser)).orderBy(asc(companies.id)).limit(1);
  if (!company) return { orders: 0, reviews: 0, afterSales: 0 };

  await seedProductsUnderReview(tx, company.id, now);

  const skus = await sellableSkus(tx, company.id);
  const sku = (name: string, atts = ''): Sku => {
    const found = skus.find((s) => s.productName === name && (atts === '' || s.attItemNames === atts)) ?? skus.find((s) => s.productName === name);
    if (!found) throw new Error(`seed: no SKU of ${name}`);
    return found;
  };
  const buyerOf = (phone: string): Buyer => ({ id: idByPhone.get(phone)!, contact: NAMES[phone]!, phone, address: ADDRESSES[phone]! });
  const member = buyerOf(MEMBER);
  const ago = (ms: number) => new Date(now.getTime() - ms);

  // 张三's orders, one in every state
  const showcase: Plan[] = [
    { buyer: member, payCate: 1, createdAt: ago(40 * MINUTE), lines: [{ sku: sku('禁止吸烟标识牌', 'PVC,20 × 30 cm'), amount: 20 }] },
    {
      buyer: member,
      payCate: 0,
      createdAt: ago(3 * HOUR),
      lines: [{ sku: sku('红十字救护员培训', '公开班'), amount: 4 }],
      transferReceipt: [transferReceipt()],
      remarks: '请开具增值税普通发票，培训安排在周末。',
    },
    { buyer: member, payCate: 1, createdAt: ago(26 * HOUR), paidAt: ago(26 * HOUR - 5 * MINUTE), lines: [{ sku: sku('当心触电警示贴', '10 × 10 cm'), amount: 50 }] },
    {
      buyer: member,
      payCate: 1,
      createdAt: ago(3 * DAY),
      paidAt: ago(3 * DAY - 10 * MINUTE),
      shippedAt: ago(2 * DAY),
      lines: [{ sku: sku('消防安全疏散图设计制作', 'A2'), amount: 2 }],
    },
    {
      buyer: member,
      payCate: 1,
      createdAt: ago(12 * DAY),
      paidAt: ago(12 * DAY - 8 * MINUTE),
      shippedAt: ago(11 * DAY),
      confirmedAt: ago(8 * DAY),
      lines: [{ sku: sku('职业病危害告知卡定制', '3 种以内'), amount: 1 }],
    },
    {
      buyer: member,
      payCate: 1,
      createdAt: ago(20 * DAY),
      paidAt: ago(20 * DAY - 6 * MINUTE),
      shippedAt: ago(19 * DAY),
      confirmedAt: ago(15 * DAY),
      lines: [{ sku: sku('当心触电警示贴', '20 × 20 cm'), amount: 30 }],
    },
    {
      buyer: member,
      payCate: 1,
      createdAt: ago(6 * DAY),
      paidAt: ago(6 * DAY - 12 * MINUTE),
      shippedAt: ago(5 * DAY),
      lines: [{ sku: sku('禁止吸烟标识牌', '铝板,30 × 40 cm'), amount: 30 }],
    },
  ];

  // about 40 more over the last 30 days, for the overview's chart: older ones completed, recent ones
  // shipped or waiting, a few cancelled by their buyer before paying
  const rng = new Rng(20_261_128);
  const buyers = [member, ...OTHER_BUYERS.filter((p) => idByPhone.has(p)).map(buyerOf)];
  const menu: [string, number, number][] = [
    ['禁止吸烟标识牌', 10, 60],
    ['当心触电警示贴', 20, 100],
    ['消防安全疏散图设计制作', 1, 4],
    ['职业病危害告知卡定制', 1, 3],
    ['红十字救护员培训', 2, 12],
    ['有限空间救援演练', 1, 1],
  ];
  const history: Plan[] = [];
  for (let daysAgo = 29; daysAgo >= 1; daysAgo--) {
    // a weekly rhythm: busier mid-week, quiet at weekends
    const weekday = (new Date(now.getTime() - daysAgo * DAY + 8 * HOUR).getUTCDay() + 6) % 7;
    const count = weekday >= 5 ? rng.int(0, 1) : rng.int(1, 2);
    for (let k = 0; k < count; k++) {
      const createdAt = ago(daysAgo * DAY - rng.int(0, 9) * HOUR - rng.int(0, 59) * MINUTE);
      const picks = rng.sample(menu, rng.next() < 0.3 ? 2 : 1);
      const lines = picks.map(([name, min, max]) => {
        const options = skus.filter((s) => s.productName === name);
        return { sku: rng.pick(options), amount: rng.int(min, max) };
      });
      const buyer = rng.pick(buyers);
      const payCate: 0 | 1 = rng.next() < 0.25 ? 0 : 1;
      if (history.length % 9 === 4) {
        history.push({ buyer, payCate, createdAt, cancelledAt: new Date(createdAt.getTime() + rng.int(10, 120) * MINUTE), lines });
        continue;
      }
      const paidAt = new Date(createdAt.getTime() + (payCate === 1 ? rng.int(2, 30) * MINUTE : rng.int(3, 20) * HOUR));
      const plan: Plan = { buyer, payCate, createdAt, paidAt, lines, ...(payCate === 0 ? { transferReceipt: [transferReceipt()] } : {}) };
      if (daysAgo >= 3) plan.shippedAt = new Date(paidAt.getTime() + rng.int(4, 30) * HOUR);
      if (daysAgo >= 10) plan.confirmedAt = new Date(plan.shippedAt!.getTime() + rng.int(2, 5) * DAY);
      history.push(plan);
    }
  }

  const plans = [...showcase, ...history].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const made = new Map<Plan, { id: number; orderNo: string; itemIds: number[] }>();
  for (const [i, plan] of plans.entries()) made.set(plan, await insertOrder(tx, company.id, sellerUser, plan, i));

  // the completed order's review, with the seller's answer, and a few buyers' reviews of older orders
  const reviewed = showcase[4]!;
  const reviewRows: (typeof remarks.$inferInsert)[] = [];
  const review = (plan: Plan, content: string, score: string, reply?: { text: string; at: Date }) => {
    const o = made.get(plan)!;
    plan.lines.forEach((l, k) =>
      reviewRows.push({
        userId: plan.buyer.id,
        xcate: 'product',
        xid: l.sku.productId,
        itemId: o.itemIds[k]!,
        orderNo: o.orderNo,
        content,
        score,
        fileItems: k === 0 && l.sku.image ? [l.sku.image] : [],
        createTime: at(new Date(plan.confirmedAt!.getTime() + 3 * HOUR)),
        ...(reply ? { reply: reply.text, replyTime: at(reply.at) } : {}),
      }),
    );
  };
  review(reviewed, '告知卡内容针对性强，排版清晰，车间张贴后员工反馈很好。', '5.0', { text: '感谢您的认可！如需增加危害因素或更换材质，随时联系我们。', at: ago(7 * DAY) });
  const older = history.filter((p) => p.confirmedAt).slice(0, 4);
  const texts: [string, string][] = [
    ['标识牌做工不错，反光效果好，安装孔位准确。', '4.5'],
    ['培训老师讲得很细，实操环节安排充分。', '5.0'],
    ['发货及时，包装稍简单，但产品没有问题。', '4.0'],
    ['整体满意，价格含税开票方便。', '4.5'],
  ];
  older.forEach((p, i) => review(p, texts[i]![0], texts[i]![1]));
  if (reviewRows.length) await tx.insert(remarks).values(reviewRows);

  // the shipped order with a request waiting for the seller's decision
  const disputed = showcase[6]!;
  const disputedRow = made.get(disputed)!;
  await tx.insert(afterSales).values({
    userId: disputed.buyer.id,
    orderId: disputedRow.id,
    orderNo: disputedRow.orderNo,
    companyId: company.id,
    cate: 'goodsproblem',
    remark: '收到的标识牌有 3 块边角破损，申请退换。',
    fileItems: disputed.lines[0]!.sku.image ? [disputed.lines[0]!.sku.image] : [],
    createTime: at(ago(2 * DAY)),
  });

  return { orders: plans.length, reviews: reviewRows.length, afterSales: 1 };
}

/** Every SKU of the company's products in the catalogue, with its product's snapshot fields. */
async function sellableSkus(tx: Tx, companyId: number): Promise<Sku[]> {
  const rows = await tx
    .select({
      productId: products.id,
      skuId: productSkus.id,
      productName: products.name,
      productType: products.productType,
      pcode: products.pcode,
      attItemIds: productSkus.attItemIds,
      attItemNames: productSkus.attItemNames,
      unit: products.unit,
      imgUrl: productSkus.imgUrl,
      price: productSkus.price,
      rate: products.useProfitJifenRate,
      files: products.fileItems,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(products.companyId, companyId), eq(products.isOnSale, 1), eq(products.auditStatus, 1)))
    .orderBy(asc(productSkus.id));
  return rows.map(({ price, files, ...r }) => ({ ...r, priceFen: toFen(price), image: files[0] ?? null }));
}

/** One order as checkout (and payment, shipping, receipt) leaves it; answers its id, number and line ids. */
async function insertOrder(tx: Tx, companyId: number, sellerUser: number, plan: Plan, index: number) {
  const priced = priceCheckout(
    plan.lines.map((l) => ({ priceFen: l.sku.priceFen, amount: l.amount, rate: l.sku.rate, companyId })),
    { remote: false, usePoints: false, pointsBalance: 0, shipping: SHIPPING },
  ).orders[0]!;
  const mainOrderNo = `${chinaStamp(plan.createdAt)}${String(880_000 + index).padStart(6, '0')}`;
  const orderNo = `${mainOrderNo}01`;
  const paid = plan.paidAt !== undefined;
  const deadline = new Date(plan.createdAt.getTime() + (plan.payCate === 1 ? DAY : 7 * DAY));
  const payment =
    paid && plan.payCate === 1
      ? {
          orderNo: `${chinaStamp(new Date(plan.paidAt!.getTime() - MINUTE))}${String(770_000 + index).padStart(6, '0')}`,
          createdAt: new Date(plan.paidAt!.getTime() - MINUTE),
        }
      : null;
  const a = plan.buyer.address;
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo,
      mainOrderNo,
      userId: plan.buyer.id,
      companyId,
      idemKey: `seed-${mainOrderNo}`,
      orderCate: 'product',
      payCate: plan.payCate,
      state: plan.cancelledAt ? 'cancelled' : 'active',
      ispay: paid ? 1 : 0,
      isexpress: plan.shippedAt ? 1 : 0,
      isconfirm: plan.confirmedAt ? 1 : 0,
      payOrderNo: payment?.orderNo ?? null,
      goodsFen: priced.goodsFen,
      expressFeeFen: priced.expressFeeFen,
      usePoints: 0,
      totalFen: priced.totalFen,
      contact: plan.buyer.contact,
      phone: plan.buyer.phone,
      ...a,
      delivery: '快递配送',
      expectedDelivery: '7天内',
      remarks: plan.remarks ?? '',
      remitCode: plan.payCate === 0 ? REMIT_CODE : '',
      transferReceipt: plan.transferReceipt ?? [],
      createTime: at(plan.createdAt),
      payTime: paid ? at(plan.paidAt!) : null,
      expressTime: plan.shippedAt ? at(plan.shippedAt) : null,
      confirmTime: plan.confirmedAt ? at(plan.confirmedAt) : null,
      cancelTime: plan.cancelledAt ? at(plan.cancelledAt) : null,
      cancelledBy: plan.cancelledAt ? 'buyer' : null,
      payDeadline: deadline,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  const items = await tx
    .insert(orderItems)
    .values(
      plan.lines.map((l) => ({
        orderId,
        productId: l.sku.productId,
        skuId: l.sku.skuId,
        productName: l.sku.productName,
        productType: l.sku.productType,
        skuCode: l.sku.pcode ? `${l.sku.pcode}-${l.sku.skuId}` : String(l.sku.skuId),
        attsItemsIds: l.sku.attItemIds,
        attsItemsNames: l.sku.attItemNames,
        unit: l.sku.unit,
        imgUrl: l.sku.imgUrl,
        priceFen: l.sku.priceFen,
        amount: l.amount,
        useProfitJifenRate: l.sku.rate,
        usePoints: 0,
      })),
    )
    .returning({ id: orderItems.id });
  if (payment) {
    await tx.insert(payments).values({
      orderNo: payment.orderNo,
      subjectKind: 'order',
      subjectId: orderId,
      userId: plan.buyer.id,
      amountFen: priced.totalFen,
      status: 'paid',
      transactionId: `4200${payment.orderNo}`,
      codeUrl: `weixin://wxpay/bizpayurl?pr=seed${index}`,
      createdAt: payment.createdAt,
      expiresAt: new Date(payment.createdAt.getTime() + 2 * HOUR),
      paidAt: plan.paidAt!,
    });
  }
  if (plan.shippedAt) {
    const carrier = index % 3 === 0 ? { expressValue: 'ZTO', expressName: '中通快递', prefix: '7' } : { expressValue: 'SF', expressName: '顺丰速运', prefix: 'SF' };
    await tx.insert(orderExpress).values({
      orderId,
      orderNo,
      expressValue: carrier.expressValue,
      expressName: carrier.expressName,
      expressNo: `${carrier.prefix}${chinaStamp(plan.shippedAt).slice(2, 12)}${String(index).padStart(3, '0')}`,
      remark: '',
      shippedBy: sellerUser,
      createTime: at(plan.shippedAt),
    });
  }
  return { id: orderId, orderNo, itemIds: items.map((i) => i.id) };
}

/**
 * Two products of the company outside the catalogue: one waiting for the platform's review, one rejected
 * with the reviewer's reason (商品管理's 审核中 and 审核不通过 tabs). Their pictures are those of the
 * catalogue's products of the same kind.
 */
async function seedProductsUnderReview(tx: Tx, companyId: number, now: Date): Promise<void> {
  const parentOf = new Map(PRODUCT_CATEGORIES.map((c) => [c.cateId, c.parentId]));
  const pictures = await tx
    .select({ name: products.name, files: products.fileItems })
    .from(products)
    .where(inArray(products.name, ['安全出口指示灯', '当心机械伤人警告牌']));
  const pictureOf = (name: string) => pictures.find((p) => p.name === name)?.files.slice(0, 1) ?? [];
  const entries = [
    {
      name: '消防应急标志灯（双面）',
      leaf: 24232,
      unit: '个',
      price: '58.00',
      items: [
        [90_001, '安全出口', 120],
        [90_002, '双向疏散', 80],
      ] as const,
      files: pictureOf('安全出口指示灯'),
      auditStatus: 0,
      auditReason: '',
      intro: '<p>LED 光源，双面显示，断电自动应急，应急时间 ≥ 90 分钟，符合 GB 17945-2024。</p>',
      created: new Date(now.getTime() - 5 * HOUR),
    },
    {
      name: '荧光安全警示胶带',
      leaf: 24523,
      unit: '卷',
      price: '16.00',
      items: [
        [90_011, '黄黑', 300],
        [90_012, '红白', 200],
      ] as const,
      files: pictureOf('当心机械伤人警告牌'),
      auditStatus: 2,
      auditReason: '商品图片与商品名称不符，请上传警示胶带的实物图片后重新提交。',
      intro: '<p>PVC 基材，荧光反光，宽 48 mm，长 33 m，用于地面划线与危险区域警示。</p>',
      created: new Date(now.getTime() - 3 * DAY),
    },
  ];
  for (const [i, e] of entries.entries()) {
    const sub = parentOf.get(e.leaf) ?? null;
    const top = sub === null ? null : (parentOf.get(sub) ?? null);
    const img = e.files[0]?.FileUrl ?? '';
    const row = {
      companyId,
      name: e.name,
      pcode: `P${sub ?? 0}-R${String(i + 1).padStart(2, '0')}`,
      productType: 'product',
      cateId: top,
      subCateId: sub,
      sSubCateId: e.leaf,
      price: e.price,
      unit: e.unit,
      minAmount: 1,
      stock: e.items.reduce((a, [, , stock]) => a + stock, 0),
      sales: 0,
      intro: e.intro,
      att: [{ name: '款式', att_item: e.items.map(([id, name]) => ({ id, name })) }],
      attItemPrice: e.items.map(([, name, stock]) => ({ name, price: e.price, stock, img_url: img })),
      paramItem: [{ name: '品牌', value: '安信安全' }],
      fileItems: e.files,
      isOnSale: 1,
      auditStatus: e.auditStatus,
      auditReason: e.auditReason,
      createTime: formatChinaTime(e.created),
    };
    const [inserted] = await tx.insert(products).values(row).returning({ id: products.id });
    await tx.insert(productSkus).values(skuSeeds(inserted!.id, row));
  }
}
