import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { auditLabel, auditState } from '../lib/audit-status';

const COLORS = { approved: 'green', rejected: 'red', reviewing: 'yellow' } as const;

/** 审核通过 / 审核不通过 / 审核中 from either reading of audit_status. */
export function AuditBadge({ status }: { status: number }) {
  return (
    <Badge color={COLORS[auditState(status)]} variant="light" radius="sm">
      {auditLabel(status)}
    </Badge>
  );
}
