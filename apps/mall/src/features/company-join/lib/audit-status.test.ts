import { auditLabel, auditState } from './audit-status';

describe('audit status', () => {
  it('reads both of the spec’s readings', () => {
    expect(auditLabel(1)).toBe('审核通过');
    expect(auditLabel(2)).toBe('审核不通过');
    for (const s of [0, 3, 100]) expect(auditLabel(s)).toBe('审核中');
    expect(auditState(7)).toBe('reviewing');
  });
});
