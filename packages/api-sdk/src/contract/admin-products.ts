// 商品审核 of the operations console (运营): the merchants' new and changed products waiting for review (a new
// product, or a change of its name, images, intro or category, is 审核中 until decided), 通过 or 驳回 with a
// reason the merchant reads (审核不通过：reason), and 下架 of any product with a reason: it leaves the catalogue
// and is back only after the merchant changes it and it passes review again.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import type { GoodsAuditStatus, MerchantProductDetail } from './listings';
import { fields, id, optNumOneOf, optOneOf, optText, pageFields, text, type InputOf } from './schema';

export const MSG_PRODUCT_APPROVED = '已通过';
export const MSG_PRODUCT_REJECTED = '已驳回';
export const MSG_PRODUCT_TAKEN_DOWN = '已下架';
export const MSG_PRODUCT_REJECT_REASON_REQUIRED = '请填写驳回原因';
export const MSG_PRODUCT_TAKEDOWN_REASON_REQUIRED = '请填写下架原因';
export const MSG_PRODUCT_NOT_UNDER_REVIEW = '该商品不在审核中';
export const MSG_PRODUCT_ALREADY_DOWN = '该商品已下架';
/** What the merchant reads before the reason of a takedown. */
export const PRODUCT_TAKEDOWN_PREFIX = '平台下架：';

export const ADMIN_PRODUCT_STATUS_LABELS: Record<GoodsAuditStatus, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };

/** One product in 商品审核's list. */
export interface AdminProductItem {
  id: number;
  name: string;
  company_id: number;
  company_name: string;
  /** the category path's names joined with ' / ' ('' when none) */
  category: string;
  /** lowest and highest SKU price, yuan 'x.xx' ('' without SKUs) */
  price_min: string;
  price_max: string;
  /** the first image's URL, '' without one */
  img: string;
  audit_status: GoodsAuditStatus;
  audit_reason: string;
  /** 1: a change of a product on sale (the name above is the change's; 商品审核 shows it beside the live version); 0: the product itself */
  change: 0 | 1;
  is_on_sale: 0 | 1;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_time: string;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminProductsInput = /* @__PURE__ */ (() => ({
  adminProductList: fields({
    ...pageFields,
    status: optNumOneOf([0, 1, 2] as const, 0),
    /** in the product's or the company's name */
    keyword: optText(50),
  }),
  adminProductInfo: fields({ id: id() }),
  adminProductDecide: v.pipe(
    fields({ id: id(), action: optOneOf(['approve', 'reject'] as const, 'approve'), reason: optText(200) }),
    v.check((input) => input.action !== 'reject' || (input.reason ?? '').trim() !== '', MSG_PRODUCT_REJECT_REASON_REQUIRED),
  ),
  adminProductTakeDown: v.pipe(
    fields({ id: id(), reason: text(200) }),
    v.check((input) => input.reason !== '', MSG_PRODUCT_TAKEDOWN_REASON_REQUIRED),
  ),
}))();

type In = typeof adminProductsInput;
export type AdminProductListReq = InputOf<In['adminProductList']>;
export type AdminProductDecideReq = InputOf<In['adminProductDecide']>;
export type AdminProductTakeDownReq = InputOf<In['adminProductTakeDown']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminProducts = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/products/list {status 0 待审核 (new products and changes of products on sale; default) | 1 | 2 (refused, or a refused change), keyword, pageNum, pageSize}: waiting ones oldest first, others newest first */
  adminProductList: ep<In['adminProductList'], Page<AdminProductItem>>()({ method: 'GET', path: '/admin/products/list', auth: false, staff: ['ops'] }),
  /** GET /api/admin/products/info {id}: every field of the product as the merchant wrote it */
  adminProductInfo: ep<In['adminProductInfo'], MerchantProductDetail>()({ method: 'GET', path: '/admin/products/info', auth: false, staff: ['ops'] }),
  /** POST /api/admin/products/decide {id, action approve|reject, reason (required to reject)}: 已通过 / 已驳回, audited */
  adminProductDecide: ep<In['adminProductDecide'], MerchantProductDetail>()({ method: 'POST', path: '/admin/products/decide', auth: false, staff: ['ops'] }),
  /** POST /api/admin/products/takedown {id, reason}: 已下架 (off sale, 审核不通过：平台下架：reason for the merchant), audited */
  adminProductTakeDown: ep<In['adminProductTakeDown'], MerchantProductDetail>()({ method: 'POST', path: '/admin/products/takedown', auth: false, staff: ['ops'] }),
  }) as const)();
