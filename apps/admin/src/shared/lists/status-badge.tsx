import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { ADMIN_REVIEW_STATUS_LABELS, type AdminReviewStatus } from '@ws/api-sdk';

const COLOR: Record<AdminReviewStatus, string> = { 0: 'orange', 1: 'teal', 2: 'red' };

/** 待审核 / 已通过 / 已驳回 (an application or a product) */
export function StatusBadge({ status }: { status: AdminReviewStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light">
      {ADMIN_REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}
