// The operations console's calls (apps/admin, under /api/admin): the platform's staff, who are not members.
// Staff have their own accounts, roles and tokens: an entry with `staff` is served only to a staff session
// whose roles include one of those listed (超级管理员 may do everything), and a member's token never opens
// it; a staff token is no member's token either. Every change a staff member makes is written to the audit
// log in the same transaction.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { FileRef } from './entities';
import type { Page } from './envelope';
import { fields, id, none, oneOf, optNumOneOf, optOneOf, optText, pageFields, secret, text, type InputOf } from './schema';

export const STAFF_ROLES = ['super', 'ops', 'editor', 'cs'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { super: '超级管理员', ops: '运营', editor: '内容编辑', cs: '客服主管' };

/** The console's name: its header, its page titles, and the issuer an authenticator app shows for its codes. */
export const CONSOLE_NAME = '安服通运营后台';

/** A staff session ends after this long without a call. */
export const STAFF_IDLE_MINUTES = 30;
/** The console's own storage key for the staff token (never the members' `token`). */
export const ADMIN_TOKEN_KEY = 'adminToken';

export const MSG_STAFF_LOGIN_FAILED = '账号或密码错误';
export const MSG_STAFF_LOGIN_OK = '登录成功';
export const MSG_STAFF_ACCOUNT_REQUIRED = '请输入账号';
export const MSG_STAFF_PASSWORD_REQUIRED = '请输入密码';
export const MSG_NO_RIGHT = '无权限';
/** In production the login asks for the second factor: the console then shows its 动态验证码 field. */
export const MSG_SECOND_FACTOR_REQUIRED = '请输入动态验证码';
export const MSG_SECOND_FACTOR_WRONG = '动态验证码错误';
export const MSG_REVIEW_REASON_REQUIRED = '请填写驳回原因';
export const MSG_REVIEW_APPROVED = '已通过';
export const MSG_REVIEW_REJECTED = '已驳回';
export const MSG_APPLICATION_MISSING = '申请不存在';
export const MSG_REVIEW_DECIDED = '该申请已处理';

/** Who is logged in to the console. */
export interface StaffProfile {
  id: number;
  account: string;
  name: string;
  roles: StaffRole[];
}

export interface StaffSession {
  token: string;
  staff: StaffProfile;
}

/** What the console reviews: enterprise records (registrations, joins, upgrades) and expert applications. */
export const ADMIN_REVIEW_KINDS = ['company', 'expert'] as const;
export type AdminReviewKind = (typeof ADMIN_REVIEW_KINDS)[number];
export const ADMIN_REVIEW_KIND_LABELS: Record<AdminReviewKind, string> = { company: '企业入驻', expert: '专家申请' };
/** 0 审核中, 1 审核通过, 2 审核不通过 */
export type AdminReviewStatus = 0 | 1 | 2;
export const ADMIN_REVIEW_STATUS_LABELS: Record<AdminReviewStatus, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };
export const ADMIN_PAGE_SIZE = 20;

/** One application in the review list. */
export interface AdminReviewItem {
  kind: AdminReviewKind;
  id: number;
  /** the enterprise's or the expert's name */
  name: string;
  /** the member who applied: id, name and phone (staff see the whole number) */
  applicant: { user_id: number; name: string; mobile: string };
  /** when it was submitted, 'YYYY-MM-DD HH:mm:ss' */
  submitted_at: string;
  audit_status: AdminReviewStatus;
  /** the reason of a rejection, '' otherwise */
  audit_reason: string;
}

/** Everything the applicant submitted: labelled values and labelled groups of files (licence, qualifications …). */
export interface AdminReviewDetail extends AdminReviewItem {
  fields: { label: string; value: string }[];
  files: { label: string; items: FileRef[] }[];
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminInput = /* @__PURE__ */ (() => ({
  adminLogin: v.pipe(
    fields({ account: text(50), password: secret(), code: optText(10) }),
    v.check((input) => input.account !== '', MSG_STAFF_ACCOUNT_REQUIRED),
    v.check((input) => input.password !== '', MSG_STAFF_PASSWORD_REQUIRED),
  ),
  adminLogout: none(),
  adminMe: none(),
  adminReviewList: fields({
    ...pageFields,
    kind: oneOf(ADMIN_REVIEW_KINDS),
    status: optNumOneOf([0, 1, 2] as const, 0),
    keyword: optText(50),
  }),
  adminReviewInfo: fields({ kind: oneOf(ADMIN_REVIEW_KINDS), id: id() }),
  adminReviewDecide: v.pipe(
    fields({ kind: oneOf(ADMIN_REVIEW_KINDS), id: id(), action: optOneOf(['approve', 'reject'] as const, 'approve'), reason: optText(200) }),
    v.check((input) => input.action !== 'reject' || (input.reason ?? '').trim() !== '', MSG_REVIEW_REASON_REQUIRED),
  ),
}))();

type In = typeof adminInput;
export type AdminLoginReq = InputOf<In['adminLogin']>;
export type AdminReviewListReq = InputOf<In['adminReviewList']>;
export type AdminReviewDecideReq = InputOf<In['adminReviewDecide']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const admin = /* @__PURE__ */ (() =>
  ({
  /** POST /api/admin/login {account, password, code (the second factor, when required)}: a staff session (登录成功) */
  adminLogin: ep<In['adminLogin'], StaffSession>()({ method: 'POST', path: '/admin/login', auth: false }),
  /** POST /api/admin/logout: the staff token stops working */
  adminLogout: ep<In['adminLogout'], null>()({ method: 'POST', path: '/admin/logout', auth: false, staff: [] }),
  /** GET /api/admin/me: the staff member of the token */
  adminMe: ep<In['adminMe'], StaffProfile>()({ method: 'GET', path: '/admin/me', auth: false, staff: [] }),
  /** GET /api/admin/reviews/list {kind, status (0 待审核 by default), keyword, pageNum, pageSize}: 入驻审核, oldest first while waiting */
  adminReviewList: ep<In['adminReviewList'], Page<AdminReviewItem>>()({ method: 'GET', path: '/admin/reviews/list', auth: false, staff: ['ops'] }),
  /** GET /api/admin/reviews/info {kind, id}: one application with everything submitted */
  adminReviewInfo: ep<In['adminReviewInfo'], AdminReviewDetail>()({ method: 'GET', path: '/admin/reviews/info', auth: false, staff: ['ops'] }),
  /** POST /api/admin/reviews/decide {kind, id, action approve|reject, reason (required to reject)}: 已通过 / 已驳回, audited */
  adminReviewDecide: ep<In['adminReviewDecide'], AdminReviewDetail>()({ method: 'POST', path: '/admin/reviews/decide', auth: false, staff: ['ops'] }),
  }) as const)();
