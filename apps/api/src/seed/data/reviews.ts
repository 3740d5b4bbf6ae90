// Product reviews (spec 02 §3 Remark) by the demo and expert accounts, so that product pages have comments:
// 2-5 per product on sale, half-star scores, some with pictures. Each review belongs to a (made-up, historic)
// order number of its own, as the unique key (user, xcate, xid, order_no, item_id) expects.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, remarks, users } from '../../db/schema';
import { Rng, time2026 } from '../random';

const TEXTS = [
  '质量不错，做工扎实，和描述一致。',
  '发货很快，包装完好，客服回复及时。',
  '性价比高，已经是第二次回购了。',
  '用了一段时间，整体满意，细节还可以再改进。',
  '符合国标要求，公司安全检查顺利通过。',
  '物流稍慢，但产品本身没问题。',
  '服务商很专业，现场讲解细致，出具的报告规范。',
  '价格含税开票方便，财务很满意。',
];
const SCORES = ['5.0', '4.5', '4.0', '5.0', '3.5', '4.5', '5.0', '3.0'];
const REVIEWER_PHONES = ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005'];

/** Insert the reviews (called from seed/run.ts after the mall products); answers how many. */
export async function seedProductReviews(tx: Db): Promise<number> {
  const reviewers = await tx.select({ id: users.id }).from(users).where(inArray(users.userMobile, REVIEWER_PHONES)).orderBy(asc(users.id));
  if (reviewers.length === 0) return 0;
  const onSale = await tx.select({ id: products.id, fileItems: products.fileItems }).from(products).where(eq(products.isOnSale, 1)).orderBy(asc(products.id));
  const rng = new Rng(7070);
  const rows: (typeof remarks.$inferInsert)[] = [];
  onSale.forEach((p, i) => {
    const n = 2 + (i % 4);
    for (let k = 0; k < n; k++) {
      const user = reviewers[(i + k) % reviewers.length]!;
      const image = p.fileItems[0];
      rows.push({
        userId: user.id,
        xcate: 'product',
        xid: p.id,
        itemId: 0,
        orderNo: `W2026${String(p.id).padStart(4, '0')}${String(k + 1).padStart(2, '0')}`,
        content: TEXTS[(i * 3 + k) % TEXTS.length]!,
        score: SCORES[(i + k * 5) % SCORES.length]!,
        fileItems: k === 0 && image ? [image] : [],
        createTime: time2026(200 + ((i * 7 + k * 13) % 120), 9 + rng.int(0, 10), rng.int(0, 59)),
      });
    }
  });
  await tx.insert(remarks).values(rows);
  return rows.length;
}
