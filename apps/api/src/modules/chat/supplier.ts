// 联系商家: a buyer's conversation with a supplier company, opened from a product page or one of their orders,
// the product or order attached as a card. Rules:
// - one conversation per buyer and company (a unique index; a racing second open finds the first);
// - the company side is whoever acts for the company (its members, merchant's companyMemberIds): they read
//   and answer it, nobody else; a company without a member cannot be contacted, and a member does not
//   contact their own company;
// - a product card must be a public product of that company, an order card an order of the caller's with
//   that company; the card is not added again while it is the newest message (a second click, a reload);
// - the card is a snapshot (name, picture, price or total); its status is read afresh when shown.
import {
  MSG_CARD_ONE,
  MSG_ORDER_MISSING,
  MSG_OWN_COMPANY,
  MSG_PRODUCT_MISSING,
  MSG_SUPPLIER_MISSING,
  MSG_SUPPLIER_OFFLINE,
  type ChatCard,
  type ChatInfo,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import { companyMemberIds } from '../merchant';
import { cardKey, companyOf, insertMessage, insertSupplierChat, lockChat, markRead, newestMessage, supplierChat, toInfo, touchOpenChat, type ChatRow } from './queries';
import { signal } from './service';
import { orderCard, productCard } from './supplier-queries';

export interface SupplierOpen {
  company_id: number;
  product_id: number | null;
  order_no: string;
}

/** The text a card's message carries (the conversation lists' last message). */
export const cardText = (card: ChatCard) => (card.kind === 'product' ? `[商品] ${card.name}` : `[订单] ${card.order_no}`).slice(0, 2000);

/** The caller's conversation with the company (made on first use), with the product or order attached. */
export async function openSupplierChat(db: Db, clock: Clock, me: number, req: SupplierOpen): Promise<ChatInfo> {
  if (req.product_id !== null && req.order_no !== '') throw new DomainError(MSG_CARD_ONE);
  const company = await companyOf(db, req.company_id);
  if (!company || company.auditStatus !== 1) throw new DomainError(MSG_SUPPLIER_MISSING);
  const members = await companyMemberIds(db, company.id);
  if (members.includes(me)) throw new DomainError(MSG_OWN_COMPANY);
  if (members.length === 0) throw new DomainError(MSG_SUPPLIER_OFFLINE);

  const now = clock.now();
  let card: ChatCard | undefined;
  if (req.product_id !== null) {
    card = await productCard(db, company.id, req.product_id);
    if (!card) throw new DomainError(MSG_PRODUCT_MISSING);
  } else if (req.order_no !== '') {
    card = await orderCard(db, me, company.id, req.order_no, now);
    if (!card) throw new DomainError(MSG_ORDER_MISSING);
  }

  const at = formatChinaTime(now);
  let c = await supplierChat(db, me, company.id);
  if (!c) {
    // the owner is the member the buyer's messages are addressed to; any member answers
    await insertSupplierChat(db, me, company.id, members.includes(company.userId) ? company.userId : members[0]!, at);
    c = (await supplierChat(db, me, company.id))!;
  }
  if (card && (await attachCard(db, c, me, card, at))) {
    await signal(db, c).catch(() => {
      /* the pages' fallback poll picks the card up */
    });
  }
  return toInfo(db, c, me);
}

/** Adds the card as the buyer's message unless the newest message is that card already; true when added. */
async function attachCard(db: Db, c: ChatRow, me: number, card: ChatCard, at: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const text = cardText(card);
    // the row lock first (what a message send takes), then the check: two racing opens add one card
    await lockChat(tx, c.id);
    const newest = await newestMessage(tx, c.id);
    if (newest?.card && cardKey(newest.card) === cardKey(card)) return false;
    if (!(await touchOpenChat(tx, c.id, text, at))) return false;
    const inserted = await insertMessage(tx, { chatId: c.id, userId: me, toUserId: c.toUserId, message: text, createTime: at, card });
    await markRead(tx, c, me, inserted.id);
    return true;
  });
}
