// 操作日志 of the console: each filter, newest first (id breaks a tie), paging, China days both included,
// 超级管理员 alone may read it, secrets never come back, rows outlive the staff account, and nothing
// edits or deletes a row.
import { describe, expect, it } from 'vitest';
import { call, DEMO, type Harness, loginAs, staffToken, useHarness } from '../../../test/helpers';
import { recordAudit, type AuditEntry } from '../audit';

type Item = {
  id: number;
  at: string;
  staff_id: number | null;
  staff_account: string;
  ip: string;
  action: string;
  target_kind: string;
  target_id: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type List = { items: Item[]; total: number };


const OPS = { id: 2, account: 'ops' };
const EDITOR = { id: 3, account: 'editor' };
const china = (t: string) => new Date(`${t}+08:00`);

/** Rows around the China day 2026-06-01 (the harness' clock starts there, 08:00: the admin's login). */
async function seedRows(h: Harness): Promise<void> {
  const rows: AuditEntry[] = [
    { staff: OPS, ip: '10.1.2.3', at: china('2026-05-31T23:59:59'), action: 'user.disable', targetKind: 'user', targetId: 1, summary: '停用会员：张三（13800000001）（发布违规信息）', before: { disabled: 0 }, after: { disabled: 1, reason: '发布违规信息' } },
    { staff: OPS, ip: '10.1.2.3', at: china('2026-06-01T00:00:00'), action: 'user.role.add', targetKind: 'user', targetId: 2, summary: '设为客服：李四（13800000002）', before: { roles: ['member'] }, after: { roles: ['member', 'custuser'] } },
    { staff: EDITOR, ip: '10.9.9.9', at: china('2026-06-01T12:00:00'), action: 'review.approve', targetKind: 'company', targetId: 41, summary: '通过企业入驻：东莞市安达', before: { audit_status: 0 }, after: { audit_status: 1 } },
    { staff: OPS, ip: '10.1.2.3', at: china('2026-06-01T12:00:00'), action: 'user.enable', targetKind: 'user', targetId: 1, summary: '启用会员：张三（13800000001）', before: { disabled: 1 }, after: { disabled: 0 } },
    { staff: OPS, ip: '10.1.2.3', at: china('2026-06-02T00:00:00'), action: 'review.reject', targetKind: 'expert', targetId: 7, summary: '驳回专家申请：王五（资质不清晰）', before: { audit_status: 0 }, after: { audit_status: 2 } },
  ];
  for (const row of rows) await h.db.transaction((tx) => recordAudit(tx, row));
}

const list = (h: Harness, token: string, filter: Record<string, unknown> = {}) => call<List>(h.app, 'adminAuditList', filter, { token });
const summaries = (l: { data: List }) => l.data.items.map((i) => i.summary);

describe('adminAuditList', () => {
  const h = useHarness();

  it('answers every row newest first (id breaks a tie), 20 a page, with who, when, where, what and before/after', async () => {
    const admin = await staffToken(h, 'admin');
    await seedRows(h);
    const all = await list(h, admin);
    expect(all.ok).toBe(true);
    expect(all.data.total).toBe(6);
    expect(all.data.items.map((i) => [i.at, i.action])).toEqual([
      ['2026-06-02 00:00:00', 'review.reject'],
      // the same moment: the later row first
      ['2026-06-01 12:00:00', 'user.enable'],
      ['2026-06-01 12:00:00', 'review.approve'],
      ['2026-06-01 08:00:00', 'staff.login'],
      ['2026-06-01 00:00:00', 'user.role.add'],
      ['2026-05-31 23:59:59', 'user.disable'],
    ]);
    expect(all.data.items[5]).toEqual({
      id: expect.any(Number),
      at: '2026-05-31 23:59:59',
      staff_id: 2,
      staff_account: 'ops',
      ip: '10.1.2.3',
      action: 'user.disable',
      target_kind: 'user',
      target_id: '1',
      summary: '停用会员：张三（13800000001）（发布违规信息）',
      before: { disabled: 0 },
      after: { disabled: 1, reason: '发布违规信息' },
    });
    expect(all.data.items[3]).toMatchObject({ staff_account: 'admin', target_kind: 'staff', before: null, after: null });

    const p1 = await list(h, admin, { pageSize: 4 });
    const p2 = await list(h, admin, { pageSize: 4, pageNum: 2 });
    expect(p2.data.total).toBe(6);
    expect([...p1.data.items, ...p2.data.items].map((i) => i.id)).toEqual(all.data.items.map((i) => i.id));
    expect(p2.data.items).toHaveLength(2);
  });

  it('filters by the staff account (exactly), the action or its prefix, the target, a keyword of the summary and China days', async () => {
    const admin = await staffToken(h, 'admin');
    await seedRows(h);
    expect((await list(h, admin, { staff: 'editor' })).data.items.map((i) => i.action)).toEqual(['review.approve']);
    expect((await list(h, admin, { staff: 'op' })).data.total).toBe(0);

    expect((await list(h, admin, { action: 'user.' })).data.items.map((i) => i.action)).toEqual(['user.enable', 'user.role.add', 'user.disable']);
    expect((await list(h, admin, { action: 'user.disable' })).data.items.map((i) => i.action)).toEqual(['user.disable']);
    expect((await list(h, admin, { action: 'user.role.' })).data.items.map((i) => i.action)).toEqual(['user.role.add']);
    // without its dot a name is exact, not a prefix
    expect((await list(h, admin, { action: 'user' })).data.total).toBe(0);
    expect(await list(h, admin, { action: 'user%' })).toMatchObject({ ok: false, msg: '操作类型不正确' });

    expect((await list(h, admin, { target_kind: 'user', target_id: '1' })).data.items.map((i) => i.action)).toEqual(['user.enable', 'user.disable']);
    expect((await list(h, admin, { target_kind: 'company' })).data.items.map((i) => i.target_id)).toEqual(['41']);

    expect(summaries(await list(h, admin, { keyword: '违规' }))).toEqual(['停用会员：张三（13800000001）（发布违规信息）']);
    expect(summaries(await list(h, admin, { keyword: '张三' }))).toHaveLength(2);
    // a wildcard is a character
    expect((await list(h, admin, { keyword: '%' })).data.total).toBe(0);

    // one China day: from its 00:00 to before the next day's
    const day = await list(h, admin, { from: '2026-06-01', to: '2026-06-01' });
    expect(day.data.items.map((i) => i.at)).toEqual(['2026-06-01 12:00:00', '2026-06-01 12:00:00', '2026-06-01 08:00:00', '2026-06-01 00:00:00']);
    expect((await list(h, admin, { from: '2026-06-02' })).data.items.map((i) => i.action)).toEqual(['review.reject']);
    expect((await list(h, admin, { to: '2026-05-31' })).data.items.map((i) => i.action)).toEqual(['user.disable']);
    // all together
    expect(summaries(await list(h, admin, { staff: 'ops', action: 'user.', from: '2026-06-01', to: '2026-06-01', keyword: '张三' }))).toEqual(['启用会员：张三（13800000001）']);
  });

  it('refuses a bad day or a period backwards with a Chinese message', async () => {
    const admin = await staffToken(h, 'admin');
    expect(await list(h, admin, { from: '2026-02-30' })).toMatchObject({ ok: false, msg: '日期格式不正确' });
    expect(await list(h, admin, { to: '2026/06/01' })).toMatchObject({ ok: false, msg: '日期格式不正确' });
    expect(await list(h, admin, { from: '2026-06-02', to: '2026-06-01' })).toMatchObject({ ok: false, msg: '开始日期不能晚于结束日期' });
  });

  it('answers 超级管理员 alone: a member token is not logged in, 运营 / 内容编辑 / 客服主管 get 无权限, a staff token is no member', async () => {
    const member = await loginAs(h.app, DEMO.member);
    expect(await call(h.app, 'adminAuditList', {}, { token: member })).toMatchObject({ ok: false, code: -1 });
    expect(await call(h.app, 'adminAuditList', {})).toMatchObject({ ok: false, code: -1 });
    for (const account of ['ops', 'editor', 'cs']) {
      const token = await staffToken(h, account);
      expect(await list(h, token), account).toEqual({ ok: false, code: 1, msg: '无权限', data: null });
    }
    const admin = await staffToken(h, 'admin');
    expect((await list(h, admin)).ok).toBe(true);
    expect(await call(h.app, 'profile', {}, { token: admin })).toMatchObject({ ok: false, code: -1 });
  });

  it('never answers a secret: recordAudit dropped it', async () => {
    const admin = await staffToken(h, 'admin');
    await h.db.transaction((tx) =>
      recordAudit(tx, { staff: OPS, ip: '', action: 'staff.update', targetKind: 'staff', targetId: 3, summary: '修改员工：编辑小王', before: { roles: ['editor'], password_hash: 'scrypt$abc' }, after: { roles: ['editor', 'cs'], password: 'NewPass1', totp_secret: 'JBSWY3DP' } }),
    );
    const res = await call<List>(h.app, 'adminAuditList', { action: 'staff.update' }, { token: admin });
    expect(res.data.items[0]).toMatchObject({ action: 'staff.update', before: { roles: ['editor'] }, after: { roles: ['editor', 'cs'] } });
    const text = JSON.stringify(res);
    for (const secret of ['scrypt$abc', 'NewPass1', 'JBSWY3DP', 'password', 'totp']) expect(text).not.toContain(secret);
  });

  it('keeps the rows when the staff account is removed (no foreign key to staff), and nothing edits or deletes them', async () => {
    const admin = await staffToken(h, 'admin');
    await seedRows(h);
    const fks = await h.query<{ n: number }>(
      `select count(*)::int as n from information_schema.table_constraints where table_name = 'admin_audit' and constraint_type = 'FOREIGN KEY'`,
    );
    expect(fks.rows).toEqual([{ n: 0 }]);
    await h.exec(`delete from staff where account = 'editor'`);
    const kept = await list(h, admin, { staff: 'editor' });
    expect(kept.data.items).toMatchObject([{ staff_id: 3, staff_account: 'editor', action: 'review.approve' }]);
    await expect(h.exec(`update admin_audit set summary = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(h.exec('delete from admin_audit')).rejects.toThrow(/append-only/);
    expect((await list(h, admin)).data.total).toBe(6);
  });
});
