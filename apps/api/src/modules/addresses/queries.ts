// The addresses module's SQL: a user's addresses (delivery: type 0, invoice: type 1), their invoice
// profiles and the areas table, with the row -> API shaping. Every statement on a user's rows carries
// `user_id = userId`. Which default a book keeps and when a row may be added are decided in service.ts.
import { type Address, type AddressType, type InvoiceProfile, type InvoiceType } from '@ws/api-sdk/contract';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { addresses, areas, invoiceProfiles } from '../../db/schema';
import { displayTime } from '../../kernel/time';

export type AddressRow = typeof addresses.$inferSelect;
export type InvoiceRow = typeof invoiceProfiles.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  contact: r.contact,
  phone: r.phone,
  province_name: r.provinceName,
  province_code: r.provinceCode,
  city_name: r.cityName,
  city_code: r.cityCode,
  county_name: r.countyName,
  county_code: r.countyCode,
  address: r.address,
  is_default: r.isDefault === 1 ? 1 : 0,
  type: (r.type === 1 ? 1 : 0) as AddressType,
  sync: r.sync === 1 ? 1 : 0,
  create_time: displayTime(r.createTime),
});

export const toInvoiceProfile = (r: InvoiceRow): InvoiceProfile => ({
  id: r.id,
  name: r.name,
  email: r.email,
  identification: r.identification,
  invoice_type: (r.invoiceType === 1 ? 1 : 0) as InvoiceType,
  is_default: r.isDefault === 1 ? 1 : 0,
  reg_address: r.regAddress,
  reg_phone: r.regPhone,
  bank_name: r.bankName,
  bank_account: r.bankAccount,
  create_time: displayTime(r.createTime),
});

/** The areas of these codes (id = code), with their parents. */
export async function areasByCode(db: Db, codes: number[]) {
  return db
    .select({ id: areas.id, name: areas.name, parentId: areas.parentId })
    .from(areas)
    .where(inArray(areas.id, codes));
}

/**
 * Serialises the changes of one user's book (addresses of a type, or the invoice profiles: book 2) for the
 * transaction, so racing "set default" / first-insert calls take turns instead of colliding on the index.
 */
export async function lockBook(tx: Tx, userId: number, book: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, ${1000 + book}::int)`);
}

// ---- addresses

/** The user's address `id`, if it is theirs. */
export async function addressOf(db: Db | Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

export async function defaultAddress(db: Db, userId: number, type: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, 1)))
    .limit(1);
  return row;
}

/** One page of a user's addresses of a type, the default first, then the newest, and their count. */
export async function addressPage(db: Db, userId: number, type: number, page: Paging): Promise<{ rows: AddressRow[]; total: number }> {
  const where = and(eq(addresses.userId, userId), eq(addresses.type, type));
  const [rows, [n]] = await Promise.all([
    db.select().from(addresses).where(where).orderBy(desc(addresses.isDefault), desc(addresses.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(addresses).where(where),
  ]);
  return { rows, total: n?.n ?? 0 };
}

export async function countAddresses(tx: Tx, userId: number, type: number): Promise<number> {
  const [n] = await tx
    .select({ n: count() })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type)));
  return n?.n ?? 0;
}

export type AddressValues = Pick<AddressRow, 'contact' | 'phone' | 'address' | 'provinceName' | 'provinceCode' | 'cityName' | 'cityCode' | 'countyName' | 'countyCode'>;

/** Inserts an address that is not the default (yet): its id. */
export async function insertAddressRow(tx: Tx, userId: number, type: number, values: AddressValues, sync: 0 | 1, now: string): Promise<number> {
  const [row] = await tx
    .insert(addresses)
    .values({ userId, type, ...values, sync, isDefault: 0, createTime: now })
    .returning();
  return row!.id;
}

export async function updateAddressRow(tx: Tx, userId: number, id: number, values: AddressValues): Promise<void> {
  await tx
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Make `id` the one default address of its type (the caller's row only). */
export async function makeDefaultAddress(tx: Tx, userId: number, type: number, id: number): Promise<void> {
  await lockBook(tx, userId, type);
  await tx
    .update(addresses)
    .set({ isDefault: 0 })
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, 1), ne(addresses.id, id)));
  await tx
    .update(addresses)
    .set({ isDefault: 1 })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Deletes these of the user's addresses: the type and default flag of each one deleted. */
export async function deleteAddressRows(tx: Tx, userId: number, ids: number[]) {
  return tx
    .delete(addresses)
    .where(and(eq(addresses.userId, userId), inArray(addresses.id, ids)))
    .returning({ type: addresses.type, isDefault: addresses.isDefault });
}

/** After a delete: when the type has no default left, its newest address becomes the default. */
export async function promoteNewestAddress(tx: Tx, userId: number, type: number): Promise<void> {
  await tx.execute(sql`
    update ${addresses} set is_default = 1
    where id = (select id from ${addresses} where user_id = ${userId} and type = ${type} order by id desc limit 1)
      and not exists (select 1 from ${addresses} where user_id = ${userId} and type = ${type} and is_default = 1)`);
}

// ---- invoice profiles

/** The user's invoice profile `id`, if it is theirs. */
export async function invoiceOf(db: Db | Tx, userId: number, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceProfiles)
    .where(and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId)))
    .limit(1);
  return row;
}

/** The user's invoice profiles, the default first, then the newest, at most `limit`. */
export async function invoiceList(db: Db, userId: number, limit: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoiceProfiles)
    .where(eq(invoiceProfiles.userId, userId))
    .orderBy(desc(invoiceProfiles.isDefault), desc(invoiceProfiles.id))
    .limit(limit);
}

export async function countInvoices(tx: Tx, userId: number): Promise<number> {
  const [n] = await tx.select({ n: count() }).from(invoiceProfiles).where(eq(invoiceProfiles.userId, userId));
  return n?.n ?? 0;
}

export type InvoiceValues = Pick<
  InvoiceRow,
  'invoiceType' | 'name' | 'email' | 'identification' | 'regAddress' | 'regPhone' | 'bankName' | 'bankAccount'
>;

/** Inserts an invoice profile that is not the default (yet): its id. */
export async function insertInvoiceRow(tx: Tx, userId: number, values: InvoiceValues, now: string): Promise<number> {
  const [inserted] = await tx
    .insert(invoiceProfiles)
    .values({ userId, ...values, isDefault: 0, createTime: now })
    .returning({ id: invoiceProfiles.id });
  return inserted!.id;
}

export async function updateInvoiceRow(tx: Tx, userId: number, id: number, values: InvoiceValues): Promise<void> {
  await tx
    .update(invoiceProfiles)
    .set(values)
    .where(and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId)));
}

export async function makeDefaultInvoice(tx: Tx, userId: number, id: number): Promise<void> {
  await lockBook(tx, userId, 2);
  await tx
    .update(invoiceProfiles)
    .set({ isDefault: 0 })
    .where(and(eq(invoiceProfiles.userId, userId), eq(invoiceProfiles.isDefault, 1), ne(invoiceProfiles.id, id)));
  await tx
    .update(invoiceProfiles)
    .set({ isDefault: 1 })
    .where(and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId)));
}

/** Deletes these of the user's invoice profiles: the default flag of each one deleted. */
export async function deleteInvoiceRows(tx: Tx, userId: number, ids: number[]) {
  return tx
    .delete(invoiceProfiles)
    .where(and(eq(invoiceProfiles.userId, userId), inArray(invoiceProfiles.id, ids)))
    .returning({ isDefault: invoiceProfiles.isDefault });
}

export async function promoteNewestInvoice(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    update ${invoiceProfiles} set is_default = 1
    where id = (select id from ${invoiceProfiles} where user_id = ${userId} order by id desc limit 1)
      and not exists (select 1 from ${invoiceProfiles} where user_id = ${userId} and is_default = 1)`);
}
