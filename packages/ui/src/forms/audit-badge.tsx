// The review state of what a join form sent (a company, an enterprise record, an expert application).
// audit_status has two readings in the spec (spec 01 §4, spec 02 §4); both are understood here:
// 1 审核通过, 2 审核不通过 (the user may re-submit), 0 / 3 / 100 (and anything else) 审核中.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';

export type AuditState = 'approved' | 'rejected' | 'reviewing';

export const auditState = (status: number): AuditState => (status === 1 ? 'approved' : status === 2 ? 'rejected' : 'reviewing');

const AUDIT_LABELS: Record<AuditState, string> = {
  approved: '审核通过',
  rejected: '审核不通过',
  reviewing: '审核中',
};

const COLORS: Record<AuditState, string> = { approved: 'green', rejected: 'red', reviewing: 'yellow' };

/** 审核通过 / 审核不通过 / 审核中 from either reading of audit_status. */
export function AuditBadge({ status }: { status: number }) {
  const state = auditState(status);
  return (
    <Badge color={COLORS[state]} variant="light" radius="sm">
      {AUDIT_LABELS[state]}
    </Badge>
  );
}
