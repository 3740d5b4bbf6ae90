// 操作日志's contract: one read-only call (nothing edits or deletes a row), 超级管理员 only, its filters
// checked with clear Chinese messages, every action the server writes named in Chinese.
import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ACTION_LABELS, adminAuditInput, auditActionLabel, auditTargetLabel } from './admin-audit';
import { endpointNames, endpoints } from './endpoints';
import { parseRequest } from './schema';

const parse = (raw: Record<string, unknown>) => parseRequest(adminAuditInput.adminAuditList, raw);

describe('adminAuditList', () => {
  it('is the only call under /admin/audit: a GET for 超级管理员 alone', () => {
    const audit = endpointNames.filter((n) => endpoints[n].path.toLowerCase().startsWith('/admin/audit'));
    expect(audit).toEqual(['adminAuditList']);
    expect(endpoints.adminAuditList).toMatchObject({ method: 'GET', path: '/admin/audit/list', auth: false, staff: ['super'] });
  });

  it('takes an exact action or a prefix, real days in order; answers 日期格式不正确 / 开始日期不能晚于结束日期', () => {
    expect(parse({})).toMatchObject({ ok: true, value: { staff: '', action: '', keyword: '', from: '', to: '' } });
    expect(parse({ action: 'user.' })).toMatchObject({ ok: true, value: { action: 'user.' } });
    expect(parse({ action: 'user.role.add', staff: ' ops ', from: '2026-06-01', to: '2026-06-01' })).toMatchObject({
      ok: true,
      value: { action: 'user.role.add', staff: 'ops', from: '2026-06-01', to: '2026-06-01' },
    });
    expect(parse({ action: "user.%' or 1=1" })).toEqual({ ok: false, message: '操作类型不正确' });
    for (const bad of ['2026-6-1', '2026-02-30', '20260601', 'yesterday', '2026-06-01x']) {
      expect(parse({ from: bad }), bad).toEqual({ ok: false, message: '日期格式不正确' });
      expect(parse({ to: bad }), bad).toEqual({ ok: false, message: '日期格式不正确' });
    }
    expect(parse({ from: '2026-06-02', to: '2026-06-01' })).toEqual({ ok: false, message: '开始日期不能晚于结束日期' });
  });

  it('names every action the server writes in Chinese; an unknown one shows as it is', () => {
    for (const action of ['staff.login', 'staff.logout', 'review.approve', 'review.reject', 'user.disable', 'user.enable', 'user.role.add', 'user.role.remove']) {
      expect(ADMIN_AUDIT_ACTION_LABELS[action], action).toMatch(/^[\u4e00-\u9fff]+$/u);
    }
    expect(auditActionLabel('user.disable')).toBe('停用会员');
    expect(auditActionLabel('transfer.refund')).toBe('transfer.refund');
    expect(auditTargetLabel('user')).toBe('会员');
    expect(auditTargetLabel('widget')).toBe('widget');
  });
});
