// Training sign-ups (spec 02 §3 Booking): one row per enrolment of a person (id_number) in a training,
// paid by QR code (subject kind 'training' of modules/payments). status: unpaid -> paid (the payment's
// effect) or unpaid -> cancelled (the member, BookingCancel). One live sign-up per person and training.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { displayTime, instant, type FileItem } from './columns';
import { trainings } from './content';

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    phone: text('phone').notNull(),
    idNumber: text('id_number').notNull(),
    company: text('company').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    /** the 1-inch colour photo */
    fileItems: jsonb('file_items').$type<FileItem[]>().notNull().default(sql`'[]'::jsonb`),
    bookingType: text('booking_type').notNull().default(''),
    payType: text('pay_type').notNull().default(''),
    /** the training's price when enrolling, in fen: what every payment of this sign-up must carry */
    amountFen: integer('amount_fen').notNull(),
    /** 'unpaid' | 'paid' | 'cancelled' */
    status: text('status').notNull().default('unpaid'),
    createTime: displayTime('create_time').notNull(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    index('bookings_user_list_idx').on(t.userId, t.id.desc()),
    uniqueIndex('bookings_live_person_uq').on(t.trainingId, t.idNumber).where(sql`${t.status} <> 'cancelled'`),
    check('bookings_status_known', sql`${t.status} in ('unpaid', 'paid', 'cancelled')`),
    check('bookings_amount_nonneg', sql`${t.amountFen} >= 0`),
  ],
);
