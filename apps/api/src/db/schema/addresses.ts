import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { displayTime } from './columns';
import { users } from './account';

// addresses and invoice profiles (modules/addresses)

/**
 * A user's delivery (type 0) and invoice (type 1) addresses, in Guangdong. At most one default per user and
 * type: a partial unique index, so two racing "set default" calls cannot leave two defaults.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 delivery, 1 invoice */
    type: smallint('type').notNull().default(0),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    provinceName: text('province_name').notNull(),
    provinceCode: text('province_code').notNull(),
    cityName: text('city_name').notNull(),
    cityCode: text('city_code').notNull(),
    countyName: text('county_name').notNull(),
    countyCode: text('county_code').notNull(),
    address: text('address').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    /** invoice addresses: 1 when also saved as a delivery address */
    sync: smallint('sync').notNull().default(0),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    check('addresses_type_known', sql`${t.type} in (0, 1)`),
    check('addresses_flags', sql`${t.isDefault} in (0, 1) and ${t.sync} in (0, 1)`),
    index('addresses_user_list_idx').on(t.userId, t.type, t.isDefault.desc(), t.id.desc()),
    uniqueIndex('addresses_one_default_uq').on(t.userId, t.type).where(sql`${t.isDefault} = 1`),
  ],
);

/**
 * Invoice profiles (发票信息): 1 enterprise, 0 personal. The VAT special invoice fields (registered address and
 * phone, bank and account) are kept for enterprise profiles. At most one default per user.
 */
export const invoiceProfiles = pgTable(
  'invoice_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceType: smallint('invoice_type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    identification: text('identification').notNull().default(''),
    regAddress: text('reg_address').notNull().default(''),
    regPhone: text('reg_phone').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    isDefault: smallint('is_default').notNull().default(0),
    createTime: displayTime('create_time').notNull(),
  },
  (t) => [
    check('invoice_profiles_type_known', sql`${t.invoiceType} in (0, 1)`),
    check('invoice_profiles_default_flag', sql`${t.isDefault} in (0, 1)`),
    index('invoice_profiles_user_list_idx').on(t.userId, t.isDefault.desc(), t.id.desc()),
    uniqueIndex('invoice_profiles_one_default_uq').on(t.userId).where(sql`${t.isDefault} = 1`),
  ],
);
