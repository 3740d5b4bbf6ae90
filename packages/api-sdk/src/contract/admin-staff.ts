// 员工管理 of the operations console (超级管理员 only): the staff accounts, a new account with its roles and
// initial password, a change of name, roles or state (停用 ends every session of the account), and a new
// second factor. The second factor (TOTP, any authenticator app) is issued by the server when an account
// is created or its factor reset: its secret, the otpauth:// address for the QR code and eight one-time
// recovery codes are answered once, for the 超级管理员 to hand over, and never again (only their hashes stay).
import * as v from 'valibot';
import { ep } from './endpoint-def';
import { STAFF_ROLES, type StaffRole } from './admin';
import { fields, id, optNumOneOf, optText, secret, text, textList, type InputOf } from './schema';

export const MSG_STAFF_CREATED = '员工已创建';
export const MSG_STAFF_SAVED = '保存成功';
export const MSG_STAFF_FACTOR_RESET = '二次验证已重置';
export const MSG_STAFF_ACCOUNT_BAD = '账号为 3-32 位小写字母、数字、点、下划线或短横线';
export const MSG_STAFF_ACCOUNT_TAKEN = '该账号已存在';
export const MSG_STAFF_NAME_REQUIRED = '请输入姓名';
export const MSG_STAFF_ROLES_REQUIRED = '请至少选择一个角色';
export const MSG_STAFF_PASSWORD_WEAK = '密码至少 8 位，且须同时包含字母和数字';
export const MSG_STAFF_MISSING = '员工不存在';
export const MSG_STAFF_NOT_SELF = '不能停用自己或取消自己的超级管理员角色';

/** 3–32 characters: lower-case letters, digits, '.', '_' or '-' (the login name, stored lower-case). */
export const STAFF_ACCOUNT_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
/** At least 8 characters with a letter and a digit. */
export const isStrongStaffPassword = (p: string): boolean => p.length >= 8 && p.length <= 64 && /[A-Za-z]/.test(p) && /\d/.test(p);

/** One staff account as 员工管理 lists it. */
export interface AdminStaffItem {
  id: number;
  account: string;
  name: string;
  roles: StaffRole[];
  disabled: 0 | 1;
  /** whether a second factor is set */
  has_factor: boolean;
  /** how many unused recovery codes are left */
  recovery_left: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  created_at: string;
  /** 'YYYY-MM-DD HH:mm:ss', '' before the first login */
  last_login_at: string;
}

/** A second factor as issued: shown once. */
export interface StaffFactor {
  /** base32, for typing into an authenticator by hand */
  secret: string;
  /** otpauth://totp/…: what the QR code holds */
  otpauth_uri: string;
  /** eight one-time codes for a lost phone, 'XXXX-XXXX' */
  recovery_codes: string[];
}

export interface StaffWithFactor {
  staff: AdminStaffItem;
  factor: StaffFactor;
}

const rolesField = () => textList<StaffRole>(4, 10);

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminStaffInput = /* @__PURE__ */ (() => ({
  adminStaffList: fields({}),
  adminStaffCreate: v.pipe(
    fields({ account: text(40), name: text(30), roles: rolesField(), password: secret(64) }),
    v.check((input) => STAFF_ACCOUNT_PATTERN.test(input.account.toLowerCase()), MSG_STAFF_ACCOUNT_BAD),
    v.check((input) => input.name !== '', MSG_STAFF_NAME_REQUIRED),
    v.check((input) => input.roles.length > 0 && input.roles.every((r) => (STAFF_ROLES as readonly string[]).includes(r)), MSG_STAFF_ROLES_REQUIRED),
    v.check((input) => isStrongStaffPassword(input.password), MSG_STAFF_PASSWORD_WEAK),
  ),
  adminStaffUpdate: v.pipe(
    fields({ id: id(MSG_STAFF_MISSING), name: optText(30), roles: rolesField(), disabled: optNumOneOf([0, 1] as const, 0) }),
    v.check((input) => input.roles.length > 0 && input.roles.every((r) => (STAFF_ROLES as readonly string[]).includes(r)), MSG_STAFF_ROLES_REQUIRED),
  ),
  adminStaffResetFactor: fields({ id: id(MSG_STAFF_MISSING) }),
}))();

type In = typeof adminStaffInput;
export type AdminStaffCreateReq = InputOf<In['adminStaffCreate']>;
export type AdminStaffUpdateReq = InputOf<In['adminStaffUpdate']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminStaff = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/staff/list: every staff account, oldest first */
  adminStaffList: ep<In['adminStaffList'], AdminStaffItem[]>()({ method: 'GET', path: '/admin/staff/list', auth: false, staff: ['super'] }),
  /** POST /api/admin/staff/create {account, name, roles, password}: 员工已创建, with the new account's second factor (shown once), audited */
  adminStaffCreate: ep<In['adminStaffCreate'], StaffWithFactor>()({ method: 'POST', path: '/admin/staff/create', auth: false, staff: ['super'] }),
  /** POST /api/admin/staff/update {id, name, roles, disabled}: 保存成功 (停用 ends the account's sessions), audited */
  adminStaffUpdate: ep<In['adminStaffUpdate'], AdminStaffItem>()({ method: 'POST', path: '/admin/staff/update', auth: false, staff: ['super'] }),
  /** POST /api/admin/staff/resetFactor {id}: 二次验证已重置, the new factor (shown once), the account's sessions ended, audited */
  adminStaffResetFactor: ep<In['adminStaffResetFactor'], StaffWithFactor>()({ method: 'POST', path: '/admin/staff/resetFactor', auth: false, staff: ['super'] }),
  }) as const)();
