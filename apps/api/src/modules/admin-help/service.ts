// 帮助管理 of the operations console: the help categories with their items, one item whole, the save of one
// (its body sanitized with the portal's rules; a link by javascript: or another script scheme refused), its
// delete (never an item the site links to: 33, 35–42, the agreement 48), a category's new order, and the
// help categories themselves (the help group of 分类管理, through its module). Each change writes its audit
// row (before and after) in the same transaction; the portal's help menu and pages read the tables directly.
import {
  HELP_GROUP,
  isSpecLinkId,
  MSG_HELP_CATE_REQUIRED,
  MSG_HELP_ITEM_MISSING,
  MSG_HELP_LINKED,
  MSG_HELP_ORDER_STALE,
  MSG_HELP_UNSAFE_LINK,
  MSG_CATEGORY_ID_BUSY,
  type AdminHelpCate,
  type AdminHelpDetail,
  type AdminHelpItem,
  type Items,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import { hasUnsafeLink } from '@ws/validators';
import type { Db } from '../../db/client';
import { DomainError, type Clock } from '../../kernel';
import { removeCategoryIn, saveCategoryIn, type By } from '../admin-categories';
import { recordAudit } from '../audit';
import { sanitizeRichText } from '../listings';
import { summaryCreate, summaryDelete, summarySort, summaryUpdate } from './messages';
import { deleteHelp, helpCateRows, helpRow, helpRows, insertHelp, setHelpOrder, updateHelp, type HelpRow } from './queries';

type SaveInput = PayloadOf<'adminHelpSave'>;

const toItem = (h: HelpRow): AdminHelpItem => ({ id: h.id, cate_id: h.cateId, name: h.name, sort: h.sort, linked: isSpecLinkId(h.id) ? 1 : 0 });

/** What the audit log keeps of an item, before and after a change. */
const state = (h: HelpRow) => ({ cate_id: h.cateId, name: h.name, sort: h.sort, intro: h.intro });

/** adminHelpCates: the help categories in their order, each with its items in theirs. */
export async function helpCates(db: Db): Promise<Items<AdminHelpCate>> {
  const [cates, items] = await Promise.all([helpCateRows(db, HELP_GROUP), helpRows(db, null)]);
  return {
    items: cates.map((c) => ({
      cate_id: c.cateId,
      cate_name: c.cateName,
      sort: c.sort,
      linked: isSpecLinkId(c.cateId) ? 1 : 0,
      items: items.filter((h) => h.cateId === c.cateId).map(toItem),
    })),
  };
}

/** adminHelpList: a category's items (null: every item) in their order. */
export async function helpList(db: Db, cateId: number | null): Promise<Items<AdminHelpItem>> {
  return { items: (await helpRows(db, cateId)).map(toItem) };
}

/** adminHelpInfo: one item whole. */
export async function helpInfo(db: Db, id: number): Promise<AdminHelpDetail> {
  const row = await helpRow(db, id);
  if (!row) throw new DomainError(MSG_HELP_ITEM_MISSING);
  const cate = (await helpCateRows(db, HELP_GROUP)).find((c) => c.cateId === row.cateId);
  return { ...toItem(row), cate_name: cate?.cateName ?? '', intro: row.intro };
}

/** The help category `cateId` (of the help group), locked against a delete meanwhile, or 请选择帮助分类. */
async function helpCate(tx: Db, cateId: number) {
  const cate = (await helpCateRows(tx, HELP_GROUP)).find((c) => c.cateId === cateId);
  if (!cate) throw new DomainError(MSG_HELP_CATE_REQUIRED);
  return cate;
}

/** adminHelpSave: a new item (last in its category) or a change of one (it may move: last there). */
export async function saveHelp(db: Db, clock: Clock, by: By, input: SaveInput, imageAllowed: (src: string) => boolean): Promise<AdminHelpDetail> {
  if (hasUnsafeLink(input.intro)) throw new DomainError(MSG_HELP_UNSAFE_LINK);
  const intro = sanitizeRichText(input.intro, { imageAllowed });
  const id = await db.transaction(async (tx) => {
    await helpCate(tx, input.cate_id);
    const before = input.id === null ? null : await helpRow(tx, input.id, true);
    if (input.id !== null && !before) throw new DomainError(MSG_HELP_ITEM_MISSING);
    let sort = before?.sort ?? 0;
    if (!before || before.cateId !== input.cate_id) {
      const siblings = await helpRows(tx, input.cate_id, true);
      sort = Math.max(0, ...siblings.map((h) => h.sort)) + 1;
    }
    const values = { cateId: input.cate_id, name: input.name, intro, sort };
    let after: HelpRow | null = null;
    if (before) after = await updateHelp(tx, before.id, values);
    // the next id is max + 1: an insert elsewhere at the same moment may take it, so try again
    else for (let attempt = 0; attempt < 5 && !after; attempt++) after = await insertHelp(tx, values);
    if (!after) throw new DomainError(before ? MSG_HELP_ITEM_MISSING : MSG_CATEGORY_ID_BUSY);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: before ? 'help.update' : 'help.create',
      targetKind: 'help',
      targetId: after.id,
      summary: before ? summaryUpdate(after) : summaryCreate(after),
      before: before ? state(before) : undefined,
      after: state(after),
    });
    return after.id;
  });
  return helpInfo(db, id);
}

/** adminHelpDelete: never an item the site links to. */
export async function removeHelp(db: Db, clock: Clock, by: By, id: number): Promise<Items<AdminHelpCate>> {
  await db.transaction(async (tx) => {
    const before = await helpRow(tx, id, true);
    if (!before) throw new DomainError(MSG_HELP_ITEM_MISSING);
    if (isSpecLinkId(id)) throw new DomainError(MSG_HELP_LINKED);
    await deleteHelp(tx, id);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: 'help.delete',
      targetKind: 'help',
      targetId: id,
      summary: summaryDelete(before),
      before: state(before),
    });
  });
  return helpCates(db);
}

/** adminHelpSort: a category's whole new order; one that does not name exactly its items changes nothing. */
export async function sortHelp(db: Db, clock: Clock, by: By, cateId: number, ids: readonly number[]): Promise<Items<AdminHelpCate>> {
  await db.transaction(async (tx) => {
    const cate = await helpCate(tx, cateId);
    const rows = await helpRows(tx, cateId, true);
    const current = rows.map((h) => h.id);
    const same = new Set(ids).size === ids.length && ids.length === current.length && ids.every((x) => current.includes(x));
    if (!same) throw new DomainError(MSG_HELP_ORDER_STALE);
    await setHelpOrder(tx, ids);
    const byId = new Map(rows.map((h) => [h.id, h]));
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: 'help.sort',
      targetKind: 'help_cate',
      targetId: cateId,
      summary: summarySort(cate),
      before: { cate_id: cateId, order: rows.map((h) => ({ id: h.id, name: h.name })) },
      after: { cate_id: cateId, order: ids.map((x) => ({ id: x, name: byId.get(x)!.name })) },
    });
  });
  return helpCates(db);
}

/** adminHelpCateSave: a help category, new (last) or renamed (分类管理's rules and audit). */
export async function saveHelpCate(db: Db, clock: Clock, by: By, cateId: number | null, cateName: string): Promise<Items<AdminHelpCate>> {
  await db.transaction((tx) => saveCategoryIn(tx, clock, by, { cate_id: cateId, p_cate_value: HELP_GROUP, parent_id: null, cate_name: cateName }));
  return helpCates(db);
}

/** adminHelpCateDelete: only an empty help category (分类管理's rules and audit). */
export async function removeHelpCate(db: Db, clock: Clock, by: By, cateId: number): Promise<Items<AdminHelpCate>> {
  await db.transaction((tx) => removeCategoryIn(tx, clock, by, cateId, HELP_GROUP));
  return helpCates(db);
}
