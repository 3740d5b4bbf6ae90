import { GOODS_AUDIT, GOODS_CHANGE, MERCHANT_GOODS_TABS, type GoodsAuditStatus, type GoodsChangeStatus, type MerchantGoodsTab } from '@ws/api-sdk';

/** The tab of the URL, or 出售中. */
export const toGoodsTab = (v: string): MerchantGoodsTab => ((MERCHANT_GOODS_TABS as readonly string[]).includes(v) ? (v as MerchantGoodsTab) : 'onsale');

/** The list tab a product shows on after a save: 审核中 too for a product on sale whose change now waits. */
export const tabOf = (audit: GoodsAuditStatus, isOnSale: 0 | 1, change: GoodsChangeStatus | null = null): MerchantGoodsTab =>
  audit === GOODS_AUDIT.review || change === GOODS_CHANGE.review
    ? 'review'
    : audit === GOODS_AUDIT.rejected
      ? 'rejected'
      : isOnSale === 1
        ? 'onsale'
        : 'offsale';

/** '¥35.00' or '¥35.00 - ¥60.00'. */
export const priceRange = (min: string, max: string, fmt: (v: string) => string): string =>
  min === max || max === '' ? fmt(min) : `${fmt(min)} - ${fmt(max)}`;
