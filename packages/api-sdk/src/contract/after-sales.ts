// After-sales (spec 02 §3 After-sales, §4, §7 "After-sales and reviews"): one return / exchange request per
// paid order of the caller, with at least one image (请选择上传图片); once it exists the screen shows it
// read-only with its audit status (获取成功).
import * as v from 'valibot';
import { afterSalesRules } from '@ws/validators';
import { ep } from './endpoint-def';
import type { FileRef } from './entities';
import { fields, oneOf, rules, text, uploadedFiles, type InputOf } from './schema';

export const AFTER_SALES_CATES = ['noreasonreturn', 'goodsproblem', 'others'] as const;
export type AfterSalesCate = (typeof AFTER_SALES_CATES)[number];
export const AFTER_SALES_CATE_LABELS: Record<AfterSalesCate, string> = {
  noreasonreturn: '七天无理由退货',
  goodsproblem: '商品质量问题',
  others: '其他',
};
/** audit_status: 0 under review, 1 approved, 2 rejected */
export const AFTER_SALES_AUDIT_NAMES = ['审核中', '审核通过', '审核不通过'] as const;
export const MAX_AFTER_SALES_FILES = 9;

export interface AfterSales {
  id: number;
  order_no: string;
  cate: AfterSalesCate;
  remark: string;
  file_items: FileRef[];
  audit_status: 0 | 1 | 2;
  audit_status_name: string;
  create_time: string;
}

export const MSG_AFTER_SALES_FOUND = '获取成功';
export const MSG_AFTER_SALES_SUBMITTED = '提交成功';
export const MSG_AFTER_SALES_EXISTS = '该订单已申请售后';
export const MSG_AFTER_SALES_NOT_PAID = '订单未付款，不能申请售后';
export const MSG_AFTER_SALES_CATE = '请选择售后类型';

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const afterSalesInput = /* @__PURE__ */ (() => ({
  aftersalesAdd: v.pipe(
    fields({
      order_no: text(40),
      cate: oneOf(AFTER_SALES_CATES, undefined, MSG_AFTER_SALES_CATE),
      remark: text(500),
      file_items: uploadedFiles(MAX_AFTER_SALES_FILES),
    }),
    rules(afterSalesRules),
  ),
  aftersalesInfoByUser: fields({ order_no: text(40) }),
}))();

type In = typeof afterSalesInput;
export type AfterSalesReq = InputOf<In['aftersalesAdd']>;

export const afterSales = {
  /** personal/aftersalesAdd {remark, file_items, order_no, cate} */
  aftersalesAdd: ep<In['aftersalesAdd'], AfterSales>()({ method: 'POST', path: '/aftersales/add', auth: true }),
  /** personal/infoByUser {order_no}: the request of the caller's order, or null (msg 获取成功 when found) */
  aftersalesInfoByUser: ep<In['aftersalesInfoByUser'], AfterSales | null>()({ method: 'GET', path: '/aftersales/infoByUser', auth: true }),
} as const;
