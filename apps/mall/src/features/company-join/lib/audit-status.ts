// audit_status has two readings in the spec (spec 01 §4, spec 02 §4); both are understood here:
// 1 审核通过, 2 审核不通过 (the user may re-submit), 0 / 3 / 100 (and anything else) 审核中.
export type AuditState = 'approved' | 'rejected' | 'reviewing';

export const auditState = (status: number): AuditState => (status === 1 ? 'approved' : status === 2 ? 'rejected' : 'reviewing');

export const AUDIT_LABELS: Record<AuditState, string> = {
  approved: '审核通过',
  rejected: '审核不通过',
  reviewing: '审核中',
};

export const auditLabel = (status: number): string => AUDIT_LABELS[auditState(status)];
