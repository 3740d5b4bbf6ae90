// Links to the routes that take query parameters (spec 01 §2 and spec 02 §2), built in one place so that
// no screen writes a query string by hand: `paths.detailPages({ key: 12, currentName: '政策解读' })` ->
// '/detailPages?key=12&currentName=%E6%94%BF…' (index.ts exports this module as `paths`; a bundle keeps
// only the builders an app uses). Every value is encoded with URLSearchParams; empty values (undefined,
// null, '') are left out. A builder's name is its route path without slashes, later segments
// capitalised (/help/orders -> helpOrders, /MyInquiryInfo -> MyInquiryInfo); a type test holds it.
import { withQuery } from './query';

/** Order states of the order lists (/myOrders, /merchantOrders). */
export type OrderStatus = 'all' | 'notpay' | 'pay' | 'express' | 'confirm';
/** The editors' `id` query: an address id, or -1 for a new one. */
type NameAndId = { name?: string; id?: number };

// portal
export const login = (redirect?: string) => withQuery('/login', { redirect });
export const search = (val: string) => withQuery('/search', { val });
export const article = (q: { channel?: string; cate?: number } = {}) => withQuery('/article', q);
export const channelPolicy = (q: { channel?: string; recommendId?: number } = {}) => withQuery('/channelPolicy', q);
export const detailPages = ({ key, currentName }: { key: number; currentName?: string }) => withQuery('/detailPages', { key, currentName });
export const expert = (q: { channel?: 'company' } = {}) => withQuery('/expert', q);
/** an expert's profile; the search page adds type=1 */
export const detailInfo = (id: number, { fromSearch = false }: { fromSearch?: boolean } = {}) => withQuery('/detailInfo', { id, type: fromSearch ? 1 : undefined });
export const companyDetail = ({ key, currentName }: { key: number; currentName?: string }) => withQuery('/companyDetail', { key, currentName });
/** the inquiry form for a company */
/** `product_name`, `pcode`, `quantity`: a product of the mall to ask about (its 询价 on /enableInfo), filled in the form */
export const inquiry = ({ company_id, company_name, product_name, pcode, quantity }: { company_id: number; company_name: string; product_name?: string; pcode?: string; quantity?: number }) =>
  withQuery('/inquiry', { company_id, company_name, product_name, pcode, quantity });
export const MyInquiryInfo = (id: number) => withQuery('/MyInquiryInfo', { id });
export const MyInquiryCompany = (id: number) => withQuery('/MyInquiryCompany', { id });
/** supplier onboarding; `id` re-submits one of the user's rejected companies */
export const join = (q: { id?: number } = {}) => withQuery('/join', q);
export const videoDetail = (key: number) => withQuery('/videoDetail', { key });
export const managementInfo = (key: number) => withQuery('/managementInfo', { key });
export const courseware = (key: number) => withQuery('/courseware', { key });
export const listlive = (key: number) => withQuery('/listlive', { key });
export const trainInfo = (key: number) => withQuery('/trainInfo', { key });
export const application = (key: number) => withQuery('/application', { key });
/** a document in a full-width frame: the document's URL goes in `id` */
export const preview = (fileUrl: string) => withQuery('/preview', { id: fileUrl });
export const helpOrders = (id?: number) => withQuery('/help/orders', { id });
export const helpContent = (id?: number) => withQuery('/help/content', { id });

// mall
/** the catalogue, optionally narrowed to a category, its sub-category and its sub-sub-category */
export const enable = (q: { cate?: number; sub_cate?: number; s_sub_cate?: number } = {}) => withQuery('/enable', q);
export const enableInfo = (id: number) => withQuery('/enableInfo', { id });
/** the cart; `share` opens a cart selection another user shared */
export const cart = (q: { share?: string } = {}) => withQuery('/cart', q);
export const checkoutQuick = (q: { ids: readonly number[] } | { order: string }) => withQuery('/checkoutQuick', q);
export const offline = ({ orderNo, total_price }: { orderNo: string; total_price: string | number }) => withQuery('/offline', { orderNo, total_price });
export const uconfigAddressInfo = (order?: string) => withQuery('/uconfigAddressInfo', { order });
export const uconfigAdd = (q: NameAndId = {}) => withQuery('/uconfigAdd', q);
export const invoiceAddAddress = (q: NameAndId = {}) => withQuery('/invoiceAddAddress', q);
export const addAddress = (q: NameAndId = {}) => withQuery('/addAddress', q);
/** The buyer's order search: an order number, product or supplier, and a period of China days. */
export type OrderSearch = { keyword?: string; start?: string; end?: string };
export const myOrders = (vsstatus?: OrderStatus, search: OrderSearch = {}) => withQuery('/myOrders', { vsstatus, ...search });
/** an order's detail; `view: 'merchant'` is the seller's read-only view of an order of their company */
export const infoSelf = (q: { order_no: string; invoice_id?: number; invoice_address_id?: number; view?: 'merchant' }) => withQuery('/infoSelf', q);
export const applyAfterSales = (order_no: string) => withQuery('/applyAfterSales', { order_no });
export const remark = (q: { order_no: string; product_id: number; item_id: number; xid?: number; xcate?: string }) => withQuery('/remark', q);
export const MyBookingInfo = (id: number) => withQuery('/MyBookingInfo', { id });
export const merchantOrders = (vsstatus?: OrderStatus) => withQuery('/merchantOrders', { vsstatus });
export const OrdersExpressEdit = (orderOn: string) => withQuery('/OrdersExpressEdit', { orderOn });
/** the merchant's product list: tab 出售中 (onsale), 已下架 (offsale), 审核中 (review), 审核不通过 (rejected) */
export const merchantGoods = (q: { tab?: 'onsale' | 'offsale' | 'review' | 'rejected'; keyword?: string } = {}) => withQuery('/merchantGoods', q);
/** 发布商品 (no id) or 编辑商品 */
export const merchantGoodsEdit = (id?: number) => withQuery('/merchantGoodsEdit', { id });
/** after-sales requests: tab 待处理 (pending), 已同意 (approved), 已拒绝 (rejected) */
export const merchantAfterSales = (tab?: 'pending' | 'approved' | 'rejected') => withQuery('/merchantAfterSales', { tab });
export const merchantRemarks = (tab?: 'all' | 'unreplied' | 'replied') => withQuery('/merchantRemarks', { tab });
/** an order's 发货单, to print */
export const merchantDeliveryNote = (order_no: string) => withQuery('/merchantDeliveryNote', { order_no });
/** 在线咨询 on one of its tabs (chat_type: chat_service, chat_supplier …) */
export const session = (q: { chat_type?: string } = {}) => withQuery('/session', q);
/** type 1: customer-service consultation, otherwise a user consultation; `chat_id` names a supplier conversation (联系商家) */
export const sessionChatItem = (q: { chat_type?: string | number; to_user_id: number; to_user_name?: string; order_no?: string; type?: number; chat_id?: number }) =>
  withQuery('/session/chatItem', q);
export const sessionChatitemExpert = (q: { chat_type?: string | number; to_user_id: number; to_user_name?: string; order_no?: string }) => withQuery('/session/chatitemExpert', q);
export const sessionRemarkChatExpert = (q: { to_user_id: number; item_id: number; order_no: string; stusta?: string | number }) => withQuery('/session/remarkChatExpert', q);

// admin (the operations console; full paths: inside the console's router, strip the /admin basename)
/** 入驻审核 kinds and states, as the console's contract spells them (kept here: routes has no dependencies) */
type ReviewKind = 'company' | 'expert';
/** the console's login; `redirect`: the console path to return to */
export const adminLogin = (redirect?: string) => withQuery('/admin/login', { redirect });
/** 入驻审核: tab (kind), 0 待审核 / 1 已通过 / 2 已驳回, keyword, page */
export const adminReviews = (q: { kind?: ReviewKind; status?: 0 | 1 | 2; keyword?: string; page?: number } = {}) => withQuery('/admin/reviews', q);
/** 用户管理: keyword (digits: phone prefix; else name), role, status, page */
/** 线下转账对账: the tab (待确认 unpaid by default, 已到账 paid), a 汇款识别码 or order number, page */
export const adminTransfers = (q: { status?: 'paid'; keyword?: string; page?: number } = {}) => withQuery('/admin/transfers', q);
/** 售后仲裁: the tab (待仲裁 waiting by default, 已仲裁 decided), an order number or buyer phone, page */
export const adminAftersales = (q: { tab?: 'decided'; keyword?: string; page?: number } = {}) => withQuery('/admin/aftersales', q);
/** 商品审核: the tab (待审核 0 by default, 已通过 1, 已驳回 2), a product or company name, page */
export const adminProducts = (q: { status?: 1 | 2; keyword?: string; page?: number } = {}) => withQuery('/admin/products', q);
/** One product of 商品审核 */
export const adminProductInfo = (id: number) => withQuery('/admin/productInfo', { id });
/** 订单管理: order (or checkout) number, buyer phone (11 digits), company (id or name), status tab, from / to 'YYYY-MM-DD', page */
export const adminOrders = (q: { order_no?: string; mobile?: string; company?: string; status?: string; from?: string; to?: string; page?: number } = {}) =>
  withQuery('/admin/orders', q);
/** One order of 订单管理, by its number */
export const adminOrderInfo = (orderNo: string) => withQuery('/admin/orderInfo', { order_no: orderNo });
export const adminUsers = (q: { keyword?: string; role?: string; status?: 'enabled' | 'disabled'; region?: string; from?: string; to?: string; page?: number } = {}) =>
  withQuery('/admin/users', q);
export const adminUserInfo = (id: number) => withQuery('/admin/userInfo', { id });
/** 操作日志 (超级管理员): staff account, action (or a prefix 'user.'), keyword, from / to 'YYYY-MM-DD', page */
export const adminAudit = (q: { staff?: string; action?: string; keyword?: string; from?: string; to?: string; page?: number } = {}) => withQuery('/admin/audit', q);
/** one application with everything submitted */
export const adminReviewInfo = ({ kind, id }: { kind: ReviewKind; id: number }) => withQuery('/admin/reviewInfo', { kind, id });
