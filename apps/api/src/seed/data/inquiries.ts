// The demo shop's price inquiries (询价): 张三 asked 李四's company 广州安信 and one other approved company
// twice. In the older inquiry the other company has answered and 广州安信 has not yet (李四's 收到的询价 has
// one to answer); in the newer one 广州安信 has answered and the other company has not. So 我发起的询价,
// 收到的询价 and the 比价表 all have something to show. Numbers and times as enable/add and inquiry/quote
// make them: 20-digit numbers, quotes valid QUOTE_VALID_DAYS from the answer.
import { QUOTE_VALID_DAYS } from '@ws/api-sdk/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, inquiries, inquiryCompanies, inquiryItems, inquiryQuotes } from '../../db/schema';
import { chinaStamp, formatChinaTime } from '../../kernel';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const MEMBER = '13800000001';
const COMPANY_USER = '13800000002';
const OTHERS = ['广州穗安消防工程有限公司', '东莞市安泰劳保用品有限公司'];

interface Item {
  productName: string;
  productDescribe: string;
  quantity: number;
  expectedPrice: string;
}

interface Answer {
  /** which of the inquiry's companies: 'anxin' (李四's) or 'other' */
  who: 'anxin' | 'other';
  at: Date;
  note: string;
  /** unit price per item, in the items' order */
  prices: string[];
}

export async function seedDemoInquiries(tx: Tx, idByPhone: Map<string, number>, now: Date): Promise<number> {
  const member = idByPhone.get(MEMBER);
  const sellerUser = idByPhone.get(COMPANY_USER);
  if (member === undefined || sellerUser === undefined) return 0;
  const [anxin] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.userId, sellerUser)).orderBy(asc(companies.id)).limit(1);
  const others = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, OTHERS));
  const otherOf = (name: string) => others.find((c) => c.name === name)?.id;
  const [suian, antai] = [otherOf(OTHERS[0]!), otherOf(OTHERS[1]!)];
  if (!anxin || suian === undefined || antai === undefined) return 0;

  const inquiry = async (index: number, createdAt: Date, other: number, items: Item[], answers: Answer[]) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ orderNo: `${chinaStamp(createdAt)}${String(660_000 + index).padStart(6, '0')}`, userId: member, type: 0, createTime: formatChinaTime(createdAt) })
      .returning({ id: inquiries.id });
    const inquiryId = row!.id;
    const stored = await tx
      .insert(inquiryItems)
      .values(items.map((it, sort) => ({ inquiryId, ...it, productImg: null, sort })))
      .returning({ id: inquiryItems.id });
    const companyOf = { anxin: anxin.id, other };
    const answered = new Map(answers.map((a) => [companyOf[a.who], a]));
    await tx.insert(inquiryCompanies).values(
      [anxin.id, other].map((companyId, sort) => {
        const a = answered.get(companyId);
        return {
          inquiryId,
          companyId,
          sort,
          quoteTime: a ? formatChinaTime(a.at) : null,
          validUntil: a ? formatChinaTime(new Date(a.at.getTime() + QUOTE_VALID_DAYS * DAY)) : null,
          note: a?.note ?? '',
        };
      }),
    );
    const quotes = answers.flatMap((a) => a.prices.map((unitPrice, k) => ({ inquiryId, itemId: stored[k]!.id, companyId: companyOf[a.who], unitPrice, note: '' })));
    if (quotes.length) await tx.insert(inquiryQuotes).values(quotes);
  };

  await inquiry(
    1,
    new Date(now.getTime() - 5 * DAY),
    suian,
    [
      { productName: '消防应急照明灯（双头）', productDescribe: 'LED 光源，应急时间不少于 90 分钟', quantity: 40, expectedPrice: '45' },
      { productName: '安全出口指示灯', productDescribe: '双面，壁挂安装', quantity: 60, expectedPrice: '35' },
      { productName: '手提式干粉灭火器', productDescribe: '4 kg，ABC 干粉，含年检标签', quantity: 30, expectedPrice: '' },
    ],
    [{ who: 'other', at: new Date(now.getTime() - 4 * DAY), note: '含税含运费，广州市内免费送货安装。', prices: ['42.00', '33.50', '88.00'] }],
  );
  await inquiry(
    2,
    new Date(now.getTime() - 2 * DAY),
    antai,
    [
      { productName: '安全生产标准化咨询服务', productDescribe: '制造业企业，员工约 200 人，需协助通过三级标准化评审', quantity: 1, expectedPrice: '' },
      { productName: '禁止吸烟标识牌（铝板）', productDescribe: '30 × 40 cm，背胶', quantity: 100, expectedPrice: '20' },
    ],
    [{ who: 'anxin', at: new Date(now.getTime() - DAY), note: '咨询含现场辅导 6 次，标识牌 7 个工作日内送达。', prices: ['38000.00', '26.00'] }],
  );
  return 2;
}
