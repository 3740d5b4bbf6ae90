// Help: the help menu (categories with their pages) and one help page (spec 01 §2 /help/*, footer).
import type { help, HelpCategory } from '@ws/api-sdk/contract';
import { asc, eq } from 'drizzle-orm';
import { categories, helpInfos } from '../../db/schema';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';

export const MSG_HELP_MISSING = '内容不存在';

export const helpHandlers: DomainHandlers<typeof help> = {
  async listHelpByCate({ db }) {
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
    return { items: [...byCate.values()] };
  },

  async helpInfo({ db, payload }) {
    const [row] = await db.select().from(helpInfos).where(eq(helpInfos.id, payload.id)).limit(1);
    if (!row) throw new DomainError(MSG_HELP_MISSING);
    return { id: row.id, name: row.name, intro: row.intro };
  },
};
