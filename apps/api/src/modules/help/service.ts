// Help: the help menu (categories with their pages) and one help page (spec 01 §2 /help/*, footer).
import type { HelpCategory, HelpInfo, Items } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError } from '../../kernel';
import { MSG_HELP_MISSING } from './messages';
import { findHelpPage, helpCategories } from './queries';

/** The help menu: every help category with its pages. */
export async function helpMenu(db: Db): Promise<Items<HelpCategory>> {
  return { items: await helpCategories(db) };
}

/** One help page; unknown → 内容不存在. */
export async function helpPage(db: Db, id: number): Promise<HelpInfo> {
  const page = await findHelpPage(db, id);
  if (!page) throw new DomainError(MSG_HELP_MISSING);
  return page;
}
