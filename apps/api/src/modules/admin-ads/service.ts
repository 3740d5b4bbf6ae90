// 广告与导航 of the operations console: a slot's ads as the console shows them (with their period and where they
// stand against it now), the save of one (new: last in its slot), its delete, and the slot's whole new order.
// The contract has checked the fields (the link's scheme, the image, the period); here what only the table
// knows: the ad exists, the slot has room, an order names exactly the slot's ads. Each change writes its
// audit row (before and after) in the same transaction.
import { AD_SLOT_MAX, MSG_AD_MISSING, MSG_AD_ORDER_STALE, MSG_AD_SLOT_FULL, type AdminAd, type AdState, type Items, type PayloadOf } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError, type Clock } from '../../kernel';
import { displayTime, formatChinaTime } from '../../kernel/time';
import { recordAudit, type AuditActor } from '../audit';
import { summaryCreate, summaryDelete, summarySort, summaryUpdate } from './messages';
import { adRow, deleteAd, insertAd, setOrder, slotRows, updateAd, type AdRow } from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

type SaveInput = PayloadOf<'adminAdSave'>;

const now = (clock: Clock) => formatChinaTime(clock.now());

/** Where an ad stands against its period at `at` (the portal's rule: content/queries.ts slotAds). */
const adState = (a: { startAt: string | null; endAt: string | null }, at: string): AdState =>
  a.startAt !== null && displayTime(a.startAt) > at ? 'pending' : a.endAt !== null && displayTime(a.endAt) <= at ? 'ended' : 'live';

const toAdminAd = (a: AdRow, at: string): AdminAd => ({
    id: a.id,
    cate_value: a.cateValue,
    title: a.title,
    link: a.link,
    firstFile: a.image ? { FileName: a.image.slice(a.image.lastIndexOf('/') + 1), FileUrl: a.image } : null,
    sort: a.sort,
    start_time: displayTime(a.startAt),
    end_time: displayTime(a.endAt),
    state: adState(a, at),
});

/** What the audit log keeps of an ad, before and after a change. */
const state = (a: AdRow) => ({
  cate_value: a.cateValue,
  title: a.title,
  image: a.image,
  link: a.link,
  sort: a.sort,
  start_time: displayTime(a.startAt),
  end_time: displayTime(a.endAt),
});

/** adminAdList: a slot's ads in their order. */
export async function listSlot(db: Db, clock: Clock, cateValue: string): Promise<Items<AdminAd>> {
  const at = now(clock);
  return { items: (await slotRows(db, cateValue)).map((a) => toAdminAd(a, at)) };
}

/** adminAdSave: a new ad (last in its slot) or a change of one (it may move to another slot, last there). */
export async function saveAd(db: Db, clock: Clock, by: By, input: SaveInput): Promise<Items<AdminAd>> {
  const values = {
    cateValue: input.cate_value,
    title: input.title,
    image: input.image[0]!.FileUrl,
    link: input.link,
    startAt: input.start_time || null,
    endAt: input.end_time || null,
  };
  await db.transaction(async (tx) => {
    const before = input.id === null ? null : await adRow(tx, input.id, true);
    if (input.id !== null && !before) throw new DomainError(MSG_AD_MISSING);
    const moving = !before || before.cateValue !== input.cate_value;
    let sort = before?.sort ?? 0;
    if (moving) {
      const slot = await slotRows(tx, input.cate_value, true);
      if (slot.length >= AD_SLOT_MAX) throw new DomainError(MSG_AD_SLOT_FULL);
      sort = Math.max(0, ...slot.map((a) => a.sort)) + 1;
    }
    const after = before ? await updateAd(tx, before.id, { ...values, sort }) : await insertAd(tx, { ...values, sort });
    if (!after) throw new DomainError(MSG_AD_MISSING);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: before ? 'ad.update' : 'ad.create',
      targetKind: 'ad',
      targetId: after.id,
      summary: before ? summaryUpdate(after) : summaryCreate(after),
      before: before ? state(before) : undefined,
      after: state(after),
    });
  });
  return listSlot(db, clock, input.cate_value);
}

/** adminAdDelete: the ad goes; the slot keeps its order. */
export async function removeAd(db: Db, clock: Clock, by: By, id: number): Promise<Items<AdminAd>> {
  const cateValue = await db.transaction(async (tx) => {
    const before = await adRow(tx, id, true);
    if (!before) throw new DomainError(MSG_AD_MISSING);
    await deleteAd(tx, id);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: 'ad.delete',
      targetKind: 'ad',
      targetId: id,
      summary: summaryDelete(before),
      before: state(before),
    });
    return before.cateValue;
  });
  return listSlot(db, clock, cateValue);
}

/**
 * adminAdSort: the slot's new order, whole. An order that does not name exactly the slot's ads (one added or
 * deleted meanwhile in another window) changes nothing and says so: a partial order would leave places
 * nobody chose.
 */
export async function sortSlot(db: Db, clock: Clock, by: By, cateValue: string, ids: readonly number[]): Promise<Items<AdminAd>> {
  await db.transaction(async (tx) => {
    const slot = await slotRows(tx, cateValue, true);
    const current = slot.map((a) => a.id);
    const same = new Set(ids).size === ids.length && ids.length === current.length && ids.every((id) => current.includes(id));
    if (!same) throw new DomainError(MSG_AD_ORDER_STALE);
    await setOrder(tx, ids);
    const byId = new Map(slot.map((a) => [a.id, a]));
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: 'ad.sort',
      targetKind: 'ad_slot',
      targetId: cateValue,
      summary: summarySort(cateValue),
      before: { cate_value: cateValue, order: slot.map((a) => ({ id: a.id, title: a.title })) },
      after: { cate_value: cateValue, order: ids.map((id) => ({ id, title: byId.get(id)!.title })) },
    });
  });
  return listSlot(db, clock, cateValue);
}
