// The audit log: written in the caller's transaction (rolled back with it), secrets never written,
// append-only in the database itself, kept when the staff account is removed.
import { describe, expect, it } from 'vitest';
import { recordAudit } from './index';
import { withoutSecrets } from './service';
import { useHarness } from '../../../test/helpers';

const STAFF = { id: 2, account: 'ops' };

describe('recordAudit', () => {
  const h = useHarness();
  const rows = () => h.query<Record<string, unknown>>('select staff_id, staff_account, ip, action, target_kind, target_id, summary, before, after, at from admin_audit order by id');

  it('writes who, when, from where, what and the changed fields, in the transaction of the change', async () => {
    await h.db.transaction(async (tx) => {
      await recordAudit(tx, {
        staff: STAFF,
        ip: '10.1.2.3',
        at: h.clock.now(),
        action: 'review.reject',
        targetKind: 'company',
        targetId: 41,
        summary: '驳回企业入驻：东莞市安达（营业执照不清晰）',
        before: { audit_status: 0, audit_reason: '' },
        after: { audit_status: 2, audit_reason: '营业执照不清晰' },
      });
    });
    expect((await rows()).rows).toEqual([
      {
        staff_id: 2,
        staff_account: 'ops',
        ip: '10.1.2.3',
        action: 'review.reject',
        target_kind: 'company',
        target_id: '41',
        summary: '驳回企业入驻：东莞市安达（营业执照不清晰）',
        before: { audit_status: 0, audit_reason: '' },
        after: { audit_status: 2, audit_reason: '营业执照不清晰' },
        at: h.clock.now(),
      },
    ]);
  });

  it('is rolled back with a change that fails', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        await recordAudit(tx, { staff: STAFF, ip: '10.1.2.3', action: 'review.approve', summary: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await rows()).rows).toHaveLength(0);
  });

  it('never writes a password, token, code or second-factor secret, at any depth', async () => {
    expect(
      withoutSecrets({ name: '运营小陈', password: 'Demo1234', password_hash: 'scrypt$…', token: 't', nested: [{ totp_secret: 's', smscode: '123456', code: '9144' }] }),
    ).toEqual({ name: '运营小陈', nested: [{ code: '9144' }] });
    await h.db.transaction((tx) => recordAudit(tx, { staff: STAFF, ip: '', action: 'staff.update', summary: 's', before: { passwordHash: 'a', roles: ['ops'] }, after: { newPassword: 'b', roles: ['super'] } }));
    expect((await rows()).rows[0]).toMatchObject({ before: { roles: ['ops'] }, after: { roles: ['super'] } });
  });

  it('refuses UPDATE and DELETE in the database, and keeps the rows when the staff account is removed', async () => {
    await h.db.transaction((tx) => recordAudit(tx, { staff: STAFF, ip: '10.1.2.3', action: 'staff.login', summary: '登录管理后台：运营小陈' }));
    await expect(h.exec(`update admin_audit set summary = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(h.exec('delete from admin_audit')).rejects.toThrow(/append-only/);
    await h.exec(`delete from staff where account = 'ops'`);
    expect((await rows()).rows).toMatchObject([{ staff_id: 2, staff_account: 'ops', summary: '登录管理后台：运营小陈' }]);
  });
});
