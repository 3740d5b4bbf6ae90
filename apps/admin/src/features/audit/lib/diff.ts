// The detail's 字段 / 修改前 / 修改后 table: every field of either side, in the order they were written
// (before's first), each marked when its value changed. Values show as text: a known code by its Chinese
// name (roles, review states, 0/1 flags), lists joined with '、', other objects as JSON, nothing as '—'.
import { ADMIN_REVIEW_STATUS_LABELS, ADMIN_USER_ROLE_LABELS } from '@ws/api-sdk';

/** What the known fields are called (a field not listed shows its own name). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  disabled: '停用',
  reason: '原因',
  roles: '角色',
  audit_status: '审核状态',
  audit_reason: '审核原因',
  orders: '订单',
  amount: '金额',
  statement_date: '流水日期',
  remitter: '汇款人',
  remark: '备注',
};

/** The Chinese names of a known field's values (a value not listed shows as it is). */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  roles: ADMIN_USER_ROLE_LABELS,
  audit_status: ADMIN_REVIEW_STATUS_LABELS,
  disabled: { 0: '否', 1: '是' },
};

const named = (field: string, v: unknown): unknown => {
  const labels = VALUE_LABELS[field];
  if (!labels) return v;
  const one = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? (labels[String(x)] ?? x) : x);
  return Array.isArray(v) ? v.map(one) : one(v);
};

export interface DiffRow {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const has = (o: Record<string, unknown> | null, k: string) => o !== null && Object.prototype.hasOwnProperty.call(o, k);

/** A value as the table shows it. */
export function showValue(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.length === 0 ? '—' : v.map(String).join('、');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function diffRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => {
    const b = has(before, field) ? before![field] : undefined;
    const a = has(after, field) ? after![field] : undefined;
    return { field, label: FIELD_LABELS[field] ?? field, before: showValue(named(field, b)), after: showValue(named(field, a)), changed: JSON.stringify(b) !== JSON.stringify(a) };
  });
}
