import type { Booking } from '@ws/api-sdk';

/** 0 unpaid (pay and cancel available), 1 paid (spec 02 §4); a cancelled sign-up is neither. */
export type BookingState = 'unpaid' | 'paid' | 'cancelled';

export const bookingState = (b: Pick<Booking, 'ispay' | 'is_cancel'>): BookingState => (b.ispay === 1 ? 'paid' : b.is_cancel === 1 ? 'cancelled' : 'unpaid');

export const STATE_LABEL: Record<BookingState, string> = { unpaid: '待支付', paid: '已支付', cancelled: '已取消' };

/** The id number with its middle hidden on lists (440106********1234). */
export const maskIdNumber = (id: string): string => (id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id);
