// Addresses and invoice profiles (spec 02 §3, §5, §7 "Addresses and invoices"). Every statement carries
// `user_id = caller`, so another user's id matches nothing and answers 地址不存在 / 发票信息不存在. Area names
// come from the areas table by code (a province of the mainland, a city of that province and a district of that
// city), never from the client.
// One default per user and type: a partial unique index; setting a default clears the old one in the same
// transaction, and a racing second call that hits the index is retried once.
import {
  ADDRESS_PAGE_SIZE,
  INVOICE_TYPE,
  MAX_ADDRESSES,
  MSG_ADDRESS_LIMIT,
  MSG_ADDRESS_MISSING,
  MSG_AREA_INVALID,
  MSG_INVOICE_LIMIT,
  MSG_INVOICE_MISSING,
  MSG_INVOICE_TYPE_INVALID,
  type Address,
  type AddressType,
  type InvoiceProfile,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, isUniqueViolation } from '../../kernel';
import { formatChinaTime, type Clock } from '../../kernel/time';
import {
  addressOf,
  addressPage,
  areasByCode,
  countAddresses,
  countInvoices,
  defaultAddress,
  deleteAddressRows,
  deleteInvoiceRows,
  insertAddressRow,
  insertInvoiceRow,
  invoiceList,
  invoiceOf,
  lockBook,
  makeDefaultAddress,
  makeDefaultInvoice,
  promoteNewestAddress,
  promoteNewestInvoice,
  toAddress,
  toInvoiceProfile,
  updateAddressRow,
  updateInvoiceRow,
  type AddressRow,
  type AddressValues,
  type InvoiceRow,
  type InvoiceValues,
  type Tx,
} from './queries';

async function retryOnce<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return fn();
  }
}

interface AreaFields {
  /** '' (or absent): the city's province */
  province_code?: string | undefined;
  city_code: string;
  county_code: string;
}

const areaCode = (s: string): number | null => (/^\d{6,9}$/.test(s) ? Number(s) : null);

/**
 * The names of a province, a city of that province and a district of that city, by code; 请选择正确的省市区
 * when a code is unknown or one is not under the other. Without a province code the city's own province is
 * taken (clients from before provinces could be chosen sent 440000 or nothing).
 */
export async function resolveArea(db: Db, p: AreaFields) {
  const city = areaCode(p.city_code);
  const county = areaCode(p.county_code);
  const asked = p.province_code ?? '';
  const province = asked === '' ? (city === null ? null : Math.floor(city / 10000) * 10000) : areaCode(asked);
  if (province === null || city === null || county === null) throw new DomainError(MSG_AREA_INVALID);
  const rows = await areasByCode(db, [province, city, county]);
  const pr = rows.find((r) => r.id === province);
  const c = rows.find((r) => r.id === city);
  const d = rows.find((r) => r.id === county);
  if (!pr || !c || !d || pr.parentId !== 0 || c.parentId !== province || d.parentId !== city) throw new DomainError(MSG_AREA_INVALID);
  return {
    provinceName: pr.name,
    provinceCode: String(pr.id),
    cityName: c.name,
    cityCode: String(c.id),
    countyName: d.name,
    countyCode: String(d.id),
  };
}

interface AddressPayload extends AreaFields {
  contact: string;
  phone: string;
  address: string;
}

/** The stored columns of an address: what the user typed, and the area names by code. */
const addressValues = async (db: Db, p: AddressPayload): Promise<AddressValues> => ({
  contact: p.contact,
  phone: p.phone,
  address: p.address,
  ...(await resolveArea(db, p)),
});

/** The caller's address `id`, or 地址不存在. */
async function ownAddress(db: Db | Tx, userId: number, id: number): Promise<AddressRow> {
  const row = await addressOf(db, userId, id);
  if (!row) throw new DomainError(MSG_ADDRESS_MISSING);
  return row;
}

/** The caller's invoice profile `id`, or 发票信息不存在. */
async function ownInvoice(db: Db | Tx, userId: number, id: number): Promise<InvoiceRow> {
  const row = await invoiceOf(db, userId, id);
  if (!row) throw new DomainError(MSG_INVOICE_MISSING);
  return row;
}

// ---- addresses

/** The default address of a type, or null. */
export async function defaultAddressOf(db: Db, userId: number, type: number): Promise<Address | null> {
  const row = await defaultAddress(db, userId, type);
  return row ? toAddress(row) : null;
}

/** The caller's addresses of a type, the default first, then the newest. */
export async function listAddresses(db: Db, userId: number, type: number, page: Paging): Promise<{ items: Address[]; total: number }> {
  const { rows, total } = await addressPage(db, userId, type, page);
  return { items: rows.map(toAddress), total };
}

export async function addressInfo(db: Db, userId: number, id: number): Promise<Address> {
  return toAddress(await ownAddress(db, userId, id));
}

/** Insert an address of `type`; the first of its type (or one asked to be) becomes the default. */
async function insertAddress(
  db: Db,
  userId: number,
  type: AddressType,
  values: AddressValues,
  opts: { isDefault: boolean; sync: 0 | 1; now: string },
): Promise<AddressRow> {
  return retryOnce(() =>
    db.transaction(async (tx) => {
      await lockBook(tx, userId, type);
      const existing = await countAddresses(tx, userId, type);
      if (existing >= MAX_ADDRESSES) throw new DomainError(MSG_ADDRESS_LIMIT);
      const id = await insertAddressRow(tx, userId, type, values, opts.sync, opts.now);
      if (opts.isDefault || existing === 0) await makeDefaultAddress(tx, userId, type, id);
      return ownAddress(tx, userId, id);
    }),
  );
}

/** An address of `type` (delivery 0, invoice 1). */
export async function addAddress(db: Db, clock: Clock, userId: number, p: AddressPayload & { type: AddressType; is_default: number }): Promise<Address> {
  const values = await addressValues(db, p);
  const row = await insertAddress(db, userId, p.type, values, { isDefault: p.is_default === 1, sync: 0, now: formatChinaTime(clock.now()) });
  return toAddress(row);
}

/** An invoice address; with sync 1 the same address is also kept as a delivery address. */
export async function addInvoiceAddress(db: Db, clock: Clock, userId: number, p: AddressPayload & { sync: 0 | 1; is_default: number }): Promise<Address> {
  const values = await addressValues(db, p);
  const now = formatChinaTime(clock.now());
  const row = await insertAddress(db, userId, 1, values, { isDefault: p.is_default === 1, sync: p.sync, now });
  // sync 1: the same address is also kept as a delivery address
  if (p.sync === 1) await insertAddress(db, userId, 0, values, { isDefault: false, sync: 0, now });
  return toAddress(row);
}

/** Changes the caller's address (its type stays); is_default 1 makes it the default of its type. */
export async function updateAddress(db: Db, userId: number, p: AddressPayload & { id: number; is_default: number }): Promise<Address> {
  const values = await addressValues(db, p);
  const row = await retryOnce(() =>
    db.transaction(async (tx) => {
      const current = await ownAddress(tx, userId, p.id);
      await updateAddressRow(tx, userId, current.id, values);
      if (p.is_default === 1) await makeDefaultAddress(tx, userId, current.type, current.id);
      return ownAddress(tx, userId, current.id);
    }),
  );
  return toAddress(row);
}

/** Deletes the caller's addresses among `ids` (of both types); a type that lost its default gets its newest. */
export async function deleteAddresses(db: Db, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) throw new DomainError(MSG_ADDRESS_MISSING);
  const deleted = await db.transaction(async (tx) => {
    await lockBook(tx, userId, 0);
    await lockBook(tx, userId, 1);
    const gone = await deleteAddressRows(tx, userId, ids);
    for (const type of new Set(gone.filter((g) => g.isDefault === 1).map((g) => g.type))) await promoteNewestAddress(tx, userId, type);
    return gone.length;
  });
  if (deleted === 0) throw new DomainError(MSG_ADDRESS_MISSING);
  return deleted;
}

/** Makes the caller's address the one default of its type (`type`, when given, must be its type). */
export async function setDefaultAddress(db: Db, userId: number, id: number, type: number | null): Promise<Address> {
  const row = await retryOnce(() =>
    db.transaction(async (tx) => {
      const current = await ownAddress(tx, userId, id);
      if (type !== null && type !== current.type) throw new DomainError(MSG_ADDRESS_MISSING);
      await makeDefaultAddress(tx, userId, current.type, current.id);
      return ownAddress(tx, userId, current.id);
    }),
  );
  return toAddress(row);
}

// ---- invoice profiles

/** An invoice profile's fields as the request schema parsed them. */
type InvoicePayload = Omit<PayloadOf<'invoiceAdd'>, 'is_default'>;

/** The stored columns of an invoice profile: the taxpayer id and the VAT special fields only for enterprises. */
function invoiceValues(p: InvoicePayload): InvoiceValues {
  const type = p.invoice_type === '1' ? INVOICE_TYPE.enterprise : p.invoice_type === '0' ? INVOICE_TYPE.personal : null;
  if (type === null) throw new DomainError(MSG_INVOICE_TYPE_INVALID);
  const enterprise = type === INVOICE_TYPE.enterprise;
  return {
    invoiceType: type,
    name: p.name,
    email: p.email,
    identification: enterprise ? p.identification : '',
    regAddress: enterprise ? p.reg_address : '',
    regPhone: enterprise ? p.reg_phone : '',
    bankName: enterprise ? p.bank_name : '',
    bankAccount: enterprise ? p.bank_account : '',
  };
}

/** The caller's invoice profiles, the default first, then the newest (one page of ADDRESS_PAGE_SIZE). */
export async function listInvoices(db: Db, userId: number): Promise<{ items: InvoiceProfile[]; total: number }> {
  const rows = await invoiceList(db, userId, ADDRESS_PAGE_SIZE);
  return { items: rows.map(toInvoiceProfile), total: rows.length };
}

export async function invoiceInfo(db: Db, userId: number, id: number): Promise<InvoiceProfile> {
  return toInvoiceProfile(await ownInvoice(db, userId, id));
}

/** Adds an invoice profile; the first one (or one asked to be) becomes the default. */
export async function addInvoice(db: Db, clock: Clock, userId: number, p: PayloadOf<'invoiceAdd'>): Promise<InvoiceProfile> {
  const values = invoiceValues(p);
  const row = await retryOnce(() =>
    db.transaction(async (tx) => {
      await lockBook(tx, userId, 2);
      const existing = await countInvoices(tx, userId);
      if (existing >= MAX_ADDRESSES) throw new DomainError(MSG_INVOICE_LIMIT);
      const id = await insertInvoiceRow(tx, userId, values, formatChinaTime(clock.now()));
      if (p.is_default === 1 || existing === 0) await makeDefaultInvoice(tx, userId, id);
      return ownInvoice(tx, userId, id);
    }),
  );
  return toInvoiceProfile(row);
}

export async function updateInvoice(db: Db, userId: number, p: PayloadOf<'invoiceUpdate'>): Promise<InvoiceProfile> {
  const values = invoiceValues(p);
  const row = await retryOnce(() =>
    db.transaction(async (tx) => {
      const current = await ownInvoice(tx, userId, p.id);
      await updateInvoiceRow(tx, userId, current.id, values);
      if (p.is_default === 1) await makeDefaultInvoice(tx, userId, current.id);
      return ownInvoice(tx, userId, current.id);
    }),
  );
  return toInvoiceProfile(row);
}

export async function setDefaultInvoice(db: Db, userId: number, id: number): Promise<InvoiceProfile> {
  const row = await retryOnce(() =>
    db.transaction(async (tx) => {
      const current = await ownInvoice(tx, userId, id);
      await makeDefaultInvoice(tx, userId, current.id);
      return ownInvoice(tx, userId, current.id);
    }),
  );
  return toInvoiceProfile(row);
}

/** Deletes the caller's invoice profiles among `ids`; when the default went, the newest becomes it. */
export async function deleteInvoices(db: Db, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) throw new DomainError(MSG_INVOICE_MISSING);
  const deleted = await db.transaction(async (tx) => {
    await lockBook(tx, userId, 2);
    const gone = await deleteInvoiceRows(tx, userId, ids);
    if (gone.some((g) => g.isDefault === 1)) await promoteNewestInvoice(tx, userId);
    return gone.length;
  });
  if (deleted === 0) throw new DomainError(MSG_INVOICE_MISSING);
  return deleted;
}
