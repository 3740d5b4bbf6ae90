// 用户管理 of the operations console (apps/admin, under /api/admin/users, 运营 and 超级管理员): the member list
// with its filters (phone prefix, name, role, state, registration area, registration period), one member
// whole (会员详情: their orders, enterprise records and expert record), disabling and enabling, and the two
// roles staff hand out (客服, 业务员). Every change is written to the audit log in its own transaction.
import * as v from 'valibot';
import type { AdminReviewStatus } from './admin';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import { calendarDay } from './merchant-stats';
import { fields, id, oneOf, optNumOneOf, optOneOf, optText, pageFields, type InputOf } from './schema';

export const MSG_USER_MISSING = '用户不存在';
export const MSG_USER_DISABLED = '已停用';
export const MSG_USER_ENABLED = '已启用';
export const MSG_DISABLE_REASON_REQUIRED = '请填写停用原因';
export const MSG_USER_ROLE_SET = '设置成功';
export const MSG_USER_REGION_BAD = '地区不正确';
export const MSG_USER_DATE_BAD = '注册日期格式不正确，应为 YYYY-MM-DD';
export const MSG_USER_PERIOD_BAD = '注册开始日期不能晚于结束日期';
export const MSG_USER_EMPTY = '暂无用户';

/** A member's roles as the console filters and shows them. */
export const ADMIN_USER_ROLES = ['member', 'company', 'salesman', 'isexpert', 'custuser'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];
export const ADMIN_USER_ROLE_LABELS: Record<AdminUserRole, string> = { member: '会员', company: '企业', salesman: '业务员', isexpert: '专家', custuser: '客服' };
/** The roles a staff member may switch on and off; the others follow the reviews. */
export const ADMIN_SETTABLE_ROLES = ['custuser', 'salesman'] as const;
export type AdminSettableRole = (typeof ADMIN_SETTABLE_ROLES)[number];
export const ADMIN_USER_STATUSES = ['enabled', 'disabled'] as const;

/**
 * The level of a registration-area code as the list filters it: a city ('441900', six digits ending in 00,
 * not a province's 0000) or a district / town ('440106', or Dongguan's nine-digit '441900004'); null for
 * anything else.
 */
export function userRegionLevel(code: string): 'city' | 'county' | null {
  if (/^\d{4}00$/.test(code)) return code.endsWith('0000') ? null : 'city';
  if (/^\d{6}$/.test(code) || /^\d{9}$/.test(code)) return 'county';
  return null;
}

/** '' (no limit) or a real calendar date 'YYYY-MM-DD'. */
export const isUserDayOrNone = (s: string): boolean => s === '' || calendarDay(s) !== null;

/** One member in 用户管理: the phone masked in the list (the detail shows it whole). */
export interface AdminUserItem {
  id: number;
  user_account: string;
  user_mobile: string;
  name: string;
  roles: AdminUserRole[];
  /** 'City County' */
  city: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  created_at: string;
  disabled: 0 | 1;
  /** 'YYYY-MM-DD HH:mm:ss' when disabled, '' otherwise */
  disabled_at: string;
}

/** One of the member's orders in 会员详情. */
export interface AdminUserOrder {
  order_no: string;
  company_name: string;
  /** yuan, '123.00' */
  total: string;
  /** the status as the buyer sees it (待付款, 待发货, 已完成, 已取消 …) */
  status: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  create_time: string;
}

/** 'supplier' (企业入驻) or 'enterprise' (the member's own enterprise: 企业注册 / 企业升级). */
export const ADMIN_COMPANY_KIND_LABELS: Record<string, string> = { supplier: '企业入驻', enterprise: '企业注册 / 企业升级' };

/** One enterprise record of the member. */
export interface AdminUserCompany {
  id: number;
  name: string;
  kind: string;
  audit_status: AdminReviewStatus;
  /** the reason of a rejection, '' otherwise */
  audit_reason: string;
  create_time: string;
}

/** The member's expert record. */
export interface AdminUserExpert {
  id: number;
  name: string;
  audit_status: AdminReviewStatus;
  audit_reason: string;
}

/** 会员详情: the member whole (the phone unmasked), their latest orders, enterprise records and expert record. */
export interface AdminUserDetail extends AdminUserItem {
  province: string;
  /** the names of the registration area, '' when not given */
  city_name: string;
  county_name: string;
  /** why the member was disabled (the audit log's reason), '' when enabled or unknown */
  disabled_reason: string;
  /** the latest ORDERS_SHOWN orders, newest first */
  orders: AdminUserOrder[];
  /** how many orders the member has in all */
  order_count: number;
  companies: AdminUserCompany[];
  expert: AdminUserExpert | null;
}

/** How many of a member's latest orders 会员详情 shows. */
export const ADMIN_USER_ORDERS_SHOWN = 10;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminUsersInput = /* @__PURE__ */ (() => ({
  adminUserList: v.pipe(
    fields({
      ...pageFields,
      mobile: optText(11),
      name: optText(50),
      role: optOneOf(['all', ...ADMIN_USER_ROLES] as const, 'all'),
      status: optOneOf(['all', ...ADMIN_USER_STATUSES] as const, 'all'),
      /** a city code or a district / town code of the registration area */
      region: optText(12),
      /** registered from / to, 'YYYY-MM-DD', China time, both days included */
      from: optText(20),
      to: optText(20),
    }),
    v.check((input) => input.region === '' || userRegionLevel(input.region) !== null, MSG_USER_REGION_BAD),
    v.check((input) => isUserDayOrNone(input.from) && isUserDayOrNone(input.to), MSG_USER_DATE_BAD),
    v.check((input) => input.from === '' || input.to === '' || input.from <= input.to, MSG_USER_PERIOD_BAD),
  ),
  adminUserInfo: fields({ id: id() }),
  adminUserSetDisabled: v.pipe(
    fields({ id: id(), disabled: optNumOneOf([0, 1] as const, 1), reason: optText(200) }),
    v.check((input) => input.disabled === 0 || (input.reason ?? '').trim() !== '', MSG_DISABLE_REASON_REQUIRED),
  ),
  adminUserSetRole: fields({ id: id(), role: oneOf(ADMIN_SETTABLE_ROLES), on: optNumOneOf([0, 1] as const, 1) }),
}))();

type In = typeof adminUsersInput;
export type AdminUserListReq = InputOf<In['adminUserList']>;
export type AdminUserInfoReq = InputOf<In['adminUserInfo']>;
export type AdminUserSetDisabledReq = InputOf<In['adminUserSetDisabled']>;
export type AdminUserSetRoleReq = InputOf<In['adminUserSetRole']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminUsers = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/users/list {mobile (prefix), name (contains), role, status all|enabled|disabled, region (city or district code), from, to ('YYYY-MM-DD'), pageNum, pageSize}: 用户管理, newest first, 20 a page */
  adminUserList: ep<In['adminUserList'], Page<AdminUserItem>>()({ method: 'GET', path: '/admin/users/list', auth: false, staff: ['ops'] }),
  /** GET /api/admin/users/info {id}: 会员详情, the phone whole; 用户不存在 */
  adminUserInfo: ep<In['adminUserInfo'], AdminUserDetail>()({ method: 'GET', path: '/admin/users/info', auth: false, staff: ['ops'] }),
  /** POST /api/admin/users/disable {id, disabled 1|0, reason (required to disable)}: 已停用 (every token of the member dies) / 已启用, audited */
  adminUserSetDisabled: ep<In['adminUserSetDisabled'], AdminUserItem>()({ method: 'POST', path: '/admin/users/disable', auth: false, staff: ['ops'] }),
  /** POST /api/admin/users/role {id, role custuser|salesman, on 1|0}: 设置成功, audited */
  adminUserSetRole: ep<In['adminUserSetRole'], AdminUserItem>()({ method: 'POST', path: '/admin/users/role', auth: false, staff: ['ops'] }),
  }) as const)();
