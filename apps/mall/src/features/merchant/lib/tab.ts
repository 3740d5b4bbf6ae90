import { MERCHANT_TABS, type MerchantTab } from '@ws/api-sdk';

/** The vsstatus of the URL, or all. */
export const toMerchantTab = (v: string): MerchantTab => ((MERCHANT_TABS as readonly string[]).includes(v) ? (v as MerchantTab) : 'all');
