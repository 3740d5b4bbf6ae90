// /admin/staff (员工管理, 超级管理员 only): every staff account with its roles, second factor (set, and how many
// recovery codes are left), state and last login; 新建员工, 编辑 (姓名, 角色, 停用) and 重置二次验证 (asked first:
// the old codes and every session of the account stop working). A new or reset second factor is shown once.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { MSG_STAFF_FACTOR_RESET, STAFF_ROLE_LABELS, type AdminStaffItem, type StaffWithFactor } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { lazy, Suspense, useState } from 'react';
import lists from '@/shared/lists/list.module.css';
import { useStaffSession } from '@/shared/session';
import { DataTable, tableColumns } from '@/shared/table';
import { useStaffChange, useStaffList } from '../api/staff';
import classes from './staff.module.css';

const StaffFormDialog = lazy(() => import('./staff-form-dialog'));
const FactorDialog = lazy(() => import('./factor-dialog'));

export const confirmResetFactor = (s: AdminStaffItem) => `确定重置 ${s.name}（${s.account}）的二次验证吗？原动态验证码和恢复码将失效，该账号的登录会立即退出。`;

const column = tableColumns<AdminStaffItem>();

export function StaffList() {
  const list = useStaffList();
  const { resetFactor } = useStaffChange();
  const me = useStaffSession().staff;
  const [form, setForm] = useState<{ editing: AdminStaffItem | null } | null>(null);
  const [formLoaded, setFormLoaded] = useState(false);
  const [issued, setIssued] = useState<StaffWithFactor | null>(null);

  const openForm = (editing: AdminStaffItem | null) => {
    setFormLoaded(true);
    setForm({ editing });
  };
  const reset = async (s: AdminStaffItem) => {
    if (!(await confirmDialog({ message: confirmResetFactor(s) }))) return;
    resetFactor.mutate(s.id, {
      onSuccess: (answer) => {
        notice.success(MSG_STAFF_FACTOR_RESET);
        setIssued(answer);
      },
      onError: noticeFailure,
    });
  };

  const columns = [
    column.accessor('account', { id: 'account', header: '账号', enableHiding: false, sortFn: 'basic' }),
    column.accessor('name', { id: 'name', header: '姓名', enableSorting: false, cell: ({ row }) => (row.original.id === me?.id ? `${row.original.name}（我）` : row.original.name) }),
    column.accessor('roles', {
      id: 'roles',
      header: '角色',
      enableSorting: false,
      cell: (c) => (
        <span className={classes.roles}>
          {c.getValue().map((r) => (
            <Badge key={r} variant="light">
              {STAFF_ROLE_LABELS[r]}
            </Badge>
          ))}
        </span>
      ),
    }),
    column.display({
      id: 'factor',
      header: '二次验证',
      cell: ({ row }) => (row.original.has_factor ? `已设置（恢复码剩 ${row.original.recovery_left} 个）` : '未设置'),
    }),
    column.accessor('disabled', {
      id: 'state',
      header: '状态',
      enableSorting: false,
      cell: (c) => (
        <Badge variant="light" color={c.getValue() ? 'red' : 'teal'}>
          {c.getValue() ? '已停用' : '正常'}
        </Badge>
      ),
    }),
    column.accessor('last_login_at', { id: 'last_login_at', header: '最近登录', sortFn: 'basic', sortDescFirst: true, cell: (c) => c.getValue() || '从未登录' }),
    column.accessor('created_at', { id: 'created_at', header: '创建时间', sortFn: 'basic' }),
    column.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <span className={classes.ops}>
          <Button size="compact-xs" variant="subtle" onClick={() => openForm(row.original)} aria-label={`编辑 ${row.original.account}`}>
            编辑
          </Button>
          <Button size="compact-xs" variant="subtle" color="orange" disabled={resetFactor.isPending} onClick={() => void reset(row.original)} aria-label={`重置二次验证 ${row.original.account}`}>
            重置二次验证
          </Button>
        </span>
      ),
    }),
  ];

  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title" className={lists.title}>
        员工管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <Button size="xs" onClick={() => openForm(null)}>
            新建员工
          </Button>
        </div>
        <QueryState query={list} isEmpty={(d) => d.length === 0}>
          {(d) => <DataTable columns={columns} data={d} getRowId={(s) => String(s.id)} label="员工列表" columnsKey="adminStaffColumns" />}
        </QueryState>
      </div>
      <Suspense fallback={null}>
        {formLoaded && (
          <StaffFormDialog
            key={form ? (form.editing?.id ?? 'new') : 'closed'}
            opened={form !== null}
            editing={form?.editing ?? null}
            onClose={() => setForm(null)}
            onCreated={(answer) => {
              setForm(null);
              setIssued(answer);
            }}
          />
        )}
        {issued && <FactorDialog issued={issued} onClose={() => setIssued(null)} />}
      </Suspense>
    </section>
  );
}
