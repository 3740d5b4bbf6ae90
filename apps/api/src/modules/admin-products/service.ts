// 商品审核 of the operations console: the products waiting for review (or decided), one product whole, 通过 /
// 驳回 of one under review, and 下架 of any product with a reason. Each change is the listings module's one
// conditional statement with its audit row in one transaction: a decision on a product no longer under
// review (decided by a second click or another staff member) answers 该商品不在审核中 and writes nothing, and a
// takedown of a product already down with that reason answers 该商品已下架.
import {
  GOODS_AUDIT,
  MSG_PRODUCT_ALREADY_DOWN,
  MSG_PRODUCT_NOT_UNDER_REVIEW,
  MSG_PRODUCT_REJECT_REASON_REQUIRED,
  MSG_PRODUCT_TAKEDOWN_REASON_REQUIRED,
  PRODUCT_TAKEDOWN_PREFIX,
  type AdminProductItem,
  type GoodsAuditStatus,
  type MerchantProductDetail,
  type Page,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, type Clock } from '../../kernel';
import { recordAudit, type AuditActor } from '../audit';
import { decideUnderReview, productForReview, reviewedProduct, reviewStateWhere, takeDown, type ReviewedProduct } from '../listings';
import { summaryApprove, summaryReject, summaryTakeDown } from './messages';
import { productReviewList } from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

const state = (p: ReviewedProduct) => ({ audit_status: p.auditStatus, audit_reason: p.auditReason, is_on_sale: p.isOnSale, change_status: p.changeStatus, change_reason: p.changeReason });

/** adminProductList: one page of the products in a review state. */
export function listProducts(db: Db, status: GoodsAuditStatus, keyword: string, page: Paging): Promise<Page<AdminProductItem>> {
  return productReviewList(db, status, keyword.trim(), page, reviewStateWhere);
}

/** adminProductInfo: every field of one product. */
export function productInfo(db: Db, id: number): Promise<MerchantProductDetail> {
  return productForReview(db, id);
}

/** adminProductDecide: 通过, or 驳回 with a reason, of a product under review; answers it as it is now. */
export async function decideProduct(db: Db, clock: Clock, by: By, id: number, approve: boolean, reasonIn: string): Promise<MerchantProductDetail> {
  const reason = approve ? '' : reasonIn.trim();
  if (!approve && !reason) throw new DomainError(MSG_PRODUCT_REJECT_REASON_REQUIRED);
  await db.transaction(async (tx) => {
    const before = await reviewedProduct(tx, id);
    if (!before) await productForReview(tx, id); // 商品不存在
    const after = await decideUnderReview(tx, id, approve ? GOODS_AUDIT.approved : GOODS_AUDIT.rejected, reason);
    if (!before || !after) throw new DomainError(MSG_PRODUCT_NOT_UNDER_REVIEW);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: approve ? 'product.approve' : 'product.reject',
      targetKind: 'product',
      targetId: id,
      summary: approve ? summaryApprove(after, after.change) : summaryReject(after, reason, after.change),
      before: state(before),
      after: state(after),
    });
  });
  return productForReview(db, id);
}

/** adminProductTakeDown: any product off sale with a reason the merchant reads; answers it as it is now. */
export async function takeDownProduct(db: Db, clock: Clock, by: By, id: number, reasonIn: string): Promise<MerchantProductDetail> {
  const reason = reasonIn.trim();
  if (!reason) throw new DomainError(MSG_PRODUCT_TAKEDOWN_REASON_REQUIRED);
  await db.transaction(async (tx) => {
    const before = await reviewedProduct(tx, id);
    if (!before) await productForReview(tx, id); // 商品不存在
    const after = await takeDown(tx, id, `${PRODUCT_TAKEDOWN_PREFIX}${reason}`);
    if (!before || !after) throw new DomainError(MSG_PRODUCT_ALREADY_DOWN);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: 'product.takedown',
      targetKind: 'product',
      targetId: id,
      summary: summaryTakeDown(after, reason),
      before: state(before),
      after: state(after),
    });
  });
  return productForReview(db, id);
}
