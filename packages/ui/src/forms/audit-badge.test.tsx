import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { AuditBadge, auditState } from './audit-badge';

describe('audit status', () => {
  it('reads both of the spec’s readings', () => {
    expect(auditState(1)).toBe('approved');
    expect(auditState(2)).toBe('rejected');
    for (const s of [0, 3, 100, 7]) expect(auditState(s)).toBe('reviewing');
  });

  it('the badge says 审核通过, 审核不通过 or 审核中', () => {
    renderWithProviders(
      <>
        <AuditBadge status={1} />
        <AuditBadge status={2} />
        <AuditBadge status={100} />
      </>,
    );
    for (const label of ['审核通过', '审核不通过', '审核中']) expect(screen.getByText(label)).toBeInTheDocument();
  });
});
