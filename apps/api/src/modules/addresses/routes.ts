// Addresses and invoice profiles (spec 02 §3, §5, §7 "Addresses and invoices"). Every statement carries
// `user_id = caller`, so another user's id matches nothing and answers 地址不存在 / 发票信息不存在. Area names
// come from the areas table by code (a city of Guangdong and a district of that city), never from the client.
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
  PROVINCE_CODE,
  type Address,
  type AddressType,
  type InvoiceProfile,
  type InvoiceType,
  type addresses as addressesContract,
} from '@ws/api-sdk/contract';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, areas, invoiceProfiles } from '../../db/schema';
import { ok, type DomainHandlers } from '../../http/handler';
import { DomainError, isUniqueViolation } from '../../kernel';
import { formatChinaTime, displayTime } from '../../kernel/time';
import { paging } from '../../db/paging';

export const MSG_ADDED = '添加成功';
export const MSG_UPDATED = '修改成功';
export const MSG_DELETED = '删除成功';
export const MSG_DEFAULT_SET = '设置成功';
export const PROVINCE_NAME = '广东省';

type AddressRow = typeof addresses.$inferSelect;
type InvoiceRow = typeof invoiceProfiles.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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


async function retryOnce<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return fn();
  }
}

interface AreaFields {
  city_code: string;
  county_code: string;
}

/** The names of a city of Guangdong and a district of that city, by code; 请选择正确的省市区 otherwise. */
export async function resolveArea(db: Db, p: AreaFields) {
  const city = /^\d{6,9}$/.test(p.city_code) ? Number(p.city_code) : null;
  const county = /^\d{6,9}$/.test(p.county_code) ? Number(p.county_code) : null;
  if (city === null || county === null) throw new DomainError(MSG_AREA_INVALID);
  const rows = await db
    .select({ id: areas.id, name: areas.name, parentId: areas.parentId })
    .from(areas)
    .where(inArray(areas.id, [city, county]));
  const c = rows.find((r) => r.id === city);
  const d = rows.find((r) => r.id === county);
  if (!c || !d || c.parentId !== PROVINCE_CODE || d.parentId !== city) throw new DomainError(MSG_AREA_INVALID);
  return {
    provinceName: PROVINCE_NAME,
    provinceCode: String(PROVINCE_CODE),
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

const addressValues = async (db: Db, p: AddressPayload) => ({
  contact: p.contact,
  phone: p.phone,
  address: p.address,
  ...(await resolveArea(db, p)),
});

/** The caller's address `id`, or 地址不存在. */
async function ownAddress(db: Db | Tx, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError(MSG_ADDRESS_MISSING);
  return row;
}

async function ownInvoice(db: Db | Tx, userId: number, id: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoiceProfiles)
    .where(and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError(MSG_INVOICE_MISSING);
  return row;
}

/**
 * Serialises the changes of one user's book (addresses of a type, or the invoice profiles: book 2) for the
 * transaction, so racing "set default" / first-insert calls take turns instead of colliding on the index.
 */
async function lockBook(tx: Tx, userId: number, book: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, ${1000 + book}::int)`);
}

/** Make `id` the one default address of its type (the caller's row only). */
async function makeDefaultAddress(tx: Tx, userId: number, type: number, id: number): Promise<void> {
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

async function makeDefaultInvoice(tx: Tx, userId: number, id: number): Promise<void> {
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

/** Insert an address of `type`; the first of its type (or one asked to be) becomes the default. */
async function insertAddress(
  db: Db,
  userId: number,
  type: AddressType,
  values: Awaited<ReturnType<typeof addressValues>>,
  opts: { isDefault: boolean; sync: 0 | 1; now: string },
): Promise<AddressRow> {
  return retryOnce(() =>
    db.transaction(async (tx) => {
      await lockBook(tx, userId, type);
      const [n] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.type, type)));
      const existing = n?.n ?? 0;
      if (existing >= MAX_ADDRESSES) throw new DomainError(MSG_ADDRESS_LIMIT);
      const [row] = await tx
        .insert(addresses)
        .values({ userId, type, ...values, sync: opts.sync, isDefault: 0, createTime: opts.now })
        .returning();
      if (opts.isDefault || existing === 0) await makeDefaultAddress(tx, userId, type, row!.id);
      return ownAddress(tx, userId, row!.id);
    }),
  );
}

/** After a delete: when the type has no default left, its newest address becomes the default. */
async function promoteNewestAddress(tx: Tx, userId: number, type: number): Promise<void> {
  await tx.execute(sql`
    update ${addresses} set is_default = 1
    where id = (select id from ${addresses} where user_id = ${userId} and type = ${type} order by id desc limit 1)
      and not exists (select 1 from ${addresses} where user_id = ${userId} and type = ${type} and is_default = 1)`);
}

async function promoteNewestInvoice(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    update ${invoiceProfiles} set is_default = 1
    where id = (select id from ${invoiceProfiles} where user_id = ${userId} order by id desc limit 1)
      and not exists (select 1 from ${invoiceProfiles} where user_id = ${userId} and is_default = 1)`);
}

interface InvoicePayload {
  invoice_type: string;
  name: string;
  email: string;
  identification: string;
  reg_address: string;
  reg_phone: string;
  bank_name: string;
  bank_account: string;
}

/** The stored columns of an invoice profile: the taxpayer id and the VAT special fields only for enterprises. */
function invoiceValues(p: InvoicePayload) {
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

export const addressesHandlers: DomainHandlers<typeof addressesContract> = {
  async getDefAddress({ db, user, payload }) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, user.id), eq(addresses.type, payload.type), eq(addresses.isDefault, 1)))
      .limit(1);
    return row ? toAddress(row) : null;
  },

  async addressListByUser({ db, user, payload }) {
    const page = paging(payload, ADDRESS_PAGE_SIZE, ADDRESS_PAGE_SIZE);
    const where = and(eq(addresses.userId, user.id), eq(addresses.type, payload.type));
    const [rows, [n]] = await Promise.all([
      db.select().from(addresses).where(where).orderBy(desc(addresses.isDefault), desc(addresses.id)).limit(page.pageSize).offset(page.offset),
      db.select({ n: count() }).from(addresses).where(where),
    ]);
    return { items: rows.map(toAddress), total: n?.n ?? 0 };
  },

  async addressAdd({ db, clock, user, payload }) {
    const values = await addressValues(db, payload);
    const row = await insertAddress(db, user.id, payload.type, values, { isDefault: payload.is_default === 1, sync: 0, now: formatChinaTime(clock.now()) });
    return ok(toAddress(row), MSG_ADDED);
  },

  async addInvoiceAddress({ db, clock, user, payload }) {
    const values = await addressValues(db, payload);
    const now = formatChinaTime(clock.now());
    const row = await insertAddress(db, user.id, 1, values, { isDefault: payload.is_default === 1, sync: payload.sync, now });
    // sync 1: the same address is also kept as a delivery address
    if (payload.sync === 1) await insertAddress(db, user.id, 0, values, { isDefault: false, sync: 0, now });
    return ok(toAddress(row), MSG_ADDED);
  },

  async addressUpdate({ db, user, payload }) {
    const values = await addressValues(db, payload);
    const row = await retryOnce(() =>
      db.transaction(async (tx) => {
        const current = await ownAddress(tx, user.id, payload.id);
        await tx
          .update(addresses)
          .set(values)
          .where(and(eq(addresses.id, current.id), eq(addresses.userId, user.id)));
        if (payload.is_default === 1) await makeDefaultAddress(tx, user.id, current.type, current.id);
        return ownAddress(tx, user.id, current.id);
      }),
    );
    return ok(toAddress(row), MSG_UPDATED);
  },

  async addressInfo({ db, user, payload }) {
    return toAddress(await ownAddress(db, user.id, payload.id));
  },

  async addressDelete({ db, user, payload }) {
    if (payload.ids.length === 0) throw new DomainError(MSG_ADDRESS_MISSING);
    const deleted = await db.transaction(async (tx) => {
      await lockBook(tx, user.id, 0);
      await lockBook(tx, user.id, 1);
      const gone = await tx
        .delete(addresses)
        .where(and(eq(addresses.userId, user.id), inArray(addresses.id, payload.ids)))
        .returning({ type: addresses.type, isDefault: addresses.isDefault });
      for (const type of new Set(gone.filter((g) => g.isDefault === 1).map((g) => g.type))) await promoteNewestAddress(tx, user.id, type);
      return gone.length;
    });
    if (deleted === 0) throw new DomainError(MSG_ADDRESS_MISSING);
    return ok({ deleted }, MSG_DELETED);
  },

  async setdefault({ db, user, payload }) {
    const row = await retryOnce(() =>
      db.transaction(async (tx) => {
        const current = await ownAddress(tx, user.id, payload.id);
        if (payload.type !== null && payload.type !== current.type) throw new DomainError(MSG_ADDRESS_MISSING);
        await makeDefaultAddress(tx, user.id, current.type, current.id);
        return ownAddress(tx, user.id, current.id);
      }),
    );
    return ok(toAddress(row), MSG_DEFAULT_SET);
  },

  async invoiceAdd({ db, clock, user, payload }) {
    const values = invoiceValues(payload);
    const row = await retryOnce(() =>
      db.transaction(async (tx) => {
        await lockBook(tx, user.id, 2);
        const [n] = await tx.select({ n: count() }).from(invoiceProfiles).where(eq(invoiceProfiles.userId, user.id));
        const existing = n?.n ?? 0;
        if (existing >= MAX_ADDRESSES) throw new DomainError(MSG_INVOICE_LIMIT);
        const [inserted] = await tx
          .insert(invoiceProfiles)
          .values({ userId: user.id, ...values, isDefault: 0, createTime: formatChinaTime(clock.now()) })
          .returning({ id: invoiceProfiles.id });
        if (payload.is_default === 1 || existing === 0) await makeDefaultInvoice(tx, user.id, inserted!.id);
        return ownInvoice(tx, user.id, inserted!.id);
      }),
    );
    return ok(toInvoiceProfile(row), MSG_ADDED);
  },

  async invoiceUpdate({ db, user, payload }) {
    const values = invoiceValues(payload);
    const row = await retryOnce(() =>
      db.transaction(async (tx) => {
        const current = await ownInvoice(tx, user.id, payload.id);
        await tx
          .update(invoiceProfiles)
          .set(values)
          .where(and(eq(invoiceProfiles.id, current.id), eq(invoiceProfiles.userId, user.id)));
        if (payload.is_default === 1) await makeDefaultInvoice(tx, user.id, current.id);
        return ownInvoice(tx, user.id, current.id);
      }),
    );
    return ok(toInvoiceProfile(row), MSG_UPDATED);
  },

  async invoiceSetdefault({ db, user, payload }) {
    const row = await retryOnce(() =>
      db.transaction(async (tx) => {
        const current = await ownInvoice(tx, user.id, payload.id);
        await makeDefaultInvoice(tx, user.id, current.id);
        return ownInvoice(tx, user.id, current.id);
      }),
    );
    return ok(toInvoiceProfile(row), MSG_DEFAULT_SET);
  },

  async invoiceDelete({ db, user, payload }) {
    if (payload.ids.length === 0) throw new DomainError(MSG_INVOICE_MISSING);
    const deleted = await db.transaction(async (tx) => {
      await lockBook(tx, user.id, 2);
      const gone = await tx
        .delete(invoiceProfiles)
        .where(and(eq(invoiceProfiles.userId, user.id), inArray(invoiceProfiles.id, payload.ids)))
        .returning({ isDefault: invoiceProfiles.isDefault });
      if (gone.some((g) => g.isDefault === 1)) await promoteNewestInvoice(tx, user.id);
      return gone.length;
    });
    if (deleted === 0) throw new DomainError(MSG_INVOICE_MISSING);
    return ok({ deleted }, MSG_DELETED);
  },

  async invoiceListByUser({ db, user }) {
    const rows = await db
      .select()
      .from(invoiceProfiles)
      .where(eq(invoiceProfiles.userId, user.id))
      .orderBy(desc(invoiceProfiles.isDefault), desc(invoiceProfiles.id))
      .limit(ADDRESS_PAGE_SIZE);
    return { items: rows.map(toInvoiceProfile), total: rows.length };
  },

  async invoiceInfo({ db, user, payload }) {
    return toInvoiceProfile(await ownInvoice(db, user.id, payload.id));
  },
};
