// 新建员工 (账号, 姓名, 角色, 初始密码) and 编辑员工 (姓名, 角色, 状态) in one dialog, with the server's rules and
// messages before any call; the server's refusal (该账号已存在, 不能停用自己…) is told and the form keeps what
// was typed. A new account's second factor opens next (FactorDialog). Loaded when first wanted.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Group, Modal, PasswordInput, TextInput } from '@mantine/core';
import { MSG_STAFF_CREATED, MSG_STAFF_SAVED, STAFF_ROLE_LABELS, STAFF_ROLES, type AdminStaffItem, type StaffRole, type StaffWithFactor } from '@ws/api-sdk';
import { notice, noticeFailure, useForm } from '@ws/ui';
import { useStaffChange } from '../api/staff';
import { accountRule, nameRule, passwordRule, rolesRule } from '../lib/staff-rules';

export interface StaffFormDialogProps {
  /** null: a new account */
  editing: AdminStaffItem | null;
  opened: boolean;
  onClose: () => void;
  onCreated: (issued: StaffWithFactor) => void;
}

const asRoles = (roles: string[]): StaffRole[] => roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));

export default function StaffFormDialog({ editing, opened, onClose, onCreated }: StaffFormDialogProps) {
  const { create, update } = useStaffChange();
  const busy = create.isPending || update.isPending;
  const form = useForm({
    initialValues: { account: editing?.account ?? '', name: editing?.name ?? '', roles: (editing?.roles ?? []) as string[], password: '', disabled: editing?.disabled === 1 },
    validate: editing ? { name: nameRule, roles: rolesRule } : { account: accountRule, name: nameRule, roles: rolesRule, password: passwordRule },
  });
  const close = () => {
    if (!busy) onClose();
  };
  const submit = form.onSubmit((v) => {
    if (busy) return;
    if (editing) {
      update.mutate(
        { id: editing.id, name: v.name.trim(), roles: asRoles(v.roles), disabled: v.disabled ? 1 : 0 },
        {
          onSuccess: () => {
            notice.success(MSG_STAFF_SAVED);
            onClose();
          },
          onError: noticeFailure,
        },
      );
    } else {
      create.mutate(
        { account: v.account.trim().toLowerCase(), name: v.name.trim(), roles: asRoles(v.roles), password: v.password },
        {
          onSuccess: (issued) => {
            notice.success(MSG_STAFF_CREATED);
            onCreated(issued);
          },
          onError: noticeFailure,
        },
      );
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={editing ? `编辑员工 ${editing.name}` : '新建员工'} closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate aria-label={editing ? '编辑员工' : '新建员工'}>
        {editing ? (
          <TextInput label="账号" value={editing.account} readOnly />
        ) : (
          <TextInput label="账号" required autoComplete="off" placeholder="小写字母、数字，如 ops.wang" data-autofocus {...form.getInputProps('account')} />
        )}
        <TextInput label="姓名" required mt="sm" maxLength={30} {...form.getInputProps('name')} />
        <Checkbox.Group label="角色" required mt="sm" value={form.values.roles} onChange={(v) => form.setFieldValue('roles', v)} error={form.getInputProps('roles').error}>
          <Group mt={4}>
            {STAFF_ROLES.map((r) => (
              <Checkbox key={r} value={r} label={STAFF_ROLE_LABELS[r]} />
            ))}
          </Group>
        </Checkbox.Group>
        {editing ? (
          <Checkbox mt="md" label="停用该账号（其所有登录立即失效）" {...form.getInputProps('disabled', { type: 'checkbox' })} />
        ) : (
          <PasswordInput label="初始密码" required mt="sm" autoComplete="new-password" description="至少 8 位，须同时包含字母和数字" {...form.getInputProps('password')} />
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close} disabled={busy}>
            取消
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            {editing ? '保存' : '创建'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
