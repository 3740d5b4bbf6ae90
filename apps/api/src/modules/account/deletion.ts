// One's own personal data (PIPL; a service file of the account module, with its SQL): what the download
// holds and what deleting the account removes or anonymises. Both lists live here, side by side, so that a
// personal table added to one is seen missing from the other. The account row itself is kept, anonymised:
// orders, sign-ups, payments and the other party's chats still point at it, and it shows as 已注销用户
// wherever they name the buyer or sender.
import { and, eq, inArray, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  afterSales,
  bankCards,
  bookings,
  cartItems,
  cartShares,
  chatItems,
  chatPresence,
  chats,
  consultOrders,
  chatTickets,
  companies,
  experts,
  favourites,
  inquiries,
  inquiryItems,
  invoiceProfiles,
  loginFailures,
  orders,
  payments,
  pointsLedger,
  remarks,
  signRecords,
  smsCodes,
  smsOutbox,
  tokens,
  users,
  walletLedger,
  wechatAccounts,
  wechatTickets,
} from '../../db/schema';
import { DELETED_MOBILE_PREFIX, DELETED_USER_NAME } from '../../kernel';
import { accountKey } from './login-limits';
import { DELETED_MESSAGE } from './messages';

export { DELETED_MOBILE_PREFIX, DELETED_USER_NAME };

const deletedAccountName = (userId: number) => `${DELETED_MOBILE_PREFIX}${userId}`;

/**
 * For a transaction about to write personal rows of `userId`: holds the account row, so that a deletion
 * starting now waits for this transaction and then removes what it wrote; answers false when the account
 * was deleted meanwhile (a request whose token was checked just before the deletion committed), so that
 * nothing personal is written to the anonymised row afterwards. FOR NO KEY UPDATE, the lock a points
 * update of the row takes anyway: with a weaker shared lock two sign-ins of one user could each hold it
 * and then deadlock on that update.
 */
export async function holdLiveAccount(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), notLike(users.userMobile, `${DELETED_MOBILE_PREFIX}%`)))
    .for('no key update');
  return rows.length > 0;
}

type Rows = Record<string, unknown>[];

/**
 * Every personal row of the user, by table. Secrets are left out: token hashes (only when each session
 * started and ends), payment QR links. Chats: the conversations the user is a side of and the messages
 * the user wrote (the other side's messages are theirs).
 */
export async function exportPersonalRows(db: Db, userId: number): Promise<Record<string, Rows>> {
  const myInquiries = db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.userId, userId));
  const [
    fav,
    points,
    signs,
    cards,
    wallet,
    cart,
    shares,
    reviews,
    myOrders,
    myPayments,
    myCompanies,
    conversations,
    messages,
    addressRows,
    invoiceRows,
    bookingRows,
    inquiryRows,
    inquiryItemRows,
    afterSaleRows,
    consults,
    sessions,
    wechat,
  ] = await Promise.all([
    db.select().from(favourites).where(eq(favourites.userId, userId)),
    db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    db.select().from(signRecords).where(eq(signRecords.userId, userId)),
    db.select().from(bankCards).where(eq(bankCards.userId, userId)),
    db.select().from(walletLedger).where(eq(walletLedger.userId, userId)),
    db.select().from(cartItems).where(eq(cartItems.userId, userId)),
    db.select().from(cartShares).where(eq(cartShares.userId, userId)),
    db.select().from(remarks).where(eq(remarks.userId, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)),
    db.select().from(payments).where(eq(payments.userId, userId)),
    db.select().from(companies).where(eq(companies.userId, userId)),
    db.select().from(chats).where(or(eq(chats.userId, userId), eq(chats.toUserId, userId))),
    db.select().from(chatItems).where(eq(chatItems.userId, userId)),
    db.select().from(addresses).where(eq(addresses.userId, userId)),
    db.select().from(invoiceProfiles).where(eq(invoiceProfiles.userId, userId)),
    db.select().from(bookings).where(eq(bookings.userId, userId)),
    db.select().from(inquiries).where(eq(inquiries.userId, userId)),
    db.select().from(inquiryItems).where(inArray(inquiryItems.inquiryId, myInquiries)),
    db.select().from(afterSales).where(eq(afterSales.userId, userId)),
    db.select().from(consultOrders).where(eq(consultOrders.userId, userId)),
    db.select({ userId: tokens.userId, createdAt: tokens.createdAt, expiresAt: tokens.expiresAt }).from(tokens).where(eq(tokens.userId, userId)),
    db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, userId)),
  ]);
  return {
    favourites: fav,
    points_ledger: points,
    sign_records: signs,
    bank_cards: cards,
    wallet_ledger: wallet,
    cart_items: cart,
    cart_shares: shares,
    remarks: reviews,
    orders: myOrders,
    payments: myPayments.map(({ codeUrl: _c, ...p }) => p),
    companies: myCompanies,
    chats: conversations,
    chat_messages: messages,
    addresses: addressRows,
    invoice_profiles: invoiceRows,
    bookings: bookingRows,
    inquiries: inquiryRows,
    inquiry_items: inquiryItemRows,
    after_sales: afterSaleRows,
    consult_orders: consults,
    sessions,
    // the WeChat account bound for login (its unionid and openid identify the person at WeChat)
    wechat_accounts: wechat,
  };
}

/**
 * Remove or anonymise every personal row of the user, inside the caller's transaction. What stays is
 * what another party needs: the merchant's orders (buyer blanked), the training's sign-ups (person
 * blanked), payments for the books, the other side's chat messages, and review scores.
 */
export async function erasePersonalRows(tx: Db, user: { id: number; userMobile: string }): Promise<void> {
  const id = user.id;
  // sessions and everything that could log in or stand for a session
  await tx.delete(tokens).where(eq(tokens.userId, id));
  await tx.delete(wechatTickets).where(eq(wechatTickets.userId, id));
  // the WeChat binding identifies the person (unionid): gone with the account, so it can be bound anew
  await tx.delete(wechatAccounts).where(eq(wechatAccounts.userId, id));
  await tx.delete(chatTickets).where(eq(chatTickets.userId, id));
  await tx.delete(chatPresence).where(eq(chatPresence.userId, id));
  await tx.delete(loginFailures).where(eq(loginFailures.key, accountKey(id)));
  await tx.delete(smsCodes).where(eq(smsCodes.phone, user.userMobile));
  await tx.delete(smsOutbox).where(eq(smsOutbox.phone, user.userMobile));

  // rows that are the user's alone
  await tx.delete(favourites).where(eq(favourites.userId, id));
  await tx.delete(cartItems).where(eq(cartItems.userId, id));
  await tx.delete(cartShares).where(eq(cartShares.userId, id));
  await tx.delete(bankCards).where(eq(bankCards.userId, id));
  await tx.delete(signRecords).where(eq(signRecords.userId, id));
  await tx.delete(pointsLedger).where(eq(pointsLedger.userId, id));
  await tx.delete(walletLedger).where(eq(walletLedger.userId, id));
  await tx.delete(addresses).where(eq(addresses.userId, id));
  await tx.delete(invoiceProfiles).where(eq(invoiceProfiles.userId, id));
  // An inquiry asks companies for prices for this user alone: with the user gone nobody can act on the
  // answers, and unlike an order no book needs it. Its products, recipients and quotes go with it.
  await tx.delete(inquiries).where(eq(inquiries.userId, id));

  // Chats: the other side's messages stay readable; the user's own words are replaced, and the sender
  // shows as 已注销用户 through the anonymised account row. The preview follows the newest message.
  await tx.update(chatItems).set({ message: DELETED_MESSAGE }).where(eq(chatItems.userId, id));
  await tx
    .update(chats)
    .set({
      lastMessage: sql`coalesce((select ci.message from chat_items ci where ci.chat_id = chats.id order by ci.id desc limit 1), '')`,
    })
    .where(or(eq(chats.userId, id), eq(chats.toUserId, id)));

  // Reviews keep their text and score: they describe the product (or the expert's service), other buyers
  // rely on them and the average would shift without them; the author is the anonymised row. Photos go:
  // they are where a person, a face or a shipping label with an address would show.
  await tx.update(remarks).set({ fileItems: [] }).where(eq(remarks.userId, id));

  // sign-ups stay for the training's records, without the person: unpaid ones are cancelled, and the id
  // number becomes a per-row placeholder (a live sign-up's id number is unique per training)
  await tx.update(bookings).set({ status: 'cancelled' }).where(and(eq(bookings.userId, id), eq(bookings.status, 'unpaid')));
  await tx
    .update(bookings)
    .set({ realName: DELETED_USER_NAME, phone: '', idNumber: sql`'deleted:' || ${bookings.id}`, company: '', remarks: '', fileItems: [] })
    .where(eq(bookings.userId, id));
  // orders stay for the merchant and the books, the buyer blanked
  await tx
    .update(orders)
    .set({ contact: DELETED_USER_NAME, phone: '', address: '', invoiceInfo: null, invoiceAddressInfo: null })
    .where(eq(orders.userId, id));
  await tx.update(experts).set({ userId: 0 }).where(eq(experts.userId, id));

  const gone = deletedAccountName(id);
  await tx
    .update(users)
    .set({
      userAccount: gone,
      userMobile: gone,
      email: null,
      name: DELETED_USER_NAME,
      passwordHash: '!',
      roles: ['member'],
      isCustUser: 0,
      isExpert: 0,
      profitJifen: 0,
      parentUserId: null,
      province: '',
      provinceCode: '',
      city: '',
      cityCode: '',
      county: '',
      countyCode: '',
    })
    .where(eq(users.id, id));
}
