// 商品审核 of the operations console (contract admin-products.ts: adminProductList, adminProductInfo,
// adminProductDecide, adminProductTakeDown; 运营 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_PRODUCT_APPROVED, MSG_PRODUCT_REJECTED, MSG_PRODUCT_TAKEN_DOWN, type adminProducts } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { decideProduct, listProducts, productInfo, takeDownProduct } from './service';

export const adminProductsHandlers: DomainHandlers<typeof adminProducts> = {
  /** GET /api/admin/products/list: the products in a review state, 20 a page. */
  adminProductList({ db, payload }) {
    return listProducts(db, payload.status, payload.keyword ?? '', paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/products/info: one product whole. */
  adminProductInfo({ db, payload }) {
    return productInfo(db, payload.id);
  },

  /** POST /api/admin/products/decide: 已通过 / 已驳回, audited. */
  async adminProductDecide({ db, clock, staff, ip, payload }) {
    const approve = payload.action === 'approve';
    const product = await decideProduct(db, clock, { staff, ip }, payload.id, approve, payload.reason ?? '');
    return ok(product, approve ? MSG_PRODUCT_APPROVED : MSG_PRODUCT_REJECTED);
  },

  /** POST /api/admin/products/takedown: 已下架, audited. */
  async adminProductTakeDown({ db, clock, staff, ip, payload }) {
    return ok(await takeDownProduct(db, clock, { staff, ip }, payload.id, payload.reason), MSG_PRODUCT_TAKEN_DOWN);
  },
};
