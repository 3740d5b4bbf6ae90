// Order numbers: one generator for every numbered thing (mall orders and checkouts, payments, consults,
// inquiries). 14 digits of China time and 6 random ones: 20 digits, sortable by time; each table's
// unique key catches the rare collision and the caller draws again.
import { randomInt } from 'node:crypto';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** yyyyMMddHHmmss in China time (UTC+8, no daylight saving). */
export function chinaStamp(now: Date): string {
  const c = new Date(now.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}${pad(c.getUTCMonth() + 1)}${pad(c.getUTCDate())}${pad(c.getUTCHours())}${pad(c.getUTCMinutes())}${pad(c.getUTCSeconds())}`;
}

/** A new 20-digit order number. */
export const newOrderNo = (now: Date): string => `${chinaStamp(now)}${pad(randomInt(1e6), 6)}`;

/**
 * Numbers by meaning. The three are all 20-digit texts (or the seed's and tests' own), so only their type
 * tells them apart: a checkout's number (main_order_no, shared by the orders one submit made), one
 * seller's order in it (order_no), and a QR payment's (payments.order_no, the number the pay dialog
 * polls). A module brands a number where it enters (a request's payload, a row it read), so a checkout's
 * number cannot be passed where an order's is meant.
 */
export type MainOrderNo = string & { readonly __brand: 'MainOrderNo' };
export type OrderNo = string & { readonly __brand: 'OrderNo' };
export type PaymentNo = string & { readonly __brand: 'PaymentNo' };
