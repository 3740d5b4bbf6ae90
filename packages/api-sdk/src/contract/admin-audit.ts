// 操作日志 of the operations console (超级管理员 only): every change a staff member made, as the code that made
// it recorded it (apps/api modules/audit, in the change's own transaction): who, when, from which address,
// what, and the changed fields before and after. Read-only by design: the contract has no call that edits or
// deletes a row (and the table refuses UPDATE and DELETE by itself); rows outlive the staff account.
import * as v from 'valibot';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import { calendarDay } from './merchant-stats';
import { fields, optText, pageFields, type InputOf } from './schema';

export const MSG_AUDIT_DATE_BAD = '日期格式不正确';
export const MSG_AUDIT_PERIOD_BAD = '开始日期不能晚于结束日期';
export const MSG_AUDIT_ACTION_BAD = '操作类型不正确';
export const MSG_AUDIT_EMPTY = '暂无操作记录';

/**
 * Every action the server writes, by name, in Chinese. A name not listed here (a module added later)
 * shows as it is: use auditActionLabel.
 */
export const ADMIN_AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'staff.login': '登录',
  'staff.logout': '退出',
  'review.approve': '审核通过',
  'review.reject': '审核驳回',
  'user.disable': '停用会员',
  'user.enable': '启用会员',
  'user.role.add': '设置会员角色',
  'user.role.remove': '取消会员角色',
  'transfer.confirm': '确认到账',
  'aftersales.refund': '售后仲裁：判定退款',
  'aftersales.close': '售后仲裁：关闭申请',
  'product.approve': '商品审核通过',
  'product.reject': '商品审核驳回',
  'product.takedown': '下架商品',
  'settings.transfer': '修改收款账户',
  'settings.shipping': '修改运费规则',
  'settings.trade': '修改交易时限',
  'settings.express.add': '新增快递公司',
  'settings.express.update': '修改快递公司',
  'settings.express.remove': '删除快递公司',
  'article.create': '新建文章',
  'article.update': '修改文章',
  'article.publish': '发布文章',
  'article.offline': '下线文章',
  'article.draft': '文章转为草稿',
};

/** Groups of actions, by the prefix the list filters them with ('user.' matches user.disable, user.role.add …). */
export const ADMIN_AUDIT_ACTION_GROUPS: Readonly<Record<string, string>> = {
  'staff.': '登录与退出',
  'review.': '入驻审核',
  'user.': '用户管理',
  'transfer.': '线下转账',
  'aftersales.': '售后仲裁',
  'product.': '商品审核',
  'settings.': '系统设置',
  'article.': '文章管理',
};

/** What an action was done to, in Chinese; an unknown kind shows as it is (auditTargetLabel). */
export const ADMIN_AUDIT_TARGET_LABELS: Readonly<Record<string, string>> = {
  staff: '员工',
  company: '企业',
  expert: '专家',
  user: '会员',
  checkout: '结算单',
  order: '订单',
  after_sales: '售后申请',
  product: '商品',
  article: '文章',
};

/** An action's Chinese name, or the action itself when it has none (yet). */
export const auditActionLabel = (action: string): string => ADMIN_AUDIT_ACTION_LABELS[action] ?? ADMIN_AUDIT_ACTION_GROUPS[action] ?? action;

/** A target kind's Chinese name, or the kind itself. */
export const auditTargetLabel = (kind: string): string => ADMIN_AUDIT_TARGET_LABELS[kind] ?? kind;

/** An action name ('user.role.add') or a prefix of one ending with a dot ('user.'). */
const ACTION_NAME = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*\.?$/;
export const isAuditActionFilter = (s: string): boolean => s === '' || ACTION_NAME.test(s);

/** '' (no limit) or a real calendar date 'YYYY-MM-DD'. */
const isDayOrNone = (s: string): boolean => s === '' || calendarDay(s) !== null;

/** One row of the audit log. */
export interface AdminAuditItem {
  id: number;
  /** 'YYYY-MM-DD HH:mm:ss', China time */
  at: string;
  /** the staff member's id (kept when the account is removed) */
  staff_id: number | null;
  staff_account: string;
  /** the client's address ('' when unknown) */
  ip: string;
  /** e.g. 'user.disable' (ADMIN_AUDIT_ACTION_LABELS) */
  action: string;
  /** e.g. 'user' and its id; '' when none */
  target_kind: string;
  target_id: string;
  /** one Chinese line, e.g. 停用会员：张三（13800000001）（发布违规信息） */
  summary: string;
  /** the changed fields as they were and as they became (never a secret); null: nothing to show */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminAuditInput = /* @__PURE__ */ (() => ({
  adminAuditList: v.pipe(
    fields({
      ...pageFields,
      /** the staff account, exactly */
      staff: optText(50),
      /** an action ('user.disable') or a prefix ('user.') */
      action: optText(60),
      target_kind: optText(30),
      target_id: optText(60),
      /** in the summary */
      keyword: optText(50),
      /** 'YYYY-MM-DD', China time, both days included */
      from: optText(20),
      to: optText(20),
    }),
    v.check((input) => isAuditActionFilter(input.action), MSG_AUDIT_ACTION_BAD),
    v.check((input) => isDayOrNone(input.from) && isDayOrNone(input.to), MSG_AUDIT_DATE_BAD),
    v.check((input) => input.from === '' || input.to === '' || input.from <= input.to, MSG_AUDIT_PERIOD_BAD),
  ),
}))();

type In = typeof adminAuditInput;
export type AdminAuditListReq = InputOf<In['adminAuditList']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminAudit = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/audit/list {staff, action (or a prefix 'user.'), target_kind, target_id, keyword, from, to, pageNum, pageSize}: 操作日志, newest first, 20 a page; 超级管理员 only */
  adminAuditList: ep<In['adminAuditList'], Page<AdminAuditItem>>()({ method: 'GET', path: '/admin/audit/list', auth: false, staff: ['super'] }),
  }) as const)();
