// Personal data shown to others: masked mobiles, and how a deleted account appears where its rows are kept.

/** How a deleted account is named wherever its rows are kept for someone else. */
export const DELETED_USER_NAME = '已注销用户';

/** The anonymous login and mobile of a deleted account: unique, never a phone, never typed at login. */
export const DELETED_MOBILE_PREFIX = 'deleted:';

/**
 * A mobile shown to others in lists (reviews, shared carts; spec 02 §2, §5): its first 3 digits, the rest
 * masked. A deleted account's `deleted:<id>` placeholder reads 已注销用户, never the placeholder.
 */
export const maskMobile = (mobile: string): string =>
  mobile.startsWith(DELETED_MOBILE_PREFIX) ? DELETED_USER_NAME : mobile.length > 3 ? mobile.slice(0, 3) + '*'.repeat(mobile.length - 3) : mobile;

/** A mobile shown as a person's name (chat counterparts, expert consults): 138****5678; anything else as it is. */
export const maskMobileMiddle = (m: string): string => (/^\d{11}$/.test(m) ? `${m.slice(0, 3)}****${m.slice(7)}` : m);
