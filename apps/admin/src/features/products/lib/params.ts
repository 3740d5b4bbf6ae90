import type { GoodsAuditStatus } from '@ws/api-sdk';

/** The tab in the URL: 1 已通过, 2 已驳回, anything else 0 待审核. */
export const toStatus = (raw: string | null | undefined): GoodsAuditStatus => (raw === '1' ? 1 : raw === '2' ? 2 : 0);
