// The help pages' SQL: the help categories with their pages' names, and one page.
import type { HelpCategory, HelpInfo } from '@ws/api-sdk/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, helpInfos } from '../../db/schema';

/** The help categories (p_cate_value help) in their order, each with its pages' ids and names in theirs. */
export async function helpCategories(db: Db): Promise<HelpCategory[]> {
  const rows = await db
    .select({ cateId: categories.cateId, cateName: categories.cateName, id: helpInfos.id, name: helpInfos.name })
    .from(categories)
    .leftJoin(helpInfos, eq(helpInfos.cateId, categories.cateId))
    .where(eq(categories.pCateValue, 'help'))
    .orderBy(asc(categories.sort), asc(categories.cateId), asc(helpInfos.sort), asc(helpInfos.id));
  const byCate = new Map<number, HelpCategory>();
  for (const r of rows) {
    let cate = byCate.get(r.cateId);
    if (!cate) byCate.set(r.cateId, (cate = { cate_id: r.cateId, cate_name: r.cateName, items: [] }));
    if (r.id !== null && r.name !== null) cate.items.push({ id: r.id, name: r.name });
  }
  return [...byCate.values()];
}

/** One help page, or null. */
export async function findHelpPage(db: Db, id: number): Promise<HelpInfo | null> {
  const [row] = await db.select().from(helpInfos).where(eq(helpInfos.id, id)).limit(1);
  return row ? { id: row.id, name: row.name, intro: row.intro } : null;
}
